import { site } from '@/site';
import { figures } from './figures';
import { shell } from './shell';

export const about = {
  description: `Meet ${site.name}: the ${shell.city} team behind AI chat assistants and voice agents, with our mission, vision and values for keeping people in the loop.`,
  hero: {
    eyebrow: `About ${site.name}`,
    title: 'AI that answers like your best people, and knows when to call them in',
    lead: `${site.name} builds AI chat assistants, natural-voice phone agents and conversation analytics for businesses whose customers expect an answer now, in their own language. We take on the routine questions around the clock, so the people who know your customers best can focus on the conversations that need them.`,
    facts: [
      `Headquartered in ${shell.city}, ${shell.country}`,
      `Customers answered in ${figures.languages} languages`,
      'Built for GDPR, HIPAA and SOC 2 requirements',
    ],
  },
  mission: {
    eyebrow: 'Why we exist',
    title: 'Our Mission',
    statement: 'To make every customer conversation fast, accurate and human, whatever the hour and whatever the language.',
    paragraphs: [
      'Customers no longer keep to office hours. They message at midnight, call in the middle of a lunch rush and write in the language they think in. Few support teams can staff for all of that, so questions wait in queues, calls ring out and loyal customers quietly go elsewhere.',
      'That is why businesses automate their customer conversations, and why we build the assistants that do it: order updates, bookings, opening hours and password resets are answered in seconds, 24/7, on chat and on the phone. Your team gets its day back for the cases that need judgement, empathy and the authority to make an exception.',
    ],
    proofPoints: [
      { value: figures.conversations, label: 'customer conversations handled' },
      { value: figures.languages, label: 'languages understood and spoken' },
      { value: figures.averageResponse, label: 'average time to first answer' },
      { value: figures.uptime, label: 'platform uptime, day and night' },
    ],
  },
  vision: {
    eyebrow: 'Where we are going',
    title: 'Our Vision',
    statement: 'No customer left on hold, and no agent answering the same question for the hundredth time.',
    paragraph: `We see AI as the first line of every customer conversation, never the last word. In the service we are building, assistants resolve the routine with ${figures.accuracy} accuracy, recognise the moment a question needs a person, and hand it over with full context. Human agents become specialists and advisers, and every exchange teaches the business something about what its customers need.`,
    principles: [
      {
        title: 'People stay in the loop',
        text: 'Every assistant follows escalation rules you set. When its confidence drops, a topic is sensitive or a customer simply asks for a person, the conversation moves to your team with a summary attached, so nobody has to repeat themselves.',
      },
      {
        title: 'Privacy is the starting point',
        text: 'Customer conversations are personal data. We design for GDPR, HIPAA and SOC 2 requirements from the first line of code, encrypt data in transit and at rest, and keep processing transparent to you and your customers.',
      },
      {
        title: 'Value in days, not quarters',
        text: `Most assistants go live within ${figures.deployment}, and a ${figures.freeTrialDays}-day free trial lets you test one on your own questions before you commit.`,
      },
    ],
  },
  values: {
    eyebrow: 'What we stand for',
    title: 'Our Values',
    lead: 'Three commitments shape how we design our products and how we work with every customer.',
    items: {
      humanCentric: {
        title: 'Human-Centric',
        text: 'Technology should serve the people on both ends of the conversation. Our assistants stay courteous, say so when they do not know, and hand over to a person gracefully; we count customers helped, not tickets deflected.',
      },
      excellence: {
        title: 'Excellence',
        text: `We sweat the details customers notice: the right answer on the first try, a natural voice, a reply in ${figures.averageResponse}. Every release is tested against real conversations before it reaches yours.`,
      },
      globalImpact: {
        title: 'Global Impact',
        text: `From ${shell.city} we serve businesses across Europe and beyond in ${figures.languages} languages, so a regional clinic or a growing online shop can offer the round-the-clock, native-language service once reserved for multinationals.`,
      },
    },
  },
  team: {
    eyebrow: 'The people behind the product',
    title: 'Our Team',
    paragraphs: [
      `${site.name} is headquartered in ${shell.city}, ${shell.country}, where the people who build the product work alongside the people who support it. From there we work with customers across Europe and beyond.`,
      'We are engineers, linguists, conversation designers and customer success specialists, and between us we speak many of the languages our assistants do. That mix is deliberate: good automated service needs as much understanding of people as it does of models.',
    ],
    join: 'Join Our Team',
    disciplines: [
      {
        title: 'AI and platform engineers',
        text: 'Build the speech, language and integration systems behind every assistant, and run the infrastructure that keeps answers fast and data where it belongs.',
      },
      {
        title: 'Linguists',
        text: 'Tune vocabulary, tone and pronunciation for each language and region, so a phone agent sounds like a local speaker rather than a translation.',
      },
      {
        title: 'Conversation designers',
        text: 'Study how real customers ask for help, write the flows and escalation rules, and decide the moment an assistant should bring in a person.',
      },
      {
        title: 'Customer success',
        text: `Guide each rollout from the first workshop to go-live in ${figures.deployment}, then review the analytics with your team to keep improving results.`,
      },
    ],
  },
  cta: {
    eyebrow: 'Work with us',
    title: "Let's talk about your customer conversations",
    text: `Tell us where your team is stretched, whether that is after-hours calls, multilingual support or long queues, and we will show you what an assistant could take on. Start with a ${figures.freeTrialDays}-day free trial, or talk it through with us first.`,
    action: 'Get in Touch',
  },
};
