// The migrations on a real Postgres (PGlite), seen by the anonymous visitor: every statement runs
// as `anon` in a transaction that is rolled back, so tests share one database without seeing
// each other's rows.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { applyMigrations, MIGRATIONS_DIR, openDatabase, type Database } from '../../../scripts/local-backend/database.ts';
import { figures } from '../../../src/site.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
}, 60_000);

afterAll(async () => {
  await db.close();
});

const ROLLBACK = Symbol('rollback');

/** Runs `fn` as the visitor (after an optional setup as the owner) and always rolls back. */
async function asAnon<T>(fn: (tx: Transaction) => Promise<T>, setup?: (tx: Transaction) => Promise<unknown>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await setup?.(tx);
      await tx.query('set local role anon');
      result = await fn(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** The SQLSTATE a statement fails with as the visitor, or null when it succeeds. */
async function sqlState(sql: string, params: unknown[] = [], setup?: (tx: Transaction) => Promise<unknown>): Promise<string | null> {
  try {
    await asAnon((tx) => tx.query(sql, params), setup);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'no-code';
  }
}

/** A path of the shape the application form builds (src/lib/forms/sending/send-application.ts). */
const RESUME_PATH = 'applications/0b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.pdf';

const contact = (overrides: Record<string, unknown> = {}) => ({
  kind: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Hello there',
  ...overrides,
});

function insertContact(row: Record<string, unknown>) {
  const columns = Object.keys(row);
  return sqlState(
    `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

describe('bootstrap and migrations', () => {
  it('records every migration and skips them all on a second run', async () => {
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    expect(rows.map((row) => row.version)).toEqual(files.map((name) => name.split('_')[0]));

    // Reopening a data directory runs the bootstrap and migrations again; nothing may fail or repeat
    // (a migration run twice would fail on its recorded version).
    await applyMigrations(db);
    const again = await db.query('select version from supabase_migrations.schema_migrations');
    expect(again.rows).toHaveLength(files.length);
  });

  it('opens each database in memory as migrated, whatever was written to one opened before', async () => {
    const first = await openDatabase();
    const second = await openDatabase();
    try {
      await first.query(
        `insert into public.contact_submissions (kind, name, email, message) values ('contact', 'Ana', 'ana@example.com', 'Hi')`,
      );
      await first.query(`create table public.leftover (id int)`);
      const third = await openDatabase();
      try {
        for (const other of [second, third]) {
          expect((await other.query('select * from public.contact_submissions')).rows).toEqual([]);
          expect((await other.query(`select to_regclass('public.leftover') as found`)).rows).toEqual([{ found: null }]);
          expect((await other.query('select version from supabase_migrations.schema_migrations')).rows).toHaveLength(
            (await first.query('select version from supabase_migrations.schema_migrations')).rows.length,
          );
        }
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);

  it('gives the service role RLS bypass and keeps the API roles from logging in', async () => {
    const { rows } = await db.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
      `select rolname, rolcanlogin, rolbypassrls from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  it('lets the resumes bucket take a file as large as the application form allows (src/site.ts)', async () => {
    const { rows } = await db.query<{ file_size_limit: number }>(`select file_size_limit from storage.buckets where id = 'resumes'`);
    expect(Number(rows[0]?.file_size_limit)).toBe(figures.resumeMaxMb * 1024 ** 2);
  });

  it('keeps the resumes bucket limits in config.toml (for `supabase start`) equal to the migration', async () => {
    const config = parse(await readFile(new URL('../../../supabase/config.toml', import.meta.url), 'utf8')) as {
      storage: { buckets: { resumes: { public: boolean; file_size_limit: string; allowed_mime_types: string[] } } };
    };
    const { rows } = await db.query<{ public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'resumes'`,
    );
    const row = rows[0];
    expect(row).toBeDefined();
    const resumes = config.storage.buckets.resumes;
    // The CLI reads sizes with go-units' RAMInBytes, for which "MiB" and "MB" are both 1024².
    const [, megabytes] = /^(\d+)Mi?B$/.exec(resumes.file_size_limit) ?? [];
    expect({ ...resumes, file_size_limit: Number(megabytes) * 1024 ** 2 }).toEqual({
      public: row?.public,
      file_size_limit: Number(row?.file_size_limit),
      allowed_mime_types: row?.allowed_mime_types,
    });
  });
});

describe('contact_submissions as the visitor', () => {
  it('accepts a contact message with or without a company', async () => {
    expect(await insertContact(contact())).toBeNull();
    expect(await insertContact(contact({ company: null }))).toBeNull();
  });

  it('accepts an application with a resume path', async () => {
    expect(await insertContact(contact({ kind: 'application', company: 'Product Designer', resume_path: RESUME_PATH }))).toBeNull();
  });

  it('refuses empty, malformed and oversize values (23514)', async () => {
    expect(await insertContact(contact({ name: '' }))).toBe('23514');
    expect(await insertContact(contact({ name: '   ' }))).toBe('23514');
    expect(await insertContact(contact({ message: '' }))).toBe('23514');
    expect(await insertContact(contact({ email: 'not-an-email' }))).toBe('23514');
    expect(await insertContact(contact({ email: 'two@@example.com' }))).toBe('23514');
    expect(await insertContact(contact({ name: 'x'.repeat(201) }))).toBe('23514');
    expect(await insertContact(contact({ message: 'x'.repeat(10_001) }))).toBe('23514');
    expect(await insertContact(contact({ email: `${'x'.repeat(243)}@example.com` }))).toBe('23514');
    expect(await insertContact(contact({ company: '' }))).toBe('23514');
  });

  it('accepts values at the limits', async () => {
    expect(await insertContact(contact({ name: 'x'.repeat(200), message: 'x'.repeat(10_000) }))).toBeNull();
    expect(await insertContact(contact({ email: `${'x'.repeat(242)}@example.com` }))).toBeNull();
  });

  it('refuses a missing message (23502) and a resume on a contact message (23514)', async () => {
    expect(await insertContact(contact({ message: null }))).toBe('23502');
    expect(await insertContact(contact({ resume_path: RESUME_PATH }))).toBe('23514');
  });

  it('refuses choosing the id or the time (42501: no column grant)', async () => {
    expect(await insertContact(contact({ id: '00000000-0000-4000-8000-000000000000' }))).toBe('42501');
    expect(await insertContact(contact({ created_at: '2020-01-01T00:00:00Z' }))).toBe('42501');
  });
});

describe('the language of a submission (20261126120000_submission_language.sql)', () => {
  it('may be sent by the visitor, in either language the site is written in', async () => {
    expect(await insertContact(contact({ language: 'bg' }))).toBeNull();
    expect(await insertContact(contact({ language: 'en' }))).toBeNull();
    expect(
      await insertContact(contact({ kind: 'application', company: 'Product Designer', resume_path: RESUME_PATH, language: 'bg' })),
    ).toBeNull();
  });

  it('is English when an older client sends none', async () => {
    const stored = await asAnon(async (tx) => {
      await tx.query(`insert into public.contact_submissions (name, email, message) values ('Old client', 'old@example.com', 'Hi')`);
      await tx.query('reset role');
      return (await tx.query<{ language: string }>(`select language from public.contact_submissions where email = 'old@example.com'`)).rows;
    });
    expect(stored).toEqual([{ language: 'en' }]);
    const { rows } = await db.query<{ table_name: string; column_default: string; is_nullable: string }>(
      `select table_name, column_default, is_nullable from information_schema.columns
        where table_schema = 'public' and column_name = 'language' and table_name in ('contact_submissions', 'subscriptions')
        order by table_name`,
    );
    expect(rows).toEqual([
      { table_name: 'contact_submissions', column_default: `'en'::text`, is_nullable: 'NO' },
      { table_name: 'subscriptions', column_default: `'en'::text`, is_nullable: 'NO' },
    ]);
  });

  it('refuses a language the site is not written in (23514) and none at all (23502)', async () => {
    for (const language of ['de', 'BG', 'bg-BG', '', ' bg']) {
      expect(await insertContact(contact({ language })), language).toBe('23514');
    }
    expect(await insertContact(contact({ language: null }))).toBe('23502');
  });

  it('cannot be read back by the visitor (42501)', async () => {
    expect(await sqlState(`select language from public.contact_submissions`)).toBe('42501');
    expect(
      await sqlState(
        `insert into public.contact_submissions (name, email, message, language) values ('A', 'a@example.com', 'Hi', 'bg') returning language`,
      ),
    ).toBe('42501');
    expect(await sqlState(`update public.contact_submissions set language = 'bg'`)).toBe('42501');
    expect(await sqlState(`select language from public.subscriptions`)).toBe('42501');
  });
});

const TABLES = ['contact_submissions', 'subscriptions', 'status_subscriptions', 'newsletter_subscribers'] as const;

describe.each(TABLES)('%s cannot be read or changed by the visitor', (table) => {
  it('refuses select, update and delete (42501)', async () => {
    expect(await sqlState(`select * from public.${table}`)).toBe('42501');
    expect(await sqlState(`select count(*) from public.${table}`)).toBe('42501');
    expect(await sqlState(`update public.${table} set email = 'x@example.com'`)).toBe('42501');
    expect(await sqlState(`delete from public.${table}`)).toBe('42501');
  });
});

describe('subscriptions as the visitor', () => {
  // Subscribing goes through the `subscribe` Edge Function (service role); tests/unit/database/
  // subscriptions.test.ts covers its calls. The visitor can do nothing here, whatever the address.
  it.each(['subscriptions', 'newsletter_subscribers', 'status_subscriptions'])('cannot insert into %s (42501)', async (table) => {
    const columns = table === 'subscriptions' ? '(list, email)' : '(email)';
    const values = table === 'subscriptions' ? `('newsletter', 'new@example.com')` : `('new@example.com')`;
    expect(await sqlState(`insert into public.${table} ${columns} values ${values}`)).toBe('42501');
  });

  it('cannot call the subscription functions the Edge Function calls (42501)', async () => {
    expect(await sqlState(`select * from public.request_subscription('newsletter', 'a@example.com', null, 'f', 'w', null)`)).toBe('42501');
    expect(await sqlState(`select public.confirm_subscription('x')`)).toBe('42501');
    expect(await sqlState(`select public.unsubscribe('x')`)).toBe('42501');
    expect(await sqlState(`select private.new_link_token()`)).toBe('42501');
  });
});

describe('storage.objects as the visitor', () => {
  const insertObject = (bucket: string) =>
    sqlState(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, RESUME_PATH], (tx) =>
      tx.query(`insert into storage.buckets (id, name) values ('other', 'other')`),
    );

  it('may upload into the resumes bucket', async () => {
    expect(await insertObject('resumes')).toBeNull();
  });

  it('may not upload into another bucket (42501, row-level security)', async () => {
    expect(await insertObject('other')).toBe('42501');
  });

  it('sees, changes and deletes no object', async () => {
    const result = await asAnon(
      async (tx) => ({
        selected: (await tx.query(`select * from storage.objects`)).rows.length,
        updated: (await tx.query(`update storage.objects set name = 'mine.pdf'`)).affectedRows,
        deleted: (await tx.query(`delete from storage.objects`)).affectedRows,
      }),
      (tx) => tx.query(`insert into storage.objects (bucket_id, name) values ('resumes', $1)`, [RESUME_PATH]),
    );
    expect(result).toEqual({ selected: 0, updated: 0, deleted: 0 });
  });

  it('cannot list buckets', async () => {
    const rows = await asAnon(async (tx) => (await tx.query(`select * from storage.buckets`)).rows);
    expect(rows).toEqual([]);
  });
});
