// `npm run dev` / `npm run preview`: Astro together with the embedded local backend, which
// stops when Astro stops. With a hosted project configured, or another backend on the local port,
// only Astro runs (backend-choice.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { LOCAL_SUPABASE_URL, SITE_PORT } from '../local-backend/keys.ts';
import { anotherBackendAnswers, hostedSupabaseUrl } from './backend-choice.ts';
import { sitePort } from './site-port.ts';
import { waitForServer } from './wait-for-server.mjs';

const [command = 'dev', ...args] = process.argv.slice(2);
// The port is settled here, not by Astro, so the backend's emails link to the site where it
// really runs: `--port` as given, else the first free one from the usual port up.
const { port, astroArgs } = await sitePort(args, SITE_PORT);
const useLocalBackend = !hostedSupabaseUrl(command === 'dev' ? 'development' : 'production');

function run(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, args, { stdio: 'inherit', env });
}

let backend: ChildProcess | undefined;
if (useLocalBackend && (await anotherBackendAnswers())) {
  console.log(`Another backend already answers at ${LOCAL_SUPABASE_URL} (\`supabase start\`, for example); the forms will send to it.`);
} else if (useLocalBackend) {
  backend = run(['scripts/local-backend/cli.ts'], { ...process.env, LOCAL_SITE_URL: `http://localhost:${port}` });
  // Astro starts once forms have somewhere to send, so the first submission cannot race it. A
  // backend that cannot start says why and ends this at once, rather than after the wait.
  const started = await Promise.race([
    waitForServer(`${LOCAL_SUPABASE_URL}/health`, { timeoutMs: 60_000 }).then(
      () => true,
      () => false,
    ),
    once(backend, 'exit').then(([code]) => code === 0),
  ]);
  if (!started) {
    console.error(`The local backend did not start; not starting ${command}.`);
    await stopBackend();
    process.exit(1);
  }
}

const astro = run(['node_modules/astro/bin/astro.mjs', command, ...astroArgs], {
  ...process.env,
  // Keep Astro in the foreground: it backgrounds itself when it believes an agent runs it.
  ASTRO_DEV_BACKGROUND: '0',
  ASTRO_PREVIEW_BACKGROUND: '0',
});

async function stopBackend() {
  if (!backend || backend.exitCode !== null) return;
  backend.kill('SIGTERM');
  await once(backend, 'exit');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => astro.kill(signal));
}
backend?.on('exit', (code) => {
  // A backend that could not start leaves the forms nowhere to send: stop rather than pretend.
  if (code && astro.exitCode === null) {
    console.error(`The local backend stopped (exit ${code}); stopping ${command}.`);
    astro.kill('SIGTERM');
  }
});

const [exitCode] = await once(astro, 'exit');
await stopBackend();
process.exit(exitCode ?? 0);
