import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeKey } from '../../src/lib/build/file-cache';
import { tempDir } from './temp-dir';

describe("the key of a build step's code", () => {
  it('changes with any file in its folders and with the locked dependencies, and only then', () => {
    const root = tempDir('code-key');
    mkdirSync(join(root, 'lib/nested'), { recursive: true });
    mkdirSync(join(root, 'other'));
    writeFileSync(join(root, 'lib/a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'lib/nested/b.ts'), 'export const b = 2;');
    writeFileSync(join(root, 'other/c.ts'), 'export const c = 3;');
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    const key = () => codeKey(['lib'], root);

    const before = key();
    expect(key()).toBe(before);
    writeFileSync(join(root, 'other/c.ts'), 'export const c = 4;');
    expect(key()).toBe(before);

    writeFileSync(join(root, 'lib/nested/b.ts'), 'export const b = 3;');
    const edited = key();
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'lib/nested/d.ts'), '');
    const added = key();
    expect(added).not.toBe(edited);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(key()).not.toBe(added);
  });
});
