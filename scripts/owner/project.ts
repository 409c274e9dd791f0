// The Supabase project an owner's command reads or writes: SUPABASE_URL with
// SUPABASE_SERVICE_ROLE_KEY (a hosted project's secret key: keep it in the deploy's secrets), or,
// with no SUPABASE_URL, the local backend of `npm run dev` and its well-known key.
import { databaseCaller, type CallDatabase } from '../../supabase/functions/_shared/rpc.ts';
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';

export function ownerProject(env: NodeJS.ProcessEnv = process.env): { url: string; callDatabase: CallDatabase } {
  const url = (env.SUPABASE_URL ?? LOCAL_SUPABASE_URL).replace(/\/$/, '');
  // The local key opens only the local backend; another project needs its own.
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? (url === LOCAL_SUPABASE_URL ? LOCAL_SERVICE_ROLE_KEY : undefined);
  if (!key) throw new Error(`Set SUPABASE_SERVICE_ROLE_KEY to reach ${url}.`);
  return { url, callDatabase: databaseCaller(url, key) };
}
