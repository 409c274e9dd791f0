// The embedded Postgres (PGlite) with what hosted Supabase provides before any migration runs, so
// the project's migrations apply unchanged and their grants and policies decide exactly as they
// would in production.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

export type Database = PGlite;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
export const DATA_DIR = fileURLToPath(new URL('../../.data/local-backend/', import.meta.url));

/**
 * Supabase's platform setup, reduced to what the migrations rely on. Every statement is safe to
 * run again: a data directory is bootstrapped each time it is opened.
 */
const BOOTSTRAP_SQL = /* sql */ `
do $$
begin
  -- Created together, in the transaction the bootstrap runs in: all three exist, or none.
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
exception when duplicate_object then null;
end
$$;

-- Supabase's default privileges: every new table, sequence and function in public is open to
-- the API roles until a migration revokes it. Without them a forgotten revoke would pass
-- locally and leak in production.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Supabase Storage's tables, as far as the resumes bucket and its uploads use them.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  metadata jsonb,
  created_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on table storage.buckets to anon, authenticated, service_role;
grant all on table storage.objects to anon, authenticated, service_role;

-- The Supabase CLI's migration history table, so a restart applies only new migrations.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
`;

// Creating a database takes PGlite seconds, a copy of one a fraction of that: each database in
// memory starts as a copy of the process's first, as migrated then (the unit tests open many).
let firstInMemory: Blob | undefined;

/** Opens (or creates) the database in `dataDir`, in memory when undefined, with every migration applied. */
export async function openDatabase(dataDir?: string, log?: (line: string) => void): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { loadDataDir: dataDir ? undefined : firstInMemory });
  try {
    // PostgREST renders timestamps in the database's zone, which is UTC on Supabase.
    await db.exec(`set timezone to 'UTC'`);
    await applyMigrations(db, log);
    // Copied before anyone else uses it.
    if (!dataDir && !firstInMemory) firstInMemory = await db.dumpDataDir('none');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Runs the bootstrap, then applies the migrations (`<timestamp>_<name>.sql`, as the Supabase CLI
 * names them) not yet recorded, oldest first, each in its own transaction.
 */
export async function applyMigrations(db: Database, log?: (line: string) => void): Promise<void> {
  await db.transaction((tx) => tx.exec(BOOTSTRAP_SQL));
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()) {
    const match = /^(\d+)_(.*)\.sql$/.exec(file);
    if (!match) {
      // The CLI skips such files too; saying so beats a migration that silently never runs.
      log?.(`Skipping migration ${file}: the name must look like <timestamp>_name.sql`);
      continue;
    }
    const [, version = '', name = ''] = match;
    if (applied.has(version)) continue;
    const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    log?.(`Applied migration ${file}`);
  }
}
