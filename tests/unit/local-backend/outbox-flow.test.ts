// Every email flow as `npm run dev` runs it: the visitor's key writes a row, the database queues
// its emails in the same transaction, the `send-email` function (Deno) delivers them over real
// SMTP to the catcher, and `npm run notify` announces what a build published. Also the faults:
// SMTP down while visitors write, then back; two senders at once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../scripts/local-backend/keys.ts';
import { caughtMail, startMailCatcher, type CaughtMail, type MailCatcher } from '../../../scripts/local-backend/mail-catcher.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/local-backend/server.ts';

vi.setConfig({ testTimeout: 60_000 });

const SITE = 'http://localhost:4321';
// Team inboxes come from configuration (the functions' secrets); these prove the code reads them.
const INBOXES = { SALES_INBOX: 'sales-desk@example.com', HIRING_INBOX: 'hiring-desk@example.com' };
const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
const owner = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' };

let dir: string;
let catcher: MailCatcher;
let backend: LocalBackend;
const savedEnv = { ...process.env };

async function startBackend(smtpPort: number, dataDir?: string): Promise<LocalBackend> {
  return startLocalBackend({
    port: 0,
    dataDir,
    storageDir: join(dir, 'storage'),
    log: () => {},
    functions: { siteUrl: SITE, smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    minimumRequestLimit: 1000,
  });
}

beforeAll(async () => {
  Object.assign(process.env, INBOXES);
  dir = await mkdtemp(join(tmpdir(), 'outbox-flow-'));
  catcher = await startMailCatcher({ port: 0, mailDir: join(dir, 'mail') });
  backend = await startBackend(catcher.port);
}, 90_000);

afterAll(async () => {
  process.env = savedEnv;
  await backend?.close();
  await catcher?.close();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
const address = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** The emails caught in `mailDir` for one recipient, once there are `count`. */
function mailTo(recipient: string, count: number, mailDir = join(dir, 'mail')): Promise<CaughtMail[]> {
  return vi.waitFor(
    async () => {
      const mails = (await caughtMail(mailDir)).filter((mail) => mail.recipients.includes(recipient));
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** The team's emails about one visitor (Reply-To them), once there are `count`. */
function mailAbout(visitor: string, count: number): Promise<CaughtMail[]> {
  return vi.waitFor(
    async () => {
      const mails = (await caughtMail(join(dir, 'mail'))).filter((mail) => mail.replyTo?.toLowerCase() === visitor.toLowerCase());
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** Waits until the outbox holds nothing left to send to `recipient`, then checks what they received. */
async function expectNoMoreMail(recipient: string, count: number): Promise<void> {
  // Every email is queued by the request that causes it, and stays queued until the catcher has it.
  await vi.waitFor(
    async () => {
      const { rows } = await backend.db.query(`select 1 from private.outbox where status = 'queued' and lower(to_address) = lower($1)`, [
        recipient,
      ]);
      expect(rows).toEqual([]);
    },
    { timeout: 15_000, interval: 50 },
  );
  expect((await caughtMail(join(dir, 'mail'))).filter((mail) => mail.recipients.includes(recipient))).toHaveLength(count);
}

async function insert(url: string, row: Record<string, unknown>): Promise<Response> {
  return fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { ...anon, 'Content-Type': 'application/json' },
    body: JSON.stringify(row),
  });
}

async function rpc<T>(name: string, args: Record<string, unknown>, url = backend.url): Promise<T> {
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, { method: 'POST', headers: owner, body: JSON.stringify(args) });
  expect(response.ok, `${name}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function subscribe(
  list: 'status' | 'newsletter',
  email: string,
  choices?: Record<string, boolean>,
  language?: string,
): Promise<void> {
  const response = await fetch(`${backend.url}/functions/v1/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({ list, email, choices, consent: { form: 'test', wording: 'test' }, language }),
  });
  expect(response.status).toBe(202);
}

async function confirmedSubscriber(list: 'status' | 'newsletter', label: string, choices?: Record<string, boolean>): Promise<string> {
  const email = address(label);
  await subscribe(list, email, choices);
  const [confirmation] = await mailTo(email, 1);
  const token = new URL(confirmation!.links[0]!).searchParams.get('token');
  const answer = await fetch(`${backend.url}/functions/v1/subscribe/confirm`, { method: 'POST', body: JSON.stringify({ token }) });
  expect(await answer.json()).toEqual({ result: 'confirmed' });
  return email;
}

/** `npm run notify` against this backend, with a build's published files written to a folder. */
async function notify(published: { notices?: object[]; posts?: object[] }): Promise<string> {
  const dist = await mkdtemp(join(dir, 'dist-'));
  await mkdir(join(dist, 'status'));
  await mkdir(join(dist, 'blog'));
  await writeFile(join(dist, 'status', 'notices.json'), JSON.stringify({ notices: published.notices ?? [], figures: FIGURES }));
  await writeFile(join(dist, 'blog', 'posts.json'), JSON.stringify({ posts: published.posts ?? [] }));
  const child = spawn(process.execPath, ['scripts/owner/notify.ts', '--dist', dist], {
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(0);
  return output;
}

const FIGURES = {
  updated: '2026-11-23T08:00:00Z',
  metrics: [{ label: 'Uptime', value: '99.97%', detail: 'All services, last 90 days' }],
  services: [{ name: 'Chat Assistants', status: 'operational', uptime: 99.98, responseTime: 480 }],
};
const notice = (kind: string, label: string) => ({
  id: `${kind}:2026-11-26:${label}`,
  kind,
  title: `${label} notice`,
  description: `What happened in ${label}.`,
  date: '2026-11-26',
  ...(kind === 'maintenance' && { date: '2026-12-01T20:00:00Z', ends: '2026-12-01T22:00:00Z' }),
});

describe('a contact message', () => {
  it('tells the sales inbox everything, with Reply-To the visitor, and answers the sender without quoting them', async () => {
    const email = address('contact');
    const typed = { name: 'Zdravka Petrova', company: 'Ribbonfish Ltd', message: 'Please call me about pricing.\nTuesdays are best.' };
    expect((await insert(backend.url, { kind: 'contact', email, ...typed })).status).toBe(201);

    const [notification] = await mailAbout(email, 1);
    expect(notification!.recipients).toEqual([INBOXES.SALES_INBOX]);
    expect(notification!.subject).toBe('Contact form: Zdravka Petrova, Ribbonfish Ltd');
    for (const value of [typed.name, email, typed.company, typed.message]) expect(notification!.text).toContain(value);

    const [acknowledgement] = await mailTo(email, 1);
    expect(acknowledgement!.subject).toBe('We have your message — Voxa');
    for (const value of [typed.name, 'Ribbonfish', 'pricing', 'Tuesdays']) expect(acknowledgement!.text).not.toContain(value);
    expect(acknowledgement!.headers['list-unsubscribe']).toBeUndefined();

    // A second message the same day reaches the team, but the sender is answered once a day.
    expect((await insert(backend.url, { kind: 'contact', email: email.toUpperCase(), ...typed })).status).toBe(201);
    await mailAbout(email, 2);
    await expectNoMoreMail(email, 1);
  });

  it('marks a suspected bot in the subject, and sends it no acknowledgement', async () => {
    const email = address('bot');
    expect((await insert(backend.url, { kind: 'contact', email, name: 'Bot', message: 'Buy now', suspected_bot: true })).status).toBe(201);
    const [notification] = await mailAbout(email, 1);
    expect(notification!.subject).toBe('[Suspected bot] Contact form: Bot');
    await expectNoMoreMail(email, 0);
  });
});

describe('an application', () => {
  it('tells the hiring inbox with a résumé link that downloads the same bytes, and acknowledges the applicant', async () => {
    const email = address('applicant');
    const path = `applications/${crypto.randomUUID()}/cv.pdf`;
    const resume = `%PDF-1.7 résumé of ${email}`;
    const form = new FormData();
    form.append('', new File([resume], 'cv.pdf', { type: 'application/pdf' }));
    expect((await fetch(`${backend.url}/storage/v1/object/resumes/${path}`, { method: 'POST', headers: anon, body: form })).status).toBe(
      200,
    );
    const application = {
      kind: 'application',
      name: 'Ivan Georgiev',
      email,
      company: 'Senior AI Engineer',
      message: 'Position: Senior AI Engineer\nExperience: 6-10\nCover Letter:\nI build speech systems.',
      resume_path: path,
    };
    expect((await insert(backend.url, application)).status).toBe(201);

    const [notification] = await mailAbout(email, 1);
    expect(notification!.recipients).toEqual([INBOXES.HIRING_INBOX]);
    expect(notification!.subject).toBe('Application for Senior AI Engineer: Ivan Georgiev');
    expect(notification!.text).toContain(application.message);
    const link = notification!.links.find((url) => url.includes('/storage/v1/object/sign/resumes/'));
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(resume);
    // The link is the permission: changed, it opens nothing. (A character well inside the
    // signature: the last one of a base64url signature carries bits that decode to nothing.)
    const at = link!.length - 10;
    const changed = link!.slice(0, at) + (link![at] === 'a' ? 'b' : 'a') + link!.slice(at + 1);
    expect((await fetch(changed)).status).not.toBe(200);

    const [acknowledgement] = await mailTo(email, 1);
    expect(acknowledgement!.subject).toBe('We have your application — Voxa');
    expect(acknowledgement!.text).toContain('(position: Senior AI Engineer)');
    expect(acknowledgement!.text).toContain('within 5 business days');
    expect(acknowledgement!.text).not.toContain('speech systems');
  });
});

describe('after a deploy, `npm run notify`', () => {
  it('emails a new status notice once, to the confirmed subscribers who chose its kind only', async () => {
    // The first announcement records what is published, so the archive is never mailed.
    expect(await notify({ notices: [notice('resolution', 'archive')] })).toContain('Status: no new notice.');

    const incidentsOnly = await confirmedSubscriber('status', 'incidents', {
      incidents: true,
      maintenance: false,
      resolutions: false,
      performance: false,
    });
    const resolutionsOnly = await confirmedSubscriber('status', 'resolutions', {
      incidents: false,
      maintenance: false,
      resolutions: true,
      performance: false,
    });
    const unconfirmed = address('pending');
    await subscribe('status', unconfirmed, { incidents: true, maintenance: true, resolutions: true, performance: true });
    await mailTo(unconfirmed, 1);
    const newsletterOnly = await confirmedSubscriber('newsletter', 'reader');

    const published = { notices: [notice('resolution', 'archive'), notice('incident', 'outage')] };
    const output = await notify(published);
    expect(output).toMatch(/incident:2026-11-26:outage: \d+ email\(s\) queued/);
    const [incident] = (await mailTo(incidentsOnly, 2)).slice(1);
    expect(incident!.subject).toBe('Incident: outage notice');
    expect(incident!.text).toContain('What happened in outage.');
    expect(incident!.headers['list-unsubscribe']).toMatch(/^<.+\/functions\/v1\/subscribe\/unsubscribe\?token=[\da-f]{64}>$/);
    expect(incident!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Deployed again: nothing is sent twice.
    expect(await notify(published)).toContain('Status: no new notice.');
    await expectNoMoreMail(incidentsOnly, 2);
    for (const [email, count] of [
      [resolutionsOnly, 1],
      [unconfirmed, 1],
      [newsletterOnly, 1],
    ] as const) {
      await expectNoMoreMail(email, count);
    }
  });

  it('sends newsletter subscribers new posts once, several in one email', async () => {
    const post = (id: string) => ({ id, title: `Title of ${id}`, excerpt: `Excerpt of ${id}.`, path: `/blog/${id}` });
    await notify({ posts: [post('old-post')] });
    const reader = await confirmedSubscriber('newsletter', 'digest');

    const output = await notify({ posts: [post('old-post'), post('new-one'), post('new-two')] });
    expect(output).toContain('Blog: new-one, new-two');
    const [, digest] = await mailTo(reader, 2);
    expect(digest!.subject).toBe('2 new articles on the Voxa blog');
    expect(digest!.links).toEqual(expect.arrayContaining([`${SITE}/blog/new-one`, `${SITE}/blog/new-two`]));
    expect(digest!.text).not.toContain('old-post');

    expect(await notify({ posts: [post('old-post'), post('new-one'), post('new-two')] })).toContain('Blog: no new post.');
    await expectNoMoreMail(reader, 2);
  });
});

describe('a visitor of the Bulgarian site', () => {
  it('is answered in Bulgarian, while the team is told in English', async () => {
    const email = address('bg-contact');
    const typed = { name: 'Мария Иванова', company: 'Рибка ООД', message: 'Моля, обадете ми се за цените.' };
    expect((await insert(backend.url, { kind: 'contact', email, ...typed, language: 'bg' })).status).toBe(201);

    const [notification] = await mailAbout(email, 1);
    expect(notification!.subject).toBe('Contact form: Мария Иванова, Рибка ООД');
    expect(notification!.text).toContain('Language: Bulgarian (the form on the Bulgarian site)');
    const [acknowledgement] = await mailTo(email, 1);
    expect(acknowledgement!.subject).toBe('Получихме съобщението Ви – Voxa');
    expect(acknowledgement!.text).toContain('Благодарим Ви, че се свързахте с Voxa.');
    expect(acknowledgement!.headers['content-language']).toBe('bg');
    for (const value of ['Мария', 'Рибка', 'цените']) expect(acknowledgement!.text).not.toContain(value);
  });

  it('subscribes in Bulgarian: the confirmation and the newsletter lead to the Bulgarian pages', async () => {
    const post = (id: string) => ({ id, title: `Title of ${id}`, excerpt: `Excerpt of ${id}.`, path: `/blog/${id}` });
    await notify({ posts: [post('old-post'), post('new-one'), post('new-two')] });
    const reader = address('bg-reader');
    await subscribe('newsletter', reader, undefined, 'bg');
    const [confirmation] = await mailTo(reader, 1);
    expect(confirmation!.subject).toBe('Потвърдете абонамента си за блога на Voxa');
    expect(confirmation!.links[0]).toMatch(new RegExp(`^${SITE}/bg/confirm-subscription\\?token=[\\da-f]{64}$`));
    const token = new URL(confirmation!.links[0]!).searchParams.get('token');
    const answer = await fetch(`${backend.url}/functions/v1/subscribe/confirm`, { method: 'POST', body: JSON.stringify({ token }) });
    expect(await answer.json()).toEqual({ result: 'confirmed' });

    const translated = {
      ...post('bg-ready'),
      translations: { bg: { title: 'Заглавие на статията', excerpt: 'Откъс.', path: '/bg/blog/bg-ready' } },
    };
    await notify({ posts: [post('old-post'), post('new-one'), post('new-two'), translated] });
    const [, digest] = await mailTo(reader, 2);
    expect(digest!.subject).toBe('Ново в блога на Voxa: Заглавие на статията');
    expect(digest!.links).toContain(`${SITE}/bg/blog/bg-ready`);
    expect(digest!.headers['list-unsubscribe']).toMatch(/\/functions\/v1\/subscribe\/unsubscribe\?token=[\da-f]{64}&lang=bg>$/);
    expect(digest!.text.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^Отпишете се с едно кликване: ${SITE}/bg/unsubscribe\\?token=`));
  });
});

/** A port nothing listens on now: mail is down there until a catcher starts on it. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('faults', () => {
  it('keeps every email while SMTP is down, and delivers each exactly once when it is back', async () => {
    const smtpPort = await freePort();
    const dataDir = join(dir, 'smtp-down-db');
    const mailDir = join(dir, 'smtp-down-mail');
    let down: LocalBackend | undefined = await startBackend(smtpPort, dataDir);
    const email = address('patient');
    try {
      // The visitor's message is stored whatever mail does.
      expect((await insert(down.url, { kind: 'contact', email, name: 'Patient Visitor', message: 'Hello' })).status).toBe(201);
      const waiting = await vi.waitFor(async () => {
        const rows = await rpc<{ status: string; attempts: number; last_error: string | null }[]>('outbox_report', {}, down!.url);
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.status === 'queued' && row.attempts === 1 && row.last_error)).toBe(true);
        return rows;
      });
      expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|refused/i);
    } finally {
      await down.close();
      down = undefined;
    }

    // SMTP is back, and the backend restarts with it: every waiting email goes, once.
    const back = await startMailCatcher({ port: smtpPort, mailDir });
    const up = await startBackend(smtpPort, dataDir);
    try {
      await mailTo(email, 1, mailDir);
      await mailTo(INBOXES.SALES_INBOX, 1, mailDir);
      const rows = await rpc<{ status: string }[]>('outbox_report', {}, up.url);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      // Another run finds nothing due.
      const run = await fetch(`${up.url}/functions/v1/send-email`, { method: 'POST', headers: owner });
      expect(await run.json()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await caughtMail(mailDir)).toHaveLength(2);
    } finally {
      await up.close();
      await back.close();
    }
  });

  it('never sends one email twice when senders run at once', async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => address(`burst${index}`));
    await backend.db.transaction(async (tx) => {
      for (const to of recipients) {
        await tx.query(`select private.queue_email('contact_acknowledgement', '{}', to_address => $1)`, [to]);
      }
    });
    const runs = await Promise.all(
      Array.from({ length: 3 }, async () =>
        (await fetch(`${backend.url}/functions/v1/send-email`, { method: 'POST', headers: owner })).json(),
      ),
    );
    expect(runs.every((run) => 'sent' in run)).toBe(true);
    for (const to of recipients) await expectNoMoreMail(to, 1);
    const ids = (await caughtMail(join(dir, 'mail'))).filter((mail) => recipients.includes(mail.to)).map((mail) => mail.messageId);
    expect(ids).toHaveLength(recipients.length);
    expect(new Set(ids).size).toBe(recipients.length);
  });

  it('starts the sender for the project itself only', async () => {
    const asVisitor = await fetch(`${backend.url}/functions/v1/send-email`, { method: 'POST', headers: anon });
    expect(asVisitor.status).toBe(401);
  });
});

describe('the Edge Functions', () => {
  it('keep answering long after they started: the start-up deadline stops only a function that never starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let started: LocalBackend;
    try {
      started = await startBackend(catcher.port);
      vi.advanceTimersByTime(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    try {
      const answer = await fetch(`${started.url}/functions/v1/subscribe`, { method: 'OPTIONS', headers: { Origin: SITE } });
      expect(answer.status).toBe(200);
    } finally {
      await started.close();
    }
  });
});
