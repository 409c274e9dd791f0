import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, linkedStylesheets } from '../../src/lib/performance/inline-stylesheets';
import { classesIn, elementsIn, inputTypesIn, usedRules } from '../../src/lib/performance/used-css';

const page = (head: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' 'sha256-other=';">${head}</head><body>${body}</body></html>`;
const links = '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/legal.css">';
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('stylesheets put inline', () => {
  it('replaces each link by its CSS, in place, and allows each one by the hash of its UTF-8 bytes', () => {
    const sheets: Record<string, string> = { '/_astro/site.css': '.quote:before{content:"“"}', '/_astro/legal.css': '.b{}' };
    expect(linkedStylesheets(page(links, ''))).toEqual(['/_astro/site.css', '/_astro/legal.css']);
    expect(inlineStylesheets(page(links, '<p>Hi</p>'), (href) => sheets[href]!)).toBe(
      page('<style>.quote:before{content:"“"}</style><style>.b{}</style>', '<p>Hi</p>').replace(
        "style-src 'self'",
        `style-src 'self' ${hash(sheets['/_astro/site.css']!)} ${hash('.b{}')}`,
      ),
    );
  });

  it('refuses a page whose policy has no style-src to allow them', () => {
    expect(() => inlineStylesheets(`<html><head>${links}</head></html>`, () => '')).toThrow('style-src');
  });
});

describe('only the rules a page can use', () => {
  const css =
    ':root{--color-ink:#111;--color-unused:#222;--spacing:.25rem}' +
    '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
    'h1{color:var(--color-ink)}' +
    '.mt-4{margin-top:calc(var(--spacing) * 4)}' +
    '.shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}' +
    '.prose{max-width:65ch}' +
    '.prose :where(a):not(:where([class~=not-prose] *)){text-decoration:underline}' +
    ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}' +
    '@media (min-width:64rem){.lg\\:prose-lg{font-size:1.125rem}.lg\\:mt-8{margin-top:2rem}}' +
    '.group:hover .group-hover\\:underline{text-decoration:underline}';
  const use = (classes: string[], properties: string[] = [], elements = ['h1'], inputTypes: string[] = []) => ({
    hasClass: (name: string) => classes.includes(name),
    hasElement: (name: string) => elements.includes(name),
    usesProperty: (name: string) => properties.includes(name),
    hasInputType: (type: string) => inputTypes.includes(type),
  });

  it('keeps element rules and the rules whose classes the page has, in their order', () => {
    expect(usedRules(css, use(['mt-4', 'lg:mt-8', 'group', 'group-hover:underline']))).toBe(
      ':root{--color-ink:#111;--spacing:.25rem}h1{color:var(--color-ink)}.mt-4{margin-top:calc(var(--spacing) * 4)}' +
        '@media (width>=64rem){.lg\\:mt-8{margin-top:2rem}}.group:hover .group-hover\\:underline{text-decoration:underline}',
    );
  });

  it('keeps an element rule only where the page has one of its elements', () => {
    const preflight = 'hr{height:0}sub,sup{font-size:75%}:where(select[multiple]) optgroup{font-weight:bolder}.prose :where(h2){margin:0}';
    expect(usedRules(preflight, use(['prose'], [], ['sup', 'select', 'h2']))).toBe('sub,sup{font-size:75%}.prose :where(h2){margin:0}');
    expect(usedRules(preflight, use([], [], ['hr', 'select', 'optgroup']))).toBe(
      'hr{height:0}:where(select[multiple]) optgroup{font-weight:bolder}',
    );
    expect([...elementsIn('<ul class="a"><li>One<li><custom-element>')]).toEqual(['ul', 'li', 'custom-element']);
  });

  it('reads class names as the browser does, entities decoded', () => {
    const classes = classesIn('<ul class="[&amp;>*]:my-2 list-none"><details class="[&amp;::-webkit-details-marker]:hidden">');
    expect([...classes]).toEqual(['[&>*]:my-2', 'list-none', '[&::-webkit-details-marker]:hidden']);
  });

  it('keeps typography rules and :where() rules only where their classes are', () => {
    const withProse = usedRules(css, use(['prose', 'space-y-2'], [], ['h1', 'a']));
    expect(withProse).toContain('.prose{max-width:65ch}');
    expect(withProse).toContain(':where(a):not(:where([class~=not-prose] *))');
    expect(withProse).toContain(':where(.space-y-2>:not(:last-child))');
    expect(usedRules(css, use([]))).not.toMatch(/prose|space-y/);
  });

  it('drops the custom properties and @property rules nothing reads, unless the page reads them itself', () => {
    expect(usedRules(css, use(['shadow']))).toContain('@property --tw-shadow');
    expect(usedRules(css, use(['shadow']))).not.toContain('--tw-blur');
    expect(usedRules(css, use([]))).not.toContain('--color-unused');
    expect(usedRules(css, use([], ['--color-unused', '--tw-blur']))).toContain('--color-unused:#222');
  });

  it("keeps the rules for an input's own parts only where the page has an input of that type", () => {
    const preflight =
      '::placeholder{opacity:1}::file-selector-button{margin-inline-end:4px}::-webkit-datetime-edit-year-field{padding-block:0}' +
      '::-webkit-inner-spin-button{height:auto}';
    expect(usedRules(preflight, use([]))).toBe('::placeholder{opacity:1}');
    expect(usedRules(preflight, use([], [], [], ['file']))).toBe('::placeholder{opacity:1}::file-selector-button{margin-inline-end:4px}');
    expect(usedRules(preflight, use([], [], [], ['date']))).toBe(
      '::placeholder{opacity:1}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}',
    );
    expect([...inputTypesIn('<input type="search"><input name="cv" type="file" accept=".pdf"><input>')]).toEqual(['search', 'file']);
  });

  it('drops an @property rule with no initial value, and its fallback, where nothing gives the property a value', () => {
    const registered =
      '@layer properties{@supports (-moz-orient:inline){*{--tw-blur:initial;--tw-ring:0 0 #0000;--tw-shadow:initial}}}' +
      '@property --tw-blur{syntax:"*";inherits:false}' +
      '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-shadow{syntax:"*";inherits:false}' +
      '.blur{filter:var(--tw-blur,) grayscale()}.ring{box-shadow:var(--tw-ring)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}';
    const used = usedRules(registered, use(['blur', 'ring', 'shadow']));
    expect(used).not.toMatch(/@property --tw-blur|--tw-blur:initial/);
    expect(used).toContain('@property --tw-ring');
    expect(used).toContain('--tw-ring:0 0 #0000');
    expect(used).toContain('@property --tw-shadow');
    expect(used).toContain('--tw-shadow:initial');
    // The markup or a script could set what it names.
    expect(usedRules(registered, use(['blur'], ['--tw-blur']))).toContain('@property --tw-blur');
    // Without the rule that sets it, the shadow's registration goes too.
    expect(usedRules(registered, use(['blur', 'ring']))).not.toContain('--tw-shadow');
  });

  it('drops a custom property that only a dropped one read, and keeps it where something else still reads it', () => {
    const tokens =
      ':root{--color-red-50:#fef2f2;--color-danger-soft:var(--color-red-50);--color-ink:#111}' +
      ':root[data-theme=dark]{--color-red-950:#450a0a;--color-danger-soft:var(--color-red-950);--color-ink:#eee}' +
      'h1{color:var(--color-ink)}.bg-danger-soft{background-color:var(--color-danger-soft)}';
    expect(usedRules(tokens, use([]))).toBe(':root{--color-ink:#111}:root[data-theme=dark]{--color-ink:#eee}h1{color:var(--color-ink)}');
    expect(usedRules(tokens, use(['bg-danger-soft']))).toContain('--color-red-950:#450a0a');
  });

  it('keeps the declarations of properties the CSS parser does not know, which it reads as custom ones', () => {
    const unknownToParser =
      '.underline-offset-2{text-underline-offset:2px}.object-cover{object-fit:cover}body{-webkit-font-smoothing:antialiased}';
    expect(usedRules(unknownToParser, use(['underline-offset-2', 'object-cover'], [], ['body']))).toBe(unknownToParser);
  });
});
