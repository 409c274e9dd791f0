import { readFileSync } from 'node:fs';
import { bundledThemes } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEME, highlight, tokenClass } from '../../src/lib/code/highlight';

describe('highlight', () => {
  it('colours tokens with classes and leaves no style attribute for the CSP to refuse', async () => {
    const html = await highlight("// a comment\nconst answer = await fetch('/api');", 'ts');
    expect(html).not.toMatch(/style=/);
    expect(html).toMatch(/<span class="token-[0-9a-f]{6}/);
    expect(html).toContain('answer');
    // The block's default text colour comes from the theme too, as a class on <pre>.
    expect(html).toMatch(/<pre class="shiki github-dark-high-contrast token-f0f3f6"/);
  });

  it('has a stylesheet class for every colour the theme can use', async () => {
    const theme = (await bundledThemes[CODE_THEME]()).default;
    const css = readFileSync('src/styles/global.css', 'utf8');
    const colours = new Set((theme.tokenColors ?? []).flatMap((rule) => (rule.settings?.foreground ? [rule.settings.foreground] : [])));
    for (const colour of colours) expect(css, colour).toContain(`.${tokenClass(colour)} {`);
  });
});
