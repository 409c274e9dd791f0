// Whether `npm run dev` and `npm run preview` need the embedded backend: not when the settings name
// a hosted Supabase project, read as Astro reads them (the environment first, then the mode's .env
// files), so the forms and the backend started beside them never disagree.
import { loadEnv } from 'vite';
import { LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';

/** The hosted project's address, if the settings of `mode` name one other than this machine's. */
export function hostedSupabaseUrl(mode: 'development' | 'production', dir = process.cwd()): string | undefined {
  const url = loadEnv(mode, dir, 'PUBLIC_').PUBLIC_SUPABASE_URL?.trim().replace(/\/$/, '');
  return url && url !== LOCAL_SUPABASE_URL ? url : undefined;
}
