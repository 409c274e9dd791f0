// The header's theme control rendered through the Astro Container API, as the build renders it.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ThemeControl from '../../src/components/layout/ThemeControl.astro';
import { themeChoices } from '../../src/lib/theme/theme';
import { en } from '../../src/i18n/en';

const themeLabels = en.shell.theme;

// Tests run Astro in development, which marks every element with its source; the build does not.
const withoutSourceMarks = (html: string) => html.replace(/ data-astro-source-(?:file|loc)="[^"]*"/g, '');

describe('the theme control', () => {
  it('is a native select inside the label that names it, offering every choice, the system’s chosen until its script reads this device’s', async () => {
    const container = await AstroContainer.create();
    for (const layout of ['bar', 'menu'] as const) {
      const html = withoutSourceMarks(await container.renderToString(ThemeControl, { props: { layout } }));
      const label = /<label\b[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
      expect(label, layout).toMatch(new RegExp(`<span[^>]*>${themeLabels.control}</span>[\\s\\S]*<select\\b`));
      const options = [...label.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)];
      expect(options.map(([, value, , text]) => [value, text])).toEqual(themeChoices.map((choice) => [choice, themeLabels[choice]]));
      expect(options.filter(([, , selected]) => selected).map(([, value]) => value)).toEqual(['system']);
    }
  });
});
