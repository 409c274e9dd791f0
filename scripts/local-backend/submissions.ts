// `npm run submissions`: what the local backend received, newest first, for a look in the
// terminal. Reads through the running backend when there is one (PGlite allows one process per
// data directory), else opens the data directory itself.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT } from './config.ts';
import { closeDatabase, openDatabase } from './database.ts';
import { HEALTH_BODY } from './server.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

type Row = Record<string, unknown>;
const TABLES = ['contact_submissions', 'status_subscriptions', 'newsletter_subscribers'] as const;
type Table = (typeof TABLES)[number];

const url = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
const dataDir = join(resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR), 'db');

async function backendIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && ((await response.json()) as { service?: unknown }).service === HEALTH_BODY.service;
  } catch {
    return false;
  }
}

async function readThroughApi(): Promise<Record<Table, Row[]>> {
  const result = {} as Record<Table, Row[]>;
  for (const table of TABLES) {
    const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    if (!response.ok) throw new Error(`Reading ${table} failed: ${response.status} ${await response.text()}`);
    result[table] = (await response.json()) as Row[];
  }
  return result;
}

async function readDataDir(): Promise<Record<Table, Row[]>> {
  const result = {} as Record<Table, Row[]>;
  const db = await openDatabase(dataDir);
  try {
    for (const table of TABLES) {
      // Table names come from the constant list above, never from input.
      result[table] = (await db.query<Row>(`select * from public.${table} order by created_at desc`)).rows;
    }
  } finally {
    await closeDatabase(db);
  }
  return result;
}

function date(value: unknown): string {
  const when = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(when.getTime()) ? String(value) : `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function text(value: unknown): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

function heading(title: string, count: number): void {
  console.log(`\n${title} (${count})`);
  console.log('─'.repeat(Math.min(72, title.length + String(count).length + 3)));
}

function print(rows: Record<Table, Row[]>): void {
  const messages = rows.contact_submissions;
  heading('Contact messages and job applications, newest first', messages.length);
  if (messages.length === 0) console.log('No submissions yet.');
  for (const row of messages) {
    console.log(`\n[${text(row.kind)}] ${date(row.created_at)}`);
    console.log(`  Name:    ${text(row.name)}`);
    console.log(`  Email:   ${text(row.email)}`);
    console.log(`  Company: ${text(row.company)}`);
    if (row.resume_path) console.log(`  Resume:  resumes/${text(row.resume_path)}`);
    console.log('  Message:');
    for (const line of text(row.message).split('\n')) console.log(`    ${line}`);
  }

  const status = rows.status_subscriptions;
  heading('Status update subscriptions, newest first', status.length);
  if (status.length === 0) console.log('No submissions yet.');
  for (const row of status) {
    const flags = (['incidents', 'maintenance', 'resolutions', 'performance'] as const)
      .map((flag) => `${flag} ${row[flag] ? 'yes' : 'no'}`)
      .join(', ');
    console.log(`${date(row.created_at)}  ${text(row.email)}  (${flags})`);
  }

  const newsletter = rows.newsletter_subscribers;
  heading('Newsletter subscribers, newest first', newsletter.length);
  if (newsletter.length === 0) console.log('No submissions yet.');
  for (const row of newsletter) console.log(`${date(row.created_at)}  ${text(row.email)}`);
}

async function main(): Promise<void> {
  let rows: Record<Table, Row[]>;
  if (await backendIsUp()) {
    rows = await readThroughApi();
    console.log(`Read from the running local backend at ${url}.`);
  } else if (existsSync(dataDir)) {
    rows = await readDataDir();
    console.log(`Read from ${dataDir} (the local backend is not running).`);
  } else {
    // Opening would create a database just to report it empty; say so instead.
    rows = { contact_submissions: [], status_subscriptions: [], newsletter_subscribers: [] };
    console.log(`No local data yet: ${dataDir} does not exist. Start the backend with \`npm run backend\`.`);
  }
  print(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
