// /api, the developer API page. Sentences may hold `code` and [links](/english-address)
// (src/components/ui/RichText.astro) and {slots} the page fills in.
import { figures } from './figures';

export const api = {
  description:
    'Build AI chat and voice conversations into your product with our REST API: endpoints with examples, SDKs for JavaScript, Python and PHP, and rate limits.',
  getKey: 'Get API Key',
  readDocs: 'Read the Documentation',
  hero: {
    eyebrow: 'For developers',
    title: 'Developer API',
    lead: `Build AI conversations into your own product. One REST API for chat assistants, phone agents and analytics: open a conversation, pass it your customer's message and get an answer back in ${figures.averageResponse} on average, in any of ${figures.languages} languages.`,
    start: 'Get Started',
  },
  features: {
    eyebrow: 'Why developers choose it',
    title: 'API Features',
    lead: 'Everything our own apps use is available to you, documented and versioned.',
    cards: {
      rest: {
        title: 'RESTful and predictable',
        text: 'Resource URLs, JSON in and out, standard status codes and prefixed ids. If you have used a modern REST API, you already know this one.',
      },
      channels: {
        title: 'Chat and voice, one model',
        text: 'The same conversation calls drive a web chat, a WhatsApp thread or a phone call, so you build the flow once for every channel.',
      },
      webhooks: {
        title: 'Real-time webhooks',
        text: 'Get an HTTPS call the moment a message arrives or a conversation ends, signed so you can trust it, and retried if you miss it.',
      },
      languages: {
        title: `${figures.languages} languages`,
        text: "Send the customer's text as it is: the assistant detects the language and answers in it, with the accuracy of your own knowledge base.",
      },
      analytics: {
        title: 'Analytics on tap',
        text: 'Pull conversation volume, satisfaction, response time and resolution rate into your own dashboards and BI tools.',
      },
      security: {
        title: 'Security built in',
        text: 'Encrypted in transit and at rest, scoped keys with role-based access, and a platform designed for GDPR, HIPAA and SOC 2 requirements.',
      },
    },
  },
  gettingStarted: {
    eyebrow: 'Three steps',
    title: 'Getting Started',
    lead: 'From key to first answer without a sales call, though we are happy to have one.',
    step: 'Step {number}: ',
    steps: {
      key: {
        title: 'Get your API key',
        text: `Tell us what you are building and we set up a workspace with a ${figures.freeTrialDays}-day free trial and your first key.`,
      },
      authenticate: {
        title: 'Authenticate',
        text: 'Send the key as a bearer token in the Authorization header of every request, from your server only.',
        link: 'How authentication works',
      },
      conversation: {
        title: 'Start a conversation',
        text: "Create a conversation, send the customer's first message and show the assistant's reply. Most teams do it in an afternoon.",
        link: 'Follow the guide',
      },
    },
  },
  endpoints: {
    eyebrow: 'Reference',
    title: 'Endpoints',
    lead: 'The core of the API, with a real request and response for each. All paths are relative to `{baseUrl}`.',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
  },
  sdks: {
    eyebrow: 'Client libraries',
    title: 'SDKs',
    lead: 'Official libraries that handle authentication, retries and typed responses, so you write the conversation, not the plumbing.',
    install: 'Install',
    example: 'Example',
    exampleTitle: '{name} example',
  },
  authentication: {
    eyebrow: 'Security',
    title: 'Authentication',
    lead: 'Simple to use, hard to misuse: one header on every request, and keys that can only do what their role allows.',
    methods: [
      {
        title: 'API keys',
        text: 'Each workspace issues its own keys. Give every service its own, name it after what it does, and revoke one without touching the others.',
      },
      {
        title: 'Bearer tokens',
        text: 'Keys travel as a bearer token in the Authorization header, over HTTPS only. Requests without a valid token are refused with 401.',
      },
      {
        title: 'Role-based access control',
        text: 'Every key carries a role: admin, developer or read-only. A reporting job can read analytics; it can never change a conversation.',
      },
    ],
    example: 'Every request',
    promises: ['HTTPS only', 'Revoke a key at any time', 'One role per key'],
  },
  rateLimits: {
    eyebrow: 'Fair use',
    title: 'Rate Limits',
    lead: 'Limits are counted per workspace and per hour. Short bursts of up to {multiplier}x your rate are allowed, so a sudden rush of customers is answered, not queued.',
    /** The plans by their names in src/lib/developers/api.ts. */
    plans: { Starter: 'Starter', Professional: 'Professional', Enterprise: 'Enterprise' },
    units: { custom: 'Custom', perHour: 'requests/hour' },
    contract: 'Set to your traffic in your contract',
    bursts: 'Bursts up to {limit}',
    headers:
      'Every response reports your remaining allowance in its headers. Over the limit, requests get status 429 with a Retry-After header saying when to try again.',
  },
  cta: {
    eyebrow: 'Ready to build?',
    title: 'Get your API key',
    text: `Tell us about your product and we will set up a workspace, a key and a ${figures.freeTrialDays}-day free trial for you.`,
  },
};
