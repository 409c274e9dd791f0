// The `subscribe` Edge Function's requests, apart from Deno so the tests can drive it:
//   POST …/subscribe               a form's subscribe request: always 202 and the same body;
//   POST …/subscribe/confirm       the confirmation link's token (the site's confirm page sends it);
//   POST …/subscribe/unsubscribe   an unsubscribe token, from the site's page (JSON) or from a
//                                  mail client's one-click POST (RFC 8058, token in the query);
//   GET  …/subscribe/unsubscribe   a mail client that opens the header's link: on to the site's page.
import { buildEmail } from '../_shared/email.ts';

/** The site's pages that the emailed links open (src/pages/confirm-subscription.astro, unsubscribe.astro). */
export const CONFIRM_PAGE_PATH = '/confirm-subscription';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export const LISTS = ['newsletter', 'status'] as const;
export type List = (typeof LISTS)[number];

const CHOICES = ['incidents', 'maintenance', 'resolutions', 'performance'] as const;
type Choices = Record<(typeof CHOICES)[number], boolean>;

/** What every subscribe request is told, whatever the address: new, pending or confirmed. */
export const SUBSCRIBE_ANSWER = { message: 'Check your inbox: we sent a link to confirm your subscription.' };

export interface SubscribeConfig {
  /** The site's origin (links in emails; the only origin allowed to call from a browser). */
  siteUrl: string;
  siteName: string;
  /** This function's own public URL, for the one-click unsubscribe header. */
  functionUrl: string;
  /** `Name <address>` the emails come from. */
  mailFrom: string;
}

export interface SubscribeDependencies {
  config: SubscribeConfig;
  /** Calls a database function over PostgREST as the service role; throws a DatabaseError. */
  callDatabase(name: string, args: Record<string, unknown>): Promise<unknown>;
  sendMail(envelope: { from: string; to: string }, message: string): Promise<void>;
  /** Keeps the function alive for work done after the answer (EdgeRuntime.waitUntil). */
  runAfterResponse(task: Promise<unknown>): void;
  log(line: string): void;
  now(): Date;
}

export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

interface PendingConfirmation {
  send_to: string;
  confirm_link_token: string;
  unsubscribe_link_token: string;
  link_expires_at: string;
}

export async function handleRequest(request: Request, deps: SubscribeDependencies): Promise<Response> {
  const cors = corsHeaders(deps.config.siteUrl);
  // Preflight of the site's JSON POST (Supabase docs, "CORS support for Invoking from the browser").
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  const url = new URL(request.url);
  const action = url.pathname.split('/').filter(Boolean).at(-1);
  try {
    if (action === 'unsubscribe') {
      if (request.method === 'GET') {
        const page = new URL(UNSUBSCRIBE_PAGE_PATH, deps.config.siteUrl);
        page.search = url.search;
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

  let rows: PendingConfirmation[];
  try {
    rows = (await deps.callDatabase('request_subscription', {
      list,
      email,
      choices,
      consent_form: consent.form,
      consent_wording: consent.wording,
      client: clientAddress(request),
      // The form's honeypot was filled (a bot, or autofill): kept and marked, never dropped.
      suspected_bot: body?.suspectedBot === true,
    })) as PendingConfirmation[];
  } catch (error) {
    // A malformed address or consent record: the database's checks (23514) decide, and they
    // depend on the text sent only, never on who is subscribed.
    if (error instanceof DatabaseError && error.code === '23514') {
      return json(400, { message: 'Please enter a valid email address.' }, cors);
    }
    throw error;
  }
  // The email goes after the answer, so a new or pending address (an email to send) and a
  // confirmed one (none) take the same time to answer.
  for (const pending of rows) {
    deps.runAfterResponse(
      sendConfirmation(deps, list as List, pending, choices).catch((error: unknown) =>
        deps.log(`subscribe: the confirmation email could not be sent: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  }
  return json(202, SUBSCRIBE_ANSWER, cors);
}

function readChoices(value: unknown): Choices | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = CHOICES.map((key) => [key, (value as Record<string, unknown>)[key]] as const);
  return entries.every(([, chosen]) => typeof chosen === 'boolean') ? (Object.fromEntries(entries) as Choices) : undefined;
}

const CHOICE_LABELS: Record<keyof Choices, string> = {
  incidents: 'incidents',
  maintenance: 'scheduled maintenance',
  resolutions: 'resolutions',
  performance: 'weekly performance reports',
};

/** The confirmation email's subject and text, as the subscriber reads them. */
export function confirmationText(
  config: SubscribeConfig,
  list: List,
  links: { confirm: string; unsubscribe: string },
  expiresAt: Date,
  choices: Choices | null,
): { subject: string; text: string } {
  const what = list === 'newsletter' ? `new articles from the ${config.siteName} blog` : `${config.siteName} status updates`;
  const chosen = choices ? CHOICES.filter((key) => choices[key]).map((key) => CHOICE_LABELS[key]) : [];
  return {
    subject: list === 'newsletter' ? `Confirm your subscription to the ${config.siteName} blog` : `Confirm your ${config.siteName} status updates`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive ${what} at this address.`,
      ...(choices ? [`Chosen: ${chosen.length > 0 ? chosen.join(', ') : 'no notifications'}.`] : []),
      '',
      'To confirm, open this link:',
      links.confirm,
      '',
      `The link works until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Until you open it, you are not subscribed.`,
      'If you did not ask for this, ignore this email and you will hear nothing more from us.',
      '',
      `${config.siteName} · ${config.siteUrl}`,
      `Unsubscribe: ${links.unsubscribe}`,
      '',
    ].join('\n'),
  };
}

async function sendConfirmation(
  deps: SubscribeDependencies,
  list: List,
  pending: PendingConfirmation,
  choices: Choices | null,
): Promise<void> {
  const { config } = deps;
  const link = (path: string, token: string) => `${new URL(path, config.siteUrl).href}?token=${token}`;
  const { subject, text } = confirmationText(
    config,
    list,
    { confirm: link(CONFIRM_PAGE_PATH, pending.confirm_link_token), unsubscribe: link(UNSUBSCRIBE_PAGE_PATH, pending.unsubscribe_link_token) },
    new Date(pending.link_expires_at),
    choices,
  );
  const message = buildEmail({
    from: config.mailFrom,
    to: pending.send_to,
    subject,
    text,
    unsubscribeUrl: `${config.functionUrl}/unsubscribe?token=${pending.unsubscribe_link_token}`,
    domain: /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost',
    date: deps.now(),
  });
  await deps.sendMail({ from: config.mailFrom, to: pending.send_to }, message);
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

function corsHeaders(siteUrl: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': new URL(siteUrl).origin,
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}
