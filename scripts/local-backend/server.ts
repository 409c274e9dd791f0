// A stand-in for Supabase's API on one port: the gateway's key check and CORS, PostgREST under
// /rest/v1 and Storage under /storage/v1, backed by an embedded Postgres. It exists so the site's
// forms work on a machine without Docker, with the same migrations, grants and policies.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HOST, DEFAULT_PORT, readSupabaseConfig, SUPABASE_CONFIG_PATH, type SupabaseConfig } from './config.ts';
import { closeDatabase, openDatabase, type Database } from './database.ts';
import { answerPreflight, applyCorsHeaders, checkApiKey, sendJson, type RequestContext } from './http.ts';
import { handleRest } from './rest.ts';
import { handleStorage } from './storage.ts';

/** What /health answers, so a script can tell this backend from anything else on the port. */
export const HEALTH_BODY = { status: 'ok', service: 'local-backend' } as const;

export interface LocalBackendOptions {
  /** 0 picks a free port; the chosen one is in the returned `url` and `port`. */
  port?: number;
  host?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Where uploaded files go; undefined uses a temporary folder removed on close. */
  storageDir?: string;
  configPath?: string;
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface LocalBackend {
  url: string;
  port: number;
  db: Database;
  storageDir: string;
  close(): Promise<void>;
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, dataDir, configPath = SUPABASE_CONFIG_PATH } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const config = await readSupabaseConfig(configPath);
  const temporaryStorage = options.storageDir === undefined;
  const storageDir = options.storageDir ?? (await mkdtemp(join(tmpdir(), 'local-backend-storage-')));
  await mkdir(storageDir, { recursive: true });

  const db = await openDatabase(dataDir, { migrationsDir: options.migrationsDir, log });
  const server = createServer((req, res) => {
    handle(req, res, { db, config, storageDir }).catch((error: unknown) => {
      log(`Local backend: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
      else res.destroy();
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await closeDatabase(db);
    if (temporaryStorage) await rm(storageDir, { recursive: true, force: true });
    throw error;
  }

  const actualPort = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    db,
    storageDir,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // supabase-js keeps connections alive; without this close() would wait for them.
          server.closeAllConnections();
        });
        await closeDatabase(db);
        if (temporaryStorage) await rm(storageDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

interface ServerState {
  db: Database;
  config: SupabaseConfig;
  storageDir: string;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

async function handle(req: IncomingMessage, res: ServerResponse, state: ServerState): Promise<void> {
  applyCorsHeaders(res);
  if (req.method === 'OPTIONS') return answerPreflight(req, res);

  const url = new URL(req.url ?? '/', 'http://local-backend');
  if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
    return sendJson(res, 200, HEALTH_BODY);
  }

  const service = under(url.pathname, '/rest/v1') ? 'rest' : under(url.pathname, '/storage/v1') ? 'storage' : null;
  if (!service) return sendJson(res, 404, { message: 'no Route matched with those values' });

  const check = checkApiKey(req, url);
  if (!check.ok) return sendJson(res, 401, check.body);

  const ctx: RequestContext = { req, res, url, db: state.db, key: check.key, config: state.config, storageDir: state.storageDir };
  if (service === 'rest') await handleRest(ctx);
  else await handleStorage(ctx);
}
