// The one place for the brand, contact details, navigation, marketing figures and timings.
// Pages and components read from here; none of them repeats a value.

export const BRAND = 'Voxa';

/** The web domain; contact addresses and the default site URL derive from it. */
export const DOMAIN = `${BRAND.toLowerCase()}.example`;

/**
 * The company's clock: a post dated 2026-05-01 goes live at 00:00 on that day here, whatever
 * time zone the build machine uses.
 */
export const SITE_TIME_ZONE = 'Europe/Sofia';

export const site = {
  name: BRAND,
  tagline: 'AI chat assistants, phone agents and conversation analytics',
  description: `${BRAND} builds AI chat assistants and natural-voice phone agents that answer customers 24/7 in 200+ languages, with analytics on every conversation.`,
  locale: 'en',
  copyrightYear: 2025,
  contact: {
    email: `hello@${DOMAIN}`,
    phone: '+359 2 492 1800',
    phoneHref: 'tel:+35924921800',
    city: 'Sofia',
    country: 'Bulgaria',
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: 'BG',
  },
} as const;

export type NavLink = { label: string; href: string };

/** Every page the navigation links to, each defined once; the menus below pick from it. */
export const pages = {
  home: { label: 'Home', href: '/' },
  about: { label: 'About', href: '/about' },
  chatAssistants: { label: 'Chat Assistants', href: '/chat-assistants' },
  phoneAgents: { label: 'Phone Agents', href: '/phone-agents' },
  analytics: { label: 'Analytics', href: '/analytics' },
  integrations: { label: 'Integrations', href: '/integrations' },
  careers: { label: 'Careers', href: '/careers' },
  contact: { label: 'Contact', href: '/contact' },
  blog: { label: 'Blog', href: '/blog' },
  help: { label: 'Help Center', href: '/help' },
  documentation: { label: 'Documentation', href: '/documentation' },
  privacy: { label: 'Privacy Policy', href: '/privacy' },
  terms: { label: 'Terms of Service', href: '/terms' },
  security: { label: 'Security', href: '/security' },
  status: { label: 'Status', href: '/status' },
  api: { label: 'API', href: '/api' },
} as const satisfies Record<string, NavLink>;

export const primaryNav: {
  home: NavLink;
  about: NavLink;
  products: { label: string; items: NavLink[] };
  careers: NavLink;
  contact: NavLink;
} = {
  home: pages.home,
  about: pages.about,
  products: {
    label: 'Products',
    items: [pages.chatAssistants, pages.phoneAgents, pages.analytics, pages.integrations],
  },
  careers: pages.careers,
  contact: pages.contact,
};

/** Not in the menu, but the header gives it a highlighted link of its own. */
export const securityLink: NavLink = pages.security;

export const scheduleDemo: NavLink = { label: 'Schedule Demo', href: pages.contact.href };

// The footer lists products in the spec's order, which is not the menu's.
export const footerNav: { title: string; links: NavLink[] }[] = [
  { title: 'Products', links: [pages.chatAssistants, pages.phoneAgents, pages.integrations, pages.analytics] },
  { title: 'Company', links: [pages.about, pages.careers, pages.blog, pages.contact] },
  { title: 'Support', links: [pages.help, pages.documentation, pages.privacy, pages.terms] },
];

export const footerBottomLinks: NavLink[] = [pages.security, pages.status, pages.api];

/** Claims the spec allows us to make, in one place so every page says the same. */
export const figures = {
  uptime: '99.9%',
  conversations: '50M+',
  languages: '200+',
  averageResponse: '0.5s',
  accuracy: '94%',
  deployment: '24-48 hours',
  freeTrialDays: 7,
  voiceLatency: 'under 200 ms',
  replyBusinessDays: 5,
  resumeMaxMb: 10,
} as const;

/** Blog listings: posts per page of /blog and of each category page. */
export const blog = { pageSize: 12 } as const;

/** The four animated statistics of the home page, in display order. */
export const homeStatistics = [
  { value: figures.uptime, label: 'Uptime' },
  { value: figures.conversations, label: 'Conversations handled' },
  { value: figures.languages, label: 'Languages supported' },
  { value: figures.averageResponse, label: 'Average response time' },
] as const;

/** The hero cycles through the brand name, then these. */
export const heroTaglines = [
  'AI Chat Assistants',
  'Natural Voice Phone Agents',
  'Support in 200+ Languages',
  'Conversation Analytics',
  'Customer Service, 24/7',
] as const;

/** Companies shown in the "trusted by" row of the home page. */
export const trustedBy = ['Northwind Retail', 'Balkan Mutual', 'Medica Clinics', 'Kestrel Logistics', 'Fieldnote'] as const;

/** What forms tell visitors (spec error catalogue); the status and newsletter failures are ours. */
export const messages = {
  contactSuccess: 'Thank you! Your message has been sent successfully.',
  contactError: 'There was an error submitting your message. Please try again.',
  applicationSuccess: 'Thank you for your application! We will review it and get back to you soon.',
  applicationError: 'There was an error submitting your application. Please try again.',
  statusEmptyEmail: 'Please enter your email address',
  statusSuccess: 'Check your inbox to confirm your subscription to status updates.',
  statusError: 'There was an error saving your subscription. Please try again.',
  newsletterEmptyEmail: 'Please enter a valid email address',
  newsletterThanks: 'Thank you for subscribing! Check your inbox at {email} and open the link to confirm.',
  newsletterError: 'Sorry, we could not save your subscription. Please try again.',
  blogEmptyCategory: 'No posts found in this category. Check back soon for new content!',
} as const;

export type SubscriptionList = 'newsletter' | 'status';

/**
 * What each subscription form tells the visitor before they subscribe, and the version of those
 * words stored with their consent (`consent_wording`). Change the version with the words.
 */
export const subscriptionConsent: Record<SubscriptionList, { form: string; wording: string; text: string }> = {
  newsletter: {
    form: 'blog-newsletter',
    wording: '2026-11-24',
    text: 'One email when we publish, nothing else. We first send a link to confirm; every email has a one-click unsubscribe link.',
  },
  status: {
    form: 'status-updates',
    wording: '2026-11-24',
    text: 'We first email you a link to confirm. Every email has a one-click unsubscribe link.',
  },
};

/**
 * What the contact and application forms say when a send is refused for a reason the visitor can
 * act on (the limits themselves are in src/lib/forms/checks/field-limits.ts, beside the database's).
 */
const emailProblem = 'Please enter a valid email address, such as name@example.com.';

export const formProblems = {
  overLimit: 'Too many messages from your connection; please try again in a few minutes',
  contact: {
    name: 'Please check your name: it cannot be blank, too long or contain control characters.',
    email: emailProblem,
    company: 'Please check the company name: it cannot be too long or contain control characters.',
    message: 'Please check your message: it cannot be blank, too long or contain control characters.',
  },
  application: {
    name: 'Please check your first and last name: they cannot be blank or contain control characters.',
    email: emailProblem,
    company: 'Please choose a position from the list.',
    message: 'Please check your details and cover letter: together they are too long or contain control characters.',
  },
} as const;

/** Every timing of the spec, in milliseconds unless the name says otherwise. */
export const timings = {
  headerOpaqueAfterPx: 50,
  typing: {
    brandTypeMs: 200,
    brandHoldMs: 10_000,
    brandDeleteMs: 150,
    taglineTypeMs: 150,
    taglineHoldMs: 7_000,
    taglineDeleteMs: 100,
    gapMs: 500,
  },
  carouselIntervalMs: 5_000,
  counters: {
    durationMs: 2_000,
    steps: 50,
    visibleThreshold: 0.3,
    staggerMs: 200,
  },
  successBannerMs: 5_000,
  subscriptionConfirmationMs: 3_000,
} as const;
