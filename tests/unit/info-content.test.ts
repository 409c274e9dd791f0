// The informational pages' content files, read directly and checked against the spec.
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { infoCollections } from '../../src/collections/info';
import {
  analyticsPayload,
  createConversationPayload,
  sendMessagePayload,
  webhookEvents,
} from '../../src/components/docs/api-reference';
import { codeExamples } from '../../src/components/docs/code-examples';
import { fillBrand } from '../../src/lib/developers/api';
import { faqGroups } from '../../src/components/help/faq';
import { serviceStatusLook } from '../../src/components/status/status-looks';
import { figures, site } from '../../src/site';
import faqsJson from '../../src/content/help/faqs.json';
import endpointsJson from '../../src/content/api/endpoints.json';
import sdksJson from '../../src/content/api/sdks.json';
import statusJson from '../../src/content/status.json';
import privacySource from '../../src/content/legal/privacy.mdx?raw';
import termsSource from '../../src/content/legal/terms.mdx?raw';

/** Parses entries with the collection's own schema, as the build does. */
function parse<T extends z.ZodType>(schema: T, entries: unknown[]): z.infer<T>[] {
  return entries.map((entry) => schema.parse(entry));
}
const schemaOf = (name: keyof typeof infoCollections) => infoCollections[name].schema as z.ZodType;

const faqs = parse(schemaOf('faqs'), faqsJson) as { group: string; question: string; answer: string; order: number }[];
const endpoints = parse(schemaOf('apiEndpoints'), endpointsJson) as {
  method: string;
  path: string;
  request: { path: string; query?: Record<string, string>; body?: Record<string, unknown> };
  response: Record<string, unknown>;
}[];
const sdks = parse(schemaOf('sdks'), sdksJson) as { name: string; install: string; example: string[] }[];
const [status] = parse(schemaOf('status'), [statusJson.current]) as {
  services: { status: string }[];
  incidents: { impact: string }[];
}[];

const h2s = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
const frontmatter = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)![1];

describe('legal pages', () => {
  it('privacy has the spec’s six sections in order, a mailto link and the January 2025 date', () => {
    expect(h2s(privacySource)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'Your Rights and Choices',
      'Contact Us',
    ]);
    expect(privacySource).toContain('href={`mailto:${site.contact.email}`}');
    expect(frontmatter(privacySource)).toMatch(/^updated: 2025-01-\d\d$/m);
  });

  it('privacy describes what the site really collects and the one third party', () => {
    for (const fact of ['contact form', 'application form', 'resume', 'status updates', 'newsletter', 'session storage', 'voice assistant', 'North American']) {
      expect(privacySource).toContain(fact);
    }
    expect(privacySource).toContain('only third-party service');
    expect(privacySource).toContain('General Data Protection Regulation');
  });

  it('terms have Key Points, then the spec’s nine sections, dated January 2025', () => {
    expect(frontmatter(termsSource)).toMatch(/^keyPoints:$/m);
    expect(h2s(termsSource)).toEqual([
      'Acceptance',
      'Service Description',
      'User Accounts',
      'Acceptable Use',
      'Payment Terms',
      'Intellectual Property',
      'Limitation of Liability',
      'Termination',
      'Contact',
    ]);
    expect(frontmatter(termsSource)).toMatch(/^updated: 2025-01-\d\d$/m);
  });

  it('terms state 30 days’ notice of price changes, the 12-month liability cap and the minimum age of 18', () => {
    expect(termsSource).toMatch(/at least 30 days' (written )?notice before any change to your pric/);
    expect(termsSource).toMatch(/limited to the fees you paid us in the 12 months before/);
    expect(termsSource).toMatch(/at least 18 years old/);
  });
});

describe('help FAQ', () => {
  it('has three questions in each of the three groups, orders unique', () => {
    for (const group of faqGroups) expect(faqs.filter((faq) => faq.group === group)).toHaveLength(3);
    expect(faqs).toHaveLength(9);
    expect(new Set(faqs.map((faq) => faq.order)).size).toBe(9);
  });

  it('quotes only the site’s own figures', () => {
    const text = faqs.map((faq) => faq.answer).join(' ');
    for (const percentage of text.match(/\d+(\.\d+)?%/g) ?? []) expect([figures.accuracy, figures.uptime]).toContain(percentage);
    expect(text).toContain(figures.deployment);
    expect(text).toContain(`${figures.freeTrialDays}-day free trial`);
    expect(text).toContain(figures.voiceLatency);
  });
});

describe('API endpoints', () => {
  it('are the four documented calls, in order', () => {
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v1/conversations',
      'GET /api/v1/conversations/{id}',
      'POST /api/v1/conversations/{id}/messages',
      'GET /api/v1/analytics',
    ]);
  });

  it('use the spec’s payload fields, and the documentation tables list exactly those', () => {
    const [create, , send, analytics] = endpoints;
    const names = (fields: { name: string }[]) => fields.map((field) => field.name);

    expect(Object.keys(create.request.body!)).toEqual(['type', 'language', 'context', 'metadata']);
    expect(Object.keys(create.request.body!.metadata as object)).toEqual(['customer_id']);
    expect(Object.keys(create.response)).toEqual(['id', 'type', 'status', 'created_at']);
    expect(names(createConversationPayload.request)).toEqual(Object.keys(create.request.body!));
    expect(names(createConversationPayload.response)).toEqual(Object.keys(create.response));

    expect(Object.keys(send.request.body!)).toEqual(['message', 'user_id', 'metadata']);
    expect(Object.keys(send.request.body!.metadata as object)).toEqual(['channel']);
    expect(Object.keys(send.response)).toEqual(['id', 'ai_response', 'confidence', 'response_time']);
    expect(names(sendMessagePayload.request)).toEqual(Object.keys(send.request.body!));
    expect(names(sendMessagePayload.response)).toEqual(Object.keys(send.response));

    expect(Object.keys(analytics.request.query!)).toEqual(['period', 'metrics']);
    expect(Object.keys(analytics.response)).toEqual([
      'period',
      'total_conversations',
      'avg_satisfaction',
      'avg_response_time',
      'resolution_rate',
    ]);
    expect(names(analyticsPayload.request)).toEqual(Object.keys(analytics.request.query!));
    expect(names(analyticsPayload.response)).toEqual(Object.keys(analytics.response));
  });

  it('document the two webhook events', () => {
    expect(webhookEvents.map((event) => event.name)).toEqual(['conversation.completed', 'message.received']);
    for (const event of webhookEvents) expect(JSON.parse(event.example).type).toBe(event.name);
  });
});

describe('documentation code examples', () => {
  it('are the three the spec names, and use the documented payloads', () => {
    expect(codeExamples.map((example) => example.title)).toEqual([
      'Create a conversation',
      'Send a message',
      'Handle webhook events (Node.js with Express)',
    ]);
    const [create, send, webhook] = codeExamples.map((example) => example.code);
    for (const field of ['type:', 'language:', 'context:', 'metadata: { customer_id:']) expect(create).toContain(field);
    for (const field of ['message:', 'user_id:', 'metadata: { channel:']) expect(send).toContain(field);
    for (const event of ["'conversation.completed'", "'message.received'"]) expect(webhook).toContain(event);
  });
});

describe('SDKs', () => {
  it('are JavaScript, Python and PHP, each with an install command and an example', () => {
    expect(sdks.map((sdk) => sdk.name)).toEqual(['JavaScript', 'Python', 'PHP']);
    for (const sdk of sdks) {
      expect(fillBrand(sdk.install)).toMatch(/^(npm install|pip install|composer require) \S+/);
      expect(fillBrand(sdk.example.join('\n'))).not.toMatch(/\{brand\}|\{Brand\}/);
    }
  });
});

describe('status', () => {
  it('shows a neutral look for at least one service, so the page demonstrates it', () => {
    expect(status.services.some((service) => serviceStatusLook(service.status).tone === 'neutral')).toBe(true);
  });

  it('has incidents with every impact the spec names', () => {
    expect(new Set(status.incidents.map((incident) => incident.impact))).toEqual(new Set(['minimal', 'low', 'moderate', 'high']));
  });

  it('refuses a service status that is not one lower-case word', () => {
    const service = { name: 'Chat', status: 'Operational!', uptime: 99.9, responseTime: 100 };
    expect(() => schemaOf('status').parse({ ...statusJson.current, services: [service] })).toThrow(/lower-case word/);
  });
});

describe('the brand name', () => {
  it('appears in none of these content files', () => {
    const files = [privacySource, termsSource, JSON.stringify([faqsJson, endpointsJson, sdksJson, statusJson])];
    for (const text of files) expect(text).not.toContain(site.name);
  });
});
