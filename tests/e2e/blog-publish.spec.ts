// An editor's whole path, as docs/blog-editing.md tells it: `npm run new-post`, fill in the fields,
// remove `draft`, build. Done in a copy of the project so the build under test is not touched;
// the post then shows on /blog, in its category, in the RSS feed and in the sitemap.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { copyProject } from '../../scripts/dev/project-copy.mjs';
import { waitForServer } from '../../scripts/dev/wait-for-server.mjs';
import { POSTS_DIR, postPath } from '../../src/lib/blog/rules';
import { waitForIsland } from './helpers';

const CATEGORY = 'Technology';

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
  let slug: string;
  const title = `Voice Agents at the Front Desk ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    project = copyProject('publish-post-');
    const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: project, encoding: 'utf8', stdio: 'pipe' });

    const before = new Set(readdirSync(join(project, POSTS_DIR)));
    run(process.execPath, ['scripts/editor/new-post.ts', title]);
    const [file] = readdirSync(join(project, POSTS_DIR)).filter((name) => !before.has(name));
    expect(file, 'new-post created one file').toBeDefined();
    slug = file!.replace(/\.mdx?$/, '');

    // Fill in what new-post left for the editor, as the guide says.
    const path = join(project, POSTS_DIR, file!);
    const [, frontmatter] = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path, 'utf8'))!;
    const data = parse(frontmatter!);
    data.excerpt = 'How hotels use AI voice agents to answer guests at any hour, in their language, without a queue.';
    data.category = CATEGORY;
    data.hero.alt = 'A hotel reception desk with a telephone and a laptop';
    delete data.draft;
    const body = Array.from({ length: 4 }, (_, index) => `## Part ${index + 1}\n\n${'Guests call at every hour of the day and night. '.repeat(12)}\n`).join('\n');
    writeFileSync(path, `---\n${stringify(data)}---\n\n${body}`);

    run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build']);
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
    await page.goto(`${origin}/blog`);
    await waitForIsland(page, 'BlogBrowser');
    const card = page.locator('article', { has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: CATEGORY, exact: true }).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText(CATEGORY);

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`${origin}${postPath(slug)}`);
    await expect(page.locator('h1')).toHaveText(title);
  });

  test('the post is in the RSS feed and the sitemap', async ({ request }) => {
    expect(await (await request.get(`${origin}/rss.xml`)).text()).toContain(`${postPath(slug)}</link>`);
    expect(await (await request.get(`${origin}/sitemap-0.xml`)).text()).toContain(`${postPath(slug)}</loc>`);
  });
});
