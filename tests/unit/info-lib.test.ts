import { describe, expect, it } from 'vitest';
import {
  apiBaseUrl,
  burstMultiplier,
  exampleHttpRequest,
  fillBrand,
  formatRateLimit,
  rateLimits,
} from '../../src/lib/developers/api';
import { copyAnnouncement, copyLabels } from '../../src/lib/code/copy-code';
import { faqGroups, groupFaqs } from '../../src/components/help/faq';
import { faqPageJsonLd } from '../../src/lib/seo/structured-data';
import { helpWidget, helpWidgetConfig, helpWidgetCsp, widgetScriptAttributes } from '../../src/components/help/help-widget';
import { DOMAIN, site } from '../../src/site';

describe('API constants', () => {
  it('advertises the spec’s rate limits and a 2x burst', () => {
    expect(rateLimits.map(({ plan, requestsPerHour }) => `${plan}: ${formatRateLimit(requestsPerHour)}`)).toEqual([
      'Starter: 1,000 requests/hour',
      'Professional: 10,000 requests/hour',
      'Enterprise: Custom',
    ]);
    expect(burstMultiplier).toBe(2);
  });

  it('derives the API origin and package names from the brand in src/site.ts', () => {
    expect(apiBaseUrl).toBe(`https://api.${DOMAIN}`);
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
  const faqs = [
    { group: 'AI Phone Agents', question: 'Q3?', answer: 'A3' },
    { group: 'Getting Started', question: 'Q1?', answer: 'A1' },
    { group: 'AI Chat Assistants', question: 'Q2?', answer: 'A2' },
  ] as const;

  it('groups the questions in the page’s group order', () => {
    expect(groupFaqs(faqs).map(({ group, faqs }) => [group, faqs.map((faq) => faq.question)])).toEqual([
      ['Getting Started', ['Q1?']],
      ['AI Chat Assistants', ['Q2?']],
      ['AI Phone Agents', ['Q3?']],
    ]);
    expect(faqGroups).toEqual(['Getting Started', 'AI Chat Assistants', 'AI Phone Agents']);
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
  it('waits 100 ms, fills 750px and asks for region na (spec section 9)', () => {
    expect(helpWidget).toEqual({ injectDelayMs: 100, heightClass: 'h-[750px]', region: 'na' });
  });

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
      'data-region': 'na',
      'data-full-width': 'true',
    });
  });
});

describe('Copy buttons', () => {
  it('say what was copied, or what to do instead', () => {
    expect(copyLabels).toEqual({ idle: 'Copy', copied: 'Copied', failed: 'Copy failed' });
    expect(copyAnnouncement('Send a message', true)).toBe('Send a message: code copied to the clipboard.');
    expect(copyAnnouncement('Send a message', false)).toMatch(/^Send a message: the code could not be copied/);
  });
});

describe('help widget CSP', () => {
  it("allows the widget's host for scripts, connections, images, media and frames, keeping 'self' for scripts", () => {
    expect(helpWidgetCsp({ scriptUrl: 'https://widget.example.com/v2/embed.js', widgetId: 'w1' })).toEqual({
      scriptSources: ["'self'", 'https://widget.example.com'],
      directives: [
        'connect-src https://widget.example.com',
        'img-src https://widget.example.com',
        'media-src https://widget.example.com',
        'frame-src https://widget.example.com',
      ],
    });
  });
});
