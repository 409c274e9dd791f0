// The Supabase Storage calls the site and its owner make, answered as Storage answers them:
//   POST /storage/v1/object/<bucket>/<path>, multipart with one file and x-upsert: false: what
//     supabase-js sends for `storage.from('resumes').upload(path, file)` (src/lib/forms/sending/send-application.ts);
//   GET /storage/v1/object/<bucket>/<path>: the owner's download (client.ts);
//   POST /storage/v1/object/sign/<bucket>/<path> with {expiresIn}: a download link that works for
//     that many seconds, what the `send-email` function puts in the hiring team's notification;
//   GET /storage/v1/object/sign/<bucket>/<path>?token=…: that link, which needs no key.
// Rows live in storage.objects, inserted as the caller's role so the bucket's policies decide who
// may upload and read. Each file is stored under its row's id, never under its key, so two keys
// can never share a file, whatever the file system does with case, dots or slashes.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { isPgError, readBody, runAs, sendJson, type RequestContext } from './http.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

/**
 * Storage's error body (storage-api, src/internal/errors/codes.ts). Storage answers every error
 * but a 500 with HTTP 400 and puts the real status in the body's `statusCode`; supabase-js
 * exposes both, as `error.status` and `error.statusCode`.
 */
function sendError(ctx: RequestContext, statusCode: number, code: string, error: string, message: string): void {
  sendJson(ctx.res, statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
}

const refuse = {
  noSuchBucket: (ctx: RequestContext) => sendError(ctx, 404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: (ctx: RequestContext) => sendError(ctx, 404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (ctx: RequestContext, key: string) => sendError(ctx, 400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (ctx: RequestContext, message: string) => sendError(ctx, 400, 'InvalidRequest', 'InvalidRequest', message),
  tooLarge: (ctx: RequestContext) =>
    sendError(ctx, 413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (ctx: RequestContext, type: string) =>
    sendError(ctx, 415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
};

/** The characters Storage accepts in object keys (storage-api's isValidKey). */
const VALID_KEY = /^[\w/!\-.*'() &$@=;:+,?]+$/;

export async function handleStorage(ctx: RequestContext): Promise<void> {
  const method = ctx.req.method;
  // The raw request path: URL parsing would already have resolved `a/../b` into `b`.
  const [, signed, rawPath] = /^\/storage\/v1\/object\/(sign\/)?([^/?]+\/[^?]+)/.exec(ctx.req.url ?? '') ?? [];
  if (!rawPath || (method !== 'POST' && method !== 'GET')) {
    // Fastify's answer for a route Storage does not have (or this stand-in does not implement).
    const route = ctx.url.pathname.slice('/storage/v1'.length);
    return sendJson(ctx.res, 404, { statusCode: 404, error: 'Not Found', message: `Route ${method}:${route} not found` });
  }
  let bucket: string;
  let segments: string[];
  try {
    [bucket = '', ...segments] = decodeURIComponent(rawPath).split('/');
  } catch {
    return refuse.invalidKey(ctx, rawPath);
  }
  const name = segments.join('/');
  // Empty, `.` and `..` segments, sent raw or encoded, would name one object two ways; Storage's
  // keys never need them (supabase-js strips empty folders before sending).
  if (!VALID_KEY.test(name) || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return refuse.invalidKey(ctx, name);
  }
  const object = { bucket, name };
  if (signed) return method === 'POST' ? sign(ctx, object) : downloadSigned(ctx, object);
  return method === 'POST' ? upload(ctx, object) : download(ctx, object);
}

/** A signed link needs no key: the token in its query is the permission. */
export function isSignedDownload(method: string | undefined, path: string): boolean {
  return method === 'GET' && path.startsWith('/storage/v1/object/sign/');
}

/** Where an object's bytes live: its bucket's folder, under the row's id. */
function storedFile(storageDir: string, bucket: string, id: string): string {
  return join(storageDir, bucket, id);
}

/** Removes the file of an object whose row is gone (the housekeeping in server.ts). */
export async function removeStoredFile(storageDir: string, bucket: string, id: string): Promise<void> {
  await rm(storedFile(storageDir, bucket, id), { force: true });
}

interface StoredObject {
  bucket: string;
  name: string;
}

async function upload(ctx: RequestContext, object: StoredObject): Promise<void> {
  // Storage looks the bucket up with its own rights, not the caller's.
  const { rows } = await ctx.db.query<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
    'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [object.bucket],
  );
  const bucket = rows[0];
  if (!bucket) return refuse.noSuchBucket(ctx);
  // supabase-js sends a File or Blob as multipart form data, and `x-upsert: false` unless asked.
  if (!ctx.req.headers['content-type']?.startsWith('multipart/form-data')) {
    return refuse.invalidRequest(ctx, 'The local backend takes uploads as multipart form data only');
  }
  if (ctx.req.headers['x-upsert'] === 'true') return refuse.invalidRequest(ctx, 'The local backend does not replace objects (x-upsert)');

  // Storage's global default when a bucket sets no limit of its own.
  const limit = Number(bucket.file_size_limit ?? 50 * 1024 * 1024);
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(ctx.req.headers['content-type'])?.slice(1).find(Boolean);
  if (!boundary) return refuse.invalidRequest(ctx, 'No content provided');

  const id = randomUUID();
  const incoming = join(ctx.storageDir, '.incoming', id);
  await mkdir(join(ctx.storageDir, '.incoming'), { recursive: true });
  let answer: () => void;
  try {
    answer = await store(ctx, object, { id, incoming, limit, boundary, allowed: bucket.allowed_mime_types });
  } finally {
    // Gone before the client hears back, whatever the outcome.
    await rm(incoming, { force: true });
  }
  answer();
}

interface Upload {
  id: string;
  /** Where the body is streamed before the row exists. */
  incoming: string;
  limit: number;
  boundary: string;
  allowed: string[] | null;
}

/** Receives the file and inserts its row; returns the answer to send. */
async function store(ctx: RequestContext, object: StoredObject, { id, incoming, limit, boundary, allowed }: Upload) {
  const received = await receiveFile(ctx.req, boundary, limit, incoming);
  if (received === 'too large') return () => refuse.tooLarge(ctx);
  if (typeof received === 'string') return () => refuse.invalidRequest(ctx, 'No content provided');
  const type = received.type || 'application/octet-stream';
  if (allowed?.length && !allowed.some((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))))) {
    return () => refuse.invalidMimeType(ctx, type);
  }
  try {
    await runAs(ctx, async (tx) => {
      // The id is chosen here, not returned: RETURNING would need a SELECT policy, which the
      // visitor rightly does not have.
      await tx.query('insert into storage.objects (id, bucket_id, name, metadata) values ($1, $2, $3, $4::jsonb)', [
        id,
        object.bucket,
        object.name,
        JSON.stringify({ mimetype: type, size: received.size }),
      ]);
      // Moved inside the transaction: if moving fails, the row is rolled back with it.
      await mkdir(join(ctx.storageDir, object.bucket), { recursive: true });
      await rename(incoming, storedFile(ctx.storageDir, object.bucket, id));
    });
  } catch (error) {
    if (!isPgError(error)) throw error;
    const { code, message } = error;
    if (code === '42501') return () => sendError(ctx, 403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
    if (code === '23505') return () => sendError(ctx, 409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    // The request limit (PT429). How hosted Storage words an error raised by a trigger is not
    // documented; the status is kept so the site can tell the visitor what happened.
    if (code === 'PT429') return () => sendError(ctx, 429, 'TooManyRequests', 'too_many_requests', message);
    return () => sendError(ctx, 500, 'DatabaseError', 'DatabaseError', `database error, code: ${code}`);
  }
  return () => sendJson(ctx.res, 200, { Key: `${object.bucket}/${object.name}`, Id: id });
}

type Received = { type: string; size: number } | 'too large' | 'no file' | 'malformed';

/** Longest part headers read; supabase-js sends a line or two. */
const MAX_PART_HEADERS = 16 * 1024;

/**
 * Streams the first file part of a multipart body into `target`, counting its bytes as they
 * arrive: past `limit` it stops writing and drains the rest unread, so the client still receives
 * the refusal instead of a reset connection. Other parts (supabase-js sends `cacheControl` before
 * the file) are skipped. Only a tail the length of the boundary is held back, never the file.
 */
async function receiveFile(req: RequestContext['req'], boundary: string, limit: number, target: string): Promise<Received> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no line break before it; pretend it had, so every one looks alike.
  let pending = Buffer.from('\r\n');
  let state: 'part headers' | 'skipped part' | 'file' | 'end' | 'too large' | 'malformed' = 'part headers';
  let file: { type: string; size: number } | undefined;
  let out: WriteStream | undefined;

  /** Writes the file's next bytes; false once it has grown past the limit. */
  const write = async (bytes: Buffer): Promise<boolean> => {
    if (!file || !out) return false;
    file.size += bytes.length;
    if (file.size > limit) return false;
    if (!out.write(bytes)) await once(out, 'drain');
    return true;
  };

  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (state === 'end' || state === 'too large' || state === 'malformed') continue; // drained unread
    pending = Buffer.concat([pending, chunk]);
    while (state === 'part headers' || state === 'skipped part' || state === 'file') {
      if (state === 'part headers') {
        const after = pending.indexOf(delimiter) + delimiter.length;
        const headersEnd = pending.indexOf('\r\n\r\n', after);
        if (after >= delimiter.length && pending.subarray(after, after + 2).toString() === '--') state = 'end';
        else if (after >= delimiter.length && headersEnd !== -1) {
          const headers = pending.subarray(after, headersEnd).toString('utf8');
          pending = pending.subarray(headersEnd + 4);
          state = 'skipped part';
          if (!file && /filename=/i.test(headers)) {
            state = 'file';
            file = { type: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? '', size: 0 };
            out = createWriteStream(target);
          }
        } else {
          if (pending.length > MAX_PART_HEADERS) state = 'malformed';
          break;
        }
        continue;
      }
      const end = pending.indexOf(delimiter);
      // Without the delimiter, keep back only what could be its start.
      const upTo = end === -1 ? Math.max(0, pending.length - delimiter.length) : end;
      if (state === 'file' && !(await write(pending.subarray(0, upTo)))) {
        state = 'too large';
        break;
      }
      pending = pending.subarray(upTo);
      if (end === -1) break;
      state = 'part headers';
    }
  }
  if (out) {
    out.end();
    await finished(out);
  }
  if (state === 'too large' || state === 'malformed') return state;
  return state === 'end' && file ? file : 'no file';
}

const OBJECT_ROW = 'select id, metadata from storage.objects where bucket_id = $1 and name = $2';

interface ObjectRow {
  id: string;
  metadata: { mimetype?: string } | null;
}

/**
 * The object's row as the caller sees it: without a SELECT policy the visitor's query finds
 * nothing, which Storage reports as a missing object rather than a refusal.
 */
async function visibleObject(ctx: RequestContext, object: StoredObject): Promise<ObjectRow | undefined> {
  const { rows } = await runAs(ctx, (tx) => tx.query<ObjectRow>(OBJECT_ROW, [object.bucket, object.name]));
  return rows[0];
}

async function download(ctx: RequestContext, object: StoredObject): Promise<void> {
  const row = await visibleObject(ctx, object);
  if (!row) return refuse.noSuchKey(ctx);
  await sendFile(ctx, object, row);
}

/** Storage's signed URLs: a JWT naming the object, signed with the project's JWT secret. */
async function sign(ctx: RequestContext, object: StoredObject): Promise<void> {
  let expiresIn: unknown;
  try {
    expiresIn = (JSON.parse((await readBody(ctx.req)).toString('utf8')) as { expiresIn?: unknown }).expiresIn;
  } catch {
    return refuse.invalidRequest(ctx, 'body must be JSON');
  }
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    return refuse.invalidRequest(ctx, 'expiresIn must be a positive whole number of seconds');
  }
  if (!(await visibleObject(ctx, object))) return refuse.noSuchKey(ctx);
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = signToken({ url: `${object.bucket}/${object.name}`, iat: issuedAt, exp: issuedAt + expiresIn });
  sendJson(ctx.res, 200, { signedURL: `/object/sign/${encodeURI(`${object.bucket}/${object.name}`)}?token=${token}` });
}

async function downloadSigned(ctx: RequestContext, object: StoredObject): Promise<void> {
  const claims = verifyToken(ctx.url.searchParams.get('token') ?? '');
  if (!claims || claims.url !== `${object.bucket}/${object.name}`) {
    return sendError(ctx, 400, 'InvalidJWT', 'Invalid JWT', 'invalid signature');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    return sendError(ctx, 400, 'InvalidJWT', 'Invalid JWT', '"exp" claim timestamp check failed');
  }
  // The token is the permission: read with the backend's own rights, not the caller's.
  const { rows } = await ctx.db.query<ObjectRow>(OBJECT_ROW, [object.bucket, object.name]);
  if (!rows[0]) return refuse.noSuchKey(ctx);
  await sendFile(ctx, object, rows[0]);
}

function signToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', LOCAL_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

function verifyToken(token: string): Record<string, unknown> | undefined {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const expected = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function sendFile(ctx: RequestContext, object: StoredObject, row: ObjectRow): Promise<void> {
  const bytes = await readFile(storedFile(ctx.storageDir, object.bucket, row.id));
  ctx.res.writeHead(200, {
    'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(bytes.length),
  });
  ctx.res.end(bytes);
}
