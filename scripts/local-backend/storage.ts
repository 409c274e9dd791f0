// The Supabase Storage calls the site and its owner make, answered as Storage answers them:
//   POST /storage/v1/object/<bucket>/<path>, multipart with one file and x-upsert: false: what
//     supabase-js sends for `storage.from('resumes').upload(path, file)` (src/lib/forms/send-application.ts);
//   GET /storage/v1/object/<bucket>/<path>: the owner's download (client.ts).
// Files live on disk; their rows live in storage.objects, inserted as the caller's role so the
// bucket's policies decide who may upload and read.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isPgError, readBody, runAs, sendJson, type RequestContext } from './http.ts';

/** Room for the multipart boundaries and fields around the file itself. */
const MULTIPART_HEADROOM = 64 * 1024;

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
  const rawPath = /^\/storage\/v1\/object\/([^/]+\/.+)$/.exec(ctx.url.pathname)?.[1];
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
  // Empty, `.` and `..` segments could climb out of the bucket's folder on disk; Storage's keys
  // never need them (supabase-js strips empty folders before sending).
  if (!VALID_KEY.test(name) || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return refuse.invalidKey(ctx, name);
  }
  const object = { bucket, name, file: join(ctx.storageDir, bucket, ...segments) };
  return method === 'POST' ? upload(ctx, object) : download(ctx, object);
}

interface StoredObject {
  bucket: string;
  name: string;
  file: string;
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
  if (ctx.req.headers['x-upsert'] === 'true')
    return refuse.invalidRequest(ctx, 'The local backend does not replace objects (x-upsert)');

  // Storage's global default when a bucket sets no limit of its own.
  const limit = Number(bucket.file_size_limit ?? 50 * 1024 * 1024);
  const body = await readBody(ctx.req, limit + MULTIPART_HEADROOM);
  if (body === null) return refuse.tooLarge(ctx);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': ctx.req.headers['content-type'] } }).formData();
  } catch {
    return refuse.invalidRequest(ctx, 'No content provided');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) return refuse.invalidRequest(ctx, 'No content provided');
  const type = file.type || 'application/octet-stream';
  const allowed = bucket.allowed_mime_types;
  if (
    allowed?.length &&
    !allowed.some((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))))
  ) {
    return refuse.invalidMimeType(ctx, type);
  }
  if (file.size > limit) return refuse.tooLarge(ctx);

  const id = randomUUID();
  try {
    await runAs(ctx.db, ctx.role, async (tx) => {
      // The id is chosen here, not returned: RETURNING would need a SELECT policy, which the
      // visitor rightly does not have.
      await tx.query('insert into storage.objects (id, bucket_id, name, metadata) values ($1, $2, $3, $4::jsonb)', [
        id,
        object.bucket,
        object.name,
        JSON.stringify({ mimetype: type, size: file.size }),
      ]);
      // Written inside the transaction: if writing fails, the row is rolled back with it.
      await mkdir(dirname(object.file), { recursive: true });
      await writeFile(object.file, Buffer.from(await file.arrayBuffer()));
    });
  } catch (error) {
    if (!isPgError(error)) throw error;
    if (error.code === '42501')
      return sendError(ctx, 403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
    if (error.code === '23505') return sendError(ctx, 409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    return sendError(ctx, 500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`);
  }
  sendJson(ctx.res, 200, { Key: `${object.bucket}/${object.name}`, Id: id });
}

async function download(ctx: RequestContext, object: StoredObject): Promise<void> {
  // Read as the caller: without a SELECT policy the visitor's query finds nothing, which Storage
  // reports as a missing object rather than a refusal.
  const { rows } = await runAs(ctx.db, ctx.role, (tx) =>
    tx.query<{ metadata: { mimetype?: string } | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [object.bucket, object.name],
    ),
  );
  if (!rows[0]) return refuse.noSuchKey(ctx);
  const bytes = await readFile(object.file);
  ctx.res.writeHead(200, {
    'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(bytes.length),
  });
  ctx.res.end(bytes);
}
