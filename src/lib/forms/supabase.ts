import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './endpoints';

let client: Promise<SupabaseClient> | undefined;

/**
 * The Supabase client, as the anonymous visitor. supabase-js is about 59 KB gzip, so it is
 * loaded the first time a visitor starts filling a form, never with the page.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      // Offline when the module was wanted: let the next attempt try again.
      client = undefined;
      throw error;
    });
  return client;
}

/** Starts loading the client early (on a form's first focus) so sending does not wait for it. */
export function warmUpSupabase(): void {
  getSupabase().catch(() => {});
}
