// The Supabase Storage calls the site and its owner make, answered as Storage answers them:
//   POST /storage/v1/object/<bucket>/<path>, multipart with one file and x-upsert: false: what
//     supabase-js sends for `storage.from('resumes').upload(path, file)` (src/lib/forms/sending/send-application.ts);
//   GET /storage/v1/object/<bucket>/<path>: the owner's download (scripts/inspect/client.ts);
//   POST /storage/v1/object/sign/<bucket>/<path> with {expiresIn}: a download link that works for
//     that many seconds, what the `send-email` function puts in the hiring team's notification;
//   GET /storage/v1/object/sign/<bucket>/<path>?token=…: that link, which needs no key.
// Rows live in storage.objects, inserted as the caller's role so the bucket's policies decide who
// may upload and read. Each file is stored under its row's id, never under its key, so two keys
// can never share a file, whatever the file system does with case, dots or slashes.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { errors, jwtVerify, SignJWT } from 'jose';
import { readBody, readJson, runAs, sendJson, type RequestContext } from './http.ts';
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
  noSuchKey: (ctx: RequestContext) => sendError(ctx, 404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (ctx: RequestContext, key: string) => sendError(ctx, 400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (ctx: RequestContext, message: string) => sendError(ctx, 400, 'InvalidRequest', 'InvalidRequest', message),
  tooLarge: (ctx: RequestContext) =>
    sendError(ctx, 413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
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
  return method === 'POST' ? upload(ctx, object) : sendFile(ctx, object, await visibleObject(ctx, object));
}

function storedFile(storageDir: string, bucket: string, id: string): string {
  return join(storageDir, bucket, id);
}

/** Removes the file of an object whose row is gone (the housekeeping in server.ts). */
export async function removeStoredFile(storageDir: string, bucket: string, id: string): Promise<void> {
  await rm(storedFile(storageDir, bucket, id), { force: true });
}

type StoredObject = { bucket: string; name: string };

/** Room for the part headers and the small fields supabase-js sends beside the file. */
const FORM_OVERHEAD = 64 * 1024;

async function upload(ctx: RequestContext, object: StoredObject): Promise<void> {
  // Storage looks the bucket up with its own rights, not the caller's.
  const { rows } = await ctx.db.query<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
    'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [object.bucket],
  );
  const bucket = rows[0];
  if (!bucket) return sendError(ctx, 404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
  // supabase-js sends a File or Blob as multipart form data, and `x-upsert: false` unless asked.
  const contentType = ctx.req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    return refuse.invalidRequest(ctx, 'The local backend takes uploads as multipart form data only');
  }
  if (ctx.req.headers['x-upsert'] === 'true') return refuse.invalidRequest(ctx, 'The local backend does not replace objects (x-upsert)');

  // Storage's global default when a bucket sets no limit of its own.
  const limit = Number(bucket.file_size_limit ?? 50 * 1024 * 1024);
  const body = await readBody(ctx.req, limit + FORM_OVERHEAD);
  if (!body) return refuse.tooLarge(ctx);
  // Node's own multipart parser, the Fetch API's; the first file is the upload, other fields
  // (supabase-js sends `cacheControl`) are ignored.
  const file = await new Response(body, { headers: { 'Content-Type': contentType } }).formData().then(
    (form) => [...form.values()].find((value) => value instanceof File),
    () => undefined,
  );
  if (!file) return refuse.invalidRequest(ctx, 'No content provided');
  if (file.size > limit) return refuse.tooLarge(ctx);
  const type = file.type || 'application/octet-stream';
  const allowed = bucket.allowed_mime_types;
  if (allowed?.length && !allowed.some((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))))) {
    return sendError(ctx, 415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`);
  }

  const id = randomUUID();
  try {
    await runAs(ctx, async (tx) => {
      // The id is chosen here, not returned: RETURNING would need a SELECT policy, which the
      // visitor rightly does not have.
      await tx.query('insert into storage.objects (id, bucket_id, name, metadata) values ($1, $2, $3, $4::jsonb)', [
        id,
        object.bucket,
        object.name,
        JSON.stringify({ mimetype: type, size: file.size }),
      ]);
      // Written inside the transaction: if writing fails, the row is rolled back with it.
      await mkdir(join(ctx.storageDir, object.bucket), { recursive: true });
      await writeFile(storedFile(ctx.storageDir, object.bucket, id), await file.bytes());
    });
  } catch (error) {
    if (!(error instanceof messages.DatabaseError)) throw error;
    const { code, message } = error;
    if (code === '42501') return sendError(ctx, 403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
    if (code === '23505') return sendError(ctx, 409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    // The request limit (PT429). How hosted Storage words an error raised by a trigger is not
    // documented; the status is kept so the site can tell the visitor what happened.
    if (code === 'PT429') return sendError(ctx, 429, 'TooManyRequests', 'too_many_requests', message);
    return sendError(ctx, 500, 'DatabaseError', 'DatabaseError', `database error, code: ${code}`);
  }
  sendJson(ctx.res, 200, { Key: `${object.bucket}/${object.name}`, Id: id });
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

/** Storage's signed URLs: a JWT naming the object, signed with the project's JWT secret. */
const SIGNING_KEY = new TextEncoder().encode(LOCAL_JWT_SECRET);

async function sign(ctx: RequestContext, object: StoredObject): Promise<void> {
  const { expiresIn } = ((await readJson(ctx.req)) ?? {}) as { expiresIn?: unknown };
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    return refuse.invalidRequest(ctx, 'expiresIn must be a positive whole number of seconds');
  }
  if (!(await visibleObject(ctx, object))) return refuse.noSuchKey(ctx);
  const key = `${object.bucket}/${object.name}`;
  const iat = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ url: key, iat, exp: iat + expiresIn }).setProtectedHeader({ alg: 'HS256' }).sign(SIGNING_KEY);
  sendJson(ctx.res, 200, { signedURL: `/object/sign/${encodeURI(key)}?token=${token}` });
}

async function downloadSigned(ctx: RequestContext, object: StoredObject): Promise<void> {
  let url: unknown;
  try {
    url = (await jwtVerify(ctx.url.searchParams.get('token') ?? '', SIGNING_KEY, { algorithms: ['HS256'] })).payload.url;
  } catch (error) {
    // An expired link says so ('"exp" claim timestamp check failed'); any other fault is the signature's.
    return sendError(ctx, 400, 'InvalidJWT', 'Invalid JWT', error instanceof errors.JWTExpired ? error.message : 'invalid signature');
  }
  if (url !== `${object.bucket}/${object.name}`) return sendError(ctx, 400, 'InvalidJWT', 'Invalid JWT', 'invalid signature');
  // The token is the permission: read with the backend's own rights, not the caller's.
  const { rows } = await ctx.db.query<ObjectRow>(OBJECT_ROW, [object.bucket, object.name]);
  await sendFile(ctx, object, rows[0]);
}

async function sendFile(ctx: RequestContext, object: StoredObject, row: ObjectRow | undefined): Promise<void> {
  if (!row) return refuse.noSuchKey(ctx);
  const bytes = await readFile(storedFile(ctx.storageDir, object.bucket, row.id));
  ctx.res.writeHead(200, { 'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream', 'Content-Length': bytes.length });
  ctx.res.end(bytes);
}
