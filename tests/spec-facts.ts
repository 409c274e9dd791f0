// The specification's expected texts and numbers (/work/shared/spec), each written once. Unit and
// end-to-end tests import them and compare what the site does (renders, stores, times) with them,
// so a value changed in src/ without the spec fails a test instead of passing against itself.
// "Site spec" is the first document (shell, home, contact, careers, apply, status subscription);
// "content spec" is the second (blog, informational pages, developer API).

/** Site spec §1 and §9, content spec §9: the marketing claims (home statistics first, in their order). */
export const claims = {
  uptime: '99.9%',
  conversations: '50M+',
  languages: '200+',
  averageResponse: '0.5s',
  accuracy: '94%',
  deployment: '24-48 hours',
  freeTrialDays: 7,
  voiceLatency: 'under 200 ms',
} as const;
export const homeStatistics = [claims.uptime, claims.conversations, claims.languages, claims.averageResponse];

/** Site spec §4 and §9: the header, the hero title's typing, the carousel and the statistic counters. */
export const motion = {
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
  counters: { durationMs: 2_000, steps: 50, visibleThreshold: 0.3, staggerMs: 200 },
} as const;

/** Site spec §2 Careers: the Open Positions table, all full-time. */
export const openPositions = [
  { title: 'Senior AI Engineer', department: 'Engineering', location: 'Sofia', type: 'Full-time' },
  { title: 'Customer Success Manager', department: 'Customer Success', location: 'Sofia or remote', type: 'Full-time' },
  { title: 'Product Designer', department: 'Design', location: 'Sofia', type: 'Full-time' },
  { title: 'Sales Development Representative', department: 'Sales', location: 'Sofia or remote', type: 'Full-time' },
] as const;

/** Site spec §2 Apply and §5 Application form: the sections, options and resume types. */
export const applicationForm = {
  sections: ['Personal Information', 'Position Information', 'Resume & Documents', 'Cover Letter'],
  positions: [...openPositions.map((position) => position.title), 'Other'],
  experience: ['0-1', '2-3', '4-5', '6-10', '10+'],
  resumeAccept: '.pdf,.doc,.docx',
  resumeMaxMb: 10,
  replyBusinessDays: 5,
};

/** Site spec §3: the status subscription's notification defaults. */
export const subscriptionDefaults = { incidents: true, maintenance: true, resolutions: true, performance: false } as const;

/** Site spec §8 error catalogue. */
export const messages = {
  contactError: 'There was an error submitting your message. Please try again.',
  contactSuccess: 'Thank you! Your message has been sent successfully.',
  applicationError: 'There was an error submitting your application. Please try again.',
  applicationSuccess: 'Thank you for your application! We will review it and get back to you soon.',
  statusEmptyEmail: 'Please enter your email address',
} as const;

/** Site spec §4 and §9: how long a form's confirmation stays. */
export const confirmations = { successBannerMs: 5_000, subscriptionConfirmationMs: 3_000 } as const;

/** Content spec §2 Informational pages: the legal pages' sections, in order, and their date. */
export const legalPages = {
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'Your Rights and Choices',
      'Contact Us',
    ],
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    keyPoints: 'Key Points',
    sections: [
      'Acceptance',
      'Service Description',
      'User Accounts',
      'Acceptable Use',
      'Payment Terms',
      'Intellectual Property',
      'Limitation of Liability',
      'Termination',
      'Contact',
    ],
  },
  lastUpdated: 'January 2025',
} as const;

/** Content spec §9: the terms' numbers. */
export const termsLimits = { priceChangeNoticeDays: 30, liabilityCapMonths: 12, minimumAge: 18 } as const;

/** Content spec §2 Help centre and §9: the FAQ groups and the voice-assistant widget. */
export const helpCentre = {
  faqGroups: ['Getting Started', 'AI Chat Assistants', 'AI Phone Agents'],
  questionsPerGroup: 3,
  widget: { injectDelayMs: 100, heightPx: 750, region: 'na' },
} as const;

/** Content spec §9: the advertised API rate limits per plan, and the burst allowance. */
export const apiRateLimits = {
  plans: [
    { plan: 'Starter', limit: '1,000 requests/hour' },
    { plan: 'Professional', limit: '10,000 requests/hour' },
    { plan: 'Enterprise', limit: 'Custom' },
  ],
  burstMultiplier: 2,
} as const;

/** Content spec §7: the illustrative API's calls and webhook events. */
export const apiEndpoints = [
  'POST /api/v1/conversations',
  'GET /api/v1/conversations/{id}',
  'POST /api/v1/conversations/{id}/messages',
  'GET /api/v1/analytics',
] as const;
export const webhookEvents = ['conversation.completed', 'message.received'] as const;

/** Content spec §3: the documented payload fields of each call (metadata's own field in brackets there). */
export const apiPayloads = {
  createConversation: {
    request: ['type', 'language', 'context', 'metadata'],
    metadata: ['customer_id'],
    response: ['id', 'type', 'status', 'created_at'],
  },
  sendMessage: {
    request: ['message', 'user_id', 'metadata'],
    metadata: ['channel'],
    response: ['id', 'ai_response', 'confidence', 'response_time'],
  },
  analyticsQuery: {
    request: ['period', 'metrics'],
    response: ['period', 'total_conversations', 'avg_satisfaction', 'avg_response_time', 'resolution_rate'],
  },
} as const;

/** Content spec §3: the SDKs, in order. */
export const sdkNames = ['JavaScript', 'Python', 'PHP'] as const;

/** Content spec §4: the values the status page and the security page know. */
export const incidentImpacts = ['minimal', 'low', 'moderate', 'high'] as const;
export const certificationStatuses = ['Certified', 'Compliant', 'Ready'] as const;
