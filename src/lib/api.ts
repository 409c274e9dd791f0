// The developer API as /api and /documentation describe it. The API is illustrative: nothing on
// the site calls it.
import { DOMAIN, site } from '../site';

/** Documented paths start with /api/v1, so this is the origin they are appended to. */
export const apiBaseUrl = `https://api.${DOMAIN}`;

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Advertised limits per plan (spec section 9); `null` is negotiated per contract. */
export const rateLimits = [
  { plan: 'Starter', requestsPerHour: 1_000 },
  { plan: 'Professional', requestsPerHour: 10_000 },
  { plan: 'Enterprise', requestsPerHour: null },
] as const;

/** Short bursts may reach this multiple of the hourly rate. */
export const burstMultiplier = 2;

export function formatRateLimit(requestsPerHour: number | null): string {
  return requestsPerHour === null ? 'Custom' : `${requestsPerHour.toLocaleString('en-US')} requests/hour`;
}

/**
 * SDK content writes `{brand}` (package names) or `{Brand}` (class namespaces) where code needs the
 * brand, so the name itself stays in src/site.ts.
 */
export function fillBrand(text: string): string {
  return text.replaceAll('{brand}', site.name.toLowerCase()).replaceAll('{Brand}', site.name);
}
