// What the REST and Storage handlers share: the request as the gateway passes it on, answers,
// request bodies, and running SQL as the caller's role.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** The two roles the local keys carry; the gateway has already refused every other key. */
export type ApiRole = 'anon' | 'service_role';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  db: Database;
  role: ApiRole;
  storageDir: string;
}

/** `body` is sent as is when it is already JSON text, else serialised. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * The request body, or null once it grows past `maxBytes`. The rest is then drained unread, so
 * the client still receives the refusal instead of a reset connection.
 */
export function readBody(req: IncomingMessage): Promise<Buffer>;
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null>;
export function readBody(req: IncomingMessage, maxBytes = Infinity): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return chunks.push(chunk);
      req.off('data', collect);
      req.resume();
      resolve(null);
    };
    req.on('data', collect);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Runs `fn` in a transaction as the caller's role, as PostgREST and Storage do, so the database's
 * grants and row-level-security policies decide and nothing here repeats them.
 */
export function runAs<T>(db: Database, role: ApiRole, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    return fn(tx);
  });
}

export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && 'severity' in error && typeof (error as Partial<PgError>).code === 'string';
}
