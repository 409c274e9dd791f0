// `npm test` audits one route per page template with Lighthouse; the blog's are found in the build.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateRoutes } from '../../scripts/audits/template-routes.mjs';
import { tempDir } from './temp-dir';

async function build(files: Record<string, string>): Promise<string> {
  const dist = tempDir('template-routes');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), text);
  }
  return dist;
}

const page = '<html></html>';

describe('templateRoutes', () => {
  it('takes a category page and a written post from the build, whatever they are called', async () => {
    const posts = { posts: [{ path: '/blog/gone' }, { path: '/blog/second-post' }] };
    const dist = await build({
      'index.html': page,
      'contact.html': page,
      'blog.html': page,
      'blog/category/zebras.html': page,
      'blog/category/zebras/2.html': page,
      'blog/second-post.html': page,
      'blog/posts.json': JSON.stringify(posts),
    });
    expect(templateRoutes(dist)).toEqual(['/', '/blog', '/contact', '/blog/category/zebras', '/blog/second-post']);
  });

  it('leaves out what the build does not have, a blog without posts included', async () => {
    const dist = await build({ 'index.html': page, '404.html': page, 'blog/posts.json': '{"posts":[]}' });
    expect(templateRoutes(dist)).toEqual(['/', '/404']);
  });
});
