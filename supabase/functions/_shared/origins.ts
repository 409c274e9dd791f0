/** A page served from this machine (http://localhost:4321, http://127.0.0.1:4400, …), on any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return protocol === 'http:' && /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname);
  } catch {
    return false;
  }
}
