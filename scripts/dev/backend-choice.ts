// Which backend `npm run dev` and `npm run preview` send the forms to: a hosted Supabase project
// when the settings name one, read as Astro reads them (the environment first, then the mode's .env
// files), so the forms and the backend started beside them never disagree; else whatever already
// answers on the local port (`supabase start`, say); else the embedded backend, started for them.
import { loadEnv } from 'vite';
import { isLocalAddress } from '../../src/lib/forms/backend/backend-settings.ts';
import { LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';
import { localBackendIsRunning } from '../local-backend/health.ts';
import { isPortFree } from './site-port.ts';

/** The hosted project's address, if the settings of `mode` name a project not on this machine. */
export function hostedSupabaseUrl(mode: 'development' | 'production', dir = process.cwd()): string | undefined {
  const url = loadEnv(mode, dir, 'PUBLIC_').PUBLIC_SUPABASE_URL?.trim();
  return url && !isLocalAddress(url) ? url : undefined;
}

/** True when something other than the embedded backend holds its port, as the Supabase CLI's stack does. */
export async function anotherBackendAnswers(url = LOCAL_SUPABASE_URL): Promise<boolean> {
  return !(await isPortFree(Number(new URL(url).port))) && !(await localBackendIsRunning(url));
}
