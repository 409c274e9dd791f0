// An editor's whole path, as docs/blog-editing.md tells it: `npm run new-post`, fill in the fields,
// remove `draft`, build. Done in a copy of the project so the build under test is not touched.
// The two posts made here (one written with every feature a post can have, one listed as Coming
// Soon) are also what the checks of those features use, so they never depend on which posts the
// editors happen to have written.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CORE_SCHEMA, dump } from 'js-yaml';
import { copyProject } from '../../scripts/dev/project-copy.mjs';
import { waitForServer } from '../../scripts/dev/wait-for-server.mjs';
import { ALL_POSTS } from '../../src/lib/blog/categories';
import { readPostFile } from '../../src/lib/blog/files';
import { listingPath } from '../../src/lib/blog/listing';
import { POSTS_DIR, postPath } from '../../src/lib/blog/rules';
import { shareImagePath } from '../../src/lib/share-images/path';
import { copyAnnouncement } from '../../src/lib/code/copy-code';
import { expectNoAxeViolations, waitForIsland } from './helpers';

const CATEGORY = 'Technology';
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const WRITTEN_TITLE = `Voice Agents at the Front Desk ${stamp}`;
const COMING_SOON_TITLE = `Hotel Night Shifts Without a Queue ${stamp}`;
const EDITED_TITLE = `Voice Agents at the Hotel Front Desk ${stamp}`;

const paragraph = 'Guests call at every hour of the day and night, and every call deserves an answer. '.repeat(8);
const WRITTEN_BODY = `## Why guests call

${paragraph}

## What the agent answers

${paragraph}

### Bookings

${paragraph}

| Question | Share of calls | Answered by |
|---|---|---|
| Check-in times and late arrivals at the front desk | 31% | the agent |
| Room changes, upgrades and special requests from returning guests | 12% | a person |

## The webhook behind it

\`\`\`json
{ "type": "conversation.completed", "data": { "id": "conv_${stamp}", "channel": "phone", "summary": "A guest asked whether a late arrival after midnight keeps the booked room, and the agent confirmed it." } }
\`\`\`

## What to measure

${paragraph}
`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe('publishing a new post', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let project: string;
  let preview: ChildProcess | undefined;
  let origin: string;
  let written: string;
  let writtenFile: string;
  let comingSoon: string;

  /** `npm run new-post`, then the fields filled in as the guide says; returns the post's slug and file. */
  function publish(title: string, body: string): { slug: string; path: string } {
    const before = new Set(readdirSync(join(project, POSTS_DIR)));
    execFileSync(process.execPath, ['scripts/editor/new-post.ts', title], { cwd: project, stdio: 'pipe' });
    const [file] = readdirSync(join(project, POSTS_DIR)).filter((name) => !before.has(name));
    expect(file, 'new-post created one file').toBeDefined();
    const path = join(project, POSTS_DIR, file!);
    const { data } = readPostFile(path);
    data.excerpt = 'How hotels use AI voice agents to answer guests at any hour, in their language, without a queue.';
    data.category = CATEGORY;
    data.hero.alt = 'A hotel reception desk with a telephone and a laptop';
    delete data.draft;
    writeFileSync(path, `---\n${dump(data, { schema: CORE_SCHEMA })}---\n\n${body}`);
    return { slug: file!.replace(/\.mdx?$/, ''), path };
  }

  const open = (page: Page, path: string) => page.goto(`${origin}${path}`);
  const build = () => execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: project, encoding: 'utf8' });
  const built = (path: string) => readFileSync(join(project, 'dist', path));

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    project = copyProject('publish-post-');
    ({ slug: written, path: writtenFile } = publish(WRITTEN_TITLE, WRITTEN_BODY));
    comingSoon = publish(COMING_SOON_TITLE, '').slug;

    build();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    preview = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(port)], {
      cwd: project,
      stdio: 'ignore',
      env: { ...process.env, ASTRO_PREVIEW_BACKGROUND: '0' },
    });
    await waitForServer(origin);
  });

  test.afterAll(() => {
    preview?.kill('SIGTERM');
    if (project) rmSync(project, { recursive: true, force: true });
  });

  test('the post shows on /blog and in its category', async ({ page }) => {
    await open(page, '/blog');
    await waitForIsland(page, 'BlogBrowser');
    const card = page.locator('article', { has: page.getByRole('link', { name: WRITTEN_TITLE }) });
    await expect(card).toBeVisible();
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: CATEGORY, exact: true }).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText(CATEGORY);

    await card.getByRole('link', { name: WRITTEN_TITLE }).click();
    await expect(page).toHaveURL(`${origin}${postPath(written)}`);
    await expect(page.locator('h1')).toHaveText(WRITTEN_TITLE);
  });

  test('the written post is in the RSS feed and the sitemap; the Coming Soon one in neither', async ({ request }) => {
    const feed = await (await request.get(`${origin}/rss.xml`)).text();
    const sitemap = await (await request.get(`${origin}/sitemap-0.xml`)).text();
    expect(feed).toContain(`${postPath(written)}</link>`);
    expect(sitemap).toContain(`${postPath(written)}</loc>`);
    expect(feed).not.toContain(`${postPath(comingSoon)}</link>`);
    expect(sitemap).not.toContain(`${postPath(comingSoon)}</loc>`);
  });

  test('a post without a body shows Coming Soon with its title, not indexed and not found by search', async ({ page }) => {
    await open(page, postPath(comingSoon));
    await expect(page.locator('h1')).toHaveText('Coming Soon');
    await expect(page.locator('[data-coming-soon-title]')).toHaveText(COMING_SOON_TITLE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const search = page.getByRole('dialog', { name: 'Search the site' });
    await page.getByRole('button', { name: 'Search' }).click();
    await search.getByRole('searchbox').fill(`Voice Agents at the Front Desk ${stamp}`);
    await expect(search.locator(`a[href="${postPath(written)}"]`)).toBeVisible();
    await search.getByRole('searchbox').fill(`Hotel Night Shifts Without a Queue ${stamp}`);
    await expect(search.getByRole('status')).toHaveText(/results? for “/);
    await expect(search.locator(`a[href="${postPath(comingSoon)}"]`)).toHaveCount(0);
  });

  test('a code block is coloured by classes under its language label, and Copy says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, postPath(written));
    const block = page.locator('article copy-code').first();
    await expect(block.locator('p').first()).toHaveText('JSON');
    expect(await block.locator('[style]').count()).toBe(0);
    const colours = await block
      .locator('pre.shiki span[class^="token-"]')
      .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours).toBeGreaterThan(1);

    const code = (await block.locator('pre code').textContent())!;
    await block.getByRole('button', { name: 'Copy code: JSON' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code).toContain('conversation.completed');
    await expect(block.locator('[data-copy-label]')).toHaveText('Copied');
    await expect(page.locator('#live-region')).toHaveText(copyAnnouncement('JSON', true));
  });

  test('contents sit sticky beside the text on a wide screen and link to every section', async ({ page }) => {
    await open(page, postPath(written));
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    await expect(contents).toHaveCSS('position', 'sticky');
    await expect(contents.getByRole('link')).toHaveText([
      'Why guests call',
      'What the agent answers',
      'Bookings',
      'The webhook behind it',
      'What to measure',
    ]);
    for (const href of await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
    }
  });

  test('on a phone the contents are collapsed, the page never scrolls sideways, and axe finds nothing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, postPath(written));
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    const summary = page.locator('details summary', { hasText: 'On this page' });
    const firstLink = page.locator('details').getByRole('link').first();
    await expect(firstLink).toBeHidden();
    await summary.click();
    await firstLink.click();
    await expect(page).toHaveURL(/#why-guests-call$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });

  // Astro's incremental build copies the blog's pages and the share images from the last build
  // while what they show is unchanged (src/lib/blog/edition.ts): an editor's fix must not be lost.
  test('after an edit, the next build shows the new title on the post, in the listings and on its share image', () => {
    const imageBefore = built(shareImagePath(postPath(written)));
    const aboutImageBefore = built(shareImagePath('/about'));
    const text = readFileSync(writtenFile, 'utf8');
    expect(text).toContain(WRITTEN_TITLE);
    writeFileSync(writtenFile, text.replace(WRITTEN_TITLE, EDITED_TITLE));

    const log = stripVTControlCharacters(build());
    for (const path of [postPath(written), listingPath(ALL_POSTS), listingPath(CATEGORY)].map((route) => `${route}.html`)) {
      const html = built(path).toString();
      expect(html, path).toContain(EDITED_TITLE);
      expect(html, path).not.toContain(WRITTEN_TITLE);
    }
    expect(built(shareImagePath(postPath(written))).equals(imageBefore), 'the new title is drawn').toBe(false);
    expect(built(shareImagePath('/about')).equals(aboutImageBefore)).toBe(true);
    expect(log, 'an unchanged share image is copied from the last build').toMatch(/\/og\/about\.png \(restored\)/);
  });
});
