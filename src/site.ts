// The one place for the brand, contact details, navigation, marketing figures and timings.
// Pages and components read from here. Where a value has to be written again (a figure's
// Bulgarian form, the email templates, the resumes bucket), a unit test holds the copy to it.

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

/** Every page the navigation links to, each defined once; the menus below pick from it. Their labels,
 * in each language, are in the dictionaries (src/i18n, `shell.pages`). */
export const pages = {
  home: { href: '/' },
  about: { href: '/about' },
  chatAssistants: { href: '/chat-assistants' },
  phoneAgents: { href: '/phone-agents' },
  analytics: { href: '/analytics' },
  integrations: { href: '/integrations' },
  careers: { href: '/careers' },
  contact: { href: '/contact' },
  blog: { href: '/blog' },
  help: { href: '/help' },
  documentation: { href: '/documentation' },
  privacy: { href: '/privacy' },
  terms: { href: '/terms' },
  security: { href: '/security' },
  status: { href: '/status' },
  api: { href: '/api' },
} as const satisfies Record<string, { href: string }>;

export type PageKey = keyof typeof pages;

/** The header's menu: Products opens a list; Security has a highlighted link of its own. */
export const primaryNav = {
  before: ['home', 'about'],
  products: ['chatAssistants', 'phoneAgents', 'analytics', 'integrations'],
  after: ['careers', 'contact'],
  highlighted: 'security',
} as const satisfies Record<string, PageKey | readonly PageKey[]>;

/** Schedule Demo leads to the contact page. */
export const scheduleDemoPage: PageKey = 'contact';

// The footer lists products in the spec's order, which is not the menu's.
export const footerNav = {
  products: ['chatAssistants', 'phoneAgents', 'integrations', 'analytics'],
  company: ['about', 'careers', 'blog', 'contact'],
  support: ['help', 'documentation', 'privacy', 'terms'],
} as const satisfies Record<string, readonly PageKey[]>;

export const footerBottomLinks: readonly PageKey[] = ['security', 'status', 'api'];

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

/** Companies shown in the "trusted by" row of the home page. */
export const trustedBy = ['Northwind Retail', 'Balkan Mutual', 'Medica Clinics', 'Kestrel Logistics', 'Fieldnote'] as const;

export type SubscriptionList = 'newsletter' | 'status';

/**
 * The form each list is subscribed on, stored with the visitor's consent (`consent_form`). The
 * consent words it shows, and their version stored beside it (`consent_wording`), differ by
 * language: they are in the dictionaries (`forms.consent`).
 */
export const subscriptionForms: Record<SubscriptionList, string> = {
  newsletter: 'blog-newsletter',
  status: 'status-updates',
};

/** The spec's timings for the shell, the home page and the forms, in milliseconds unless the name
 * says otherwise; the help widget's are with it (src/components/help/help-widget.ts). */
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
