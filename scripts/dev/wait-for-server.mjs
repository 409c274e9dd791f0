/**
 * Resolves once `url` answers with a 2xx status; rejects after `timeoutMs`. Servers started in
 * the background (the local backend, `astro preview`) take a moment before they listen.
 */
export async function waitForServer(url, { timeoutMs = 30_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(intervalMs * 5) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
