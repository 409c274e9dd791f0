// The local backend over HTTP with supabase-js itself as the client, so what passes here is what
// the site's forms will see.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgrestStatus } from '../../../scripts/local-backend/rest.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/local-backend/server.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../scripts/local-backend/keys.ts';

let backend: LocalBackend;
let storageDir: string;
let visitor: SupabaseClient;
let owner: SupabaseClient;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'local-backend-test-'));
  backend = await startLocalBackend({ port: 0, storageDir, log: () => {} });
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  visitor = createClient(backend.url, LOCAL_ANON_KEY, options);
  owner = createClient(backend.url, LOCAL_SERVICE_ROLE_KEY, options);
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const message = (overrides: Record<string, unknown> = {}) => ({
  kind: 'contact',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: null,
  message: 'About the compiler',
  ...overrides,
});

function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const { key = LOCAL_ANON_KEY, headers, ...rest } = init;
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...rest,
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...headers },
  });
}

describe('gateway', () => {
  it('answers /health without a key', async () => {
    const response = await fetch(`${backend.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'local-backend' });
  });

  it('answers a CORS preflight with the methods and the requested headers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-profile,content-type,prefer,x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, PUT, DELETE, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,content-profile,content-type,prefer,x-client-info',
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('puts the CORS origin header on errors too', async () => {
    const response = await rest('missing_table', { method: 'POST', body: '{}' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a wrong or missing API key (401)', async () => {
    const wrong = await rest('contact_submissions', { key: 'not-a-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });

    const missing = await fetch(`${backend.url}/rest/v1/contact_submissions`);
    expect(missing.status).toBe(401);

    const client = createClient(backend.url, 'not-a-key', { auth: { persistSession: false } });
    const { error, status } = await client.from('newsletter_subscribers').insert({ email: 'key@example.com' });
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });
});

describe('REST inserts as the visitor', () => {
  it('stores a contact message (201, no body)', async () => {
    const { error, status, data } = await visitor.from('contact_submissions').insert(message());
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('maps a check violation to 400 with the Postgres error', async () => {
    const { error, status } = await visitor.from('contact_submissions').insert(message({ name: '' }));
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '23514',
      details: null,
      hint: null,
      message: 'new row for relation "contact_submissions" violates check constraint "contact_submissions_name_present"',
    });
  });

  it('maps a not-null violation and a bad enum value to 400', async () => {
    const missing = await visitor.from('contact_submissions').insert(message({ message: null }));
    expect([missing.status, missing.error?.code]).toEqual([400, '23502']);
    // Postgres leaves out "Failing row contains …" for a role that may not read the row.
    expect(missing.error?.details).toBeNull();
    const badKind = await visitor.from('contact_submissions').insert(message({ kind: 'complaint' }));
    expect([badKind.status, badKind.error?.code]).toEqual([400, '22P02']);
  });

  it('inserts several rows at once; absent keys are null unless missing=default', async () => {
    const rows = [message({ email: 'batch1@example.com' }), { name: 'No Kind', email: 'batch2@example.com', message: 'Hi' }];
    // supabase-js names the union of the keys in `columns`; the second row's kind becomes null.
    const asNull = await visitor.from('contact_submissions').insert(rows);
    expect([asNull.status, asNull.error?.code]).toEqual([400, '23502']);
    // With defaultToNull: false it asks for `missing=default`, and the column default applies.
    const asDefault = await visitor.from('contact_submissions').insert(rows, { defaultToNull: false });
    expect(asDefault.error).toBeNull();
    expect(asDefault.status).toBe(201);
    const { data } = await owner.from('contact_submissions').select('email,kind');
    expect((data ?? []).filter((row) => row.email.startsWith('batch'))).toEqual(
      expect.arrayContaining([
        { email: 'batch1@example.com', kind: 'contact' },
        { email: 'batch2@example.com', kind: 'contact' },
      ]),
    );
  });

  it('refuses an unknown column (400 PGRST204) and an unknown table (404 PGRST205)', async () => {
    const column = await visitor.from('contact_submissions').insert(message({ phone: '123' }));
    expect(column.status).toBe(400);
    expect(column.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'phone' column of 'contact_submissions' in the schema cache",
    });

    const table = await visitor.from('contacts').insert(message());
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.contacts' in the schema cache",
    });
  });

  it('refuses a column the visitor may not set (401 42501)', async () => {
    const { error, status } = await visitor
      .from('contact_submissions')
      .insert(message({ created_at: '2020-01-01T00:00:00Z' }));
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('refuses reading the row back after an insert (401 42501) and stores nothing', async () => {
    const email = 'readback@example.com';
    const { error, status } = await visitor.from('contact_submissions').insert(message({ email })).select();
    expect(status).toBe(401);
    expect(error).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table contact_submissions' });
    // The failed statement rolled back: the refusal must not leave a half-sent row behind.
    const { data } = await owner.from('contact_submissions').select('*');
    expect((data ?? []).filter((row) => row.email === email)).toEqual([]);
  });

  it('answers 401 with WWW-Authenticate when the visitor reads a table', async () => {
    const { error, status } = await visitor.from('contact_submissions').select('*').order('created_at', { ascending: false });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    const response = await rest('newsletter_subscribers?select=*');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('takes the same subscription twice without an error, keeping one row', async () => {
    for (const email of ['dup@example.com', 'Dup@Example.com']) {
      const { error, status } = await visitor.from('newsletter_subscribers').insert({ email });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data } = await owner.from('newsletter_subscribers').select('*');
    expect((data ?? []).filter((row) => row.email === 'dup@example.com')).toHaveLength(1);
  });

  it('refuses an upsert with on_conflict from the visitor (401 42501): it would need read rights', async () => {
    const result = await visitor
      .from('newsletter_subscribers')
      .upsert({ email: 'again@example.com' }, { onConflict: 'email', ignoreDuplicates: true });
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });

  it('turns upsert with ignoreDuplicates into "on conflict do nothing" (service role)', async () => {
    const row = { email: 'owner-added@example.com', incidents: true, maintenance: false, resolutions: true, performance: true };
    for (let i = 0; i < 2; i += 1) {
      const { error, status } = await owner.from('status_subscriptions').upsert(row, { onConflict: 'email', ignoreDuplicates: true });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data } = await owner.from('status_subscriptions').select('*');
    expect((data ?? []).filter((r) => r.email === row.email)).toHaveLength(1);
  });

  it('refuses invalid JSON (400 PGRST102)', async () => {
    const response = await rest('contact_submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  });

  it('answers other methods with 405', async () => {
    const { error, status } = await visitor.from('newsletter_subscribers').delete().eq('email', 'dup@example.com');
    expect(status).toBe(405);
    expect(error?.code).toBe('PGRST117');
  });
});

describe('SQLSTATE to HTTP status, as PostgREST maps them', () => {
  it.each([
    ['23502', 'anon', 400],
    ['23514', 'anon', 400],
    ['22001', 'anon', 400],
    ['22P02', 'anon', 400],
    ['22007', 'anon', 400],
    ['23P01', 'anon', 400],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['42501', 'anon', 401],
    ['42501', 'service_role', 403],
    ['42P01', 'anon', 404],
    ['42883', 'anon', 404],
    ['25006', 'anon', 405],
    ['08006', 'anon', 503],
    ['53100', 'anon', 503],
    ['53400', 'anon', 500],
    ['40001', 'anon', 500],
    ['P0001', 'anon', 400],
    ['P0002', 'anon', 500],
    ['XX000', 'anon', 500],
    // Anything PostgREST does not list is the client's fault.
    ['42703', 'anon', 400],
    ['42P10', 'anon', 400],
  ] as const)('%s as %s → %i', (code, role, status) => {
    expect(postgrestStatus(code, role)).toBe(status);
  });
});

describe('REST as the site owner (service role)', () => {
  it('lists rows newest first', async () => {
    await visitor.from('contact_submissions').insert(message({ email: 'older@example.com' }));
    await visitor.from('contact_submissions').insert(message({ email: 'newer@example.com' }));
    const { data, error, status } = await owner.from('contact_submissions').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const emails = (data ?? []).map((row) => row.email);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    expect(data?.[0]).toMatchObject({ kind: 'contact', name: 'Grace Hopper', company: null, resume_path: null });
    expect(data?.[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
  });

  it('returns the inserted rows with return=representation', async () => {
    const { data, error, status } = await owner
      .from('newsletter_subscribers')
      .insert({ email: ' Owner@Example.com' })
      .select('email');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ email: 'owner@example.com' }]);
  });

  it('answers a duplicate key with 409', async () => {
    const row = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    expect((await owner.from('contact_submissions').insert(row)).status).toBe(201);
    const duplicate = await owner.from('contact_submissions').insert(row);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
  });
});

describe('storage', () => {
  const pdf = () => new Blob(['%PDF-1.7\n% test resume\n'], { type: 'application/pdf' });

  it('stores an uploaded PDF on disk, readable by the owner only', async () => {
    const path = `applications/${crypto.randomUUID()}/cv.pdf`;
    const upload = await visitor.storage.from('resumes').upload(path, pdf(), { contentType: 'application/pdf', upsert: false });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path, fullPath: `resumes/${path}` });
    expect(upload.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    expect(await readFile(join(storageDir, 'resumes', path), 'utf8')).toBe('%PDF-1.7\n% test resume\n');

    const download = await owner.storage.from('resumes').download(path);
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe('application/pdf');
    expect(await download.data?.text()).toBe('%PDF-1.7\n% test resume\n');

    const refused = await visitor.storage.from('resumes').download(path);
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('accepts a raw Buffer body with its content type', async () => {
    const path = `applications/${crypto.randomUUID()}/cv.docx`;
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const upload = await visitor.storage.from('resumes').upload(path, Buffer.from('PK docx'), { contentType: type });
    expect(upload.error).toBeNull();
    const download = await owner.storage.from('resumes').download(path);
    expect(download.data?.type).toBe(type);
  });

  it('refuses the same path twice (409 Duplicate) and keeps the first file', async () => {
    const path = `applications/${crypto.randomUUID()}/cv.pdf`;
    expect((await visitor.storage.from('resumes').upload(path, pdf())).error).toBeNull();
    const second = await visitor.storage.from('resumes').upload(path, new Blob(['%PDF other'], { type: 'application/pdf' }));
    expect(second.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await readFile(join(storageDir, 'resumes', path), 'utf8')).toBe('%PDF-1.7\n% test resume\n');
  });

  it('refuses replacing a file even with upsert: the visitor has no UPDATE policy (403)', async () => {
    const path = `applications/${crypto.randomUUID()}/cv.pdf`;
    expect((await visitor.storage.from('resumes').upload(path, pdf())).error).toBeNull();
    const again = await visitor.storage.from('resumes').upload(path, pdf(), { upsert: true });
    expect(again.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('refuses a file over 10 MB (413)', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const path = `applications/${crypto.randomUUID()}/big.pdf`;
    const { error } = await visitor.storage.from('resumes').upload(path, big);
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    await expect(readFile(join(storageDir, 'resumes', path))).rejects.toThrow();
  });

  it('accepts exactly 10 MB', async () => {
    const exact = new Blob([new Uint8Array(10 * 1024 * 1024)], { type: 'application/pdf' });
    const { error } = await visitor.storage.from('resumes').upload(`applications/${crypto.randomUUID()}/exact.pdf`, exact);
    expect(error).toBeNull();
  });

  it('stops reading a streamed body far over the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    const body = Readable.toWeb(Readable.from((function* () {
      for (let i = 0; i < 16; i += 1) yield chunk;
    })()));
    const response = await fetch(`${backend.url}/storage/v1/object/resumes/applications/stream/big.pdf`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/pdf' },
      body: body as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
  });

  it('refuses a type the bucket does not allow (415)', async () => {
    const { error } = await visitor.storage
      .from('resumes')
      .upload(`applications/${crypto.randomUUID()}/cv.zip`, new Blob(['PK'], { type: 'application/zip' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/zip is not supported' });
  });

  it('answers an unknown bucket with 404 Bucket not found', async () => {
    const { error } = await visitor.storage.from('other').upload('a/cv.pdf', pdf());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a path that climbs out of the bucket', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/resumes/applications/%2E%2E/%2E%2E/escape.pdf`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/pdf' },
      body: '%PDF',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    await expect(readFile(join(storageDir, 'escape.pdf'))).rejects.toThrow();
  });
});
