// Plumbing shared by the REST and Storage handlers: responses, request bodies, API keys and
// running SQL as the caller's role.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { API_KEYS, type ApiKey, type SupabaseConfig } from './config.ts';
import type { Database } from './database.ts';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  db: Database;
  key: ApiKey;
  config: SupabaseConfig;
  storageDir: string;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Length': '0', ...headers });
  res.end();
}

const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, prefer, x-client-info, x-upsert, cache-control, accept-profile, content-profile, range, x-metadata, x-retry-count';
// Browsers hide response headers from scripts unless listed; supabase-js reads Content-Range for
// counts.
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Content-Profile, Preference-Applied, Range-Unit, Location, ETag';

/** Headers every response carries, as Supabase's gateway adds them. */
export function applyCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': requested || DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
    Vary: 'Access-Control-Request-Headers',
  };
  // Chrome asks before a public page may call a local address; the local backend is meant to be
  // called from the dev server's pages, so it says yes.
  if (req.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  sendEmpty(res, 200, headers);
}

export type KeyCheck = { ok: true; key: ApiKey } | { ok: false; body: { message: string; hint: string } };

const INVALID_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

/**
 * The gateway's check: the `apikey` header (or query parameter) must be a known key. The role
 * then comes from the bearer token, which supabase-js always sends alongside, as PostgREST and
 * Storage read it from there.
 */
export function checkApiKey(req: IncomingMessage, url: URL): KeyCheck {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  const authorization = req.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (apikey === undefined && bearer === undefined) {
    return { ok: false, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  }
  if (apikey !== undefined && !API_KEYS.has(apikey)) return { ok: false, body: INVALID_KEY };
  // The stand-in cannot verify other JWTs (it does not hold the signing secret's users), so any
  // bearer that is not one of the two keys is refused rather than trusted.
  const token = bearer ?? apikey;
  const key = token === undefined ? undefined : API_KEYS.get(token);
  return key ? { ok: true, key } : { ok: false, body: INVALID_KEY };
}

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** Past this much discarded input the connection is cut: nobody honest sends that much. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * Reads a request body, keeping at most `maxBytes` in memory. Beyond that the rest is discarded
 * as it arrives (so the client can still read the answer) and the caller is told at once.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let discarded = 0;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const tooLarge = () => {
      chunks.length = 0;
      settle({ ok: false, reason: 'too-large' });
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) tooLarge();
    req.on('data', (chunk: Buffer) => {
      if (settled) {
        discarded += chunk.length;
        if (discarded > MAX_DISCARDED_BYTES) req.socket.destroy();
        return;
      }
      size += chunk.length;
      if (size > maxBytes) tooLarge();
      else chunks.push(chunk);
    });
    req.on('end', () => settle({ ok: true, body: Buffer.concat(chunks) }));
    req.on('error', () => settle({ ok: false, reason: 'aborted' }));
    req.on('close', () => settle({ ok: false, reason: 'aborted' }));
  });
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs `fn` in a transaction as the key's role with its claims set, the way PostgREST and Storage
 * do, so the database's grants and policies decide and nothing here has to repeat them.
 */
export async function runAs<T>(db: Database, key: ApiKey, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${quoteIdent(key.role)}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(key.claims)]);
    return fn(tx);
  });
}

export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as Partial<PgError>).code === 'string' &&
    'severity' in error
  );
}
