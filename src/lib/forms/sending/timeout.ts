// Every form send, through supabase-js or straight to the subscribe function, gives up in time.
// No imports: the subscription forms use it without loading the database client.

/** How long a form send may go unanswered before the visitor is told it failed. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * fetch that gives up after `SEND_TIMEOUT_MS`: a backend that accepts the connection and then
 * says nothing would otherwise leave the form "Sending..." forever. Aborting frees the form at
 * once; it cannot undo a request the server already received, so a send reported as timed out
 * may still have been stored, and sending again may store it twice rather than lose it.
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s`)), SEND_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
  try {
    return await fetch(input, { ...init, signal });
  } finally {
    clearTimeout(timer);
  }
}
