import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textOf, toPageBytes } from '../../src/lib/performance/page-bytes';
import { pageHasProse, proseOnlyWhereUsed, withoutProseRules } from '../../src/lib/performance/prose-css';

const css =
  '.mt-4{margin-top:1rem}' +
  '.prose{max-width:65ch;color:var(--tw-prose-body)}' +
  '.prose :where(a):not(:where([class~=not-prose],[class~=not-prose] *)){text-decoration:underline}' +
  '.max-w-none{max-width:none}' +
  '@media (min-width:64rem){.lg\\:prose-lg{font-size:1.125rem}.lg\\:mt-8{margin-top:2rem}}' +
  '.prose-headings\\:font-bold :where(h2){font-weight:700}';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (body: string, styles = css) =>
  `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${hash(styles)}"><style>${styles}</style></head><body>${body}</body></html>`;

describe('typography rules only where prose is', () => {
  it('tells a page with prose from one without', () => {
    expect(pageHasProse(page('<article class="prose max-w-none">Text</article>'))).toBe(true);
    expect(pageHasProse(page('<div class="lg:prose-lg">Text</div>'))).toBe(true);
    expect(pageHasProse(page('<div class="mt-4 not-prose">Text</div>'))).toBe(false);
    expect(pageHasProse(page('<p class="text-lg">Prose about prose</p>'))).toBe(false);
  });

  it('drops every rule only a typography class can match, and keeps the rest in order', () => {
    expect(withoutProseRules(css)).toBe('.mt-4{margin-top:1rem}.max-w-none{max-width:none}@media (width>=64rem){.lg\\:mt-8{margin-top:2rem}}');
  });

  it('strips a page without prose and names the new stylesheet in its policy', () => {
    const stripped = withoutProseRules(css);
    expect(proseOnlyWhereUsed(page('<p class="mt-4">Hi</p>'))).toBe(page('<p class="mt-4">Hi</p>', stripped));
  });

  it('keeps characters beyond Latin-1 and hashes the stylesheet as the browser reads it, in UTF-8', () => {
    const quoted = `${css}.quote:before{content:"“"}`;
    const bytes = (text: string) => toPageBytes(new TextEncoder().encode(text).buffer);
    const stripped = proseOnlyWhereUsed(bytes(page('<p class="mt-4">Hi</p>', quoted)));
    const expectedCss = '.mt-4{margin-top:1rem}.max-w-none{max-width:none}@media (width>=64rem){.lg\\:mt-8{margin-top:2rem}}.quote:before{content:"“"}';
    expect(textOf(stripped)).toBe(page('<p class="mt-4">Hi</p>', expectedCss));
  });

  it('leaves a page with prose as it was built', () => {
    const withProse = page('<article class="prose">Hi</article>');
    expect(proseOnlyWhereUsed(withProse)).toBe(withProse);
  });
});
