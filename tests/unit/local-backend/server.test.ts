// The local backend over HTTP, with supabase-js itself as the client where the site uses it, so
// what passes here is what the forms will see. Each expected status, header and body comes from
// the documentation of the service imitated, cited beside it:
//   [PostgREST errors]  docs.postgrest.org/en/v14/references/errors.html ("HTTP Status Codes",
//                       "PostgREST Error Codes"), and PostgREST's src/PostgREST/Error.hs for
//                       the exact messages;
//   [PostgREST prefs]   docs.postgrest.org/en/v14/references/api/preferences.html;
//   [PostgREST CORS]    docs.postgrest.org/en/v14/references/api/cors.html;
//   [Storage errors]    supabase.com/docs/guides/storage/debugging/error-codes, and storage-api's
//                       src/internal/errors/codes.ts for the exact bodies;
//   [API keys]          supabase.com/docs/guides/api/api-keys.
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerFile, ownerRows } from '../../../scripts/inspect/client.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../scripts/local-backend/keys.ts';
import { postgrestStatus } from '../../../scripts/local-backend/rest.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/local-backend/server.ts';

let backend: LocalBackend;
let storageDir: string;
let visitor: SupabaseClient;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'local-backend-test-'));
  backend = await startLocalBackend({ port: 0, storageDir, log: () => {} });
  // These tests send far more than a visitor would; limits.test.ts covers the limits themselves.
  await backend.db.query('update private.request_limits set max_requests = 1000');
  visitor = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
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

/** A raw request with a key, for what supabase-js cannot be made to send. */
function call(path: string, init: RequestInit & { key?: string } = {}) {
  const { key = LOCAL_ANON_KEY, headers, ...rest } = init;
  return fetch(`${backend.url}${path}`, { ...rest, headers: { apikey: key, Authorization: `Bearer ${key}`, ...headers } });
}

const ownerListing = (table: string) => ownerRows<Record<string, unknown>>(table, backend.url);

describe('gateway', () => {
  it('answers /health without a key, naming itself for cli.ts and the dev scripts', async () => {
    const response = await fetch(`${backend.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'local-backend' });
  });

  it('answers the preflight of an insert and an upload with 200, the headers asked for, cached a day', async () => {
    // [PostgREST CORS]: "HTTP/1.1 200 OK … Access-Control-Max-Age: 86400".
    for (const [path, requested] of [
      ['/rest/v1/contact_submissions', 'apikey,authorization,content-profile,content-type,x-client-info'],
      ['/storage/v1/object/resumes/applications/1/cv.pdf', 'apikey,authorization,x-client-info,x-upsert'],
    ]) {
      const response = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:4321',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': requested!,
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(requested);
      expect(response.headers.get('access-control-max-age')).toBe('86400');
    }
  });

  it('lets the site read every answer, refusals included, on whichever local port it is served', async () => {
    // 4321 is the usual port; `npm run dev` moves on when it is taken, and E2E_PORT runs a second checkout.
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://localhost:4322', 'http://127.0.0.1:4400']) {
      const refused = await call('/rest/v1/missing_table', { method: 'POST', body: '{}', headers: { Origin: origin } });
      expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('gives any website on the internet no CORS answer, so it cannot read submissions with the known service key', async () => {
    for (const origin of ['https://evil.example', 'http://evil.example:4321', 'https://localhost.evil.example', 'null']) {
      const preflight = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const read = await call('/rest/v1/contact_submissions?select=*&order=created_at.desc', {
        key: LOCAL_SERVICE_ROLE_KEY,
        headers: { Origin: origin },
      });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a missing or unknown key with 401, as the gateway does', async () => {
    // [API keys]: every request carries one of the project's keys. The bodies are those of
    // Supabase's gateway (Kong's key-auth), which the docs do not spell out.
    const missing = await fetch(`${backend.url}/rest/v1/contact_submissions`, { method: 'POST', body: '{}' });
    expect([missing.status, await missing.json()]).toEqual([401, { message: 'No API key found in request' }]);
    const client = createClient(backend.url, 'not-a-key', { auth: { persistSession: false } });
    const { error, status } = await client.from('newsletter_subscribers').insert({ email: 'key@example.com' });
    expect([status, error?.message]).toEqual([401, 'Invalid API key']);
  });

  it('answers a path no service is behind with the gateway 404', async () => {
    const response = await call('/auth/v1/signup', { method: 'POST' });
    expect([response.status, await response.json()]).toEqual([404, { message: 'no Route matched with those values' }]);
  });
});

describe('REST: the insert the forms make', () => {
  it('stores a row and answers 201 with no body', async () => {
    // [PostgREST prefs] "Return Representation → Minimal": "no response body will be returned.
    // This is the default mode for all write requests."
    const email = 'stored@example.com';
    const { error, status, data } = await visitor.from('contact_submissions').insert(message({ email }));
    expect([error, status, data]).toEqual([null, 201, null]);
    expect((await ownerListing('contact_submissions')).filter((row) => row.email === email)).toHaveLength(1);
  });

  it('maps a check violation to 400 with the Postgres error as the body', async () => {
    // [PostgREST errors] "Errors from PostgreSQL": code, details, hint, message; "other" → 400.
    const { error, status } = await visitor.from('contact_submissions').insert(message({ name: '' }));
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '23514',
      details: null,
      hint: null,
      message: 'new row for relation "contact_submissions" violates check constraint "contact_submissions_name_valid"',
    });
  });

  it('maps a not-null violation and a value of the wrong type to 400', async () => {
    const missing = await visitor.from('contact_submissions').insert(message({ message: null }));
    expect([missing.status, missing.error?.code]).toEqual([400, '23502']);
    // Postgres leaves out "Failing row contains …" for a role that may not read the row.
    expect(missing.error?.details).toBeNull();
    const badKind = await visitor.from('contact_submissions').insert(message({ kind: 'complaint' }));
    expect([badKind.status, badKind.error?.code]).toEqual([400, '22P02']);
  });

  it('answers a column the visitor may not set with 401 (42501 for the anon role)', async () => {
    // [PostgREST errors] 42501: "if authenticated 403, else 401".
    const { error, status } = await visitor.from('contact_submissions').insert(message({ created_at: '2020-01-01T00:00:00Z' }));
    expect([status, error?.code]).toEqual([401, '42501']);
  });

  it('refuses a subscription sent straight to the lists, alike for every address (401 42501)', async () => {
    // Subscribing goes through the subscribe Edge Function (functions.test.ts); the lists are closed.
    for (const table of ['newsletter_subscribers', 'subscriptions']) {
      for (const email of ['dup@example.com', 'Dup@Example.com']) {
        const { error, status } = await visitor.from(table).insert({ email });
        expect([status, error?.code]).toEqual([401, '42501']);
      }
    }
  });

  it('refuses an unknown column (400 PGRST204) and an unknown table (404 PGRST205)', async () => {
    // [PostgREST errors] Group 2 - Schema Cache; messages from Error.hs (ColumnNotFound, TableNotFound).
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

  it('refuses a body that is not JSON (400 PGRST102)', async () => {
    // [PostgREST errors] PGRST102: "An invalid request body was sent (e.g. an empty body or malformed JSON)."
    const response = await call('/rest/v1/contact_submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect([response.status, await response.json()]).toEqual([
      400,
      { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' },
    ]);
  });

  it('refuses a schema other than public (406 PGRST106)', async () => {
    // [PostgREST errors] PGRST106: the schema is not in db-schemas; message from Error.hs.
    const other = createClient(backend.url, LOCAL_ANON_KEY, { db: { schema: 'storage' }, auth: { persistSession: false } });
    const { error, status } = await other.from('objects').insert({ name: 'x' });
    expect([status, error?.code, error?.message]).toEqual([406, 'PGRST106', 'The schema must be one of the following: public']);
  });
});

describe('REST: what the site never sends is refused, not half done', () => {
  // [PostgREST errors] PGRST127 (400): "The feature specified in the details field is not implemented."
  const notImplemented = { status: 400, code: 'PGRST127', message: 'Feature not implemented' };

  it.each([
    [
      'reading the row back (.select(): Prefer return=representation)',
      () => visitor.from('contact_submissions').insert(message()).select(),
    ],
    [
      'an upsert (Prefer resolution=…, on_conflict)',
      () => visitor.from('newsletter_subscribers').upsert({ email: 'up@example.com' }, { onConflict: 'email' }),
    ],
    [
      'a bulk insert (an array, columns=…)',
      () => visitor.from('newsletter_subscribers').insert([{ email: 'a@example.com' }, { email: 'b@example.com' }]),
    ],
    [
      'missing=default (defaultToNull: false)',
      () => visitor.from('newsletter_subscribers').insert({ email: 'c@example.com' }, { defaultToNull: false }),
    ],
  ])('%s', async (_, send) => {
    const { status, error } = await send();
    expect({ status, code: error?.code, message: error?.message }).toEqual(notImplemented);
    expect(error?.details).toMatch(/local backend/);
  });

  it('refuses a bulk insert sent without columns=…, and an empty object', async () => {
    for (const body of ['[{"email":"d@example.com"}]', '{}']) {
      const response = await call('/rest/v1/newsletter_subscribers', { method: 'POST', body });
      expect([response.status, (await response.json()).code]).toEqual([400, 'PGRST127']);
    }
  });

  it('stores nothing when it refuses', async () => {
    const emails = (await ownerListing('newsletter_subscribers')).map((row) => row.email);
    expect(emails).not.toEqual(expect.arrayContaining(['up@example.com']));
    expect(emails.filter((email) => /^[abcd]@example\.com$/.test(String(email)))).toEqual([]);
  });

  it('refuses any listing but the owner’s', async () => {
    for (const query of ['?select=email&order=created_at.desc', '?select=*', '?select=*&order=created_at.desc&email=eq.x']) {
      const response = await call(`/rest/v1/contact_submissions${query}`, { key: LOCAL_SERVICE_ROLE_KEY });
      expect([response.status, (await response.json()).code]).toEqual([400, 'PGRST127']);
    }
  });

  it('refuses other methods with 405 PGRST117', async () => {
    // [PostgREST errors] PGRST117 (405): "The HTTP verb used in the request in not supported."
    const { error, status } = await visitor.from('newsletter_subscribers').delete().eq('email', 'dup@example.com');
    expect([status, error?.code, error?.message]).toEqual([405, 'PGRST117', 'Unsupported HTTP method: DELETE']);
  });

  it('refuses a nested path (404 PGRST125) and the root (404 PGRST126)', async () => {
    // [PostgREST errors] PGRST125: "Invalid path is specified in request URL"; PGRST126: the root
    // is asked for while the OpenAPI output is disabled.
    const nested = await call('/rest/v1/contact_submissions/1');
    expect([nested.status, await nested.json()]).toEqual([
      404,
      { code: 'PGRST125', details: null, hint: null, message: 'Invalid path specified in request URL' },
    ]);
    const root = await call('/rest/v1/');
    expect([root.status, (await root.json()).code]).toEqual([404, 'PGRST126']);
  });
});

describe('REST: the owner’s listing', () => {
  it('lists rows newest first, timestamps in UTC as PostgREST renders them', async () => {
    await visitor.from('contact_submissions').insert(message({ email: 'older@example.com' }));
    await visitor.from('contact_submissions').insert(message({ email: 'newer@example.com' }));
    const rows = await ownerListing('contact_submissions');
    const emails = rows.map((row) => row.email);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    expect(rows[0]).toMatchObject({ kind: 'contact', name: 'Grace Hopper', company: null, resume_path: null });
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
  });

  it('answers the visitor the same listing with 401 42501: visitors never read', async () => {
    const response = await call('/rest/v1/contact_submissions?select=*&order=created_at.desc');
    expect([response.status, (await response.json()).code]).toEqual([401, '42501']);
  });
});

describe('SQLSTATE to HTTP status, as PostgREST maps them', () => {
  // [PostgREST errors] "HTTP Status Codes", row by row; "other" is 400.
  // prettier-ignore
  it.each([
    ['08006', 'anon', 503], ['09000', 'anon', 500], ['0L000', 'anon', 403], ['0P000', 'anon', 403],
    ['23503', 'anon', 409], ['23505', 'anon', 409], ['25006', 'anon', 405], ['25001', 'anon', 500],
    ['28000', 'anon', 403], ['2D000', 'anon', 500], ['38000', 'anon', 500], ['39000', 'anon', 500],
    ['3B000', 'anon', 500], ['40001', 'anon', 500], ['53400', 'anon', 500], ['53100', 'anon', 503],
    ['54000', 'anon', 500], ['55000', 'anon', 500], ['57014', 'anon', 500], ['58030', 'anon', 500],
    ['F0000', 'anon', 500], ['HV000', 'anon', 500], ['P0001', 'anon', 400], ['P0002', 'anon', 500],
    ['XX000', 'anon', 500], ['42883', 'anon', 404], ['42P01', 'anon', 404], ['42P17', 'anon', 500],
    ['42501', 'anon', 401], ['42501', 'service_role', 403],
    ['23502', 'anon', 400], ['23514', 'anon', 400], ['22P02', 'anon', 400], ['42703', 'anon', 400],
  ] as const)('%s as %s → %i', (code, role, status) => {
    expect(postgrestStatus(code, role)).toBe(status);
  });
});

describe('Storage: the résumé upload', () => {
  const pdfText = '%PDF-1.7\n% test resume\n';
  const pdf = () => new File([pdfText], 'cv.pdf', { type: 'application/pdf' });
  const newPath = (name = 'cv.pdf') => `applications/${crypto.randomUUID()}/${name}`;
  /** What storage-js reports: `status` is the HTTP status, `statusCode` the body's. */
  const failure = (error: unknown) => {
    const { status, statusCode, message } = error as { status: number; statusCode: string; message: string };
    return { status, statusCode, message };
  };

  it('stores the file as the site sends it, and the owner downloads it', async () => {
    // storage-api's createObject answers { Key, Id }, which storage-js turns into { path, fullPath, id }.
    const path = newPath();
    const upload = await visitor.storage.from('resumes').upload(path, pdf(), { upsert: false });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path, fullPath: `resumes/${path}` });
    expect(upload.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readFile(join(storageDir, 'resumes', upload.data!.id), 'utf8')).toBe(pdfText);

    expect((await ownerFile('resumes', path, backend.url)).toString()).toBe(pdfText);
    const download = await call(`/storage/v1/object/resumes/${path}`, { key: LOCAL_SERVICE_ROLE_KEY });
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers the visitor’s download as a missing object (NoSuchKey, 404 in the body)', async () => {
    // [Storage errors] NoSuchKey, 404: "if it exists you don't have permissions to access it";
    // sent as HTTP 400 with the real status in statusCode (docs/architecture.md, "Decisions").
    const path = newPath();
    expect((await visitor.storage.from('resumes').upload(path, pdf())).error).toBeNull();
    const response = await call(`/storage/v1/object/resumes/${path}`);
    expect([response.status, await response.json()]).toEqual([
      400,
      { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    ]);
  });

  it('refuses the same path twice (ResourceAlreadyExists, 409) and keeps the first file', async () => {
    const path = newPath();
    expect((await visitor.storage.from('resumes').upload(path, pdf())).error).toBeNull();
    const second = await visitor.storage.from('resumes').upload(path, new File(['%PDF other'], 'cv.pdf', { type: 'application/pdf' }));
    expect(failure(second.error)).toEqual({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await ownerFile('resumes', path, backend.url)).toString()).toBe(pdfText);
  });

  it('refuses a file over the bucket’s 10 MB (EntityTooLarge, 413) and stores nothing', async () => {
    const path = newPath('big.pdf');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const { error } = await visitor.storage.from('resumes').upload(path, big);
    expect(failure(error)).toEqual({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    await expect(ownerFile('resumes', path, backend.url)).rejects.toThrow(/404|400/);
    // Every file on disk is an object's: the refused one left none behind.
    const { rows } = await backend.db.query<{ id: string }>(`select id from storage.objects where bucket_id = 'resumes'`);
    expect((await readdir(join(storageDir, 'resumes'))).toSorted()).toEqual(rows.map((row) => row.id).toSorted());
  });

  it('accepts exactly 10 MB', async () => {
    const exact = new File([new Uint8Array(10 * 1024 * 1024)], 'exact.pdf', { type: 'application/pdf' });
    expect((await visitor.storage.from('resumes').upload(newPath('exact.pdf'), exact)).error).toBeNull();
  });

  it('refuses a type the bucket does not allow (InvalidMimeType, 415)', async () => {
    const zip = new File(['PK'], 'cv.zip', { type: 'application/zip' });
    const { error } = await visitor.storage.from('resumes').upload(newPath('cv.zip'), zip);
    expect(failure(error)).toEqual({ status: 400, statusCode: '415', message: 'mime type application/zip is not supported' });
  });

  it('refuses an upload into another bucket: NoSuchBucket (404), or AccessDenied (403) by policy', async () => {
    const missing = await visitor.storage.from('other').upload('a/cv.pdf', pdf());
    expect(failure(missing.error)).toEqual({ status: 400, statusCode: '404', message: 'Bucket not found' });

    // [Storage errors] AccessDenied, 403: "Check that you have the correct RLS policy".
    await backend.db.query(`insert into storage.buckets (id, name) values ('private', 'private') on conflict do nothing`);
    const refused = await visitor.storage.from('private').upload('a/cv.pdf', pdf());
    expect(failure(refused.error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    await expect(ownerFile('private', 'a/cv.pdf', backend.url)).rejects.toThrow();
  });

  it('refuses a key that climbs out of the bucket (InvalidKey, 400)', async () => {
    const form = new FormData();
    form.append('', pdf());
    const response = await call('/storage/v1/object/resumes/applications%2F..%2F..%2Fescape.pdf', { method: 'POST', body: form });
    expect([response.status, (await response.json()).code]).toEqual([400, 'InvalidKey']);
    await expect(readFile(join(storageDir, 'escape.pdf'))).rejects.toThrow();
  });

  it('maps each key to its own file: case-only differences, encoded slashes and raw dot segments', async () => {
    const folder = `applications/${crypto.randomUUID()}`;
    const send = (key: string, text: string) => {
      const form = new FormData();
      form.append('', new File([text], 'cv.pdf', { type: 'application/pdf' }));
      return call(`/storage/v1/object/resumes/${key}`, { method: 'POST', body: form });
    };
    // Two keys that differ in case only are two objects with two files, even on a file system
    // that ignores case (macOS, Windows).
    expect((await send(`${folder}/cv.pdf`, 'lower')).status).toBe(200);
    expect((await send(`${folder}/CV.pdf`, 'upper')).status).toBe(200);
    expect((await ownerFile('resumes', `${folder}/cv.pdf`, backend.url)).toString()).toBe('lower');
    expect((await ownerFile('resumes', `${folder}/CV.pdf`, backend.url)).toString()).toBe('upper');
    // An encoded slash names the same key as a plain one, as Storage decodes it: not a second file.
    const encoded = await send(`${folder.replace('/', '%2F')}%2Fcv.pdf`, 'encoded');
    expect([encoded.status, (await encoded.json()).statusCode]).toEqual([400, '409']);
    expect((await ownerFile('resumes', `${folder}/cv.pdf`, backend.url)).toString()).toBe('lower');
    // Dot segments sent raw (URL parsing would have resolved them) are refused, not resolved.
    for (const key of [`${folder}/../${folder}/cv2.pdf`, `${folder}/./cv3.pdf`]) {
      const raw = await new Promise<number>((resolve, reject) => {
        const form = `--b\r\nContent-Disposition: form-data; name=""; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--b--\r\n`;
        // A path option is sent as written; a URL string would be resolved first.
        const { hostname, port } = new URL(backend.url);
        const request = httpRequest({
          hostname,
          port,
          path: `/storage/v1/object/resumes/${key}`,
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'multipart/form-data; boundary=b' },
        });
        request.on('response', (response) => resolve(response.resume().statusCode ?? 0)).on('error', reject);
        request.end(form);
      });
      expect(raw).toBe(400);
    }
    const { rows } = await backend.db.query(`select name from storage.objects where name like $1 order by name`, [`${folder}/%`]);
    expect(rows).toEqual([{ name: `${folder}/CV.pdf` }, { name: `${folder}/cv.pdf` }]);
  });
});

describe('Storage: what the site never sends is refused, not half done', () => {
  it('refuses a raw (non-multipart) upload and an upsert (InvalidRequest, 400)', async () => {
    // [Storage errors] InvalidRequest, 400: "The request is not properly formed."
    const raw = await visitor.storage
      .from('resumes')
      .upload(`applications/${crypto.randomUUID()}/cv.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect((raw.error as { statusCode?: string } | null)?.statusCode).toBe('400');
    const upsert = await visitor.storage
      .from('resumes')
      .upload(`applications/${crypto.randomUUID()}/cv.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }), { upsert: true });
    expect((upsert.error as { statusCode?: string } | null)?.statusCode).toBe('400');
    const body = await (
      await call('/storage/v1/object/resumes/a/cv.pdf', {
        method: 'POST',
        headers: { 'Content-Type': 'application/pdf' },
        body: '%PDF',
      })
    ).json();
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest' });
  });

  it('answers any other route with Fastify’s 404', async () => {
    // Storage runs on Fastify, whose not-found answer is { message, error, statusCode }.
    const response = await call('/storage/v1/bucket');
    expect([response.status, await response.json()]).toEqual([
      404,
      { statusCode: 404, error: 'Not Found', message: 'Route GET:/bucket not found' },
    ]);
    const remove = await call('/storage/v1/object/resumes/a/cv.pdf', { method: 'DELETE' });
    expect(remove.status).toBe(404);
  });
});
