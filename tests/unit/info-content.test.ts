// The informational pages' content files, read directly and checked against the spec.
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { infoCollections } from '../../src/collections/info';
import { analyticsPayload, createConversationPayload, sendMessagePayload, webhookEvents } from '../../src/components/docs/api-reference';
import { codeExamples } from '../../src/components/docs/code-examples';
import { fillBrand } from '../../src/lib/developers/api';
import { site } from '../../src/site';
import { dictionary } from '../../src/i18n';
import {
  apiEndpoints,
  apiPayloads,
  claims,
  helpCentre,
  legalPages,
  sdkNames,
  termsLimits,
  webhookEvents as specWebhookEvents,
} from '../spec-facts';
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

const h2s = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
const frontmatter = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)![1];
/** The month and year of a legal page's `updated` date, as the spec states it. */
const updatedMonth = (source: string) =>
  new Date(/^updated: (\S+)$/m.exec(frontmatter(source))![1]).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('legal pages', () => {
  it('privacy has the spec’s sections in order, a mailto link and the spec’s date', () => {
    expect(h2s(privacySource)).toEqual(legalPages.privacy.sections);
    expect(privacySource).toContain('href={`mailto:${site.contact.email}`}');
    expect(updatedMonth(privacySource)).toBe(legalPages.lastUpdated);
  });

  it('privacy describes what the site really collects and the one third party', () => {
    for (const fact of [
      'contact form',
      'application form',
      'resume',
      'status updates',
      'newsletter',
      'session storage',
      'voice assistant',
      'North American',
    ]) {
      expect(privacySource).toContain(fact);
    }
    expect(privacySource).toContain('only third-party service');
    expect(privacySource).toContain('General Data Protection Regulation');
  });

  it('terms have Key Points, then the spec’s sections, with the spec’s date', () => {
    expect(frontmatter(termsSource)).toMatch(/^keyPoints:$/m);
    expect(h2s(termsSource)).toEqual(legalPages.terms.sections);
    expect(updatedMonth(termsSource)).toBe(legalPages.lastUpdated);
  });

  it('terms state the spec’s notice of price changes, liability cap and minimum age in their body', () => {
    const { priceChangeNoticeDays, liabilityCapMonths, minimumAge } = termsLimits;
    expect(termsSource).toMatch(new RegExp(`at least ${priceChangeNoticeDays} days' (written )?notice before any change to your pric`));
    expect(termsSource).toMatch(new RegExp(`limited to the fees you paid us in the ${liabilityCapMonths} months before`));
    expect(termsSource).toMatch(new RegExp(`at least ${minimumAge} years old`));
  });
});

describe('help FAQ', () => {
  it('has the spec’s number of questions in each of its groups, and nothing else, orders unique', () => {
    for (const group of helpCentre.faqGroups) {
      expect(
        faqs.filter((faq) => faq.group === group),
        group,
      ).toHaveLength(helpCentre.questionsPerGroup);
    }
    expect(faqs).toHaveLength(helpCentre.faqGroups.length * helpCentre.questionsPerGroup);
    expect(new Set(faqs.map((faq) => faq.order)).size).toBe(faqs.length);
  });

  it('quotes no percentage but the spec’s', () => {
    const text = faqs.map((faq) => faq.answer).join(' ');
    for (const percentage of text.match(/\d+(\.\d+)?%/g) ?? []) expect([claims.accuracy, claims.uptime]).toContain(percentage);
  });
});

describe('API endpoints', () => {
  it('are the spec’s calls, in order', () => {
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toEqual(apiEndpoints);
  });

  it('use the spec’s payload fields, and the documentation tables list exactly those', () => {
    const [create, , send, analytics] = endpoints;
    const names = (fields: { name: string }[]) => fields.map((field) => field.name);

    expect(Object.keys(create.request.body!)).toEqual(apiPayloads.createConversation.request);
    expect(Object.keys(create.request.body!.metadata as object)).toEqual(apiPayloads.createConversation.metadata);
    expect(Object.keys(create.response)).toEqual(apiPayloads.createConversation.response);
    expect(names(createConversationPayload.request)).toEqual(Object.keys(create.request.body!));
    expect(names(createConversationPayload.response)).toEqual(Object.keys(create.response));

    expect(Object.keys(send.request.body!)).toEqual(apiPayloads.sendMessage.request);
    expect(Object.keys(send.request.body!.metadata as object)).toEqual(apiPayloads.sendMessage.metadata);
    expect(Object.keys(send.response)).toEqual(apiPayloads.sendMessage.response);
    expect(names(sendMessagePayload.request)).toEqual(Object.keys(send.request.body!));
    expect(names(sendMessagePayload.response)).toEqual(Object.keys(send.response));

    expect(Object.keys(analytics.request.query!)).toEqual(apiPayloads.analyticsQuery.request);
    expect(Object.keys(analytics.response)).toEqual(apiPayloads.analyticsQuery.response);
    expect(names(analyticsPayload.request)).toEqual(Object.keys(analytics.request.query!));
    expect(names(analyticsPayload.response)).toEqual(Object.keys(analytics.response));
  });

  it('document the two webhook events', () => {
    expect(webhookEvents.map((event) => event.name)).toEqual(specWebhookEvents);
    for (const event of webhookEvents) expect(JSON.parse(event.example).type).toBe(event.name);
  });
});

describe('documentation code examples', () => {
  it('are the three the spec names, and use the documented payloads', () => {
    expect(codeExamples.map((example) => dictionary('en').docs.examples[example.id])).toEqual([
      'Create a conversation',
      'Send a message',
      'Handle webhook events (Node.js with Express)',
    ]);
    const [create, send, webhook] = codeExamples.map((example) => example.code);
    for (const field of ['type:', 'language:', 'context:', 'metadata: { customer_id:']) expect(create).toContain(field);
    for (const field of ['message:', 'user_id:', 'metadata: { channel:']) expect(send).toContain(field);
    for (const event of specWebhookEvents) expect(webhook).toContain(`'${event}'`);
  });
});

describe('SDKs', () => {
  it('are the spec’s languages, each with an install command and an example', () => {
    expect(sdks.map((sdk) => sdk.name)).toEqual(sdkNames);
    for (const sdk of sdks) {
      expect(fillBrand(sdk.install)).toMatch(/^(npm install|pip install|composer require) \S+/);
      expect(fillBrand(sdk.example.join('\n'))).not.toMatch(/\{brand\}|\{Brand\}/);
    }
  });
});

describe('status', () => {
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
