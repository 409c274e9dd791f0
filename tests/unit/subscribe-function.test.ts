// The `subscribe` Edge Function's parts under Node: the request handler with a stand-in database
// and mailer, the email builder, and the SMTP client against the local mail catcher (real
// sockets) and against a scripted server for STARTTLS and AUTH.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtMail, parseMail, startMailCatcher, type MailCatcher } from '../../scripts/local-backend/mail-catcher.ts';
import { buildEmail, encodeHeader } from '../../supabase/functions/_shared/email.ts';
import { dotStuff, sendSmtp, SmtpError, type SmtpConnection } from '../../supabase/functions/_shared/smtp.ts';
import {
  CONFIRM_PAGE_PATH,
  DatabaseError,
  handleRequest,
  SUBSCRIBE_ANSWER,
  UNSUBSCRIBE_PAGE_PATH,
  type SubscribeDependencies,
} from '../../supabase/functions/subscribe/handler.ts';

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

/** The handler with a database answering `answers[name]` and a mailer that records. */
function harness(answers: Record<string, unknown | Error> = {}) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const mails: { envelope: { from: string; to: string }; message: string }[] = [];
  const background: Promise<unknown>[] = [];
  const deps: SubscribeDependencies = {
    config: { siteUrl: SITE, siteName: 'Voxa', functionUrl: FUNCTION_URL, mailFrom: 'Voxa <updates@voxa.example>' },
    async callDatabase(name, args) {
      calls.push({ name, args });
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async sendMail(envelope, message) {
      mails.push({ envelope, message });
    },
    runAfterResponse: (task) => void background.push(task),
    log: () => {},
    now: () => NOW,
  };
  const call = (path: string, init: RequestInit = {}) => handleRequest(new Request(`${FUNCTION_URL}${path}`, init), deps);
  return { deps, calls, mails, background, call };
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
    expect(toSend.background).toHaveLength(1);
    expect(nothing.background).toHaveLength(0);
  });

  it('answer before the email is sent, so sending takes none of the answer’s time', async () => {
    const { deps, call, background } = harness({ request_subscription: [pending('ops@example.com')] });
    deps.sendMail = () => new Promise(() => {});
    expect((await call('', subscribeBody())).status).toBe(202);
    expect(background).toHaveLength(1);
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
        },
      },
    ]);
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
    const response = await harness().call('', { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});

describe('the confirmation email', () => {
  it('carries the confirm link, the expiry, the choices and a working unsubscribe link and header', async () => {
    const { call, mails, background } = harness({ request_subscription: [pending('ops@example.com')] });
    await call('', subscribeBody());
    await Promise.all(background);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelope).toEqual({ from: 'Voxa <updates@voxa.example>', to: 'ops@example.com' });
    const mail = parseMail('x.eml', mails[0]!.message);
    expect(mail.subject).toBe('Confirm your Voxa status updates');
    expect(mail.headers['list-unsubscribe']).toBe(`<${FUNCTION_URL}/unsubscribe?token=${'u'.repeat(64)}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.links).toEqual([
      `${SITE}${CONFIRM_PAGE_PATH}?token=${'c'.repeat(64)}`,
      SITE,
      `${SITE}${UNSUBSCRIBE_PAGE_PATH}?token=${'u'.repeat(64)}`,
      `${FUNCTION_URL}/unsubscribe?token=${'u'.repeat(64)}`,
    ]);
    expect(mail.text).toContain('Chosen: incidents, resolutions, weekly performance reports.');
    expect(mail.text).toContain('The link works until 2026-12-01 10:00 UTC.');
  });

  it('links to pages the site has', () => {
    for (const path of [CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH]) {
      expect(existsSync(new URL(`../../src/pages${path}.astro`, import.meta.url)), path).toBe(true);
    }
  });

  it('is sent as base64 in lines SMTP accepts, with a subject outside ASCII encoded (RFC 2047)', () => {
    const text = `Grüße\n.a line starting with a dot\n${'long '.repeat(100)}`;
    const raw = buildEmail({
      from: 'A <a@example.com>',
      to: 'b@example.com',
      subject: 'Bestätigen',
      text,
      unsubscribeUrl: 'https://example.com/u?token=1',
      domain: 'example.com',
      date: NOW,
    });
    expect(raw.split('\r\n').every((line) => line.length <= 998 && /^[\x20-\x7e]*$/.test(line))).toBe(true);
    expect(encodeHeader('Bestätigen')).toMatch(/^=\?UTF-8\?B\?.+\?=$/);
    const mail = parseMail('x.eml', raw);
    expect(mail.subject).toBe('Bestätigen');
    expect(mail.text).toBe(text.replaceAll('\n', '\r\n'));
    expect(mail.headers.date).toBe('Tue, 24 Nov 2026 10:00:00 +0000');
    expect(mail.headers['message-id']).toMatch(/^<[\w-]+@example\.com>$/);
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
});

describe('dot-stuffing', () => {
  it('doubles a leading dot, ends lines with CRLF and closes with a lone dot', () => {
    expect(dotStuff('a\n.b\r\n..c\n')).toBe('a\r\n..b\r\n...c\r\n.');
  });
});

/** Node's socket as the SMTP client's connection (Deno's in production). */
function nodeConnect(host: string, port: number): Promise<SmtpConnection> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host, port }, () => {
      const { readable, writable } = Duplex.toWeb(socket);
      resolve({
        readable: readable as ReadableStream<Uint8Array>,
        writable: writable as WritableStream<Uint8Array>,
        secure: false,
        startTls: () => Promise.reject(new Error('no TLS here')),
        close: () => socket.destroy(),
      });
    });
    socket.once('error', reject);
  });
}

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
    const settings = { host: '127.0.0.1', port: catcher.port, clientName: 'test' };
    await sendSmtp(settings, nodeConnect, { from: 'A <a@example.com>', to: 'b@example.com' }, message);
    const [mail] = await caughtMail(dir);
    expect(mail).toMatchObject({ subject: 'Hello', to: 'b@example.com', text: 'First line\r\n.\r\n.second\r\n' });
  });
});

/**
 * A connection to a scripted server: `respond` answers each command line (the greeting is sent
 * first); `log` records what the client sent, and which connection it was on.
 */
function scriptedServer(respond: (line: string) => string, capabilities: string[], log: string[]) {
  const connection = (secure: boolean): SmtpConnection => {
    let push!: (text: string) => void;
    const readable = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
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
            push(`${respond(line)}\r\n`);
          }
        }
      },
    });
    // A greeting opens the session; after STARTTLS the client speaks first (RFC 3207 §4.2).
    if (!secure) push('220 scripted\r\n');
    return { readable, writable, secure, startTls: async () => connection(true), close: () => {} };
  };
  return async () => connection(false);
}

const okReplies = (line: string) =>
  line === 'STARTTLS' ? '220 go ahead' : line.startsWith('AUTH') ? '235 ok' : line === 'DATA' ? '354 go' : line === 'QUIT' ? '221 bye' : '250 ok';

describe('SMTP with a provider', () => {
  const envelope = { from: 'Voxa <updates@voxa.example>', to: 'b@example.com' };

  it('upgrades with STARTTLS, asks EHLO again, then authenticates with AUTH PLAIN', async () => {
    const log: string[] = [];
    const settings = { host: 'smtp.example.com', port: 587, user: 'me', password: 'secret', clientName: 'voxa.example' };
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
    const settings = { host: 'smtp.example.com', port: 25, user: 'me', password: 'secret', clientName: 'voxa.example' };
    await expect(sendSmtp(settings, scriptedServer(okReplies, [], log), envelope, 'x\r\n')).rejects.toThrow(/unencrypted/);
    expect(log.some((line) => line.includes('AUTH'))).toBe(false);
  });

  it('names the step a server refused', async () => {
    const refuse = (line: string) => (line.startsWith('RCPT') ? '550 no such user' : okReplies(line));
    const settings = { host: '127.0.0.1', port: 25, clientName: 'voxa.example' };
    const error = await sendSmtp(settings, scriptedServer(refuse, [], []), envelope, 'x\r\n').catch((error: unknown) => error);
    expect(error).toBeInstanceOf(SmtpError);
    expect(error).toMatchObject({ code: 550, message: 'SMTP RCPT TO refused: 550 no such user' });
  });
});
