import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../src/lib/performance/script-priority';

const script = (src: string) => `<script type="module" src="${src}"></script>`;
const imports: Record<string, string[]> = {
  '/_astro/search.js': ['/_astro/search.js', '/_astro/preload-helper.js'],
  '/_astro/copy.js': ['/_astro/copy.js', '/_astro/preload-helper.js', '/_astro/announcer.js'],
};

describe('lowPriorityScripts', () => {
  it('fetches each script and every module it imports at low priority, each module once', () => {
    const page = `<body><main>Text</main>${script('/_astro/search.js')}${script('/_astro/copy.js')}</body>`;
    expect(lowPriorityScripts(page, (src) => imports[src])).toBe(
      '<body><main>Text</main>' +
        '<link rel="preload" as="script" crossorigin href="/_astro/preload-helper.js" fetchpriority="low">' +
        '<script fetchpriority="low" type="module" src="/_astro/search.js"></script>' +
        '<link rel="preload" as="script" crossorigin href="/_astro/announcer.js" fetchpriority="low">' +
        '<script fetchpriority="low" type="module" src="/_astro/copy.js"></script>' +
        '</body>',
    );
  });

  it('leaves inline scripts and pages without scripts as they are', () => {
    const page = '<body><script type="module">start()</script><script type="application/ld+json">{}</script></body>';
    expect(lowPriorityScripts(page, () => [])).toBe(page);
  });
});
