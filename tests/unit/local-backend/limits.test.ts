// The request limits (supabase/migrations/20261124090000_request_limits.sql) as an attacker meets
// them: straight at the REST and Storage APIs with the public key, from one address, with
// everything a script can vary. Each test starts a fresh backend, whose counters start empty.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../scripts/local-backend/keys.ts';
import { submissionHeading } from '../../../scripts/inspect/report.ts';
import { HOUSEKEEPING_INTERVAL_MS, startLocalBackend, type LocalBackend } from '../../../scripts/local-backend/server.ts';

// Each test opens a database and applies every migration, then sends up to a hundred requests.
vi.setConfig({ testTimeout: 60_000 });

const started: Array<{ backend: LocalBackend; storageDir: string }> = [];
let storageDir: string;

afterEach(async () => {
  vi.useRealTimers();
  for (const { backend, storageDir } of started.splice(0)) {
    await backend.close();
    await rm(storageDir, { recursive: true, force: true });
  }
});

async function start(): Promise<LocalBackend> {
  storageDir = await mkdtemp(join(tmpdir(), 'local-backend-limits-'));
  const backend = await startLocalBackend({ port: 0, storageDir, log: () => {} });
  started.push({ backend, storageDir });
  return backend;
}

/** The seeded limit of an action, read where the migration keeps it. */
async function limitOf(db: LocalBackend['db'], action: string): Promise<number> {
  const { rows } = await db.query<{ max_requests: number }>('select max_requests from private.request_limits where action = $1', [action]);
  return rows[0]!.max_requests;
}

const anonHeaders = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

function postMessage(url: string, index: number, headers: Record<string, string> = {}) {
  return fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { ...anonHeaders, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ kind: 'contact', name: 'Flood', email: `flood${index}@example.com`, message: `Message ${index}` }),
  });
}

async function storedMessages(db: LocalBackend['db']): Promise<number> {
  return (await db.query<{ count: number }>('select count(*)::int as count from public.contact_submissions')).rows[0]!.count;
}

function uploadResume(url: string, path = `applications/${crypto.randomUUID()}/cv.pdf`) {
  const form = new FormData();
  form.append('', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
  return fetch(`${url}/storage/v1/object/resumes/${path}`, { method: 'POST', headers: anonHeaders, body: form });
}

describe('a flood from one address', () => {
  it('stores the contact limit and answers every further request 429 (PT429), a forged X-Forwarded-For changing nothing', async () => {
    const { url, db } = await start();
    const limit = await limitOf(db, 'contact');
    const statuses: number[] = [];
    const codes = new Set<string>();
    // 100 requests in well under a minute; half of them claim to come from elsewhere.
    for (let index = 0; index < 100; index += 1) {
      const forged: Record<string, string> = index % 2 ? { 'X-Forwarded-For': `203.0.113.${index}` } : {};
      const response = await postMessage(url, index, forged);
      statuses.push(response.status);
      if (response.status !== 201) codes.add(((await response.json()) as { code: string }).code);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.slice(limit)).toEqual(Array(100 - limit).fill(429));
    expect([...codes]).toEqual(['PT429']);
    expect(await storedMessages(db)).toBe(limit);
    // What is left besides the rows: one counter entry per stored request, no more.
    const { rows } = await db.query<{ client: string; count: number }>(
      `select host(client) as client, count(*)::int as count from private.recent_requests group by client`,
    );
    expect(rows).toEqual([{ client: '127.0.0.1', count: limit }]);
  });

  it('refuses a bulk insert of many rows in one request, storing none', async () => {
    const { url, db } = await start();
    const rows = Array.from({ length: 50 }, (_, index) => ({
      kind: 'contact',
      name: 'Bulk',
      email: `bulk${index}@example.com`,
      message: 'Hi',
    }));
    // The local backend refuses arrays itself; the database refuses them too (see the SQL tests).
    const response = await fetch(`${url}/rest/v1/contact_submissions?columns=kind,name,email,message`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(response.status).toBe(400);
    expect(await storedMessages(db)).toBe(0);
  });

  it('bounds résumé uploads per address and refuses paths the application form never builds', async () => {
    const { url, db } = await start();
    const limit = await limitOf(db, 'resume_upload');
    const statuses: number[] = [];
    for (let index = 0; index < limit + 3; index += 1) statuses.push((await uploadResume(url)).status);
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(3).fill(400)]);
    const refused = await uploadResume(url);
    expect(((await refused.json()) as { statusCode: string }).statusCode).toBe('429');

    const { url: freshUrl } = await start();
    for (const path of ['cv.pdf', 'applications/cv.pdf', 'applications/not-a-uuid/cv.pdf', `applications/${crypto.randomUUID()}/cv.exe`]) {
      const response = await uploadResume(freshUrl, path);
      expect(((await response.json()) as { statusCode: string }).statusCode, path).toBe('403');
    }
  });
});

describe('housekeeping', () => {
  it('removes, every ten minutes, an upload no application refers to a day later, file and all', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { url, db } = await start();
    const claimed = `applications/${crypto.randomUUID()}/cv.pdf`;
    const unclaimed = `applications/${crypto.randomUUID()}/cv.pdf`;
    const recent = `applications/${crypto.randomUUID()}/cv.pdf`;
    for (const path of [claimed, unclaimed, recent]) expect((await uploadResume(url, path)).status).toBe(200);
    const insert = await fetch(`${url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'application', name: 'A B', email: 'ab@example.com', message: 'Hi', resume_path: claimed }),
    });
    expect(insert.status).toBe(201);
    // As if a day had passed for the first two (the owner may rewrite times; visitors may not).
    await db.query(`update storage.objects set created_at = now() - interval '25 hours' where name = any($1)`, [[claimed, unclaimed]]);
    expect(await readdir(join(storageDir, 'resumes'))).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MS);
    await vi.waitFor(async () => {
      const { rows } = await db.query<{ name: string }>('select name from storage.objects order by name');
      expect(rows.map((row) => row.name).sort()).toEqual([claimed, recent].sort());
    });
    await vi.waitFor(async () => expect(await readdir(join(storageDir, 'resumes'))).toHaveLength(2));
  });
});

describe('suspected bots, for the owner', () => {
  it('stores a honeypot post with its flag, and `npm run submissions` marks it', async () => {
    const { url, db } = await start();
    const response = await fetch(`${url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'contact', name: 'Bot', email: 'bot@example.com', message: 'Buy', suspected_bot: true }),
    });
    expect(response.status).toBe(201);
    const { rows } = await db.query<Record<string, unknown>>('select * from public.contact_submissions');
    expect(rows).toEqual([expect.objectContaining({ name: 'Bot', suspected_bot: true })]);
    expect(submissionHeading(rows[0]!)).toMatch(/^\[contact\] .* UTC {2}SUSPECTED BOT/);
    expect(submissionHeading({ ...rows[0], suspected_bot: false })).not.toMatch(/SUSPECTED/);
  });
});
