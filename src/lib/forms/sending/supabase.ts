import type * as Sender from './send';

let sender: Promise<typeof Sender> | undefined;

/**
 * The code that sends (send.ts) with the Supabase client, as the anonymous visitor. supabase-js
 * is nearly as large as React itself, and most visitors never send a form, so it is loaded
 * the first time a visitor starts filling one, never with the page.
 */
export function loadSender(): Promise<typeof Sender> {
  sender ??= import('./send').catch((error: unknown) => {
    // Offline when the module was wanted: the next send asks for it again. Browsers that follow
    // the HTML standard's newer rule (whatwg/html#10327) then fetch it again; older ones keep
    // the failure until the page is reloaded, and a reload keeps what the visitor typed
    // (src/lib/forms/drafts/drafts.ts).
    sender = undefined;
    throw error;
  });
  return sender;
}

/** Starts loading the client early (on a form's first focus) so sending does not wait for it. */
export function warmUpSupabase(): void {
  loadSender().catch(() => {});
}
