import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownHashesOnly } from '../../src/lib/performance/page-policy';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (scriptSrc: string, styleSrc: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'${scriptSrc}; style-src 'self'${styleSrc};"></head><body>${body}</body></html>`;

describe("a page's policy", () => {
  const mark = 'document.documentElement.dataset.x=1';
  const island = 'customElements.define("x-island",class extends HTMLElement{})';
  const style = 'x-island{display:contents}';
  const body = `<script>${mark}</script><script type="application/ld+json">{"@type":"WebPage"}</script><style>${style}</style><script>${island}</script><script type="module" src="/_astro/page.js"></script>`;

  it('keeps the hashes of the inline scripts and styles the page carries, in their order', () => {
    const elsewhere = ` ${hash('anotherDirective()')} ${hash('.linked{}')}`;
    const written = page(` ${hash(mark)}${elsewhere} ${hash(island)}`, ` ${hash(style)}${elsewhere}`, body);
    expect(ownHashesOnly(written)).toBe(page(` ${hash(mark)} ${hash(island)}`, ` ${hash(style)}`, body));
  });

  it('allows no data block: JSON-LD is never run', () => {
    const jsonLd = hash('{"@type":"WebPage"}');
    expect(ownHashesOnly(page(` ${jsonLd}`, '', body))).toBe(page('', '', body));
  });

  it('leaves a page without a policy as it is', () => {
    expect(ownHashesOnly(`<html><body><script>${mark}</script></body></html>`)).toBe(`<html><body><script>${mark}</script></body></html>`);
  });
});
