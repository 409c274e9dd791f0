import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';

/**
 * A new folder under the system's temporary one, removed when the test that made it finishes (or,
 * made while a suite is collected, when the suite has run), so that test runs leave nothing behind.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (TestRunner.getCurrentTest() === undefined) afterAll(remove);
  else onTestFinished(remove);
  return dir;
}
