// A stand-in for Supabase's API on one port: the gateway's key check and CORS, PostgREST under
// /rest/v1, Storage under /storage/v1 and, when asked for, the Edge Functions under /functions/v1,
// backed by an embedded Postgres. It answers only the calls the site and its owner make (see
// rest.ts, storage.ts and functions.ts), so the forms work on a machine without Docker, with the
// same migrations, grants, policies and function code.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEALTH_BODY } from './client.ts';
import { closeDatabase, openDatabase, type Database } from './database.ts';
import { startEdgeFunctions, type EdgeFunctions, type FunctionSettings } from './functions.ts';
import { sendJson, type ApiRole } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { handleRest } from './rest.ts';
import { handleStorage } from './storage.ts';

export interface LocalBackendOptions {
  /** 0 picks a free port; the chosen one is in the returned `url`. */
  port: number;
  host?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Where uploaded files go. */
  storageDir: string;
  log?: (line: string) => void;
  /** Runs supabase/functions/ with Deno (npm run dev/preview/backend); tests of the REST and Storage stand-ins leave it out. */
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
  host = '127.0.0.1',
  dataDir,
  storageDir,
  log = console.error,
  functions: functionSettings,
}: LocalBackendOptions): Promise<LocalBackend> {
  const db = await openDatabase(dataDir, log);
  let functions: EdgeFunctions | undefined;
  const server = createServer((req, res) => {
    handle(req, res, db, storageDir, functions).catch((error: unknown) => {
      log(
        `Local backend: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
      else res.destroy();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await functions?.close();
    await new Promise((resolve) => {
      server.close(resolve);
      // supabase-js keeps connections alive; without this close() would wait for them.
      server.closeAllConnections();
    });
    await closeDatabase(db);
  };
  if (functionSettings) {
    try {
      functions = await startEdgeFunctions(url, functionSettings, log);
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
const ROLES = new Map(
  [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY].map((key): [string, ApiRole] => {
    const role: unknown = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString()).role;
    if (role !== 'anon' && role !== 'service_role') throw new Error(`Unexpected role in a local API key: ${String(role)}`);
    return [key, role];
  }),
);

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  storageDir: string,
  functions: EdgeFunctions | undefined,
): Promise<void> {
  // Edge Functions answer for themselves, CORS included, as on Supabase (each is deployed with
  // its own JWT setting; `subscribe` needs none: see supabase/config.toml).
  const functionPath = /^\/functions\/v1\/(.+)$/.exec(req.url ?? '')?.[1];
  if (functionPath && functions) return functions.forward(req, res, functionPath);

  // PostgREST's CORS (PostgREST docs, "CORS"): any origin may call, and a preflight is answered
  // with 200 and cached for a day. The gateway in front allows the headers supabase-js adds
  // (apikey, x-client-info, x-upsert…), so the requested ones are allowed as asked.
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(200, {
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      'Access-Control-Max-Age': '86400',
      'Content-Length': '0',
    });
    return void res.end();
  }

  const url = new URL(req.url ?? '/', 'http://local-backend');
  if (url.pathname === '/health' && req.method === 'GET') return sendJson(res, 200, HEALTH_BODY);
  const service = /^\/(rest|storage)\/v1(\/|$)/.exec(url.pathname)?.[1];
  // The gateway's own answer for a path no service is behind.
  if (!service) return sendJson(res, 404, { message: 'no Route matched with those values' });

  // The gateway checks `apikey`; the services take the role from the bearer token, which
  // supabase-js sends alongside. Other tokens cannot be verified here, so they are refused.
  const apikey = req.headers.apikey;
  if (typeof apikey !== 'string') return sendJson(res, 401, { message: 'No API key found in request' });
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? apikey;
  const role = ROLES.has(apikey) ? ROLES.get(bearer) : undefined;
  if (!role) return sendJson(res, 401, { message: 'Invalid API key' });

  const ctx = { req, res, url, db, role, storageDir };
  await (service === 'rest' ? handleRest(ctx) : handleStorage(ctx));
}
