// The `subscribe` Edge Function under Node with a stand-in database, and the parts every function
// sends mail with: the email builder, and the SMTP client against the local mail catcher (real
// sockets) and against a scripted server for STARTTLS, AUTH and a server that stops answering.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caughtMail, parseMail, startMailCatcher, type MailCatcher } from '../../scripts/local-backend/mail-catcher.ts';
import { DatabaseError } from '../../supabase/functions/_shared/rpc.ts';
import { buildEmail, encodeHeader } from '../../supabase/functions/_shared/email.ts';
import {
  dotStuff,
  isPermanentFailure,
  sendSmtp,
  smtpSettingsFromUrl,
  SmtpError,
  type SmtpConnection,
} from '../../supabase/functions/_shared/smtp.ts';
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '../../supabase/functions/_shared/templates.ts';
import { handleRequest, SUBSCRIBE_ANSWER, type SubscribeDependencies } from '../../supabase/functions/subscribe/handler.ts';
import { nodeConnect } from './node-smtp.ts';

const SITE = 'http://localhost:4321';
const FUNCTION_URL = 'http://127.0.0.1:54321/functions/v1/subscribe';
const NOW = new Date('2026-11-24T10:00:00Z');
const TOKEN = 'a'.repeat(64);

const pending = (email: string) => ({
  send_to: email,
  confirm_link_token: 'c'.repeat(64),
  unsubscribe_link_token: 'u'.repeat(64),
  link_expires_at: '2026-12-01T10:00:00Z',
});

/** The handler with a database answering `answers[name]`. */
function harness(answers: Record<string, unknown | Error> = {}, siteUrl = SITE) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const deps: SubscribeDependencies = {
    siteUrl,
    async callDatabase(name, args) {
      calls.push({ name, args });
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    log: () => {},
  };
  const call = (path: string, init: RequestInit = {}) => handleRequest(new Request(`${FUNCTION_URL}${path}`, init), deps);
  return { deps, calls, call };
}

const subscribeBody = (overrides: Record<string, unknown> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' },
  body: JSON.stringify({
    list: 'status',
    email: 'ops@example.com',
    choices: { incidents: true, maintenance: false, resolutions: true, performance: true },
    consent: { form: 'status-updates', wording: '2026-11-24' },
    ...overrides,
  }),
});

async function answerOf(response: Response) {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

describe('subscribe requests', () => {
  it('answer a new or pending address (an email to send) and a confirmed one (none) identically', async () => {
    const toSend = harness({ request_subscription: [pending('ops@example.com')] });
    const nothing = harness({ request_subscription: [] });
    const first = await answerOf(await toSend.call('', subscribeBody()));
    const second = await answerOf(await nothing.call('', subscribeBody()));
    expect(first).toEqual(second);
    expect(first.status).toBe(202);
    expect(JSON.parse(first.body)).toEqual(SUBSCRIBE_ANSWER);
  });

  it('pass the request to the database with the consent record and the client address', async () => {
    const { call, calls } = harness({ request_subscription: [] });
    await call('', subscribeBody());
    expect(calls).toEqual([
      {
        name: 'request_subscription',
        args: {
          list: 'status',
          email: 'ops@example.com',
          choices: { incidents: true, maintenance: false, resolutions: true, performance: true },
          consent_form: 'status-updates',
          consent_wording: '2026-11-24',
          client: '203.0.113.9',
          suspected_bot: false,
          language: 'en',
        },
      },
    ]);
  });

  it('pass the form’s language on, so the emails are written in it; anything unknown is English', async () => {
    const { call, calls } = harness({ request_subscription: [] });
    expect((await call('', subscribeBody({ language: 'bg' }))).status).toBe(202);
    for (const unknown of ['de', 'BG', 'bg-BG', '', 42, null, ['bg'], { bg: true }]) {
      expect((await call('', subscribeBody({ language: unknown }))).status, JSON.stringify(unknown)).toBe(202);
    }
    expect(calls.map((called) => called.args.language)).toEqual(['bg', 'en', 'en', 'en', 'en', 'en', 'en', 'en', 'en']);
  });

  it('pass a filled honeypot on as a suspected bot, kept rather than dropped', async () => {
    const { call, calls } = harness({ request_subscription: [] });
    expect((await call('', subscribeBody({ suspectedBot: true }))).status).toBe(202);
    expect(calls[0]?.args).toMatchObject({ suspected_bot: true });
  });

  it('send the newsletter without choices, and refuse a request of the wrong shape (400)', async () => {
    const { call, calls } = harness({ request_subscription: [] });
    await call('', subscribeBody({ list: 'newsletter', choices: undefined }));
    expect(calls[0]?.args.choices).toBeNull();
    for (const wrong of [{ list: 'other' }, { email: 42 }, { consent: undefined }, { choices: { incidents: 'yes' } }]) {
      expect((await call('', subscribeBody(wrong))).status).toBe(400);
    }
    expect(calls).toHaveLength(1);
  });

  it('answer a malformed address 400, the request limit 429 and anything else 500', async () => {
    const answer = async (error: Error) => (await harness({ request_subscription: error }).call('', subscribeBody())).status;
    expect(await answer(new DatabaseError('check', '23514'))).toBe(400);
    expect(await answer(new DatabaseError('limit', 'PT429'))).toBe(429);
    expect(await answer(new DatabaseError('down', '503'))).toBe(500);
  });

  it('take nothing but POST (405)', async () => {
    for (const path of ['', '/confirm']) expect((await harness().call(path)).status).toBe(405);
  });

  it('allow the site’s origin only, and answer its preflight', async () => {
    const preflight = (origin: string, siteUrl: string) =>
      harness({}, siteUrl).call('', { method: 'OPTIONS', headers: { Origin: origin } });
    const response = await preflight(SITE, SITE);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
    // A deployed site: any other origin is told the site's, so its browser refuses the answer.
    const deployed = 'https://www.voxa.example';
    expect((await preflight('https://evil.example', deployed)).headers.get('access-control-allow-origin')).toBe(deployed);
    expect((await preflight('http://localhost:4321', deployed)).headers.get('access-control-allow-origin')).toBe(deployed);
    // A local site may be served on any port (`npm run dev` on the next free one, E2E_PORT).
    for (const origin of ['http://localhost:4322', 'http://127.0.0.1:4400']) {
      expect((await preflight(origin, SITE)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    expect((await preflight('https://evil.example', SITE)).headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('emails', () => {
  it('links to pages the site has, in English and Bulgarian', () => {
    // Pages built in every language live in src/pages/[...lang]/ (/x and /bg/x).
    for (const path of [CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH]) {
      expect(existsSync(new URL(`../../src/pages/[...lang]${path}.astro`, import.meta.url)), path).toBe(true);
    }
  });

  it('is sent as base64 in lines SMTP accepts, with a subject outside ASCII encoded (RFC 2047)', async () => {
    const text = `Grüße\n.a line starting with a dot\n${'long '.repeat(100)}`;
    const raw = buildEmail({
      from: 'A <a@example.com>',
      to: 'b@example.com',
      subject: 'Bestätigen',
      text,
      unsubscribeUrl: 'https://example.com/u?token=1',
      messageId: '<row-1@example.com>',
      date: NOW,
    });
    expect(raw.split('\r\n').every((line) => line.length <= 998 && /^[\x20-\x7e]*$/.test(line))).toBe(true);
    expect(encodeHeader('Bestätigen')).toMatch(/^=\?UTF-8\?B\?.+\?=$/);
    const mail = await parseMail('x.eml', raw);
    expect(mail.subject).toBe('Bestätigen');
    expect(mail.text).toBe(text);
    expect(mail.headers.date).toBe('Tue, 24 Nov 2026 10:00:00 +0000');
    expect(mail.headers['message-id']).toBe('<row-1@example.com>');
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.com/u?token=1>');
  });

  it('folds a long subject outside ASCII into encoded words no line of which passes the limits', async () => {
    // A suspected bot's contact notification, with a 200-letter name and company in Cyrillic.
    const subject = `[Suspected bot] Contact form: ${'Ж'.repeat(200)}, ${'Щ'.repeat(200)} 🙂`;
    const raw = buildEmail({
      from: 'Вокса <a@example.com>',
      to: 'b@example.com',
      subject,
      text: 'x',
      messageId: '<row-2@example.com>',
      date: NOW,
    });
    const header = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(header.split('\r\n').every((line) => line.length <= 78 && /^[\x20-\x7e]*$/.test(line))).toBe(true);
    expect(header.match(/=\?UTF-8\?B\?[^?]*\?=/g)!.every((word) => word.length <= 75)).toBe(true);
    const mail = await parseMail('x.eml', raw);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe('Вокса <a@example.com>');
  });
});

describe('the email links', () => {
  it('confirm with a token once the database says so, and say "invalid" otherwise', async () => {
    const post = (token: unknown) => ({ method: 'POST', body: JSON.stringify({ token }) });
    expect(await (await harness({ confirm_subscription: true }).call('/confirm', post(TOKEN))).json()).toEqual({ result: 'confirmed' });
    expect(await (await harness({ confirm_subscription: false }).call('/confirm', post(TOKEN))).json()).toEqual({ result: 'invalid' });
    // Not a token at all: the database is not asked.
    const { call, calls } = harness({ confirm_subscription: true });
    expect(await (await call('/confirm', post('x'))).json()).toEqual({ result: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('unsubscribe on a mail client’s one-click POST (RFC 8058) and on the page’s JSON', async () => {
    const oneClick = harness({ unsubscribe: true });
    const response = await oneClick.call(`/unsubscribe?token=${TOKEN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(oneClick.calls).toEqual([{ name: 'unsubscribe', args: { token: TOKEN } }]);
    const page = harness({ unsubscribe: false });
    expect(await (await page.call('/unsubscribe', { method: 'POST', body: JSON.stringify({ token: TOKEN }) })).json()).toEqual({
      result: 'invalid',
    });
  });

  it('send a browser that opens the header’s link to the site’s unsubscribe page, unsubscribing nothing', async () => {
    const { call, calls } = harness({ unsubscribe: true });
    const response = await call(`/unsubscribe?token=${TOKEN}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}${UNSUBSCRIBE_PAGE_PATH}?token=${TOKEN}`);
    expect(calls).toEqual([]);
  });

  it('send a Bulgarian subscriber who opens the header’s link to the Bulgarian unsubscribe page', async () => {
    const { call, calls } = harness({ unsubscribe: true });
    const bulgarian = await call(`/unsubscribe?token=${TOKEN}&lang=bg`);
    expect(bulgarian.status).toBe(303);
    expect(bulgarian.headers.get('location')).toBe(`${SITE}/bg${UNSUBSCRIBE_PAGE_PATH}?token=${TOKEN}`);
    // A language the site is not written in leads to the English page.
    expect((await call(`/unsubscribe?token=${TOKEN}&lang=xx`)).headers.get('location')).toBe(
      `${SITE}${UNSUBSCRIBE_PAGE_PATH}?token=${TOKEN}`,
    );
    expect(calls).toEqual([]);
    // The mail client's one-click POST to the same link unsubscribes whatever the language.
    const oneClick = harness({ unsubscribe: true });
    await oneClick.call(`/unsubscribe?token=${TOKEN}&lang=bg`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.calls).toEqual([{ name: 'unsubscribe', args: { token: TOKEN } }]);
  });
});

describe('dot-stuffing', () => {
  it('doubles a leading dot, ends lines with CRLF and closes with a lone dot', () => {
    expect(dotStuff('a\n.b\r\n..c\n')).toBe('a\r\n..b\r\n...c\r\n.');
  });
});

describe('SMTP to the local mail catcher', () => {
  let dir: string;
  let catcher: MailCatcher;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-catcher-'));
    catcher = await startMailCatcher({ port: 0, mailDir: dir });
  });
  afterAll(async () => {
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers a message the catcher keeps byte for byte, lines starting with a dot included', async () => {
    const message = 'Subject: Hello\r\nTo: b@example.com\r\n\r\nFirst line\r\n.\r\n.second\r\n';
    const settings = { host: '127.0.0.1', port: catcher.port, tls: false, clientName: 'test' };
    await sendSmtp(settings, nodeConnect, { from: 'A <a@example.com>', to: 'b@example.com' }, message);
    const [mail] = await caughtMail(dir);
    expect(mail).toMatchObject({ subject: 'Hello', to: 'b@example.com', text: 'First line\n.\n.second\n' });
  });
});

/**
 * A connection to a scripted server: `respond` answers each command line (the greeting is sent
 * first); `log` records what the client sent, and which connection it was on.
 */
function scriptedServer(respond: (line: string) => string, capabilities: string[], log: string[]) {
  const connection = (secure: boolean): SmtpConnection => {
    let push!: (text: string) => void;
    let hangUp!: () => void;
    const readable = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => text && controller.enqueue(new TextEncoder().encode(text));
        hangUp = () => controller.error(new Error('connection closed'));
      },
    });
    let pending = '';
    let inData = false;
    const writable = new WritableStream<Uint8Array>({
      write(chunk) {
        pending += new TextDecoder().decode(chunk);
        for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
          const line = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              push('250 queued\r\n');
            }
            continue;
          }
          log.push(`${secure ? 'tls' : 'plain'}: ${line}`);
          if (line.startsWith('EHLO')) {
            const offered = secure ? capabilities.filter((name) => name !== 'STARTTLS') : capabilities;
            push(['250-server', ...offered.map((name) => `250-${name}`)].join('\r\n') + '\r\n250 OK\r\n');
          } else {
            if (line === 'DATA') inData = true;
            const reply = respond(line);
            // An empty reply: the server says nothing, as one that hangs.
            if (reply) push(`${reply}\r\n`);
          }
        }
      },
    });
    // A greeting opens the session; after STARTTLS the client speaks first (RFC 3207 §4.2).
    if (!secure) push('220 scripted\r\n');
    return { readable, writable, secure, startTls: async () => connection(true), close: () => hangUp() };
  };
  return async () => connection(false);
}

const okReplies = (line: string) =>
  line === 'STARTTLS'
    ? '220 go ahead'
    : line.startsWith('AUTH')
      ? '235 ok'
      : line === 'DATA'
        ? '354 go'
        : line === 'QUIT'
          ? '221 bye'
          : '250 ok';

describe('SMTP with a provider', () => {
  const envelope = { from: 'Voxa <updates@voxa.example>', to: 'b@example.com' };

  it('upgrades with STARTTLS, asks EHLO again, then authenticates with AUTH PLAIN', async () => {
    const log: string[] = [];
    const settings = { ...smtpSettingsFromUrl('smtp://me:secret@smtp.example.com', 'voxa.example') };
    expect(settings).toMatchObject({ port: 587, tls: false });
    await sendSmtp(settings, scriptedServer(okReplies, ['STARTTLS', 'AUTH PLAIN'], log), envelope, 'Subject: x\r\n\r\nbody\r\n');
    expect(log).toEqual([
      'plain: EHLO voxa.example',
      'plain: STARTTLS',
      'tls: EHLO voxa.example',
      `tls: AUTH PLAIN ${Buffer.from('\0me\0secret').toString('base64')}`,
      'tls: MAIL FROM:<updates@voxa.example>',
      'tls: RCPT TO:<b@example.com>',
      'tls: DATA',
      'tls: QUIT',
    ]);
  });

  it('refuses to send a password unencrypted to a server without TLS', async () => {
    const log: string[] = [];
    const settings = { host: 'smtp.example.com', port: 25, tls: false, user: 'me', password: 'secret', clientName: 'voxa.example' };
    await expect(sendSmtp(settings, scriptedServer(okReplies, [], log), envelope, 'x\r\n')).rejects.toThrow(/unencrypted/);
    expect(log.some((line) => line.includes('AUTH'))).toBe(false);
  });

  it('names the step a server refused', async () => {
    const refuse = (line: string) => (line.startsWith('RCPT') ? '550 no such user' : okReplies(line));
    const settings = { host: '127.0.0.1', port: 25, tls: false, clientName: 'voxa.example' };
    const error = await sendSmtp(settings, scriptedServer(refuse, [], []), envelope, 'x\r\n').catch((error: unknown) => error);
    expect(error).toBeInstanceOf(SmtpError);
    expect(error).toMatchObject({ code: 550, message: 'SMTP RCPT TO refused: 550 no such user' });
    expect(isPermanentFailure(error)).toBe(true);
    expect(isPermanentFailure(new SmtpError('busy', 451))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });

  it('gives up on a server that stops answering, as a temporary failure', async () => {
    vi.useFakeTimers();
    try {
      const silent = (line: string) => (line.startsWith('MAIL') ? '' : okReplies(line));
      const settings = { host: '127.0.0.1', port: 25, tls: false, clientName: 'voxa.example', timeoutMs: 20_000 };
      const sent = sendSmtp(settings, scriptedServer(silent, [], []), envelope, 'x\r\n').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20_000);
      const error = await sent;
      expect(error).toMatchObject({ message: '127.0.0.1:25 did not answer within 20 s' });
      expect(isPermanentFailure(error)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a host that never accepts the connection, within the same limit', async () => {
    vi.useFakeTimers();
    try {
      const settings = { host: '192.0.2.1', port: 587, tls: false, clientName: 'voxa.example', timeoutMs: 20_000 };
      const sent = sendSmtp(settings, () => new Promise<never>(() => {}), envelope, 'x\r\n').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await sent).toMatchObject({ message: '192.0.2.1:587 did not answer within 20 s' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads SMTP_URL: STARTTLS on 587 by default, TLS from the start with smtps (465), encoded credentials', () => {
    expect(smtpSettingsFromUrl('smtp://127.0.0.1:54325', 'site')).toEqual({
      host: '127.0.0.1',
      port: 54325,
      tls: false,
      user: undefined,
      password: undefined,
      clientName: 'site',
    });
    expect(smtpSettingsFromUrl('smtps://apikey:p%40ss%2Fword@smtp.example.com', 'site')).toMatchObject({
      port: 465,
      tls: true,
      user: 'apikey',
      password: 'p@ss/word',
    });
    expect(() => smtpSettingsFromUrl('http://smtp.example.com', 'site')).toThrow(/smtp:\/\//);
  });
});
