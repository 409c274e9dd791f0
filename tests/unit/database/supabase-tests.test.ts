// Runs the database tests in supabase/tests/ (pgTAP files, as `supabase test db` runs them on the
// real stack) against the embedded backend's database, so CI checks them without Docker. PGlite
// has no pgTAP, so pgtap-lite.sql provides the functions the files use, and the files'
// `create extension pgtap` line is left out here.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../scripts/local-backend/database.ts';

const TESTS_DIR = new URL('../../../supabase/tests/', import.meta.url);
const PGTAP_EXTENSION = /^create extension if not exists pgtap with schema extensions;$/im;

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
  await db.exec(await readFile(new URL('pgtap-lite.sql', import.meta.url), 'utf8'));
  await db.exec('set search_path = "$user", public, extensions');
}, 60_000);

afterAll(async () => {
  await db.close();
});

/** The TAP a file prints: every text value its statements return, in order. */
async function runTapFile(sql: string): Promise<string[]> {
  const results = await db.exec(sql.replace(PGTAP_EXTENSION, ''));
  return results.flatMap((result) => result.rows.flatMap((row) => Object.values(row).filter((value) => typeof value === 'string')));
}

const files = (await readdir(TESTS_DIR)).filter((name) => name.endsWith('.sql')).sort();

describe('supabase/tests', () => {
  it('has database tests, each with pgTAP’s extension line the runner leaves out', async () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await readFile(new URL(file, TESTS_DIR), 'utf8')).toMatch(PGTAP_EXTENSION);
  });

  it.each(files)('%s passes as planned', async (file) => {
    const tap = await runTapFile(await readFile(new URL(file, TESTS_DIR), 'utf8'));
    const planned = Number(/^1\.\.(\d+)$/m.exec(tap.join('\n'))?.[1]);
    const results = tap.filter((line) => /^(not )?ok /.test(line));
    expect(
      results.filter((line) => line.startsWith('not ok')),
      tap.join('\n'),
    ).toEqual([]);
    expect(results).toHaveLength(planned);
    expect(tap.filter((line) => line.startsWith('# Looks like'))).toEqual([]);
  });

  it('reports a failing test as not ok, so a broken file cannot pass', async () => {
    const tap = await runTapFile(`begin; select plan(2); select ok(true, 'fine');
      select throws_ok('select 1', '42501', null, 'expects a refusal that never comes'); select * from finish(); rollback;`);
    expect(tap).toEqual([
      '1..2',
      'ok 1 - fine',
      'not ok 2 - expects a refusal that never comes\n#   no exception thrown',
      '# Looks like you failed 1 test of 2',
    ]);
  });
});
