// The `subscribe` Edge Function's requests, apart from Deno so the tests can drive it:
//   POST …/subscribe               a form's subscribe request: 202 and the same body whatever the
//                                  address (400 for a malformed one, 429 over the limit);
//   POST …/subscribe/confirm       the confirmation link's token (the site's confirm page sends it);
//   POST …/subscribe/unsubscribe   an unsubscribe token, from the site's page (JSON) or from a
//                                  mail client's one-click POST (RFC 8058, token in the query);
//   GET  …/subscribe/unsubscribe   a mail client that opens the header's link: on to the site's page.
// The confirmation email is queued by the database with the subscription (the outbox) and sent by
// the `send-email` function, so this function sends no mail and answers every address alike.
import { DatabaseError, type CallDatabase } from '../_shared/rpc.ts';
import { isLoopbackOrigin } from '../_shared/origins.ts';
import { emailLanguage, pageIn, SUBSCRIPTION_CHOICES, UNSUBSCRIBE_PAGE_PATH, type Choices } from '../_shared/templates.ts';

export const LISTS = ['newsletter', 'status'] as const;
export type List = (typeof LISTS)[number];

/** What every subscribe request is told, whatever the address: new, pending or confirmed. */
export const SUBSCRIBE_ANSWER = { message: 'Check your inbox: we sent a link to confirm your subscription.' };

export interface SubscribeDependencies {
  /** The site's origin: the pages the emailed links open, and the browser origin allowed to call. */
  siteUrl: string;
  /** Calls a database function over PostgREST as the service role; throws a DatabaseError. */
  callDatabase: CallDatabase;
  log(line: string): void;
}

export async function handleRequest(request: Request, deps: SubscribeDependencies): Promise<Response> {
  const cors = corsHeaders(deps.siteUrl, request.headers.get('origin'));
  // Preflight of the site's JSON POST (Supabase docs, "CORS support for Invoking from the browser").
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  const url = new URL(request.url);
  const action = url.pathname.split('/').filter(Boolean).at(-1);
  try {
    if (action === 'unsubscribe') {
      if (request.method === 'GET') {
        // The header's link names the subscriber's language when it is not English (send-email).
        const page = new URL(pageIn(emailLanguage(url.searchParams.get('lang')), UNSUBSCRIBE_PAGE_PATH), deps.siteUrl);
        page.search = url.search;
        page.searchParams.delete('lang');
        return new Response(null, { status: 303, headers: { ...cors, Location: page.href } });
      }
      if (request.method !== 'POST') return json(405, { message: 'Use POST' }, cors);
      const token = url.searchParams.get('token') ?? (await jsonBody(request))?.token;
      const done = isToken(token) && (await deps.callDatabase('unsubscribe', { token })) === true;
      return json(200, { result: done ? 'unsubscribed' : 'invalid' }, cors);
    }
    if (request.method !== 'POST') return json(405, { message: 'Use POST' }, cors);
    if (action === 'confirm') {
      const token = (await jsonBody(request))?.token;
      const done = isToken(token) && (await deps.callDatabase('confirm_subscription', { token })) === true;
      return json(200, { result: done ? 'confirmed' : 'invalid' }, cors);
    }
    return await subscribe(request, deps, cors);
  } catch (error) {
    if (error instanceof DatabaseError && error.code === 'PT429') {
      return json(429, { message: 'Too many requests from your connection; please try again in a few minutes.' }, cors);
    }
    deps.log(`subscribe: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { message: 'The subscription could not be saved. Please try again.' }, cors);
  }
}

async function subscribe(request: Request, deps: SubscribeDependencies, cors: Record<string, string>): Promise<Response> {
  const body = await jsonBody(request);
  const list = body?.list;
  const email = body?.email;
  const consent = body?.consent as Record<string, unknown> | undefined;
  if (
    !LISTS.includes(list as List) ||
    typeof email !== 'string' ||
    typeof consent?.form !== 'string' ||
    typeof consent.wording !== 'string'
  ) {
    return json(400, { message: 'Expected {list, email, consent: {form, wording}}' }, cors);
  }
  const choices = list === 'status' ? readChoices(body?.choices) : null;
  if (choices === undefined) return json(400, { message: 'choices: four booleans' }, cors);

  try {
    await deps.callDatabase('request_subscription', {
      list,
      email,
      choices,
      consent_form: consent.form,
      consent_wording: consent.wording,
      client: clientAddress(request),
      // The form's honeypot was filled (a bot, or autofill): kept and marked, never dropped.
      suspected_bot: body?.suspectedBot === true,
      // The language of the form (anything unknown is English): every email is written in it.
      language: emailLanguage(body?.language),
    });
  } catch (error) {
    // A malformed address or consent record: the database's checks (23514) decide, and they
    // depend on the text sent only, never on who is subscribed.
    if (error instanceof DatabaseError && error.code === '23514') {
      return json(400, { message: 'Please enter a valid email address.' }, cors);
    }
    throw error;
  }
  return json(202, SUBSCRIBE_ANSWER, cors);
}

function readChoices(value: unknown): Choices | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = SUBSCRIPTION_CHOICES.map((key) => [key, (value as Record<string, unknown>)[key]] as const);
  return entries.every(([, chosen]) => typeof chosen === 'boolean') ? (Object.fromEntries(entries) as Choices) : undefined;
}

/**
 * The visitor's address for the database's request limit: the first `X-Forwarded-For` entry,
 * which Supabase's gateway sets from the connection (and the local backend sets from its socket).
 */
export function clientAddress(request: Request): string | null {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
  return /^[\d.]+$|^[\da-f:]+$/i.test(first) ? first : null;
}

function isToken(token: unknown): token is string {
  return typeof token === 'string' && /^[\da-f]{64}$/.test(token);
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's origin may call from a browser. A local site (on this machine) may be served on any
 * port, `npm run dev` moving to the next free one, so there any page on this machine may call.
 */
export function allowedOrigin(siteUrl: string, requestOrigin: string | null): string {
  const site = new URL(siteUrl).origin;
  if (requestOrigin && isLoopbackOrigin(site) && isLoopbackOrigin(requestOrigin)) return requestOrigin;
  return site;
}

function corsHeaders(siteUrl: string, requestOrigin: string | null): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': allowedOrigin(siteUrl, requestOrigin),
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}
