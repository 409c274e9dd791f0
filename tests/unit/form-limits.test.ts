// The forms' limits (src/lib/forms/checks/field-limits.ts) and the database's (the request_limits migration)
// are one rule: the numbers and the email pattern are read out of the migration and compared,
// and both checks run on the same awkward values and must give the same verdict.
import { readFile } from 'node:fs/promises';
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../scripts/local-backend/database.ts';
import { composeApplicationRecord, EXPERIENCE_OPTIONS, type ApplicationValues } from '../../src/lib/forms/application';
import { applicationLimits, EMAIL_PATTERN, fieldLimits, type SubmissionRow } from '../../src/lib/forms/checks/field-limits';
import { rowProblem } from '../../src/lib/forms/checks/row-checks';

const MIGRATION = new URL('../../supabase/migrations/20261124090000_request_limits.sql', import.meta.url);

let db: Database;
let sql: string;

beforeAll(async () => {
  sql = await readFile(MIGRATION, 'utf8');
  db = await openDatabase();
  // Many inserts from one (unknown) address: lift the request limit, which is not under test here.
  await db.query('update private.request_limits set max_requests = 1000000');
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('one source for the limits', () => {
  it('has the same length limits in the migration as in the forms', () => {
    for (const [field, limit] of Object.entries(fieldLimits)) {
      const inSql = new RegExp(`length\\(${field}\\) <= (\\d+)`).exec(sql)?.[1];
      expect(Number(inSql), field).toBe(limit);
    }
  });

  it('gives the database the forms’ email pattern, word for word', () => {
    expect(sql).toContain(`email ~ '^${EMAIL_PATTERN}$'`);
  });

  it('refuses a@b in the browser’s pattern and in the database alike', async () => {
    const browserRule = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
    expect(browserRule.test('a@b')).toBe(false);
    expect(await databaseRefuses({ ...valid, email: 'a@b' })).toBe(true);
  });
});

const valid: SubmissionRow = {
  name: 'Ana Petrova',
  email: 'ana@example.com',
  company: 'Acme',
  message: 'Hello',
  language: 'en',
};

/** Inserts `row` as the visitor in a transaction that is rolled back; true when refused (23514). */
async function databaseRefuses(row: SubmissionRow): Promise<boolean> {
  const ROLLBACK = new Error('rollback');
  try {
    await db.transaction(async (tx: Transaction) => {
      await tx.query('set local role anon');
      await tx.query(
        `insert into public.contact_submissions (kind, name, email, company, message, language) values ('contact', $1, $2, $3, $4, $5)`,
        [row.name, row.email, row.company, row.message, row.language],
      );
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return false;
    if ((error as { code?: string }).code === '23514') return true;
    throw error;
  }
  return false;
}

const nbsp = '\u00a0';
const cases: Array<[string, Partial<SubmissionRow>]> = [
  ['a valid row', {}],
  ['a name at its limit', { name: 'x'.repeat(fieldLimits.name) }],
  ['a name one over', { name: 'x'.repeat(fieldLimits.name + 1) }],
  ['a name padded with spaces past the limit', { name: `A${' '.repeat(fieldLimits.name)}` }],
  ['a name of tabs and newlines only', { name: '\t\n\t' }],
  ['a name of no-break spaces only', { name: nbsp.repeat(3) }],
  ['a name with a newline', { name: 'Ana\nPetrova' }],
  ['a name with a control character', { name: 'Ana\u0007' }],
  ['a name of emoji at the limit (code points, not UTF-16 units)', { name: '😀'.repeat(fieldLimits.name) }],
  ['an email without a dot in the domain', { email: 'a@b' }],
  ['an email with two @', { email: 'a@@b.co' }],
  ['an email with a space', { email: 'a b@c.co' }],
  ['an email with a control character', { email: 'a\u0001@b.co' }],
  ['an email at its limit', { email: `${'x'.repeat(fieldLimits.email - 12)}@example.com` }],
  ['an email one over', { email: `${'x'.repeat(fieldLimits.email - 11)}@example.com` }],
  ['a company of spaces only', { company: '   ' }],
  ['no company', { company: null }],
  ['a company one over', { company: 'c'.repeat(fieldLimits.company + 1) }],
  ['a message at its limit', { message: 'm'.repeat(fieldLimits.message) }],
  ['a message one over', { message: 'm'.repeat(fieldLimits.message + 1) }],
  ['a message padded past the limit', { message: `Hi${' '.repeat(fieldLimits.message)}` }],
  ['a message of newlines only', { message: '\n\n\r\n' }],
  ['a message with tabs and line breaks', { message: 'Line one\n\tLine two\r\nLine three' }],
  ['a message with a form feed', { message: 'Page\fbreak' }],
  ['a message with a DEL', { message: 'Hi\u007f' }],
  ['a message sent from a Bulgarian page', { message: 'Здравейте', language: 'bg' }],
];

describe('the browser and the database agree', () => {
  it.each(cases)('%s', async (_, change) => {
    const row = { ...valid, ...change };
    expect(rowProblem(row) !== null).toBe(await databaseRefuses(row));
  });
});

describe('a composed application always fits', () => {
  it('fits the stored name and message with every field at its longest', () => {
    const longest: ApplicationValues = {
      firstName: 'F'.repeat(applicationLimits.firstName),
      lastName: 'L'.repeat(applicationLimits.lastName),
      email: 'ana@example.com',
      phone: '9'.repeat(applicationLimits.phone),
      location: 'P'.repeat(applicationLimits.location),
      position: 'Q'.repeat(fieldLimits.company),
      experience: EXPERIENCE_OPTIONS.reduce((a, b) => (a.length >= b.length ? a : b)),
      coverLetter: 'C'.repeat(applicationLimits.coverLetter),
      linkedIn: 'https://'.padEnd(applicationLimits.url, 'l'),
      portfolio: 'https://'.padEnd(applicationLimits.url, 'p'),
    };
    const record = composeApplicationRecord(longest, 'en');
    expect(record.name.length).toBeLessThanOrEqual(fieldLimits.name);
    expect(record.message.length).toBeLessThanOrEqual(fieldLimits.message);
    expect(rowProblem(record)).toBeNull();
  });
});
