import { describe, expect, it } from 'vitest';
import { pageHasProse, withoutProseRules } from '../../src/lib/performance/prose-css';

const css =
  '.mt-4{margin-top:1rem}' +
  '.prose{max-width:65ch;color:var(--tw-prose-body)}' +
  '.prose :where(a):not(:where([class~=not-prose],[class~=not-prose] *)){text-decoration:underline}' +
  '.max-w-none{max-width:none}' +
  '@media (min-width:64rem){.lg\\:prose-lg{font-size:1.125rem}.lg\\:mt-8{margin-top:2rem}}' +
  '.prose-headings\\:font-bold :where(h2){font-weight:700}';

const page = (body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('typography rules only where prose is', () => {
  it('tells a page with prose from one without', () => {
    expect(pageHasProse(page('<article class="prose max-w-none">Text</article>'))).toBe(true);
    expect(pageHasProse(page('<div class="lg:prose-lg">Text</div>'))).toBe(true);
    expect(pageHasProse(page('<div class="mt-4 not-prose">Text</div>'))).toBe(false);
    expect(pageHasProse(page('<p class="text-lg">Prose about prose</p>'))).toBe(false);
  });

  it('drops every rule only a typography class can match, and keeps the rest in order', () => {
    expect(withoutProseRules(css)).toBe(
      '.mt-4{margin-top:1rem}.max-w-none{max-width:none}@media (width>=64rem){.lg\\:mt-8{margin-top:2rem}}',
    );
  });
});
