import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forgetMissingFiles } from '../../src/collections/blog-loader';

describe('the blog loader', () => {
  it('forgets a stored post whose file is gone, such as one renamed from .mdx to .md', () => {
    const root = mkdtempSync(join(tmpdir(), 'blog-loader-'));
    mkdirSync(join(root, 'src/content/blog'), { recursive: true });
    writeFileSync(join(root, 'src/content/blog/kept.md'), '');
    writeFileSync(join(root, 'src/content/blog/renamed.md'), '');
    const stored = new Map([
      ['kept', { id: 'kept', filePath: 'src/content/blog/kept.md' }],
      ['renamed', { id: 'renamed', filePath: 'src/content/blog/renamed.mdx' }],
    ]);
    const store = { values: () => [...stored.values()], delete: (id: string) => void stored.delete(id) };
    forgetMissingFiles(store as unknown as Parameters<typeof forgetMissingFiles>[0], pathToFileURL(`${root}/`));
    expect([...stored.keys()]).toEqual(['kept']);
  });
});
