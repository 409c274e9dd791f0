// The Supabase Storage subset the site uses: uploading an object and, for the owner, reading it
// back. Files live on disk; their rows live in storage.objects, inserted as the caller's role so
// the bucket's policies decide who may upload.
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isPgError, readBody, runAs, sendJson, type RequestContext } from './http.ts';

/** Storage's default `[storage] file_size_limit` when config.toml names none. */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and fields around the file itself. */
const MULTIPART_HEADROOM = 1024 * 1024;

/**
 * Storage's error body. Storage answers every error but a 500 with HTTP 400 and puts the real
 * status in the body's `statusCode` (storage-api's error handler, `userStatusCode`); supabase-js
 * exposes both, as `error.status` and `error.statusCode`.
 */
function sendStorageError(ctx: RequestContext, statusCode: number, code: string, error: string, message: string): void {
  sendJson(ctx.res, statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
}

const errors = {
  noSuchBucket: (ctx: RequestContext) => sendStorageError(ctx, 404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: (ctx: RequestContext) => sendStorageError(ctx, 404, 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: (ctx: RequestContext) =>
    sendStorageError(ctx, 413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMime: (ctx: RequestContext, type: string) =>
    sendStorageError(ctx, 415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidKey: (ctx: RequestContext, key: string) => sendStorageError(ctx, 400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  noContent: (ctx: RequestContext) => sendStorageError(ctx, 400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
};

/** The characters Storage accepts in object keys (storage-api's isValidKey). */
const VALID_KEY = /^[\w/!\-.*'() &$@=;:+,?]+$/;

interface ObjectAddress {
  bucket: string;
  name: string;
  segments: string[];
}

function parseObjectPath(rawPath: string): ObjectAddress | { invalid: string } | null {
  let parts: string[];
  try {
    parts = rawPath.split('/').map((part) => decodeURIComponent(part));
  } catch {
    return { invalid: rawPath };
  }
  const [bucket, ...segments] = parts;
  if (!bucket) return null;
  const name = segments.join('/');
  // Empty, `.` and `..` segments could climb out of the bucket's folder on disk; Storage's keys
  // never need them (supabase-js strips empty folders before sending).
  if (
    segments.length === 0 ||
    !VALID_KEY.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    return { invalid: name };
  }
  return { bucket, name, segments };
}

function filePath(ctx: RequestContext, address: ObjectAddress): string | null {
  const base = resolve(ctx.storageDir);
  const root = resolve(base, address.bucket);
  const path = resolve(root, ...address.segments);
  // Belt and braces after the segment check: the file must stay inside its bucket's folder, and
  // that folder inside the storage folder, whatever a bucket id says.
  return root.startsWith(base + sep) && path.startsWith(root + sep) ? path : null;
}

interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** Storage's rule: `type/subtype` must match an allowed entry exactly or as `type/*`. */
export function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [major, minor] = type.split('/');
  if (!major || minor === undefined) return false;
  return allowed.some((entry) => {
    const [allowedMajor, allowedMinor] = entry.split('/');
    return allowedMajor === major && (allowedMinor === '*' || allowedMinor === minor);
  });
}

/** The strictest of the global limit, config.toml's bucket limit and the bucket row's. */
function sizeLimit(ctx: RequestContext, bucket: BucketRow): number {
  const limits = [ctx.config.storageFileSizeLimit, ctx.config.buckets[bucket.id]?.fileSizeLimit, bucket.file_size_limit]
    .filter((limit) => limit !== null && limit !== undefined)
    .map(Number)
    .filter((limit) => Number.isFinite(limit) && limit > 0);
  return limits.length > 0 ? Math.min(...limits) : DEFAULT_FILE_SIZE_LIMIT;
}

function typeAllowed(ctx: RequestContext, bucket: BucketRow, type: string): boolean {
  return mimeAllowed(type, bucket.allowed_mime_types) && mimeAllowed(type, ctx.config.buckets[bucket.id]?.allowedMimeTypes ?? null);
}

export async function handleStorage(ctx: RequestContext): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  const match = /^\/storage\/v1\/object\/(.+)$/.exec(ctx.url.pathname);
  if (match?.[1] && method === 'POST') return upload(ctx, match[1]);
  if (match?.[1] && (method === 'GET' || method === 'HEAD')) {
    // supabase-js downloads private objects through /object/authenticated/…
    return download(ctx, match[1].replace(/^authenticated\//, ''), method === 'HEAD');
  }
  sendJson(ctx.res, 404, {
    statusCode: '404',
    error: 'Not Found',
    message: `Route ${method}:${ctx.url.pathname.replace(/^\/storage\/v1/, '')} not found (the local backend implements object upload and download only)`,
  });
}

async function upload(ctx: RequestContext, rawPath: string): Promise<void> {
  const address = parseObjectPath(rawPath);
  if (!address) return errors.noSuchBucket(ctx);
  if ('invalid' in address) return errors.invalidKey(ctx, address.invalid);

  // Storage looks the bucket up with its own rights, not the caller's.
  const { rows } = await ctx.db.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [address.bucket],
  );
  const bucket = rows[0];
  if (!bucket) return errors.noSuchBucket(ctx);
  const destination = filePath(ctx, address);
  if (!destination) return errors.invalidKey(ctx, address.name);

  const limit = sizeLimit(ctx, bucket);
  const contentType = ctx.req.headers['content-type'] ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');

  if (!multipart) {
    // A raw body's type is known before any byte arrives, so refuse early like Storage does.
    const type = contentType || 'application/octet-stream';
    if (!typeAllowed(ctx, bucket, type)) return errors.invalidMime(ctx, type);
  }

  const read = await readBody(ctx.req, limit + MULTIPART_HEADROOM);
  if (!read.ok) {
    if (read.reason === 'too-large') errors.tooLarge(ctx);
    return;
  }

  let bytes: Buffer;
  let type: string;
  let cacheControl: string;
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(read.body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return errors.noContent(ctx);
    }
    // supabase-js sends a Blob or File in a field with an empty name; take the first file.
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) return errors.noContent(ctx);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    // Storage prefers a `contentType` field over the part's own type.
    type = field('contentType') ?? (file.type || 'application/octet-stream');
    if (!typeAllowed(ctx, bucket, type)) return errors.invalidMime(ctx, type);
    bytes = Buffer.from(await file.arrayBuffer());
    const cacheTime = field('cacheControl');
    cacheControl = cacheTime ? `max-age=${cacheTime}` : 'no-cache';
  } else {
    bytes = read.body;
    type = contentType || 'application/octet-stream';
    const header = ctx.req.headers['cache-control'];
    cacheControl = header ?? 'no-cache';
  }
  if (bytes.length > limit) return errors.tooLarge(ctx);

  const upsert = ctx.req.headers['x-upsert'] === 'true';
  const metadata = {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype: type,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  };

  // The bytes go to a temporary file first and take their place only once the row is in, inside
  // the same transaction: either both exist afterwards or neither does.
  const temporary = `${destination}.${randomUUID()}.uploading`;
  const moved = { placed: false, previous: null as string | null };
  let id: string;
  try {
    await mkdir(dirname(destination), { recursive: true });
    await writeFile(temporary, bytes);
    id = await runAs(ctx.db, ctx.key, async (tx) => {
      // The id is chosen here, not returned: RETURNING would need a SELECT policy, which the
      // visitor rightly does not have.
      const newId = randomUUID();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6)` +
          (upsert
            ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
                  owner = excluded.owner, updated_at = now(), last_accessed_at = now()`
            : ''),
        [newId, bucket.id, address.name, null, JSON.stringify(metadata), randomUUID()],
      );
      await tx.query('reset role');
      const { rows: objects } = await tx.query<{ id: string }>(
        'select id from storage.objects where bucket_id = $1 and name = $2',
        [bucket.id, address.name],
      );
      if (await exists(destination)) {
        moved.previous = `${destination}.${randomUUID()}.previous`;
        await rename(destination, moved.previous);
      }
      await rename(temporary, destination);
      moved.placed = true;
      return objects[0]?.id ?? newId;
    });
  } catch (error) {
    if (moved.placed) await rm(destination, { force: true });
    if (moved.previous) await rename(moved.previous, destination);
    await rm(temporary, { force: true });
    if (!isPgError(error)) throw error;
    switch (error.code) {
      case '42501':
        return sendStorageError(
          ctx,
          403,
          'AccessDenied',
          'Unauthorized',
          error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
        );
      case '23505':
        return sendStorageError(ctx, 409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
      case '23503':
        return sendStorageError(ctx, 404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist');
      default:
        return sendStorageError(ctx, 500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`);
    }
  }
  if (moved.previous) await rm(moved.previous, { force: true });
  sendJson(ctx.res, 200, { Key: `${bucket.id}/${address.name}`, Id: id });
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function download(ctx: RequestContext, rawPath: string, headOnly: boolean): Promise<void> {
  const address = parseObjectPath(rawPath);
  if (!address || 'invalid' in address) return errors.noSuchKey(ctx);
  // Read as the caller: without a SELECT policy the visitor's query finds nothing, which Storage
  // reports as a missing object rather than a refusal.
  const { rows } = await runAs(ctx.db, ctx.key, (tx) =>
    tx.query<{ metadata: Record<string, unknown> | null; updated_at: Date | null }>(
      'select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [address.bucket, address.name],
    ),
  );
  const object = rows[0];
  const path = filePath(ctx, address);
  if (!object || !path) return errors.noSuchKey(ctx);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return errors.noSuchKey(ctx);
  }
  const metadata = object.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    'Content-Length': String(bytes.length),
    'Cache-Control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
  };
  if (typeof metadata.eTag === 'string') headers.ETag = metadata.eTag;
  if (object.updated_at) headers['Last-Modified'] = new Date(object.updated_at).toUTCString();
  ctx.res.writeHead(200, headers);
  ctx.res.end(headOnly ? undefined : bytes);
}
