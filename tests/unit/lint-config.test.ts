// The accessibility lint covers every kind of file that holds markup. Astro's preset wraps jsx-a11y's
// rules for .astro files only, so the islands need their own entry; this holds both to it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the lint configuration', () => {
  it('checks the accessibility of an .astro page’s markup', async () => {
    expect(await ruleIds('---\n---\n<img src="/a.png" />\n', 'Probe.astro')).toContain('astro/jsx-a11y/alt-text');
  });

  it('checks the accessibility of an island’s markup', async () => {
    const island = 'export default function Probe() {\n  return <img src="/a.png" />;\n}\n';
    expect(await ruleIds(island, 'Probe.tsx')).toContain('jsx-a11y/alt-text');
  });

  it('takes a label whose text sits in nested spans as labelled, and a bare one as not', async () => {
    const label = (inner: string) =>
      `export default function Probe() {\n  return (\n    <label>\n      <input type="checkbox" />\n      ${inner}\n    </label>\n  );\n}\n`;
    const nested = await ruleIds(label('<span><span>{"Incidents"}</span></span>'), 'Probe.tsx');
    expect(nested).not.toContain('jsx-a11y/label-has-associated-control');
    expect(await ruleIds(label(''), 'Probe.tsx')).toContain('jsx-a11y/label-has-associated-control');
  });
});
