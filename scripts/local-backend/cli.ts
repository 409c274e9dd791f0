// `npm run backend`: the embedded Supabase stand-in on the port the site's local keys point at.
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT } from './config.ts';
import { HEALTH_BODY, startLocalBackend, type LocalBackend } from './server.ts';

const url = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
const dataRoot = resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR);

/** True when our own backend already answers: PGlite allows one process per data directory. */
async function alreadyRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return false;
    const body = (await response.json()) as { service?: unknown };
    return body.service === HEALTH_BODY.service;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (await alreadyRunning()) {
    console.log(`Local backend already running at ${url}; reusing it.`);
    return;
  }

  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({
      port: DEFAULT_PORT,
      host: DEFAULT_HOST,
      dataDir: join(dataRoot, 'db'),
      storageDir: join(dataRoot, 'storage'),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      // Something else (`supabase start`, say) holds the port; the site can use that instead.
      console.error(`Port ${DEFAULT_PORT} is taken by something other than the local backend; not starting a second one.`);
    } else {
      console.error('Local backend failed to start:', error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
    return;
  }

  console.log(`Local backend ready at ${backend.url} (data in ${dataRoot})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now", even if closing hangs.
      process.exit(1);
    }
    stopping = true;
    // Closing PGlite cleanly is what keeps the data directory usable next time.
    backend
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`Local backend: error while stopping on ${signal}:`, error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
