import type { FaqGroup } from '@/components/help/faq';
import { site } from '@/site';
import { figures } from './figures';

export const help = {
  description:
    'Answers on setup, AI chat assistants and phone agents, guides for developers, and every way to reach our support team when you need a person.',
  contactSupport: 'Contact Support',
  hero: {
    eyebrow: `${site.name} Help Center`,
    title: 'How can we help?',
    lead: 'Answers about getting started, chat assistants and phone agents, guides for developers, and a direct line to the people who support you.',
    browse: 'Browse the FAQ',
    topics: 'FAQ topics',
  },
  /** The FAQ groups as headings; the content names them by their English key. */
  faqGroups: {
    'Getting Started': 'Getting Started',
    'AI Chat Assistants': 'AI Chat Assistants',
    'AI Phone Agents': 'AI Phone Agents',
  } satisfies Record<FaqGroup, string>,
  faq: {
    eyebrow: 'Answers',
    title: 'Frequently Asked Questions',
    lead: 'The questions teams ask us most often, from the first setup to the first phone call.',
  },
  talk: {
    eyebrow: 'Still need help?',
    title: 'Talk to Us',
    leadWithWidget: 'Ask our voice assistant out loud, right here in your browser, or reach a person on our support team.',
    leadWithoutWidget: 'Reach a person on our support team by message, email or phone.',
    thirdParty: 'The voice assistant is run by a third-party provider.',
    privacy: 'How it handles your voice',
    /** The privacy policy's section on the voice assistant (its heading's anchor). */
    privacyHref: '/privacy#the-voice-assistant-in-our-help-centre',
  },
  widget: {
    title: 'Talk to our support team',
    error: 'The voice assistant could not load just now. Our team is still only a message away.',
    text: `People in our ${site.contact.city} office help with setup, integrations, billing and anything the answers above do not cover.`,
    message: 'Send us a message',
    email: 'Email',
    call: 'Call',
  },
  resources: {
    eyebrow: 'Keep learning',
    title: 'More Resources',
    lead: 'Go deeper on your own, or bring your question to us.',
    documentation: {
      title: 'Documentation',
      text: 'Set up channels, connect your systems and build on the REST API, with code examples you can copy.',
      cta: 'Read the docs',
    },
    blog: {
      title: 'Blog',
      text: 'Case studies, product updates and practical advice on running customer service with AI.',
      cta: 'Visit the blog',
    },
    contact: {
      title: 'Contact',
      text: `Questions about a plan, your ${figures.freeTrialDays}-day free trial or a technical problem? Write to the team directly.`,
      cta: 'Get in touch',
    },
  },
};
