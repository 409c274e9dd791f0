// /documentation. Sentences may hold `code` and [links](/english-address) (src/components/ui/RichText.astro)
// and {slots} the page fills in.
import type { DocsAnchor, DocsGroupId } from '@/components/docs/docs-contents';
import { figures } from './figures';

export const docs = {
  description:
    'Developer guides for our AI assistants API: authentication, conversations, messages, analytics and webhooks, with code you can copy and a quick reference.',
  hero: {
    eyebrow: 'Developer documentation',
    title: 'Documentation',
    lead: `Everything you need to connect your product to our assistants: authenticate, open conversations on chat or voice, send messages, read analytics and react to events with webhooks. Assistants answer in ${figures.languages} languages through the same API.`,
    start: 'Start with authentication',
    overview: 'API overview and SDKs',
  },
  contents: 'On this page',
  /** The headings of the section groups and their topics, by anchor. */
  titles: {
    'getting-started': 'Getting Started',
    authentication: 'Authentication',
    'requests-and-errors': 'Requests and errors',
    conversations: 'Conversations',
    'create-conversation': 'Create a conversation',
    'send-message': 'Send a message',
    analytics: 'Analytics',
    'analytics-query': 'Query analytics',
    webhooks: 'Webhooks',
    'webhook-events': 'Events',
    'webhook-handler': 'Handle events',
  } satisfies Record<DocsAnchor, string>,
  /** The code examples' titles, by id: shown above the code and named by its Copy button. */
  examples: {
    'create-conversation-example': 'Create a conversation',
    'send-message-example': 'Send a message',
    'webhook-handler-example': 'Handle webhook events (Node.js with Express)',
  },
  /** One line under each group's heading, saying what it covers. */
  leads: {
    'getting-started':
      'Two things to know before your first request: how to prove who you are, and what every request and response looks like.',
    conversations:
      'A conversation is one exchange with one customer on one channel. Open it, then pass each customer message to the assistant and show its reply.',
    analytics: 'The figures behind your dashboard, ready for your own reports and BI tools.',
    webhooks: 'Instead of asking the API what changed, let it tell you: we send an HTTPS POST to your endpoint when something happens.',
  } satisfies Record<DocsGroupId, string>,
  authentication: {
    text: 'Every request carries an API key as a bearer token. Keys belong to your workspace and carry a role (admin, developer or read-only), so you can give a reporting script a key that can read analytics but never change a conversation. Ask for your first key through the [contact page](/contact) when you start your trial.',
    header: 'Request header',
    keepKeys: 'Keep keys on your server: never put them in browser code or a mobile app, and rotate a key at once if it may have leaked.',
  },
  requests: {
    text: 'All paths start at `{baseUrl}`. Requests and responses are JSON in UTF-8, times are ISO 8601 in UTC, and ids are strings with a prefix that says what they are (`conv_`, `msg_`, `evt_`). Limits depend on your plan, with short bursts of up to {multiplier}x allowed; see [rate limits](/api#rate-limits).',
    errors: 'Error status codes',
    columns: ['Status', 'Meaning'],
    meanings: {
      '400': 'The request is malformed or a required field is missing; the body names the field.',
      '401': 'The API key is missing, revoked or wrong.',
      '403': 'The key is valid, but its role may not perform this action.',
      '404': 'No conversation or resource with that id exists in your workspace.',
      '429': 'You have gone over your rate limit; wait the seconds given in the Retry-After header.',
      '5xx': 'Something failed on our side. Retry with backoff and check the status page.',
    },
  },
  conversations: {
    create:
      '`POST /api/v1/conversations` opens a conversation. Give the channel and language, and any context the assistant should have before the customer says a word.',
    send: "`POST /api/v1/conversations/{id}/messages` adds the customer's message and returns the assistant's reply. Use `confidence` to decide when to bring in a person.",
  },
  analytics: {
    text: '`GET /api/v1/analytics` takes its options as query parameters and returns one figure per metric for the period.',
    exampleRequest: 'Example request',
  },
  webhooks: {
    events:
      'Every event has an `id`, a `type`, a `created_at` time and a `data` object. A delivery that does not get a 2xx answer within 10 seconds is retried with growing delays for 24 hours, so use the event id to ignore a repeat.',
    payload: '{name} payload',
    handler:
      'Each delivery is signed: the `X-Signature` header holds an HMAC-SHA256 of the raw body with your webhook secret. Check it before you trust the payload, and answer quickly; do slow work after you respond.',
  },
  /** What each webhook event means, by its name. */
  events: {
    'conversation.completed': 'A conversation has ended, because the customer left, the call was hung up or it was handed to your team.',
    'message.received': 'A customer has sent a message in one of your conversations, on any channel.',
  },
  tables: {
    requestBody: 'Request body',
    queryParameters: 'Query parameters',
    response: 'Response',
    columns: ['Field', 'Type', 'Description'],
    required: 'required',
  },
  /** What each documented field holds, by payload and field name (src/components/docs/api-reference.ts). */
  fields: {
    createConversation: {
      request: {
        type: 'The channel: "chat" for text, "voice" for a phone call.',
        language: 'The customer\'s language as an ISO 639-1 code, e.g. "en" or "bg".',
        context: 'What the assistant should know before the first message, e.g. the page or order the customer is on.',
        metadata: 'Your own references. customer_id links the conversation to the customer in your systems.',
      },
      response: {
        id: 'The conversation id, used in every later call.',
        type: 'The channel you created it for.',
        status: '"active" until the conversation ends, then "completed".',
        created_at: 'When it was created, ISO 8601 in UTC.',
      },
    },
    sendMessage: {
      request: {
        message: 'What the customer wrote or said, as text.',
        user_id: 'Your id for the customer who sent it.',
        metadata: 'channel says where the message came from: "web", "whatsapp", "messenger", "sms" or "phone".',
      },
      response: {
        id: "The id of the assistant's reply.",
        ai_response: 'The reply to show or speak to the customer.',
        confidence: 'From 0 to 1: how sure the assistant is. Below your threshold, hand the conversation to a person.',
        response_time: 'Seconds the assistant took to answer.',
      },
    },
    analytics: {
      request: {
        period: 'The window to report on: "7d", "30d" or "90d".',
        metrics: 'A comma-separated list of the response fields to include; all of them when left out.',
      },
      response: {
        period: 'The window the figures cover.',
        total_conversations: 'Conversations started in the period, on every channel.',
        avg_satisfaction: 'The average customer rating, from 1 to 5.',
        avg_response_time: "The average time to the assistant's first reply, in seconds.",
        resolution_rate: 'From 0 to 1: the share of conversations resolved without a hand-over.',
      },
    },
  },
  quickReference: {
    title: 'API Quick Reference',
    text: 'Every endpoint at a glance. The [API page](/api#endpoints) shows an example request and response for each.',
  },
  help: {
    title: 'Need Help?',
    text: 'Stuck on an integration or missing an endpoint? Browse the answers in our help center, or write to the team that builds the API. Include your workspace name and, if you have one, the request id from the response headers.',
    visit: 'Visit the Help Center',
    email: 'Email {email}',
    /** The subject of the email the button starts. */
    subject: 'API question',
  },
};
