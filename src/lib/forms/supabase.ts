import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { timings } from '../../site';

let client: Promise<SupabaseClient> | undefined;

/**
 * The Supabase client, as the anonymous visitor. supabase-js is about 59 KB gzip, so it is
 * loaded the first time a visitor starts filling a form, never with the page.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchWithTimeout },
      }),
    )
    .catch((error: unknown) => {
      // Offline when the module was wanted: let the next attempt try again.
      client = undefined;
      throw error;
    });
  return client;
}

/**
 * fetch that gives up after `timings.sendTimeoutMs`: a backend that accepts the connection and
 * then says nothing would otherwise leave the form "Sending..." forever. Aborting (rather than
 * only ignoring the answer) means a late answer cannot store a row the visitor then sends again.
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer within ${timings.sendTimeoutMs / 1000} s`)),
    timings.sendTimeoutMs,
  );
  const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
  try {
    return await fetch(input, { ...init, signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Starts loading the client early (on a form's first focus) so sending does not wait for it. */
export function warmUpSupabase(): void {
  getSupabase().catch(() => {});
}
