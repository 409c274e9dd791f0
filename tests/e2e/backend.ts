import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '../../scripts/local-backend/keys';

const ownerHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

/** Rows of a table as the site owner sees them (service role), newest first. */
export async function ownerRows<T = Record<string, unknown>>(table: string): Promise<T[]> {
  const response = await fetch(`${LOCAL_SUPABASE_URL}/rest/v1/${table}?select=*&order=created_at.desc`, {
    headers: ownerHeaders,
  });
  if (!response.ok) throw new Error(`Reading ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** A stored file as the site owner downloads it. */
export async function ownerFile(bucket: string, path: string): Promise<Buffer> {
  const response = await fetch(`${LOCAL_SUPABASE_URL}/storage/v1/object/${bucket}/${path}`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`Reading ${bucket}/${path}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** An address no other test run uses, so a test finds its own row. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
