import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPostFile } from '../../src/lib/blog/files';
import { tempDir } from './temp-dir';

let dir: string;
beforeEach(() => (dir = tempDir('blog-files')));

function postFile(text: string): string {
  const file = join(dir, 'a-post.md');
  writeFileSync(file, text);
  return file;
}

describe('a post file as the editor wrote it', () => {
  it('keeps dates as written, a day that is not in the calendar too, for the schema to judge', () => {
    const { data } = readPostFile(postFile('---\ndate: 2025-02-30\nupdated: 2025-03-04\n---\nText'));
    expect(data.date).toBe('2025-02-30');
    expect(data.updated).toBe('2025-03-04');
  });

  it('reads the fields and the body, and no front matter as no fields', () => {
    const file = postFile('---\ntitle: "A post: the first"\nfeatured: true\nrelated:\n  - other\nhero:\n  alt: A desk\n---\n\nThe body.\n');
    expect(readPostFile(file)).toEqual({
      slug: 'a-post',
      file,
      data: { title: 'A post: the first', featured: true, related: ['other'], hero: { alt: 'A desk' } },
      body: '\nThe body.\n',
    });
    expect(readPostFile(postFile('Only a body.')).data).toEqual({});
  });
});
