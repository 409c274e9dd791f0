// The contact section: the /contact page and the end of the home page (the form's own words are in forms.ts).
import { site } from '@/site';
import { figures } from './figures';
import { shell } from './shell';

export const contact = {
  description: `Schedule a demo or ask us anything: email, phone or the form. ${site.name} is headquartered in ${shell.city}, ${shell.country}.`,
  eyebrow: 'Contact',
  title: 'Ready to Transform Your Communication?',
  lead: `Tell us about your customers and channels, and we will show you what an assistant could take on. Most teams are live in ${figures.deployment}.`,
  headquarters: `Headquarters: ${shell.city}, ${shell.country}`,
  quickStart: {
    title: 'Quick Start',
    intro: 'Pick one and we will put it in your message.',
    /** Each button writes its `topic` into an empty message. */
    items: [
      { label: 'Schedule a Live Demo', topic: 'I would like to schedule a live demo.' },
      { label: 'Start Free Trial', topic: `I would like to start the ${figures.freeTrialDays}-day free trial.` },
      { label: 'Chat with Our AI', topic: 'I would like to try a conversation with your AI assistant.' },
    ],
  },
};
