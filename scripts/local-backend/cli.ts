// `npm run backend`: the embedded Supabase stand-in on the port the site's local keys point at,
// with the Edge Functions and the mail catcher they send to.
import { join, resolve } from 'node:path';
import { DATA_DIR } from './database.ts';
import { localSetting } from './functions.ts';
import { LOCAL_SMTP_PORT, LOCAL_SUPABASE_URL, SITE_PORT } from './keys.ts';
import { LOCAL_MAIL_DIR, startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { localBackendIsRunning } from './health.ts';
import { startLocalBackend } from './server.ts';

const dataRoot = resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DATA_DIR);

if (await localBackendIsRunning()) {
  console.log(`Local backend already running at ${LOCAL_SUPABASE_URL}; reusing it.`);
} else {
  let mail: MailCatcher | undefined;
  try {
    mail = await startMailCatcher({ port: LOCAL_SMTP_PORT, mailDir: LOCAL_MAIL_DIR });
    const backend = await startLocalBackend({
      port: Number(new URL(LOCAL_SUPABASE_URL).port),
      dataDir: join(dataRoot, 'db'),
      storageDir: join(dataRoot, 'storage'),
      functions: {
        // scripts/dev/serve.ts names the port the site really runs on; the links in emails open it.
        siteUrl: process.env.LOCAL_SITE_URL ?? `http://localhost:${SITE_PORT}`,
        smtpUrl: localSetting('SMTP_URL') || `smtp://127.0.0.1:${mail.port}`,
      },
      minimumRequestLimit: Number(process.env.LOCAL_MIN_REQUEST_LIMIT) || undefined,
    });
    console.log(`Local backend ready at ${backend.url} (data in ${dataRoot}); mail caught on port ${mail.port} (npm run mail)`);
    stopOnSignals(() => Promise.all([backend.close(), mail?.close()]));
  } catch (error) {
    await mail?.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      // Something else (`supabase start`, say) holds the port; the site can use that instead.
      console.error(
        `${LOCAL_SUPABASE_URL} or mail port ${LOCAL_SMTP_PORT} is taken by something other than the local backend; not starting a second one.`,
      );
    } else {
      console.error('Local backend failed to start:', error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  }
}

function stopOnSignals(close: () => Promise<unknown>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now", even if closing hangs.
    if (stopping) process.exit(1);
    stopping = true;
    // Closing PGlite cleanly is what keeps the data directory usable next time.
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Local backend: error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
