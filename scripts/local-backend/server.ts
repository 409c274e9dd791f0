// A stand-in for Supabase's API on one port: the gateway's key check and CORS, PostgREST under
// /rest/v1, Storage under /storage/v1 and, when asked for, the Edge Functions under /functions/v1,
// backed by an embedded Postgres. It answers only the calls the site and its owner make (see
// rest.ts, storage.ts and functions.ts), so the forms work on a machine without Docker, with the
// same migrations, grants, policies and function code.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackOrigin } from '../../supabase/functions/_shared/origins.ts';
import { openDatabase, type Database } from './database.ts';
import { startEdgeFunctions, type EdgeFunctions, type FunctionSettings } from './functions.ts';
import { HEALTH_BODY } from './health.ts';
import { sendJson, type ApiRole } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { startOutboxSender } from './outbox.ts';
import { handleRest } from './rest.ts';
import { handleStorage, removeStoredFile } from './storage.ts';

export interface LocalBackendOptions {
  /** 0 picks a free port; the chosen one is in the returned `url`. */
  port: number;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  storageDir: string;
  log?: (line: string) => void;
  /** Raises every request limit to at least this many per window: the end-to-end suite sends more than any visitor would. */
  minimumRequestLimit?: number;
  /** Runs supabase/functions/ with Deno, and the outbox's sender; tests of REST and Storage leave it out. */
  functions?: FunctionSettings;
}

export interface LocalBackend {
  url: string;
  /** The database itself, for tests that set up what only the owner's dashboard could. */
  db: Database;
  close(): Promise<void>;
}

export async function startLocalBackend({
  port,
  dataDir,
  storageDir,
  log = console.error,
  functions: functionSettings,
  minimumRequestLimit,
}: LocalBackendOptions): Promise<LocalBackend> {
  const db = await openDatabase(dataDir, log);
  if (minimumRequestLimit) {
    await db.query('update private.request_limits set max_requests = greatest(max_requests, $1)', [minimumRequestLimit]);
  }
  // The request counters cover each limit's window at most; a restart starts them afresh, so a
  // developer who restarts after tripping a limit (or reruns the e2e tests) is not kept waiting.
  await db.exec('delete from private.recent_requests');
  let functions: EdgeFunctions | undefined;
  let stopOutbox: (() => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    handle(req, res, db, storageDir, functions).catch((error: unknown) => {
      log(`Local backend: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
      else res.destroy();
    });
  });
  try {
    await once(server.listen(port, '127.0.0.1'), 'listening');
  } catch (error) {
    await db.close();
    throw error;
  }
  const housekeeping = scheduleHousekeeping(db, storageDir, log);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    clearInterval(housekeeping);
    await stopOutbox?.();
    await functions?.close();
    await new Promise((resolve) => {
      server.close(resolve);
      // supabase-js keeps connections alive; without this close() would wait for them.
      server.closeAllConnections();
    });
    await db.close();
  };
  if (functionSettings) {
    try {
      functions = await startEdgeFunctions(url, functionSettings, log);
      stopOutbox = await startOutboxSender(db, url, log);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { url, db, close };
}

/**
 * The two local keys are JWTs whose `role` claim names the Postgres role a request runs as
 * (Supabase docs, "Understanding API Keys"). It is read from the token rather than assumed, so
 * swapping the keys in keys.ts can never hand a visitor the service role.
 */
const TOKENS = new Map(
  [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY].map((key): [string, { role: ApiRole; claims: Record<string, unknown> }] => {
    const claims = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const role = claims.role;
    if (role !== 'anon' && role !== 'service_role') throw new Error(`Unexpected role in a local API key: ${String(role)}`);
    return [key, { role, claims }];
  }),
);

async function handle(req: IncomingMessage, res: ServerResponse, db: Database, storageDir: string, functions?: EdgeFunctions) {
  // Edge Functions answer for themselves, CORS included, as on Supabase (each is deployed with
  // its own JWT setting; `subscribe` needs none: see supabase/config.toml).
  const functionPath = /^\/functions\/v1\/(.+)$/.exec(req.url ?? '')?.[1];
  if (functionPath && functions) return functions.forward(req, res, functionPath);

  // PostgREST's CORS (PostgREST docs, "CORS"), narrowed to pages served from this machine on any
  // port (`npm run dev` moves to the next free one; a second checkout tests on E2E_PORT), so no
  // website on the internet can read submissions with the publicly known service-role key. The
  // gateway allows the headers supabase-js adds (apikey, x-client-info, x-upsert…), so a preflight
  // gets the ones it asks for.
  const origin = req.headers.origin;
  const corsAllowed = origin !== undefined && isLoopbackOrigin(origin);
  if (corsAllowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(corsAllowed ? 200 : 403, {
      ...(corsAllowed && {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '86400',
      }),
      'Content-Length': '0',
    });
    return void res.end();
  }

  const url = new URL(req.url ?? '/', 'http://local-backend');
  if (url.pathname === '/health' && req.method === 'GET') return sendJson(res, 200, HEALTH_BODY);
  const service = /^\/(rest|storage)\/v1(\/|$)/.exec(url.pathname)?.[1];
  // The gateway's own answer for a path no service is behind.
  if (!service) return sendJson(res, 404, { message: 'no Route matched with those values' });

  // A signed link needs no key: the token in its query is the permission.
  if (req.method === 'GET' && url.pathname.startsWith('/storage/v1/object/sign/')) {
    return handleStorage({ req, res, url, db, role: 'anon', claims: {}, storageDir });
  }
  // The gateway checks `apikey`; the services take the role from the bearer token, which
  // supabase-js sends alongside. Other tokens cannot be verified here, so they are refused.
  const apikey = req.headers.apikey;
  if (typeof apikey !== 'string') return sendJson(res, 401, { message: 'No API key found in request' });
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? apikey;
  const token = TOKENS.has(apikey) ? TOKENS.get(bearer) : undefined;
  if (!token) return sendJson(res, 401, { message: 'Invalid API key' });

  const ctx = { req, res, url, db, ...token, storageDir };
  await (service === 'rest' ? handleRest(ctx) : handleStorage(ctx));
}

/** What pg_cron runs on hosted Supabase (the request_limits migration), on the same schedule. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

function scheduleHousekeeping(db: Database, storageDir: string, log: (line: string) => void): NodeJS.Timeout {
  // Housekeeping alone never keeps the process alive.
  return setInterval(() => {
    db.query<{ bucket_id: string; id: string }>('select * from private.remove_expired()')
      .then(({ rows }) => Promise.all(rows.map((row) => removeStoredFile(storageDir, row.bucket_id, row.id))))
      .catch((error: unknown) => log(`Local backend: housekeeping failed: ${String(error)}`));
  }, HOUSEKEEPING_INTERVAL_MS).unref();
}
