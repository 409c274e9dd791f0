import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finishPages } from '../../src/integrations/finish-pages';
import { routeOf } from '../../src/lib/build/built-pages.mjs';
import { endTurn, finishEachPage, handOver, readEachPage, takeTurn, type RenderedPage } from '../../src/integrations/rendered-pages';
import { fromPageBytes, textOf, toPageBytes } from '../../src/lib/performance/page-bytes';

describe('pages handed over as they render', () => {
  it('names each page by the route it is served at', () => {
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/about.html')).toBe('/about');
    expect(routeOf('/blog/page/2.html')).toBe('/blog/page/2');
    expect(routeOf('/blog/some-post')).toBe('/blog/some-post');
  });

  it('finishes each page, shows readers the finished page, and writes what the finishers gave', () => {
    const seen: RenderedPage[] = [];
    const stopFinishing = finishEachPage(({ html }) => html.replace('draft', 'final'));
    const stopReading = readEachPage((page) => seen.push(page));
    expect(handOver('/about.html', '<p>draft</p>', takeTurn())).toBe('<p>final</p>');
    expect(seen).toEqual([{ route: '/about', html: '<p>final</p>' }]);

    stopFinishing();
    stopReading();
    expect(handOver('/about.html', '<p>draft</p>', takeTurn())).toBe('<p>draft</p>');
    expect(seen).toHaveLength(1);
  });

  it('shows readers pages in the order their renders started; a turn without a page holds none back', () => {
    const seen: string[] = [];
    const stop = readEachPage(({ route }) => seen.push(route));
    const [first, feed, third] = [takeTurn(), takeTurn(), takeTurn()];
    expect(handOver('/third.html', '<p>3</p>', third)).toBe('<p>3</p>');
    handOver('/first.html', '<p>1</p>', first);
    expect(seen).toEqual(['/first']);
    endTurn(feed);
    expect(seen).toEqual(['/first', '/third']);
    endTurn(feed);
    endTurn(third);
    expect(seen).toEqual(['/first', '/third']);
    stop();
  });

  it('hands steps the page as bytes and writes them back unchanged, characters beyond Latin-1 included', () => {
    const text = '<title>Agents “that” answer — fast → é 😀</title>';
    const bytes = new TextEncoder().encode(text);
    const page = toPageBytes(bytes.buffer);
    expect(page).toHaveLength(bytes.length);
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toBe(
      toPageBytes(new TextEncoder().encode('Agents “that” answer — fast → é 😀').buffer),
    );
    expect(textOf(page)).toBe(text);
    expect(fromPageBytes(handOver('/about.html', page, takeTurn())).equals(bytes)).toBe(true);
  });

  it('stops the build when a built page did not pass through the middleware', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'rendered-pages-'));
    writeFileSync(join(dist, 'about.html'), '<p>About</p>');
    writeFileSync(join(dist, 'stray.html'), '<p>Written some other way</p>');
    const { hooks } = finishPages();
    const run = (hook: keyof typeof hooks, options: unknown) => (hooks[hook] as (options: unknown) => unknown)(options);
    run('astro:config:done', { config: { outDir: pathToFileURL(`${dist}/`) } });
    run('astro:build:start', {});
    handOver('/about.html', '<p>About</p>', takeTurn());
    expect(() => run('astro:build:done', { dir: pathToFileURL(`${dist}/`) })).toThrow(
      '2 pages were built, but 1 passed through the middleware',
    );
  });
});
