// The careers page and the application page around its form (the form's own words are in forms.ts).
import { site } from '@/site';
import { figures } from './figures';
import { shell } from './shell';

export const careers = {
  description: `Careers at ${site.name} in ${shell.city}: open roles in engineering, design, customer success and sales, our benefits and how we work.`,
  hero: {
    eyebrow: `Careers at ${site.name}`,
    title: 'Help every business answer its customers, in any language, at any hour',
    lead: `We build the AI chat assistants and phone agents that customers talk to around the clock. Join the engineers, designers, linguists and customer people in ${shell.city} who make those conversations feel effortless.`,
    /** By `Intl.PluralRules` category; `{count}` is the number of roles. */
    openRoles: { one: '{count} open position', other: '{count} open positions' },
    headquarters: `Headquartered in ${shell.city}, ${shell.country}`,
    remoteRoles: { one: '{count} role open to remote work', other: '{count} roles open to remote work' },
    viewPositions: 'View Open Positions',
    sendResume: 'Send Your Resume',
  },
  benefits: {
    eyebrow: 'Why join us',
    title: 'Benefits that respect your time and ambition',
    lead: 'We ask for focus and ownership. In return we look after your health, your growth and the way you like to work.',
    items: {
      health: {
        title: 'Health & Wellness',
        text: `Private health insurance for you and your family from your first day, a sports card for gyms and pools across ${shell.country}, and confidential sessions with a mental-health professional when you need them.`,
      },
      growth: {
        title: 'Growth & Learning',
        text: 'A personal yearly learning budget for courses, books and conferences, language lessons, and a written growth plan you review with your lead twice a year, whether you aim for management or deeper expertise.',
      },
      flexible: {
        title: 'Flexible Work',
        text: `Plan your week around focused work, not a clock: a bright office in central ${shell.city} when you want company, home when you need quiet, and fully remote work for the roles that allow it.`,
      },
      package: {
        title: 'Competitive Package',
        text: 'A salary benchmarked against the European tech market and reviewed every year, employee stock options, paid leave above the legal minimum and a fully equipped setup of your choice.',
      },
    },
  },
  positions: {
    eyebrow: 'Join the team',
    title: 'Open Positions',
    lead: 'Every role below is full-time and works closely with our customers. Do not see your role? Send us your resume anyway.',
    /** What a screen reader hears before each fact of a job card. */
    terms: { department: 'Department', location: 'Location', type: 'Type' },
    /** The jobs collection's `type` values, as the card shows them. */
    jobTypes: { 'Full-time': 'Full-time', 'Part-time': 'Part-time', Contract: 'Contract' },
    details: 'What you will do and what we look for',
    responsibilities: 'What you will do',
    requirements: 'What we look for',
    apply: 'Apply Now',
    /** Completes "Apply Now" for screen readers; `{title}` is the role. */
    applyFor: ' for {title}',
  },
  culture: {
    eyebrow: 'Our culture',
    title: `How we work at ${site.name}`,
    paragraphs: [
      'Our assistants talk to people at their most impatient: a parcel is late, a child is ill, a payment failed. We build for those moments, so we value care and precision over speed for its own sake.',
      `We work from ${shell.city} and across Europe, with a team that is curious, direct and kind. We share what we learn, write down what we decide and celebrate the customer problems we solve, not the hours we put in.`,
    ],
    habits: [
      {
        title: 'Close to real conversations',
        text: 'Everyone, engineers included, reads real (anonymised) transcripts every week and joins customer calls. The best ideas start from a customer who got a wrong answer.',
      },
      {
        title: 'Small teams, clear ownership',
        text: 'Small teams own a part of the product end to end, from research to on-call. You decide how to solve a problem and you see it reach customers.',
      },
      {
        title: 'Many languages, one team',
        text: 'We come from many countries and speak even more languages. Written English is our common ground, and careful writing is how we make decisions that last.',
      },
      {
        title: 'Sustainable pace',
        text: 'We plan in six-week cycles with a cool-down after each, protect focus time and keep meetings short. Weekends and holidays are for living, not for catching up.',
      },
    ],
  },
  cta: {
    eyebrow: 'Not sure which role fits?',
    title: 'Tell us what you would build with us',
    text: `We are always glad to hear from great engineers, designers, linguists and customer people. Send your resume and a few lines about what you want to work on; a person on our hiring team reads every application and replies within ${figures.replyBusinessDays} business days.`,
    button: 'Start Your Application',
  },
  /** The headings of a job posting's description for search engines (structured data). */
  jobPosting: { responsibilities: 'What you will do:', requirements: 'What we are looking for:' },
  apply: {
    description: `Apply for a role on our team: tell us about yourself, pick the position and attach your resume. We reply to every application within ${figures.replyBusinessDays} business days.`,
    eyebrow: 'Careers',
    title: 'Apply to join our team',
    lead: `Tell us about yourself and the role you want. A person on our hiring team reads every application, and we will get back to you within ${figures.replyBusinessDays} business days.`,
    seePositions: 'See the open positions',
    formLabel: 'Application form',
    requiredNote: 'Fields marked * are required.',
  },
};
