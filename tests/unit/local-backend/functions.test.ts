// The `subscribe` Edge Function as `npm run dev` runs it: Deno (from npm) behind the local
// backend's /functions/v1, calling the database over the PostgREST RPC stand-in, mailing the local
// catcher. The oracle attack of issue 13 is tried again here over HTTP.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS_DIR, functionNames, localSetting } from '../../../scripts/local-backend/functions.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../scripts/local-backend/keys.ts';
import { caughtMail, startMailCatcher, type MailCatcher } from '../../../scripts/local-backend/mail-catcher.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/local-backend/server.ts';
import { tempDir } from '../temp-dir';

const SITE = 'http://localhost:4321';
let dir: string;
let catcher: MailCatcher;
let backend: LocalBackend;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'functions-test-'));
  catcher = await startMailCatcher({ port: 0, mailDir: join(dir, 'mail') });
  backend = await startLocalBackend({
    port: 0,
    storageDir: join(dir, 'storage'),
    log: () => {},
    functions: { siteUrl: SITE, smtpUrl: `smtp://127.0.0.1:${catcher.port}` },
    // These tests subscribe many times from one address; one test below meets the real limit.
    minimumRequestLimit: 1000,
  });
}, 90_000);

afterAll(async () => {
  await backend?.close();
  await catcher?.close();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
const address = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** What the site's forms send (src/lib/forms/subscriptions/subscriptions.ts), with any extra headers. */
function subscribe(email: string, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/functions/v1/subscribe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      Origin: SITE,
      ...headers,
    },
    body: JSON.stringify({ list: 'newsletter', email, consent: { form: 'blog-newsletter', wording: 'test' } }),
  });
}

const mailTo = async (email: string) => (await caughtMail(join(dir, 'mail'))).filter((mail) => mail.to === email);
/** Waits (polling the catcher's folder) for the emails to an address; the function sends after answering. */
const waitForMail = (email: string, count = 1) =>
  vi.waitFor(
    async () => {
      const mails = await mailTo(email);
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 10_000, interval: 50 },
  );
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x').searchParams.get('token');

async function confirmedAddress(label: string): Promise<string> {
  const email = address(label);
  await subscribe(email);
  const [mail] = await waitForMail(email);
  const confirm = await fetch(`${backend.url}/functions/v1/subscribe/confirm`, {
    method: 'POST',
    body: JSON.stringify({ token: tokenOf(mail!.links[0]) }),
  });
  expect(await confirm.json()).toEqual({ result: 'confirmed' });
  return email;
}

/** Everything a visitor can compare in an answer; Date changes by the second, for everyone alike. */
async function observable(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe('Deno runs the functions', () => {
  it('type-checks each function with `deno check`, as the Supabase CLI bundles them', () => {
    for (const name of functionNames()) {
      const result = spawnSync('node_modules/.bin/deno', ['check', '--no-lock', join(FUNCTIONS_DIR, name, 'index.ts')], {
        encoding: 'utf8',
        env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      });
      expect(result.stderr, name).not.toMatch(/error/i);
      expect(result.status, name).toBe(0);
    }
  }, 60_000);

  it('answers a function that does not exist with 404, as Supabase’s relay does', async () => {
    const response = await fetch(`${backend.url}/functions/v1/no-such-function`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('the functions’ settings locally', () => {
  it('come from the environment, then .env, then the local defaults in .env.example', async () => {
    const project = tempDir('settings');
    await writeFile(join(project, '.env.example'), '# defaults\nSALES_INBOX=sales@default.example\nHIRING_INBOX=careers@default.example\n');
    await writeFile(join(project, '.env'), 'SALES_INBOX=sales@dotenv.example\n');
    expect(localSetting('HIRING_INBOX', {}, project)).toBe('careers@default.example');
    expect(localSetting('SALES_INBOX', {}, project)).toBe('sales@dotenv.example');
    expect(localSetting('SALES_INBOX', { SALES_INBOX: 'sales@env.example' }, project)).toBe('sales@env.example');
    expect(localSetting('SMTP_URL', {}, project)).toBe('');
  });

  it('name the team inboxes in the project’s .env.example, so a fresh clone needs no .env', () => {
    expect(localSetting('SALES_INBOX', {})).toMatch(/@/);
    expect(localSetting('HIRING_INBOX', {})).toMatch(/@/);
  });
});

describe('no oracle (issue 13, tried again)', () => {
  it('answers a new, a pending and a confirmed address identically, whatever Prefer header is sent', async () => {
    const pendingEmail = address('pending');
    await subscribe(pendingEmail);
    const confirmedEmail = await confirmedAddress('confirmed');

    for (const prefer of [undefined, 'count=exact', 'return=representation', 'count=exact, return=representation']) {
      const headers: Record<string, string> = prefer ? { Prefer: prefer } : {};
      const answers = await Promise.all(
        [address('new'), pendingEmail, confirmedEmail].map(async (email) => observable(await subscribe(email, headers))),
      );
      expect(answers[1], `pending vs new, Prefer: ${prefer}`).toEqual(answers[0]);
      expect(answers[2], `confirmed vs new, Prefer: ${prefer}`).toEqual(answers[0]);
      expect(answers[0]!.status).toBe(202);
      expect(answers[0]!.headers['content-range']).toBeUndefined();
    }
  }, 30_000);

  it('gives the visitor’s key nothing from the database functions or tables', async () => {
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/confirm_subscription`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(rpc.status).toBe(401);
    expect((await rpc.json()).code).toBe('42501');
    const insert = await fetch(`${backend.url}/rest/v1/subscriptions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ list: 'newsletter', email: 'probe@example.com' }),
    });
    expect(insert.status).toBe(401);
  });
});

describe('the request limit', () => {
  it('answers 429 with the over-limit message once a client passes it, and sends no email', async () => {
    await backend.db.query(`update private.request_limits set max_requests = 2 where action = 'subscription'`);
    await backend.db.query(`delete from private.recent_requests where action = 'subscription'`);
    try {
      expect((await subscribe(address('first'))).status).toBe(202);
      expect((await subscribe(address('second'))).status).toBe(202);
      const refused = address('third');
      const answer = await subscribe(refused, { 'X-Forwarded-For': '192.0.2.99' });
      expect(answer.status).toBe(429);
      expect(await answer.json()).toEqual({ message: 'Too many requests from your connection; please try again in a few minutes.' });
      // Every email is a row in the outbox first, queued by the request that causes it.
      const { rows } = await backend.db.query(`select 1 from private.outbox where lower(to_address) = lower($1)`, [refused]);
      expect(rows).toEqual([]);
    } finally {
      await backend.db.query(`update private.request_limits set max_requests = 1000 where action = 'subscription'`);
    }
  }, 30_000);
});

describe('the email flow through Deno and SMTP', () => {
  it('emails a confirmation link that confirms once, and an unsubscribe link and header that remove the address', async () => {
    const email = address('flow');
    expect((await subscribe(email)).status).toBe(202);
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Confirm your subscription to the Voxa blog');
    expect(mail!.links[0]).toMatch(new RegExp(`^${SITE}/confirm-subscription\\?token=[\\da-f]{64}$`));

    const confirm = () =>
      fetch(`${backend.url}/functions/v1/subscribe/confirm`, { method: 'POST', body: JSON.stringify({ token: tokenOf(mail!.links[0]) }) });
    expect(await (await confirm()).json()).toEqual({ result: 'confirmed' });
    expect(await (await confirm()).json()).toEqual({ result: 'invalid' });

    // A mail client's one-click unsubscribe: POST to the List-Unsubscribe URL (RFC 8058).
    const oneClick = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toContain(`${backend.url}/functions/v1/subscribe/unsubscribe?token=`);
    const unsubscribe = () =>
      fetch(oneClick!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect(await (await unsubscribe()).json()).toEqual({ result: 'unsubscribed' });
    expect(await (await unsubscribe()).json()).toEqual({ result: 'invalid' });
  }, 30_000);

  it('sends a confirmed address nothing new when it subscribes again', async () => {
    const email = await confirmedAddress('again');
    const { rows: before } = await backend.db.query(`select confirmation_sent_at from public.subscriptions where email = $1`, [email]);
    expect((await subscribe(email)).status).toBe(202);
    // An address subscribed after it is mailed; by then a mail for the first would have gone too.
    const marker = address('marker');
    await subscribe(marker);
    await waitForMail(marker);
    expect(await mailTo(email)).toHaveLength(1);
    const { rows: after } = await backend.db.query(`select confirmation_sent_at from public.subscriptions where email = $1`, [email]);
    expect(after).toEqual(before);
  }, 30_000);

  it('answers the owner’s RPC calls as PostgREST does: rows of a set-returning function, 404 for unknown arguments', async () => {
    const call = (name: string, args: object) =>
      fetch(`${backend.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      });
    const email = address('rpc');
    const rows = await call('request_subscription', {
      list: 'newsletter',
      email,
      choices: null,
      consent_form: 'f',
      consent_wording: 'w',
      client: '192.0.2.1',
    });
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual([expect.objectContaining({ send_to: email })]);
    expect(await (await call('unsubscribe', { token: 'none' })).json()).toBe(false);
    const unknown = await call('unsubscribe', { wrong: 'x' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('PGRST202');
    // An argument with a default (suspected_bot, above) may be left out; one without may not.
    expect((await call('request_subscription', { list: 'newsletter', email: address('partial') })).status).toBe(404);
  });
});
