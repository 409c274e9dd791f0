// The product pages: chat assistants, phone agents, analytics, integrations and security, with the
// labels of the integration and certification values their collections store in English.
// Icons, sample figures and chart values stay in the components, which give each keyed item its own.
import { site } from '@/site';
import type { certificationStatuses, integrationCategories, integrationStatuses } from '@/collections/products';
import { figures } from './figures';

/** One line of the sample chat: a message, or something the assistant did between messages. */
export interface ChatLine {
  from: 'customer' | 'assistant' | 'action';
  text: string;
}

/** One turn of the sample call; `at` is its time into the call. */
export interface CallTurn {
  at: string;
  speaker: 'agent' | 'caller';
  text: string;
  /** What the agent did in connected systems during this turn. */
  action?: string;
}

type CertificationStatus = (typeof certificationStatuses)[number];

export const products = {
  chatAssistants: {
    description: `AI chat assistants that answer customers 24/7 in ${figures.languages} languages with ${figures.accuracy} accuracy, for support, sales and e-commerce, live in ${figures.deployment}.`,
    hero: {
      eyebrow: 'AI Chat Assistants',
      title: 'Every customer question answered in seconds, day or night',
      lead: `${site.name} chat assistants learn your help centre, policies and order data, resolve routine questions with ${figures.accuracy} accuracy and pass the rest to your team with the whole conversation attached.`,
      highlights: ['Answers 24/7 on web, WhatsApp, Messenger and SMS', `${figures.languages} languages`, `Live in ${figures.deployment}`],
      trial: `Start a ${figures.freeTrialDays}-day free trial`,
    },
    features: {
      eyebrow: 'Features',
      title: 'A first line of support your customers will actually use',
      lead: 'Everything a good support agent does on their first reply, without the queue.',
      items: {
        knowledge: {
          title: 'Trained on your knowledge',
          text: 'Point the assistant at your help centre, product catalogue, policies and past tickets. It answers from your sources, cites them to your agents, and says so when it does not know.',
        },
        alwaysOn: {
          title: 'Support that never closes',
          text: `Nights, weekends and launch-day spikes get the same first reply as a quiet Tuesday morning, with an average first response of ${figures.averageResponse}.`,
        },
        languages: {
          title: `${figures.languages} languages`,
          text: 'The assistant detects the language a customer writes in and answers in it, using the terms and tone you approve for each market.',
        },
        actions: {
          title: 'Actions, not just answers',
          text: 'Connected to your CRM, shop and helpdesk, it tracks orders, updates bookings, starts returns and creates tickets instead of sending customers to a form.',
        },
        handover: {
          title: 'Hand-over with context',
          text: 'When confidence drops, a topic is sensitive or a customer asks for a person, the chat moves to your team with a summary, so nobody repeats themselves.',
        },
        accuracy: {
          title: `${figures.accuracy} accuracy, measured`,
          text: 'Every answer is scored and every conversation is searchable in analytics, so you see what the assistant resolves, where it hands over and what it should learn next.',
        },
      },
    },
    sampleChat: {
      eyebrow: 'Sample conversation',
      title: 'See it handle a real request',
      lead: 'A scripted example from an online sports shop, showing what the assistant does between the lines.',
      takeaways: [
        'Recognised the request and asked only for what it needed',
        'Read live order and courier data instead of guessing',
        'Applied the store’s own exchange policy and checked stock',
        'Resolved the chat with no hand-over and no waiting',
      ],
      assistantName: 'Shop assistant',
      caption: 'Sample chat, scripted for illustration',
      messagesLabel: 'Sample chat messages',
      customer: 'Customer',
      assistant: 'Assistant',
      actionPrefix: 'Assistant action: ',
      /** A scripted exchange, written to show the assistant looking up data and applying a policy. */
      lines: [
        { from: 'customer', text: 'Hi! My running shoes still have not arrived and I need them for a race on Saturday.' },
        { from: 'assistant', text: 'Sorry to hear that. Let me check where they are. What is your order number?' },
        { from: 'customer', text: 'It is 48213.' },
        { from: 'action', text: 'Looked up order 48213 and its courier tracking' },
        {
          from: 'assistant',
          text: 'Thanks, Elena. Your Trail Runner 2 shoes left our warehouse on Tuesday and are out with the courier. Delivery is planned for tomorrow between 10:00 and 14:00, well before Saturday.',
        },
        { from: 'customer', text: 'Great. And if they are too small, can I swap them for half a size up?' },
        { from: 'action', text: 'Checked the store’s exchange policy and size 39.5 stock' },
        {
          from: 'assistant',
          text: 'Yes, exchanges are free within 30 days, and size 39.5 is in stock. Just reply “exchange” here after delivery and I will book the courier and reserve the new pair for you.',
        },
        { from: 'customer', text: 'Perfect, thank you!' },
        { from: 'assistant', text: 'You are welcome, Elena. Good luck on Saturday!' },
      ] as ChatLine[],
    },
    useCases: {
      eyebrow: 'Use cases',
      title: 'Built for the conversations you have most',
      lead: 'Start with the questions that fill your queue today, then extend the assistant as you see results.',
      items: {
        support: {
          title: 'Customer support',
          text: 'Take the repetitive questions off your agents’ queue and give them back time for the cases that need judgement.',
          examples: [
            'Password resets, account changes and billing questions',
            'Troubleshooting steps taken from your own help articles',
            'Tickets created and tagged when a person must follow up',
          ],
        },
        sales: {
          title: 'Sales',
          text: 'Greet every visitor like a good salesperson: answer the product question, qualify the need, and book the meeting while interest is high.',
          examples: [
            'Pricing, plan and feature comparisons in plain language',
            'Qualifying questions written to your sales criteria',
            'Demos booked straight into your team’s calendars',
          ],
        },
        ecommerce: {
          title: 'E-commerce',
          text: 'Turn “where is my order?” from your largest ticket category into an instant answer, and help shoppers choose before they leave.',
          examples: [
            'Live order tracking and delivery changes',
            'Returns and exchanges inside your policy',
            'Size, fit and product recommendations from your catalogue',
          ],
        },
      },
    },
    cta: {
      eyebrow: 'Get started',
      title: 'See your own questions answered in a live demo',
      text: `Send us a handful of real customer questions and we will show you how the assistant answers them. Most teams go live in ${figures.deployment}, and the ${figures.freeTrialDays}-day free trial runs on your own content.`,
    },
  },

  phoneAgents: {
    description: `AI phone agents with natural voices that answer every call 24/7, reply in ${figures.voiceLatency} and speak ${figures.languages} languages. Book, route and resolve calls.`,
    hero: {
      eyebrow: 'AI Phone Agents',
      title: 'Natural voice calls, answered on the first ring',
      lead: `Phone agents that sound like a helpful colleague, not a menu. They book appointments, check orders and route urgent calls around the clock, replying in ${figures.voiceLatency} so conversations flow naturally.`,
      highlights: [`Replies in ${figures.voiceLatency}`, `${figures.languages} languages and accents`, 'Every call answered, 24/7'],
      sampleCall: 'Read a Sample Call',
    },
    features: {
      eyebrow: 'Voice features',
      title: 'Built for real phone conversations',
      lead: 'Phone calls are messy: background noise, interruptions, half-remembered booking numbers. Our agents are built for exactly that, 24/7.',
      items: {
        voices: {
          title: 'Voices that sound human',
          text: 'Natural intonation, short thinking pauses and polite back-channel cues like “mm-hm”. Callers talk to the agent the way they would to your receptionist.',
        },
        latency: {
          title: `Replies in ${figures.voiceLatency}`,
          text: 'Speech recognition, reasoning and speech synthesis run as one streaming pipeline, so there is no awkward silence after a caller finishes a sentence.',
        },
        interruptions: {
          title: 'Interruptions welcome',
          text: 'Callers can cut in, change their mind or correct a date mid-sentence. The agent stops, listens and carries on from the new information.',
        },
        languages: {
          title: `${figures.languages} languages and accents`,
          text: 'The agent recognises the caller’s language in the first words and replies in it, with pronunciation tuned for names, streets and products in each market.',
        },
        transfers: {
          title: 'Warm transfers',
          text: 'Urgent or sensitive calls go to the right person or queue with a spoken and written summary, so your staff pick up already knowing the story.',
        },
        records: {
          title: 'Every call on record',
          text: 'Transcripts, summaries and outcomes flow into your CRM or helpdesk after every call, and into analytics alongside your chat conversations.',
        },
      },
    },
    callScript: {
      eyebrow: 'Sample call script',
      title: 'A booking call, start to finish',
      lead: 'A scripted after-hours call to a dental clinic. The caller changes their mind halfway through; the agent keeps up.',
      transcript: 'Call transcript',
      caption: 'Sample script, for illustration · 47 seconds',
      atPrefix: 'At ',
      speakers: { agent: 'Agent', caller: 'Caller' },
      actionPrefix: 'Agent action: ',
      /** A scripted call to a dental clinic, written to show booking, a correction and a confirmation. */
      turns: [
        { at: '0:00', speaker: 'agent', text: 'Good evening, Smile Dental Clinic. This is the clinic’s assistant. How can I help?' },
        {
          at: '0:04',
          speaker: 'caller',
          text: 'Hi, I’ve had a toothache since yesterday and I’d like to see Dr. Ivanova as soon as possible.',
        },
        {
          at: '0:10',
          speaker: 'agent',
          text: 'I’m sorry to hear that. Dr. Ivanova has an opening tomorrow at 9:30, or Thursday at 14:00. Would either work?',
          action: 'Checked Dr. Ivanova’s calendar',
        },
        {
          at: '0:18',
          speaker: 'caller',
          text: 'Tomorrow at nine thir… actually, no, I drop my son at school then. Is there anything later tomorrow?',
        },
        { at: '0:25', speaker: 'agent', text: 'Of course. Tomorrow at 16:15 is free as well. Shall I book that one?' },
        { at: '0:29', speaker: 'caller', text: 'Yes, please. The name is Georgi Dimitrov.' },
        {
          at: '0:32',
          speaker: 'agent',
          text: 'Done, Georgi: tomorrow, 16:15, with Dr. Ivanova. I’ve sent the details by text message. If the pain gets worse tonight, say “urgent” and I’ll connect you to the on-call dentist.',
          action: 'Booked the visit and sent an SMS confirmation',
        },
        { at: '0:44', speaker: 'caller', text: 'That’s great, thank you.' },
        { at: '0:46', speaker: 'agent', text: 'You’re welcome. Feel better soon, goodbye!' },
      ] as CallTurn[],
    },
    useCases: {
      eyebrow: 'Use cases',
      title: 'Where phone agents pay off first',
      lead: 'The calls that are frequent, predictable and hard to staff for are the ones to hand to an agent.',
      items: {
        healthcare: {
          title: 'Clinics and healthcare',
          text: 'Stop losing patients to a busy line. The agent books, moves and cancels visits and escalates anything that sounds urgent.',
          examples: ['Appointment booking and reminders', 'Prescription renewal requests', 'Urgent calls routed to the on-call team'],
        },
        hospitality: {
          title: 'Restaurants and hospitality',
          text: 'Take reservations during the dinner rush without pulling staff off the floor, in the guest’s own language.',
          examples: ['Table and room reservations', 'Opening hours, menus and directions', 'Group bookings passed to a manager'],
        },
        retail: {
          title: 'Retail and deliveries',
          text: 'Answer the calls that follow every order, from delivery windows to returns, with live data from your systems.',
          examples: ['Order status and delivery slots', 'Returns booked with the courier', 'Store stock and click-and-collect'],
        },
        overflow: {
          title: 'Overflow and after hours',
          text: 'Keep your human team for office hours and let the agent take the overflow, the evenings and the holidays.',
          examples: [
            'No caller left on hold at peak times',
            'Messages taken and summarised for the morning',
            'Callbacks scheduled with your team',
          ],
        },
      },
    },
    cta: {
      eyebrow: 'Get started',
      title: 'Hear your own calls answered',
      text: `Tell us which calls fill your line and we will set up a demo agent that answers them, with your opening hours and policies. Go live in ${figures.deployment} on your existing number, and try it free for ${figures.freeTrialDays} days.`,
    },
  },

  analytics: {
    description:
      'Conversation analytics for AI chat and phone: resolution, sentiment and topic trends in one dashboard, with daily, weekly and monthly reports sent for you.',
    hero: {
      eyebrow: 'Conversation Analytics',
      title: 'Know what every conversation is telling you',
      lead: 'Every chat and call your assistants handle becomes data you can act on: what customers ask, how they feel, what was resolved and where your team had to step in. Analytics turns that into clear dashboards and reports that arrive on their own.',
      highlights: ['Chat and phone in one view', 'Sentiment and topic trends', 'Reports delivered automatically'],
      explore: 'Explore Features',
    },
    sampleMetrics: {
      title: 'A week in a sample workspace',
      note: 'Sample data from a demo workspace, not a customer’s results',
      items: {
        conversations: { label: 'Conversations last week', note: 'chat and phone combined' },
        accuracy: { label: 'Answer accuracy', note: 'checked against reviewed answers' },
        firstResponse: { label: 'Average first response', note: 'across all channels' },
        languages: { label: 'Languages detected', note: 'without any extra setup' },
      },
    },
    features: {
      eyebrow: 'Features',
      title: 'From conversations to decisions',
      lead: 'The questions your customers ask are the best product research you will ever get. Analytics makes it readable.',
      items: {
        resolution: {
          title: 'Resolution and hand-over tracking',
          text: 'See which conversations the assistant resolved, which it handed to your team and why, by channel, topic and language.',
        },
        sentiment: {
          title: 'Sentiment analysis',
          text: 'Spot frustration as it builds. Every message is scored for sentiment, so you can find the moments where customers turn unhappy and fix them.',
        },
        topics: {
          title: 'Topic and trend detection',
          text: 'Questions are grouped into topics automatically. A sudden rise in “delivery delayed” or “cannot log in” shows up before it becomes a crisis.',
        },
        knowledgeGaps: {
          title: 'Knowledge gap finder',
          text: 'Lists the questions the assistant could not answer confidently, with example conversations, so you know which article to write next.',
        },
        performance: {
          title: 'Team and agent performance',
          text: 'Compare handling time and customer satisfaction across AI and human agents, and see where coaching or more automation would help.',
        },
        dashboards: {
          title: 'Custom dashboards and exports',
          text: 'Build views for each team, filter by any field and export to CSV or your BI tool through the API.',
        },
      },
    },
    dashboard: {
      eyebrow: 'Dashboard preview',
      title: 'Your week at a glance',
      lead: 'The overview every team lead opens on Monday morning: volume by day and the topics behind it.',
      heading: 'Conversations overview',
      sample: 'Sample data',
      /** The week's total sits between the two parts, in bold. */
      totalBefore: 'Conversations per day, last week: ',
      totalAfter: ' in total',
      chartLabel: 'Conversations per day (sample data)',
      dayValue: '{day}: {count} conversations',
      topicsTitle: 'Top topics',
      topics: {
        orders: 'Order status',
        returns: 'Returns and exchanges',
        appointments: 'Appointment changes',
        billing: 'Billing questions',
      },
    },
    reports: {
      eyebrow: 'Automated reports',
      title: 'Reports that write themselves',
      lead: 'Choose who gets what and how often. Reports arrive by email or in Slack and Microsoft Teams, and every figure links back to the conversations behind it.',
      items: {
        daily: {
          title: 'Daily operations digest',
          text: 'Yesterday’s volume, resolution rate, hand-overs and any unusual spike, in your inbox or team channel before the first shift starts.',
        },
        weekly: {
          title: 'Weekly performance report',
          text: 'Trends against the previous week, the topics that grew, and the conversations where customers were least satisfied, with links to read them.',
        },
        monthly: {
          title: 'Monthly executive summary',
          text: 'A one-page view for leadership: conversations handled, time saved for your team, customer satisfaction and the next improvements planned.',
        },
        knowledgeGaps: {
          title: 'Knowledge gap report',
          text: 'The questions the assistant could not answer well, ranked by how often they come up, so your content team knows exactly what to write.',
        },
      },
    },
    cta: {
      eyebrow: 'Get started',
      title: 'See your conversations as data',
      text: `Analytics comes with every chat assistant and phone agent. Book a demo to walk through a live workspace, or start a ${figures.freeTrialDays}-day free trial and see your own numbers within the first week.`,
    },
  },

  integrations: {
    description:
      'Connect AI chat assistants and phone agents to your CRM, online shop, helpdesk and messaging apps, or build your own with our REST API, webhooks and SDKs.',
    hero: {
      eyebrow: 'Integrations',
      title: 'Connect the tools your team already runs on',
      lead: 'An assistant is only as useful as what it can look up and change. Connect your CRM, shop, helpdesk and messaging channels so it tracks orders, updates records and hands over to the right people, without anyone copying and pasting.',
      count: '{count} ready-made integrations',
      highlights: ['Set up during onboarding, no code needed', 'Open API for everything else'],
      explore: 'Explore the Developer API',
    },
    grid: {
      eyebrow: 'Ready to connect',
      title: 'Popular integrations',
      lead: 'CRM, e-commerce, communication, support and messaging tools, each connected in minutes during onboarding.',
      statusPrefix: 'Status: ',
      categories: {
        CRM: 'CRM',
        'E-commerce': 'E-commerce',
        Communication: 'Communication',
        Support: 'Support',
        Messaging: 'Messaging',
      } as Record<(typeof integrationCategories)[number], string>,
      statuses: { Available: 'Available', Beta: 'Beta', 'Coming Soon': 'Coming Soon' } as Record<
        (typeof integrationStatuses)[number],
        string
      >,
    },
    developerApi: {
      eyebrow: 'For developers',
      title: 'Developer API',
      lead: 'Need something we do not integrate with yet? Everything the assistant does is available through the same API our own integrations use, with keys scoped per workspace.',
      exampleCaption: 'Start a conversation from your own system',
      request: 'Request API Access',
      tools: {
        rest: {
          title: 'REST API',
          text: 'Create conversations, send messages and read analytics over HTTPS with JSON. Connect internal systems the ready-made integrations do not cover.',
        },
        webhooks: {
          title: 'Webhooks',
          text: 'Get notified the moment something happens, such as conversation.completed or message.received, and trigger your own workflows.',
        },
        sdks: {
          title: 'SDKs',
          text: 'Official libraries for JavaScript, Python and PHP handle authentication, retries and pagination, so you write the logic, not the plumbing.',
        },
        sockets: {
          title: 'Real-time sockets',
          text: 'Stream messages and typing events over WebSockets to build your own chat interface or live agent console on top of the assistant.',
        },
      },
    },
    cta: {
      eyebrow: 'Missing a tool?',
      title: 'Tell us what you need to connect',
      text: `We add integrations based on what customers ask for, and our team can connect most in-house systems through the API during onboarding. Most teams are live, fully connected, in ${figures.deployment}.`,
      action: 'Request an Integration',
    },
  },

  security: {
    description:
      'How we protect customer conversations: SOC 2, GDPR and HIPAA compliance, EU data residency, encryption, access controls and a layered security architecture.',
    hero: {
      eyebrow: 'Security & Compliance',
      title: 'Enterprise security for every customer conversation',
      lead: 'Your customers tell our assistants their names, addresses, order details and sometimes their health concerns. We protect that data with the controls your security team expects, and we can show the audits to prove it.',
      /** One highlight per certification, by its status. */
      highlights: { Certified: '{name} Certified', Compliant: '{name} Compliant', Ready: '{name} Ready' } as Record<
        CertificationStatus,
        string
      >,
      certifications: 'View Certifications',
      contact: 'Talk to Our Security Team',
    },
    features: {
      eyebrow: 'Security features',
      title: 'Protection built into the platform',
      lead: 'Security is part of how the product works, not a setting to remember. These controls are on for every customer, on every plan.',
      items: {
        encryption: {
          title: 'Encryption everywhere',
          text: 'Conversations, recordings and transcripts are encrypted in transit with TLS 1.2 or newer and at rest with AES‑256, with keys managed and rotated in a dedicated key service.',
        },
        residency: {
          title: 'Data stays in the EU',
          text: 'Customer data is stored and processed in European Union data centres by default. We never use your conversations to train models for anyone else.',
        },
        redaction: {
          title: 'Sensitive data redaction',
          text: 'Card numbers, national ID numbers and other sensitive details are detected and masked in transcripts and logs before anyone on your team or ours can see them.',
        },
        access: {
          title: 'Access you control',
          text: 'Single sign-on with SAML, enforced multi-factor authentication and role-based permissions decide who can read transcripts, change the assistant or export data.',
        },
        audit: {
          title: 'Full audit trail',
          text: 'Every sign-in, configuration change and data export is logged with who, what and when, and can be streamed to your own SIEM.',
        },
        retention: {
          title: 'Retention on your terms',
          text: 'Set how long conversations and recordings are kept, per channel. Deletion requests from your customers are honoured across backups too.',
        },
      },
    },
    certifications: {
      eyebrow: 'Compliance',
      title: 'Certifications and compliance',
      lead: 'The standards your legal, security and procurement teams ask about first, and where we stand on each.',
      statusPrefix: 'Status: ',
      statuses: { Certified: 'Certified', Compliant: 'Compliant', Ready: 'Ready' } as Record<CertificationStatus, string>,
      /** What each status means, under the name: none of them relies on colour alone. */
      meanings: {
        Certified: 'Independently audited',
        Compliant: 'Meets the regulation’s requirements',
        Ready: 'Available on request, with a signed agreement',
      } as Record<CertificationStatus, string>,
    },
    practices: {
      eyebrow: 'How we work',
      title: 'Security practices',
      lead: 'Certifications describe controls; habits make them real. These are the routines our engineering and operations teams follow every day.',
      items: [
        {
          title: 'Independent penetration tests',
          text: 'External specialists attack the platform every year and after major changes. Findings are fixed on a deadline set by severity, and summaries are shared with customers under NDA.',
        },
        {
          title: 'Secure development',
          text: 'Every change is peer-reviewed, scanned for vulnerable dependencies and secrets, and deployed through an automated pipeline. Nobody changes production by hand.',
        },
        {
          title: 'Least-privilege access',
          text: 'Staff reach customer data only to resolve a support request you raise, through a logged, time-limited grant that expires on its own.',
        },
        {
          title: 'Trained, vetted people',
          text: 'Everyone at the company completes security and privacy training when they join and every year after, and signs confidentiality obligations.',
        },
        {
          title: 'Incident response',
          text: 'A written, rehearsed plan with on-call engineers around the clock. If an incident affects your data, you hear from us directly, with the facts and what we are doing.',
        },
        {
          title: 'Vendor review',
          text: 'Every sub-processor is assessed before we use it and reviewed each year. The current list is part of our data processing agreement.',
        },
      ],
    },
    architecture: {
      eyebrow: 'Architecture',
      title: 'Defence in depth, layer by layer',
      lead: 'A conversation passes through {count} layers between your customer and your data. Each one assumes the one before it could fail.',
      layers: [
        {
          name: 'Channels',
          text: 'Web chat, messaging apps and phone lines connect over encrypted links. Phone audio is streamed, never stored on the edge.',
        },
        {
          name: 'Edge',
          text: 'A web application firewall, rate limiting and DDoS protection screen every request before it reaches our services.',
        },
        {
          name: 'Application',
          text: 'Each customer’s workspace is logically isolated, with its own keys and permissions. Services authenticate to each other; nothing trusts the network.',
        },
        {
          name: 'AI models',
          text: 'Language and speech models run inside our EU environment. Prompts and answers are not passed to outside model providers to train on, and each workspace’s knowledge is kept apart.',
        },
        {
          name: 'Data',
          text: 'Encrypted databases and object storage with point-in-time backups, replicated across separate availability zones in the EU.',
        },
      ],
    },
    cta: {
      eyebrow: 'Security review',
      title: 'Bring your security questionnaire',
      text: 'Our security team answers questionnaires, joins review calls and shares our audit reports, penetration test summary and data processing agreement under NDA. Tell us what your review needs.',
      action: 'Contact Our Security Team',
    },
  },
};
