// The frame of every page: header, footer, navigation, search, the language and theme controls.
import { site } from '@/site';
import { figures } from './figures';

export const shell = {
  tagline: 'AI chat assistants, phone agents and conversation analytics',
  description: `${site.name} builds AI chat assistants and natural-voice phone agents that answer customers 24/7 in ${figures.languages} languages, with analytics on every conversation.`,
  /** Labels of the pages the navigation links to, by their key in src/site.ts. */
  pages: {
    home: 'Home',
    about: 'About',
    chatAssistants: 'Chat Assistants',
    phoneAgents: 'Phone Agents',
    analytics: 'Analytics',
    integrations: 'Integrations',
    careers: 'Careers',
    contact: 'Contact',
    blog: 'Blog',
    help: 'Help Center',
    documentation: 'Documentation',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    security: 'Security',
    status: 'Status',
    api: 'API',
  },
  products: 'Products',
  scheduleDemo: 'Schedule Demo',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  footerGroups: { products: 'Products', company: 'Company', support: 'Support' },
  footerLegal: 'Legal and service',
  rightsReserved: 'All rights reserved.',
  /** Where the company is, as site.ts names it for structured data. */
  country: site.contact.country as string,
  city: site.contact.city as string,
  /** The header's colour-scheme control. */
  theme: { control: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  /** The language switcher shows each language's own name; a screen reader hears these first. */
  language: {
    thisPageIn: { en: 'This page in English', bg: 'This page in Bulgarian' },
    homePageIn: { en: 'The home page in English', bg: 'The home page in Bulgarian' },
  },
  search: {
    open: 'Search',
    title: 'Search the site',
    close: 'Close',
    closeWhat: 'search',
    placeholder: 'Search articles, documentation and help',
    results: { none: 'No results for “{query}”', one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
    unavailable: 'Search is not available right now. Please check your internet connection and reload the page.',
  },
};
