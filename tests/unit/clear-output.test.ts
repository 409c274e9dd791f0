import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearOutput } from '../../src/integrations/clear-output';

describe('clearing the output folder before a build', () => {
  it('moves the old output aside at once and deletes it, with what an interrupted build left aside', async () => {
    const root = mkdtempSync(join(tmpdir(), 'clear-output-'));
    const outDir = join(root, 'dist');
    const asideDir = join(root, 'cache');
    mkdirSync(join(outDir, 'blog'), { recursive: true });
    writeFileSync(join(outDir, 'blog/deleted-post.html'), '<p>Gone</p>');
    mkdirSync(join(asideDir, 'old-output-1-2'), { recursive: true });
    writeFileSync(join(asideDir, 'old-output-1-2/index.html'), '');
    writeFileSync(join(asideDir, 'data-store.json'), '{}');

    const clearing = clearOutput(outDir, asideDir);
    // The build may write its new output as soon as the call returns.
    expect(existsSync(outDir)).toBe(false);
    await clearing;
    expect(readdirSync(asideDir)).toEqual(['data-store.json']);
  });

  it('has nothing to do on a first build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'clear-output-'));
    await expect(clearOutput(join(root, 'dist'), join(root, 'cache'))).resolves.toBeUndefined();
  });
});
