// Fenced code in blog posts: which language a fence names, what its label says, and the exact
// code read back from the HTML MDX hands to the `pre` component.
import { describe, expect, it } from 'vitest';
import { readFencedCode } from '../../src/lib/code/fenced-code';
import { fenceLanguage } from '../../src/lib/code/languages';

describe('fenceLanguage', () => {
  it('labels a language by its name, whichever alias the editor wrote', () => {
    expect(fenceLanguage('ts')).toEqual({ id: 'typescript', label: 'TypeScript' });
    expect(fenceLanguage('TypeScript')).toEqual({ id: 'typescript', label: 'TypeScript' });
    expect(fenceLanguage('js')).toEqual({ id: 'javascript', label: 'JavaScript' });
    expect(fenceLanguage('json')).toEqual({ id: 'json', label: 'JSON' });
    expect(fenceLanguage('http')).toEqual({ id: 'http', label: 'HTTP' });
  });

  it('says Bash for bash, where the highlighter would say Shell', () => {
    expect(fenceLanguage('bash')).toEqual({ id: 'shellscript', label: 'Bash' });
    expect(fenceLanguage('sh')).toEqual({ id: 'shellscript', label: 'Shell' });
  });

  it('treats a fence without a language, or a plain-text one, as Text', () => {
    for (const written of [undefined, '', 'text', 'txt', 'plaintext']) {
      expect(fenceLanguage(written)).toEqual({ id: 'text', label: 'Text' });
    }
  });

  it('fails on a language the highlighter does not know, naming the fix', () => {
    expect(() => fenceLanguage('jsonn')).toThrow(/"jsonn".*Write a known one after the three backticks/);
  });
});

describe('readFencedCode', () => {
  it('reads the language and the exact code, entities decoded and the closing line break dropped', () => {
    const html = '<code class="language-ts">if (a &lt; b &amp;&amp; c &gt; d) say(&quot;it&#39;s&quot;, &#x27;ok&#x27;);\n</code>';
    expect(readFencedCode(html)).toEqual({ language: 'ts', code: `if (a < b && c > d) say("it's", 'ok');` });
  });

  it('keeps inner line breaks and indentation; a fence without a language has none', () => {
    expect(readFencedCode('<code>line 1\n  line 2\n\n</code>')).toEqual({ language: undefined, code: 'line 1\n  line 2\n' });
  });

  it('leaves text that only looks like an entity name alone', () => {
    expect(readFencedCode('<code>&amp;copy; &amp;nbsp;</code>').code).toBe('&copy; &nbsp;');
  });

  it('refuses a <pre> written by hand with markup inside', () => {
    expect(() => readFencedCode('<code><strong>bold</strong></code>')).toThrow(/Write code as a fenced block/);
    expect(() => readFencedCode('<p>not code</p>')).toThrow(/Write code as a fenced block/);
  });
});
