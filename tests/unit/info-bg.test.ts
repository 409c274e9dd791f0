// The Bulgarian informational pages: their content files say what the English ones do, and the
// values the data keeps in English are shown through Bulgarian labels.
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { infoCollections } from '../../src/collections/info';
import { dictionary } from '../../src/i18n';
import { LANGUAGE_FACTS } from '../../src/i18n/languages';
import { formatRateLimit } from '../../src/lib/developers/api';
import { incidentImpacts, incidentStatuses, serviceStatusLook } from '../../src/components/status/status-looks';
import faqsEn from '../../src/content/help/faqs.json';
import faqsBg from '../../src/content/help/bg/faqs.json';
import endpointsEn from '../../src/content/api/endpoints.json';
import endpointsBg from '../../src/content/api/bg/endpoints.json';
import sdksEn from '../../src/content/api/sdks.json';
import sdksBg from '../../src/content/api/bg/sdks.json';
import statusEn from '../../src/content/status.json';
import statusBg from '../../src/content/bg/status.json';
import privacyEn from '../../src/content/legal/privacy.mdx?raw';
import privacyBg from '../../src/content/legal/bg/privacy.mdx?raw';
import termsEn from '../../src/content/legal/terms.mdx?raw';
import termsBg from '../../src/content/legal/bg/terms.mdx?raw';

const { statusPage, api, figures } = dictionary('bg');
const schemaOf = (name: keyof typeof infoCollections) => infoCollections[name].schema as z.ZodType;

describe('Bulgarian content files', () => {
  it('hold the English entries, each translated, with the same ids and the same English enum values', () => {
    const shape = (entries: { id: string; order: number; group?: string; method?: string; path?: string }[]) =>
      entries.map(({ id, order, group, method, path }) => ({ id, order, group, method, path }));
    expect(shape(faqsBg)).toEqual(shape(faqsEn));
    expect(shape(endpointsBg)).toEqual(shape(endpointsEn));
    expect(shape(sdksBg)).toEqual(shape(sdksEn));
    for (const faq of faqsBg) schemaOf('faqs').parse(faq);
    for (const endpoint of endpointsBg) schemaOf('apiEndpoints').parse(endpoint);
    for (const sdk of sdksBg) schemaOf('sdks').parse(sdk);
  });

  it('give the status page the same services, states and incidents, in Bulgarian words', () => {
    const [en, bg] = [statusEn.current, statusBg.current];
    schemaOf('status').parse(bg);
    const facts = (status: typeof en) => ({
      updated: status.updated,
      services: status.services.map(({ status, uptime, responseTime }) => ({ status, uptime, responseTime })),
      incidents: status.incidents.map(({ date, status, impact }) => ({ date, status, impact })),
    });
    expect(facts(bg)).toEqual(facts(en));
    for (const service of bg.services) {
      expect(serviceStatusLook(service.status, statusPage.labels).label, service.status).toMatch(inCyrillic);
    }
  });
});

/** Translated: no word is left in the Latin alphabet. */
const inCyrillic = /^[^A-Za-z]+$/;

describe('Bulgarian status labels', () => {
  it('name every state, impact and incident status in Bulgarian', () => {
    const labels = [
      ...['operational', 'degraded', 'outage', 'maintenance', 'something_new'].map(
        (value) => serviceStatusLook(value, statusPage.labels).label,
      ),
      ...incidentImpacts.map((impact) => statusPage.labels.impacts[impact]),
      ...incidentStatuses.map((status) => statusPage.labels.incidents[status]),
      ...Object.values(statusPage.labels.overall),
    ];
    for (const label of labels) expect(label).toMatch(inCyrillic);
  });
});

describe('Bulgarian rate limits', () => {
  it('write the numbers the Bulgarian way: a space between thousands, then the dictionary’s unit', () => {
    const { units } = api.rateLimits;
    expect(formatRateLimit(12_500, units, LANGUAGE_FACTS.bg.intl)).toMatch(new RegExp(`^12\\s500 ${units.perHour}$`));
    expect(formatRateLimit(null, units, LANGUAGE_FACTS.bg.intl)).toBe(units.custom);
  });
});

describe('Bulgarian legal texts', () => {
  const h2s = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
  const updated = (source: string) => /^updated: (\S+)$/m.exec(source)![1];

  for (const [name, english, bulgarian] of [
    ['privacy', privacyEn, privacyBg],
    ['terms', termsEn, termsBg],
  ] as const) {
    it(`${name}: as many sections as the English, the same date, and a link to the English original`, () => {
      expect(h2s(bulgarian)).toHaveLength(h2s(english).length);
      expect(updated(bulgarian)).toBe(updated(english));
      expect(bulgarian).toContain(`<a href="/${name}" hreflang="en">`);
    });

    it(`${name}: figures and places in their Bulgarian forms`, () => {
      // The claims as the Bulgarian dictionary writes them, not site.ts's English forms.
      expect(bulgarian).toMatch(/^import \{ figures \} from '[^']*i18n\/bg\/figures';$/m);
      expect(bulgarian).not.toMatch(/site\.contact\.(city|country)/);
      // Links name English addresses; the page leads them to its language (LegalLink.astro).
      expect(bulgarian).not.toMatch(/\]\(\/bg\/|href="\/bg\//);
    });
  }

  it('terms promise the uptime as the site claims it, and every Bulgarian figure has a decimal comma', () => {
    expect(termsBg).toContain('{figures.uptime}');
    for (const [name, figure] of Object.entries(figures)) expect(figure, name).not.toMatch(/\d\.\d/);
  });
});
