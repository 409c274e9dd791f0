// The developer API as /api and /documentation describe it. The API is illustrative: nothing on
// the site calls it.
import { DOMAIN, site } from '@/site';

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

/** What a limit is called in one language (the dictionary's `api.rateLimits.units`). */
export interface RateLimitUnits {
  custom: string;
  perHour: string;
}

/** A limit as the page shows it, its number written for `locale` (an Intl locale). */
export function formatRateLimit(requestsPerHour: number | null, units: RateLimitUnits, locale: string): string {
  return requestsPerHour === null ? units.custom : `${requestsPerHour.toLocaleString(locale)} ${units.perHour}`;
}

/**
 * SDK content writes `{brand}` (package names) or `{Brand}` (class namespaces) where code needs the
 * brand, so the name itself stays in src/site.ts.
 */
export function fillBrand(text: string): string {
  return text.replaceAll('{brand}', site.name.toLowerCase()).replaceAll('{Brand}', site.name);
}

export interface ExampleRequest {
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** An endpoint's example as the HTTP request a client sends: request line, headers, JSON body. */
export function exampleHttpRequest(method: string, { path, query, body }: ExampleRequest): string {
  const search = query
    ? `?${Object.entries(query)
        .map(([name, value]) => `${name}=${value}`)
        .join('&')}`
    : '';
  const lines = [`${method} ${path}${search}`, 'Authorization: Bearer YOUR_API_KEY'];
  if (body) lines.push('Content-Type: application/json', '', JSON.stringify(body, null, 2));
  return lines.join('\n');
}

export function exampleJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
