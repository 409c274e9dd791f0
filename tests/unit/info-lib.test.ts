import { describe, expect, it } from 'vitest';
import { exampleHttpRequest, fillBrand, formatRateLimit, rateLimits } from '../../src/lib/developers/api';
import { copyAnnouncement } from '../../src/lib/code/copy-code';
import { groupFaqs } from '../../src/components/help/faq';
import { faqPageJsonLd } from '../../src/lib/seo/structured-data';
import { helpWidgetConfig, helpWidgetCsp, widgetScriptAttributes } from '../../src/components/help/help-widget';
import { site } from '../../src/site';
import { dictionary } from '../../src/i18n';
import { apiRateLimits, helpCentre } from '../spec-facts';

describe('the developer API', () => {
  it('advertises the spec’s rate limits', () => {
    const { units } = dictionary('en').api.rateLimits;
    expect(rateLimits.map(({ plan, requestsPerHour }) => ({ plan, limit: formatRateLimit(requestsPerHour, units, 'en-US') }))).toEqual(
      apiRateLimits.plans,
    );
  });

  it('writes the brand into package and class names', () => {
    expect(fillBrand('npm install @{brand}/sdk; new \\{Brand}\\Client')).toBe(
      `npm install @${site.name.toLowerCase()}/sdk; new \\${site.name}\\Client`,
    );
  });

  it('writes an example request as the request line, the bearer token and the JSON body', () => {
    expect(exampleHttpRequest('POST', { path: '/api/v1/conversations', body: { type: 'chat' } })).toBe(
      'POST /api/v1/conversations\nAuthorization: Bearer YOUR_API_KEY\nContent-Type: application/json\n\n{\n  "type": "chat"\n}',
    );
    expect(exampleHttpRequest('GET', { path: '/api/v1/analytics', query: { period: '7d', metrics: 'a,b' } })).toBe(
      'GET /api/v1/analytics?period=7d&metrics=a,b\nAuthorization: Bearer YOUR_API_KEY',
    );
  });
});

describe('FAQ', () => {
  const [first, second, third] = helpCentre.faqGroups;
  const faqs = [
    { group: third, question: 'Q3?', answer: 'A3' },
    { group: first, question: 'Q1?', answer: 'A1' },
    { group: second, question: 'Q2?', answer: 'A2' },
  ] as const;

  it('groups the questions in the spec’s group order', () => {
    expect(groupFaqs(faqs).map(({ group, faqs }) => [group, faqs.map((faq) => faq.question)])).toEqual([
      [first, ['Q1?']],
      [second, ['Q2?']],
      [third, ['Q3?']],
    ]);
  });

  it('describes them as a schema.org FAQPage', () => {
    expect(faqPageJsonLd([faqs[1]])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } }],
    });
  });
});

describe('help widget', () => {
  it('is configured only when both the script URL and the id are set', () => {
    expect(helpWidgetConfig('https://widget.example/loader.js', 'agent-42')).toEqual({
      scriptUrl: 'https://widget.example/loader.js',
      widgetId: 'agent-42',
    });
    expect(helpWidgetConfig('https://widget.example/loader.js', undefined)).toBeNull();
    expect(helpWidgetConfig(undefined, 'agent-42')).toBeNull();
    expect(helpWidgetConfig('  ', 'agent-42')).toBeNull();
  });

  it('gives the script element the id, the region and full-width rendering', () => {
    expect(widgetScriptAttributes('agent-42')).toEqual({
      'data-widget-id': 'agent-42',
      'data-region': helpCentre.widget.region,
      'data-full-width': 'true',
    });
  });
});

describe('Copy buttons', () => {
  it('tell screen readers what was copied, or what to do instead', () => {
    expect(copyAnnouncement('Send a message', true)).toBe('Send a message: code copied to the clipboard.');
    expect(copyAnnouncement('Send a message', false)).toMatch(/^Send a message: the code could not be copied/);
  });
});

describe('help widget CSP', () => {
  it("allows the widget's host for scripts, connections, images, media and frames", () => {
    expect(helpWidgetCsp({ scriptUrl: 'https://widget.example.com/v2/embed.js', widgetId: 'w1' })).toEqual({
      scriptSource: 'https://widget.example.com',
      directives: [
        'connect-src https://widget.example.com',
        'img-src https://widget.example.com',
        'media-src https://widget.example.com',
        'frame-src https://widget.example.com',
      ],
    });
  });
});
