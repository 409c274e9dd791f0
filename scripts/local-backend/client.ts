// A running local backend as its owner sees it (service-role key): the health check the CLI and
// `npm run submissions` use before starting a second one, and the listing and download that
// `npm run submissions` and the e2e tests share, so they cannot drift apart.
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from './keys.ts';

/** What /health answers, so a script can tell this backend from anything else on the port. */
export const HEALTH_BODY = { status: 'ok', service: 'local-backend' } as const;

const ownerHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

/** True when our own backend answers: PGlite allows one process per data directory. */
export async function localBackendIsRunning(url = LOCAL_SUPABASE_URL): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && ((await response.json()) as { service?: unknown }).service === HEALTH_BODY.service;
  } catch {
    return false;
  }
}

/** Rows of a table, newest first. */
export async function ownerRows<T = Record<string, unknown>>(table: string, url = LOCAL_SUPABASE_URL): Promise<T[]> {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`Reading ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** A stored file's bytes. */
export async function ownerFile(bucket: string, path: string, url = LOCAL_SUPABASE_URL): Promise<Buffer> {
  const response = await fetch(`${url}/storage/v1/object/${bucket}/${path}`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`Reading ${bucket}/${path}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
