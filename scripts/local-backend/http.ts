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
  /** The bearer token's payload, which PostgREST exposes as `request.jwt.claims`. */
  claims: Record<string, unknown>;
  storageDir: string;
}

/** `body` is sent as is when it is already JSON text, else serialised. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * The request body, or null when it grows past `maxBytes`. The rest is then drained unread, so
 * the client still receives the refusal instead of a reset connection.
 */
export async function readBody(req: IncomingMessage, maxBytes = Infinity): Promise<Buffer<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size <= maxBytes ? Buffer.concat(chunks) : null;
}

/** The request body as JSON; undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(String(await readBody(req)));
  } catch {
    return undefined;
  }
}

/**
 * Runs `fn` in a transaction as the caller's role with the request settings PostgREST and Storage
 * set (PostgREST docs, "Transaction-Scoped Settings"), so the database's grants, policies and
 * request limits decide and nothing here repeats them. X-Forwarded-For is the socket's address, as
 * the platform's gateway sets it, so no client can reset its own limit.
 */
export function runAs<T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const headers = { ...ctx.req.headers, 'x-forwarded-for': ctx.req.socket.remoteAddress ?? '' };
  return ctx.db.transaction(async (tx) => {
    await tx.query(`set local role ${ctx.role}`);
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)`,
      [JSON.stringify(headers), JSON.stringify(ctx.claims), ctx.req.method ?? '', ctx.url.pathname],
    );
    return fn(tx);
  });
}
