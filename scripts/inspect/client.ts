// A running local backend as its owner reads it (service-role key): the listing that
// `npm run submissions` and the tests share, so they cannot drift apart, and the download the
// tests use to check an uploaded résumé.
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';

const ownerHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

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
