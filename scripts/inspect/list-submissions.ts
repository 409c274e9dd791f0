// `npm run submissions`: what the local backend received, newest first, for a look in the
// terminal. Reads through the running backend, or starts one on a free port for the moment
// (PGlite allows one process per data directory, so it cannot open the files beside a running one).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATA_DIR } from '../local-backend/database.ts';
import { LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';
import { localBackendIsRunning } from '../local-backend/health.ts';
import { startLocalBackend } from '../local-backend/server.ts';
import { ownerRows } from './client.ts';
import { formatDate as date, submissionHeading } from './report.ts';

type Row = Record<string, unknown>;
const TABLES = ['contact_submissions', 'subscriptions'] as const;
type Rows = Record<(typeof TABLES)[number], Row[]>;

const dataRoot = resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DATA_DIR);

async function readAll(url: string): Promise<Rows> {
  const entries = await Promise.all(TABLES.map(async (table) => [table, await ownerRows(table, url)] as const));
  return Object.fromEntries(entries) as Rows;
}

async function readRows(): Promise<Rows> {
  if (await localBackendIsRunning()) {
    console.log(`Read from the running local backend at ${LOCAL_SUPABASE_URL}.`);
    return readAll(LOCAL_SUPABASE_URL);
  }
  if (!existsSync(join(dataRoot, 'db'))) {
    // Starting would create a database just to report it empty; say so instead.
    console.log(`No local data yet: ${dataRoot} does not exist. Start the backend with \`npm run backend\`.`);
    return { contact_submissions: [], subscriptions: [] };
  }
  const backend = await startLocalBackend({
    port: 0,
    dataDir: join(dataRoot, 'db'),
    storageDir: join(dataRoot, 'storage'),
    log: () => {},
  });
  try {
    console.log(`Read from ${dataRoot} (the local backend is not running).`);
    return await readAll(backend.url);
  } finally {
    await backend.close();
  }
}

function text(value: unknown): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

function heading(title: string, count: number): void {
  console.log(`\n${title} (${count})`);
  console.log('─'.repeat(Math.min(72, title.length + String(count).length + 3)));
  if (count === 0) console.log('No submissions yet.');
}

function print(rows: Rows): void {
  const messages = rows.contact_submissions;
  heading('Contact messages and job applications, newest first', messages.length);
  for (const row of messages) {
    console.log(`\n${submissionHeading(row)}`);
    console.log(`  Name:    ${text(row.name)}`);
    console.log(`  Email:   ${text(row.email)}`);
    console.log(`  Company: ${text(row.company)}`);
    if (row.resume_path) console.log(`  Resume:  resumes/${text(row.resume_path)}`);
    console.log('  Message:');
    for (const line of text(row.message).split('\n')) console.log(`    ${line}`);
  }

  // Pending ones too: they count only once confirmed (the status_subscriptions and
  // newsletter_subscribers views), but a developer following a flow wants to see them.
  for (const [list, title] of [
    ['status', 'Status update subscriptions'],
    ['newsletter', 'Newsletter subscriptions'],
  ] as const) {
    const subscriptions = rows.subscriptions.filter((row) => row.list === list);
    heading(`${title}, newest first`, subscriptions.length);
    for (const row of subscriptions) {
      const state = row.confirmed_at ? `confirmed ${date(row.confirmed_at)}` : 'pending (npm run mail shows its link)';
      const flags = (['incidents', 'maintenance', 'resolutions', 'performance'] as const)
        .map((flag) => `${flag} ${row[flag] ? 'yes' : 'no'}`)
        .join(', ');
      console.log(`${date(row.created_at)}  ${text(row.email)}  ${state}${list === 'status' ? `  (${flags})` : ''}`);
    }
  }
}

readRows().then(print, (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
