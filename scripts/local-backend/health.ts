// How a script tells the embedded backend from anything else on its port, without loading it.
import { LOCAL_SUPABASE_URL } from './keys.ts';

/** What /health answers. */
export const HEALTH_BODY = { status: 'ok', service: 'local-backend' } as const;

/** True when our own backend answers: PGlite allows one process per data directory. */
export async function localBackendIsRunning(url = LOCAL_SUPABASE_URL): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && ((await response.json()) as { service?: unknown }).service === HEALTH_BODY.service;
  } catch {
    return false;
  }
}
