// The email outbox (supabase/migrations/20261126090000_outbox.sql) on the real migrations in
// PGlite: what queues an email and for whom, how the sender takes and retries rows, what the
// deploy-time announcements and the Monday report queue, and that visitors reach none of it.
// One database for the file; every test starts from an empty outbox with nobody subscribed and
// nothing announced. Time is moved by dating rows back (or passing a moment), never by waiting.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../scripts/local-backend/database.ts';
import { openDatabaseForManyRequests } from './many-requests.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabaseForManyRequests();
}, 60_000);
afterAll(() => db.close());

beforeEach(async () => {
  await db.exec(`
    delete from private.outbox;
    delete from private.announcements;
    delete from private.announced_feeds;
    delete from private.status_figures;
    delete from public.subscriptions;
    delete from public.contact_submissions;
    delete from private.recent_requests;
  `);
});

// Helpers ----------------------------------------------------------------------------------------

interface Email {
  id: string;
  created_at: Date;
  template: string;
  to_address: string | null;
  to_team: string | null;
  subscription_id: string | null;
  data: Record<string, any>;
  once_key: string | null;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  language: string;
}

/** The outbox as the owner sees it, optionally one template only. */
const outbox = async (template?: string) =>
  (
    await db.query<Email>(
      `select * from private.outbox where $1::text is null or template = $1 order by created_at, template, to_address`,
      [template ?? null],
    )
  ).rows;
const emailById = async (id: string) => (await db.query<Email>(`select * from private.outbox where id = $1`, [id])).rows[0]!;

/** What PostgREST sets for each request; the request limit counts by its address. */
const setRequestHeaders = (tx: Transaction) =>
  tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': '203.0.113.9' })]);

/** Runs one statement as an API role in its own transaction, as PostgREST does. */
async function as<T>(role: 'anon' | 'service_role', sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    await setRequestHeaders(tx);
    return (await tx.query<T>(sql, params)).rows;
  });
}

/** The SQLSTATE a statement fails with, or null when it succeeds. */
const sqlState = (role: 'anon' | 'service_role', sql: string, params: unknown[] = []) =>
  as(role, sql, params).then(
    () => null,
    (error: { code?: string }) => error.code ?? 'no-code',
  );

let counter = 0;
const address = (label: string) => `${label}.${++counter}@example.com`;

/** Seconds of each wait after a failed try, as the spec gives them: 1 min, 5 min, 30 min, 2 h, 12 h. */
const RETRY_DELAYS_S = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600];
const TOLERANCE_MS = 5_000;
function expectAbout(actual: Date | null, expected: number) {
  expect(actual).toBeInstanceOf(Date);
  expect(Math.abs(actual!.getTime() - expected), `${actual!.toISOString()} vs ${new Date(expected).toISOString()}`).toBeLessThan(
    TOLERANCE_MS,
  );
}

// Contact messages and applications

interface Submission {
  kind?: 'contact' | 'application';
  name?: string;
  email: string;
  company?: string | null;
  message?: string;
  resume_path?: string | null;
  suspected_bot?: boolean;
  language?: string;
}
const RESUME_PATH = 'applications/0b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.pdf';
/** A row as the form sends it; without a language unless told one (as an older client sends it). */
const message = (overrides: Submission): Required<Omit<Submission, 'language'>> & Pick<Submission, 'language'> => ({
  kind: 'contact',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  message: 'Could you quote for a difference engine?',
  resume_path: null,
  suspected_bot: false,
  ...overrides,
});
const insertSql = (row: object) => {
  const columns = Object.keys(row);
  return `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
};
/** Sends a message or an application the way the site does: as the visitor. */
const send = async (overrides: Submission) => {
  const row = message(overrides);
  await as('anon', insertSql(row), Object.values(row));
  return row;
};
/** Stores a message at a chosen time (the visitor cannot choose it; the owner can). */
const sendAt = (createdAt: string, overrides: Submission) =>
  db.transaction(async (tx) => {
    const row = { ...message(overrides), created_at: createdAt };
    await setRequestHeaders(tx);
    await tx.query(insertSql(row), Object.values(row));
  });

// Subscriptions, as the `subscribe` function calls them

interface PendingConfirmation {
  send_to: string;
  confirm_link_token: string;
  unsubscribe_link_token: string;
  link_expires_at: Date;
}
type List = 'newsletter' | 'status';
type Choices = Partial<Record<'incidents' | 'maintenance' | 'resolutions' | 'performance', boolean>>;

/**
 * A subscription request as the `subscribe` function sends it. With a `language` (null: the form
 * said none) the call passes it on; without one it names none, as calls did before
 * 20261126120000_submission_language.sql, so the function's default is tested too.
 */
function requestSubscription(email: string, list: List = 'newsletter', choices: Choices | null = null, language?: string | null) {
  const params = [
    list,
    email,
    choices === null ? null : JSON.stringify(choices),
    list === 'status' ? 'status-updates' : 'blog-newsletter',
    '2026-11-24',
    '203.0.113.7',
  ];
  if (language === undefined) {
    return as<PendingConfirmation>('service_role', `select * from public.request_subscription($1, $2, $3::jsonb, $4, $5, $6)`, params);
  }
  return as<PendingConfirmation>('service_role', `select * from public.request_subscription($1, $2, $3::jsonb, $4, $5, $6, false, $7)`, [
    ...params,
    language,
  ]);
}
const confirm = async (token: string) =>
  (await as<{ done: boolean }>('service_role', `select public.confirm_subscription($1) as done`, [token]))[0]!.done;
const unsubscribe = async (token: string) =>
  (await as<{ done: boolean }>('service_role', `select public.unsubscribe($1) as done`, [token]))[0]!.done;
const subscriptionId = async (email: string, list: List) =>
  (await db.query<{ id: string }>(`select id from public.subscriptions where email = $1 and list = $2`, [email, list])).rows[0]!.id;

interface Subscriber {
  email: string;
  id: string;
  unsubscribeToken: string;
}
/** A subscriber, confirmed unless told otherwise; `language` is their form's, as requestSubscription takes it. */
async function subscriber(
  label: string,
  list: List,
  choices: Choices | null = null,
  { confirmed = true, language }: { confirmed?: boolean; language?: string } = {},
): Promise<Subscriber> {
  const email = address(label);
  const [pending] = await requestSubscription(email, list, choices, language);
  if (confirmed) expect(await confirm(pending!.confirm_link_token)).toBe(true);
  return { email, id: await subscriptionId(email, list), unsubscribeToken: pending!.unsubscribe_link_token };
}
const status = (incidents: boolean, maintenance: boolean, resolutions: boolean, performance = false): Choices => ({
  incidents,
  maintenance,
  resolutions,
  performance,
});

// The sender's calls

interface DueEmail {
  id: string;
  template: string;
  to_address: string | null;
  to_team: string | null;
  data: Record<string, any>;
  attempt: number;
  unsubscribe_token: string | null;
  language: string;
}
const take = (batch = 10, lease = '5 minutes') =>
  as<DueEmail>('service_role', `select * from public.take_due_emails($1, $2::interval)`, [batch, lease]);
const record = async (id: string, failure: string | null = null, permanent = false) =>
  (
    await as<{ status: string | null }>('service_role', `select public.record_email_result($1, $2, $3) as status`, [id, failure, permanent])
  )[0]!.status;
/** Queues one plain email as the owner; for the sender's tests, where the cause does not matter. */
const queue = async (to: string) => {
  await db.query(`select private.queue_email('contact_acknowledgement', '{}', to_address => $1)`, [to]);
  return (await db.query<{ id: string }>(`select id from private.outbox where to_address = $1`, [to])).rows[0]!.id;
};
/** Moves a row's next try back by `interval`, as if that much time had passed. */
const passTime = (id: string, interval: string) =>
  db.query(`update private.outbox set next_attempt_at = next_attempt_at - $2::interval where id = $1`, [id, interval]);
/** Makes a row due now, whenever its next try was. */
const makeDue = (id: string) => db.query(`update private.outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [id]);
/** Two rows the sender is done with: one delivered, one refused for good. */
async function sentAndFailed() {
  const sent = await queue(address('sent'));
  const failed = await queue(address('failed'));
  await take();
  await record(sent);
  await record(failed, '550 no such user', true);
  return { sent, failed };
}

// Announcements after a deploy

interface Notice {
  id: string;
  kind: string;
  title: string;
  description: string;
  date: string;
}
const notice = (id: string, kind: string): Notice => ({ id, kind, title: `Notice ${id}`, description: 'Details.', date: '2026-11-26' });
const FIGURES = {
  updated: '2026-11-29T21:00:00Z',
  metrics: [{ label: 'Uptime', value: '99.98%', detail: 'last 90 days' }],
  services: [{ name: 'API', status: 'operational', uptime: 99.98, responseTime: 120 }],
};
const announceStatus = (notices: unknown, figures: object | null = null) =>
  as<{ notice_id: string; emails: number }>('service_role', `select * from public.announce_status($1::jsonb, $2::jsonb)`, [
    JSON.stringify(notices),
    figures === null ? null : JSON.stringify(figures),
  ]);
const post = (id: string) => ({ id, title: `Post ${id}`, excerpt: 'An excerpt.', path: `/blog/${id}/` });
const announcePosts = (posts: unknown) =>
  as<{ post_id: string; emails: number }>('service_role', `select * from public.announce_posts($1::jsonb)`, [JSON.stringify(posts)]);
const weeklyReports = async (moment: string) =>
  (await db.query<{ queued: number }>(`select private.queue_weekly_reports($1::timestamptz) as queued`, [moment])).rows[0]!.queued;

/** (recipient, item) pairs of the queued emails of one template, sorted. */
const pairs = (emails: Email[], item: (email: Email) => string) => emails.map((email) => `${email.to_address} ${item(email)}`).sort();

// Contact messages and applications ---------------------------------------------------------------

describe('a contact message', () => {
  it('is stored, with its emails, from direct SQL without request headers after a request that had them', async () => {
    await send({ email: address('with-headers') });
    await db.transaction(async (tx) => {
      await tx.query(`set local role anon`);
      await tx.query(`insert into public.contact_submissions (name, email, message) values ('Direct', $1, 'Hi')`, [address('direct')]);
    });
    expect((await db.query(`select client from private.recent_requests order by requested_at desc limit 1`)).rows).toEqual([
      { client: '0.0.0.0' },
    ]);
  });

  it('queues one notification to sales holding every field, and one acknowledgement quoting nothing the sender typed', async () => {
    const email = address('visitor');
    const sent = await send({ email });
    const [stored] = (await db.query<{ created_at: Date }>(`select created_at from public.contact_submissions where email = $1`, [email]))
      .rows;

    const [notification, ...moreNotifications] = await outbox('contact_notification');
    expect(moreNotifications).toEqual([]);
    expect(notification).toMatchObject({ to_team: 'sales', to_address: null, subscription_id: null, status: 'queued', attempts: 0 });
    expect(notification!.data).toEqual({
      submitted_at: expect.any(String),
      name: sent.name,
      email,
      company: sent.company,
      message: sent.message,
      resume_path: null,
      suspected_bot: false,
      // The visitor's language, which the team's English notification names.
      language: 'en',
    });
    expect(new Date(notification!.data.submitted_at)).toEqual(stored!.created_at);

    const [acknowledgement, ...moreAcknowledgements] = await outbox('contact_acknowledgement');
    expect(moreAcknowledgements).toEqual([]);
    expect(acknowledgement).toMatchObject({ to_address: email, to_team: null, data: {} });
    const written = JSON.stringify(acknowledgement);
    for (const typed of [sent.name, sent.message, sent.company]) expect(written).not.toContain(typed);

    expect(await outbox()).toHaveLength(2);
  });

  it('acknowledges an address once per Sofia day and kind, whatever its letter case, while the team hears of every message', async () => {
    const email = address('twice');
    await send({ email });
    await send({ email: email.toUpperCase(), message: 'A correction.' });
    expect((await outbox('contact_notification')).map((row) => row.data.message)).toEqual([
      'Could you quote for a difference engine?',
      'A correction.',
    ]);
    expect(await outbox('contact_acknowledgement')).toHaveLength(1);

    // Another kind is acknowledged on its own.
    await send({ email, kind: 'application', company: 'Product Designer', resume_path: RESUME_PATH });
    expect(await outbox('application_acknowledgement')).toHaveLength(1);
  });

  it('counts the day in Sofia, not in UTC', async () => {
    // 21:30 and 22:30 UTC on 30 November are two Sofia days (23:30, then 00:30 on 1 December)...
    const late = address('late');
    await sendAt('2026-11-30T21:30:00Z', { email: late });
    await sendAt('2026-11-30T22:30:00Z', { email: late });
    // ...while 23:30 UTC on 30 November and noon UTC on 1 December are both 1 December in Sofia.
    const early = address('early');
    await sendAt('2026-11-30T23:30:00Z', { email: early });
    await sendAt('2026-12-01T10:00:00Z', { email: early });
    // In summer Sofia is UTC+3: 20:59 UTC is still 23:59 on 1 June, 21:00 UTC is 2 June.
    const summer = address('summer');
    await sendAt('2026-06-01T20:59:00Z', { email: summer });
    await sendAt('2026-06-01T21:00:00Z', { email: summer });
    await sendAt('2026-06-02T20:00:00Z', { email: summer });

    const acknowledged = (await outbox('contact_acknowledgement')).map((row) => row.to_address);
    expect(acknowledged.filter((to) => to === late)).toHaveLength(2);
    expect(acknowledged.filter((to) => to === early)).toHaveLength(1);
    expect(acknowledged.filter((to) => to === summer)).toHaveLength(2);
    expect(await outbox('contact_notification')).toHaveLength(7);
  });

  it('from a suspected bot is flagged to the team and not acknowledged, and uses up no acknowledgement', async () => {
    const email = address('bot');
    await send({ email, suspected_bot: true });
    expect(await outbox('contact_notification')).toMatchObject([{ to_team: 'sales', data: { email, suspected_bot: true } }]);
    expect(await outbox('contact_acknowledgement')).toEqual([]);

    // The same address filling the form by hand the same day is still answered.
    await send({ email });
    expect(await outbox('contact_acknowledgement')).toMatchObject([{ to_address: email }]);
  });

  it('has its emails written in its own transaction: rolled back, it leaves no email', async () => {
    const email = address('rolled-back');
    const rollback = new Error('rollback');
    let queuedInside = -1;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('set local role anon');
        await setRequestHeaders(tx);
        const row = message({ email });
        await tx.query(insertSql(row), Object.values(row));
        await tx.query('reset role');
        queuedInside = (await tx.query(`select 1 from private.outbox where to_address = $1 or data ->> 'email' = $1`, [email])).rows.length;
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(queuedInside).toBe(2);
    expect(await outbox()).toEqual([]);
  });

  it('is not stored when its emails cannot be queued', async () => {
    const email = address('unqueued');
    const state = await db
      .transaction(async (tx) => {
        // An outbox that refuses every row, for this transaction only.
        await tx.query(`alter table private.outbox add constraint refuse_all check (false) not valid`);
        await tx.query('set local role anon');
        await setRequestHeaders(tx);
        const row = message({ email });
        await tx.query(insertSql(row), Object.values(row));
        return null;
      })
      .catch((error: { code?: string }) => error.code);
    expect(state).toBe('23514');
    expect((await db.query(`select 1 from public.contact_submissions where email = $1`, [email])).rows).toEqual([]);
  });
});

describe('an application', () => {
  it('queues a notification to hiring with the résumé path, and an acknowledgement naming only the position', async () => {
    const email = address('candidate');
    const sent = await send({
      email,
      kind: 'application',
      company: 'Product Designer',
      message: 'I have designed engines.',
      resume_path: RESUME_PATH,
    });
    expect(await outbox('application_notification')).toMatchObject([
      {
        to_team: 'hiring',
        to_address: null,
        data: {
          name: sent.name,
          email,
          company: 'Product Designer',
          message: sent.message,
          resume_path: RESUME_PATH,
          suspected_bot: false,
        },
      },
    ]);
    const acknowledgements = await outbox('application_acknowledgement');
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]).toMatchObject({ to_address: email, to_team: null });
    expect(acknowledgements[0]!.data).toEqual({ position: 'Product Designer' });
    expect(await outbox()).toHaveLength(2);
  });

  it('from a suspected bot queues the flagged notification and no acknowledgement', async () => {
    const email = address('bot-candidate');
    await send({ email, kind: 'application', company: 'Product Designer', resume_path: RESUME_PATH, suspected_bot: true });
    expect(await outbox()).toMatchObject([{ template: 'application_notification', data: { suspected_bot: true } }]);
  });
});

// Subscription requests ---------------------------------------------------------------------------

describe('a subscription request', () => {
  it('queues one confirmation for a new address, with the token it answers, linked to the subscription', async () => {
    const email = address('new');
    const [pending] = await requestSubscription(email);
    const [confirmation, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      template: 'subscription_confirmation',
      to_address: email,
      to_team: null,
      subscription_id: await subscriptionId(email, 'newsletter'),
    });
    expect(confirmation!.data).toEqual({
      list: 'newsletter',
      confirm_token: pending!.confirm_link_token,
      expires_at: expect.any(String),
      choices: null,
    });
    expect(new Date(confirmation!.data.expires_at)).toEqual(pending!.link_expires_at);
    // The queued link is the one that works.
    expect(await confirm(confirmation!.data.confirm_token)).toBe(true);
  });

  it('tells a status subscriber the choices it confirms', async () => {
    const email = address('status');
    await requestSubscription(email, 'status', { performance: true, maintenance: false });
    expect((await outbox())[0]!.data).toMatchObject({
      list: 'status',
      choices: { incidents: true, maintenance: false, resolutions: true, performance: true },
    });
  });

  it('queues nothing when repeated within the resend window, and a new link after it', async () => {
    const email = address('repeat');
    const [first] = await requestSubscription(email);
    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '9 minutes' where email = $1`, [email]);
    expect(await requestSubscription(email)).toEqual([]);
    expect(await outbox()).toHaveLength(1);

    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '10 minutes' where email = $1`, [email]);
    const [second] = await requestSubscription(email);
    expect(second!.confirm_link_token).not.toBe(first!.confirm_link_token);
    // The first, not sent yet, would carry a link that no longer works: only the new one is queued.
    expect((await outbox()).map((row) => row.data.confirm_token)).toEqual([second!.confirm_link_token]);
  });

  it('keeps a confirmation already sent when a new one is queued', async () => {
    const email = address('resent');
    await requestSubscription(email);
    await db.query(`update private.outbox set status = 'sent', sent_at = now()`);
    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '10 minutes' where email = $1`, [email]);
    await requestSubscription(email);
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'queued']);
  });

  it('queues nothing for an address already confirmed', async () => {
    const { email } = await subscriber('confirmed', 'newsletter');
    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '1 day' where email = $1`, [email]);
    await db.query(`delete from private.outbox`);
    expect(await requestSubscription(email)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('is forgotten with its emails when the address unsubscribes', async () => {
    const leaving = await subscriber('leaving', 'newsletter', null, { confirmed: false });
    const staying = await subscriber('staying', 'newsletter', null, { confirmed: false });
    expect(await outbox()).toHaveLength(2);
    expect(await unsubscribe(leaving.unsubscribeToken)).toBe(true);
    expect((await outbox()).map((row) => row.to_address)).toEqual([staying.email]);
  });

  it('takes its subscriber’s queued announcements along when it is ended', async () => {
    const leaving = await subscriber('leaving-news', 'newsletter');
    await announcePosts([post('old')]);
    await announcePosts([post('old'), post('new')]);
    expect(await outbox('newsletter')).toMatchObject([{ to_address: leaving.email }]);
    await unsubscribe(leaving.unsubscribeToken);
    expect(await outbox()).toEqual([]);
  });
});

// The sender: taking due rows ---------------------------------------------------------------------

describe('take_due_emails', () => {
  it('hands out each due row once, as attempt 1, with its subscription’s unsubscribe token where it has one', async () => {
    const visitor = address('taken');
    await send({ email: visitor });
    const subscribing = address('taken-subscriber');
    const [pending] = await requestSubscription(subscribing);

    const before = Date.now();
    const taken = await take();
    expect(taken.map((row) => row.template).sort()).toEqual([
      'contact_acknowledgement',
      'contact_notification',
      'subscription_confirmation',
    ]);
    const byTemplate = Object.fromEntries(taken.map((row) => [row.template, row]));
    expect(byTemplate.contact_notification).toMatchObject({ to_team: 'sales', to_address: null, attempt: 1, unsubscribe_token: null });
    expect(byTemplate.contact_notification!.data).toMatchObject({ email: visitor });
    expect(byTemplate.contact_acknowledgement).toMatchObject({ to_address: visitor, attempt: 1, unsubscribe_token: null });
    expect(byTemplate.subscription_confirmation).toMatchObject({
      to_address: subscribing,
      attempt: 1,
      unsubscribe_token: pending!.unsubscribe_link_token,
      data: { confirm_token: pending!.confirm_link_token },
    });

    // A second sender right after gets none of them: each is leased for 5 minutes.
    expect(await take()).toEqual([]);
    for (const row of await outbox()) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expectAbout(row.next_attempt_at, before + 5 * 60_000);
    }
  });

  it('takes a row again, as attempt 2, once its lease has passed (a sender that died)', async () => {
    const id = await queue(address('lease'));
    expect(await take(10, '2 minutes')).toMatchObject([{ id, attempt: 1 }]);
    await passTime(id, '1 minute 50 seconds');
    expect(await take()).toEqual([]);
    await passTime(id, '11 seconds');
    expect(await take()).toMatchObject([{ id, attempt: 2 }]);
  });

  it('leaves rows that are not yet due', async () => {
    const due = await queue(address('due'));
    const later = await queue(address('later'));
    await db.query(`update private.outbox set next_attempt_at = now() + interval '1 minute' where id = $1`, [later]);
    expect((await take()).map((row) => row.id)).toEqual([due]);
    expect(await emailById(later)).toMatchObject({ attempts: 0 });
  });

  it('takes at most `batch` rows, the longest due first', async () => {
    const ids = [await queue(address('batch-a')), await queue(address('batch-b')), await queue(address('batch-c'))];
    // Due 1, 3 and 2 minutes ago.
    for (const [i, ago] of ['1 minute', '3 minutes', '2 minutes'].entries()) {
      await db.query(`update private.outbox set next_attempt_at = now() - $2::interval where id = $1`, [ids[i], ago]);
    }
    expect((await take(2)).map((row) => row.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect((await take(2)).map((row) => row.id)).toEqual([ids[0]]);
    expect(await take(2)).toEqual([]);
  });

  it('never takes a sent or failed row', async () => {
    const { sent, failed } = await sentAndFailed();
    await makeDue(sent);
    await makeDue(failed);
    expect(await take()).toEqual([]);
  });
});

// The sender: recording the outcome ---------------------------------------------------------------

describe('record_email_result', () => {
  it('marks a delivered row sent, with the time', async () => {
    const id = await queue(address('delivered'));
    await take();
    const before = Date.now();
    expect(await record(id)).toBe('sent');
    const row = await emailById(id);
    expect(row).toMatchObject({ status: 'sent', last_error: null, attempts: 1 });
    expectAbout(row.sent_at, before);
  });

  it('waits 1 min, 5 min, 30 min, 2 h and 12 h after temporary failures, keeping the error, and gives up after the 6th try', async () => {
    const id = await queue(address('flaky'));
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await makeDue(id);
      expect(await take()).toMatchObject([{ id, attempt }]);
      const failure = `421 try again later (try ${attempt})`;
      const before = Date.now();
      const answered = await record(id, failure);
      const row = await emailById(id);
      if (attempt <= RETRY_DELAYS_S.length) {
        expect(answered).toBe('queued');
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, last_error: failure, sent_at: null });
        expectAbout(row.next_attempt_at, before + RETRY_DELAYS_S[attempt - 1]! * 1000);
        // Not due before its delay.
        expect(await take()).toEqual([]);
      } else {
        expect(answered).toBe('failed');
        expect(row).toMatchObject({ status: 'failed', attempts: 6, sent_at: null });
        expect(row.last_error).toMatch(/^Gave up after 6 tries/);
        expect(row.last_error).toContain(failure);
      }
    }
    await makeDue(id);
    expect(await take()).toEqual([]);
  });

  it('fails a permanent refusal at once, with its reason', async () => {
    const id = await queue(address('refused'));
    await take();
    expect(await record(id, '550 5.1.1 mailbox unavailable', true)).toBe('failed');
    expect(await emailById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '550 5.1.1 mailbox unavailable',
      sent_at: null,
    });
  });

  it('changes nothing for a row already sent or failed, and answers its status', async () => {
    const { sent, failed } = await sentAndFailed();
    const before = [await emailById(sent), await emailById(failed)];

    expect(await record(sent, '421 late failure')).toBe('sent');
    expect(await record(sent, '550 late refusal', true)).toBe('sent');
    expect(await record(failed)).toBe('failed');
    expect(await record(failed, '421 again')).toBe('failed');
    expect([await emailById(sent), await emailById(failed)]).toEqual(before);
  });

  it('answers nothing for an unknown row', async () => {
    expect(await record('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

// Announcements -----------------------------------------------------------------------------------

describe('announce_status', () => {
  it('records what is already published on its first call, and queues nothing', async () => {
    await subscriber('all', 'status', status(true, true, true, true));
    expect(await announceStatus([notice('old-incident', 'incident'), notice('old-works', 'maintenance')], FIGURES)).toEqual([]);
    expect(await outbox('status_notice')).toEqual([]);
    expect((await db.query(`select item_id, emailed from private.announcements where feed = 'status' order by item_id`)).rows).toEqual([
      { item_id: 'old-incident', emailed: false },
      { item_id: 'old-works', emailed: false },
    ]);
  });

  it('sends each new notice once to every confirmed status subscriber who chose its kind, and nobody else', async () => {
    const incidents = await subscriber('incidents', 'status', status(true, false, false));
    const maintenance = await subscriber('maintenance', 'status', status(false, true, false));
    const resolutions = await subscriber('resolutions', 'status', status(false, false, true));
    const everything = await subscriber('everything', 'status', status(true, true, true, true));
    const performanceOnly = await subscriber('performance-only', 'status', status(false, false, false, true));
    const pending = await subscriber('pending', 'status', status(true, true, true, true), { confirmed: false });
    const reader = await subscriber('reader', 'newsletter');

    const old = notice('old', 'incident');
    await announceStatus([old]);
    const published = [old, notice('outage', 'incident'), notice('upgrade', 'maintenance'), notice('fixed', 'resolution')];
    const answered = await announceStatus(published, FIGURES);
    expect([...answered].sort((a, b) => a.notice_id.localeCompare(b.notice_id))).toEqual([
      { notice_id: 'fixed', emails: 2 },
      { notice_id: 'outage', emails: 2 },
      { notice_id: 'upgrade', emails: 2 },
    ]);

    const emails = await outbox('status_notice');
    expect(pairs(emails, (email) => email.data.notice.id)).toEqual(
      [
        `${incidents.email} outage`,
        `${everything.email} outage`,
        `${maintenance.email} upgrade`,
        `${everything.email} upgrade`,
        `${resolutions.email} fixed`,
        `${everything.email} fixed`,
      ].sort(),
    );
    const recipients = new Set(emails.map((email) => email.to_address));
    for (const left of [performanceOnly, pending, reader]) expect(recipients.has(left.email)).toBe(false);
    // Each email carries its notice whole, and its subscription for the unsubscribe link.
    const toIncidents = emails.find((email) => email.to_address === incidents.email)!;
    expect(toIncidents).toMatchObject({ subscription_id: incidents.id, data: { notice: published[1] } });

    // The next deploy publishes the same notices: nothing more.
    expect(await announceStatus(published, FIGURES)).toEqual([]);
    expect(await outbox('status_notice')).toHaveLength(6);
  });

  it('refuses a notice of an unknown kind (22023) and records nothing of that call', async () => {
    const watcher = await subscriber('watcher', 'status', status(true, true, true));
    await announceStatus([notice('old', 'incident')]);
    await expect(announceStatus([notice('old', 'incident'), notice('odd', 'outage'), notice('real', 'incident')])).rejects.toMatchObject({
      code: '22023',
    });
    expect(await outbox('status_notice')).toEqual([]);
    expect(await announceStatus([notice('old', 'incident'), notice('real', 'incident')])).toEqual([{ notice_id: 'real', emails: 1 }]);
    expect(await outbox('status_notice')).toMatchObject([{ to_address: watcher.email }]);
  });

  // A status page with no notice yet, announced: its first notice later is news, not archive.
  it('emails the first notice of a feed that was first announced empty', async () => {
    const watcher = await subscriber('first-notice', 'status', status(true, true, true));
    expect(await announceStatus([], FIGURES)).toEqual([]);
    expect(await announceStatus([notice('first-ever', 'incident')], FIGURES)).toEqual([{ notice_id: 'first-ever', emails: 1 }]);
    expect(await outbox('status_notice')).toMatchObject([{ to_address: watcher.email }]);
  });

  it('refuses a notice of an unknown kind even on its first call, recording nothing', async () => {
    await expect(announceStatus([notice('odd', 'outage')])).rejects.toMatchObject({ code: '22023' });
    expect((await db.query(`select from private.announced_feeds`)).rows).toEqual([]);
  });

  it('refuses notices that are not a JSON array (22023)', async () => {
    await expect(announceStatus({ id: 'x', kind: 'incident' })).rejects.toMatchObject({ code: '22023' });
  });

  it('stores the figures it is given, the latest replacing the last, and keeps them when given none', async () => {
    await announceStatus([], { uptime: 99.5 });
    await announceStatus([], FIGURES);
    await announceStatus([]);
    expect((await db.query(`select figures from private.status_figures`)).rows).toEqual([{ figures: FIGURES }]);
  });
});

describe('announce_posts', () => {
  it('mails a post listed twice in one build once', async () => {
    const reader = await subscriber('twice-listed', 'newsletter');
    await announcePosts([]);
    expect(await announcePosts([post('doubled'), post('doubled')])).toEqual([{ post_id: 'doubled', emails: 1 }]);
    expect((await outbox('newsletter')).map((email) => [email.to_address, email.data.posts.length])).toEqual([[reader.email, 1]]);
  });

  it('records the published posts on its first call, and queues nothing', async () => {
    await subscriber('reader', 'newsletter');
    expect(await announcePosts([post('first'), post('second')])).toEqual([]);
    expect(await outbox('newsletter')).toEqual([]);
  });

  it('sends new posts, in one email, to every confirmed newsletter subscriber and nobody else, once', async () => {
    const readers = [await subscriber('reader-a', 'newsletter'), await subscriber('reader-b', 'newsletter')];
    await subscriber('pending-reader', 'newsletter', null, { confirmed: false });
    await subscriber('status-only', 'status', status(true, true, true, true));

    await announcePosts([post('archive')]);
    const published = [post('archive'), post('engines'), post('looms')];
    const answered = await announcePosts(published);
    expect([...answered].sort((a, b) => a.post_id.localeCompare(b.post_id))).toEqual([
      { post_id: 'engines', emails: 2 },
      { post_id: 'looms', emails: 2 },
    ]);

    const emails = await outbox('newsletter');
    expect(emails.map((email) => email.to_address).sort()).toEqual(readers.map((reader) => reader.email).sort());
    for (const email of emails) {
      const reader = readers.find((candidate) => candidate.email === email.to_address)!;
      expect(email.subscription_id).toBe(reader.id);
      expect(email.data).toEqual({ posts: [post('engines'), post('looms')] });
    }

    expect(await announcePosts(published)).toEqual([]);
    expect(await outbox('newsletter')).toHaveLength(2);
  });
});

// The Monday report -------------------------------------------------------------------------------

describe('queue_weekly_reports', () => {
  /** Confirmed status subscribers; only `wants` chose performance reports. */
  async function audience() {
    const wants = [
      await subscriber('performance-a', 'status', status(false, false, false, true)),
      await subscriber('performance-b', 'status', status(true, true, true, true)),
    ];
    await subscriber('no-performance', 'status', status(true, true, true, false));
    await subscriber('pending-performance', 'status', status(true, true, true, true), { confirmed: false });
    await subscriber('reader', 'newsletter');
    return wants;
  }

  it('queues nothing before any figures were announced', async () => {
    await audience();
    expect(await weeklyReports('2026-11-30T06:00:00Z')).toBe(0);
    expect(await outbox('weekly_report')).toEqual([]);
  });

  it('queues nothing outside Monday 08:00–08:59 in Sofia', async () => {
    await audience();
    await announceStatus([], FIGURES);
    for (const moment of [
      '2026-11-30T05:59:59Z', // Monday 07:59 in Sofia (winter, UTC+2)
      '2026-11-30T05:00:00Z', // Monday 07:00 in Sofia: the winter run of the 05:00 UTC job
      '2026-11-30T07:00:00Z', // Monday 09:00 in Sofia
      '2026-12-01T06:00:00Z', // Tuesday 08:00 in Sofia
      '2026-11-29T06:00:00Z', // Sunday 08:00 in Sofia
      '2026-06-01T06:00:00Z', // Monday 09:00 in Sofia: the summer run of the 06:00 UTC job
      '2026-06-01T04:59:00Z', // Monday 07:59 in Sofia (summer, UTC+3)
      '2026-11-30T08:00:00+00:00', // Monday 10:00 in Sofia
    ]) {
      expect(await weeklyReports(moment), moment).toBe(0);
    }
    expect(await outbox('weekly_report')).toEqual([]);
  });

  it.each([
    ['winter', '2026-11-30T06:00:00Z', '2026-11-23', '2026-11-29'],
    ['summer', '2026-06-01T05:00:00Z', '2026-05-25', '2026-05-31'],
  ])(
    'at Monday 08:00 in Sofia (%s) queues one report per confirmed subscriber who chose performance, once',
    async (_, moment, from, to) => {
      const wants = await audience();
      await announceStatus([], FIGURES);
      expect(await weeklyReports(moment)).toBe(2);
      const reports = await outbox('weekly_report');
      expect(reports.map((report) => report.to_address).sort()).toEqual(wants.map((subscriber) => subscriber.email).sort());
      for (const report of reports) {
        expect(report.subscription_id).toBe(wants.find((subscriber) => subscriber.email === report.to_address)!.id);
        expect(report.data).toEqual({ week_from: from, week_to: to, figures: FIGURES });
      }

      // Both hourly jobs and the local timer call again within the hour: nothing more.
      const later = new Date(new Date(moment).getTime() + 59 * 60_000).toISOString();
      expect(await weeklyReports(moment)).toBe(0);
      expect(await weeklyReports(later)).toBe(0);
      expect(await outbox('weekly_report')).toHaveLength(2);
    },
  );

  it('queues the next week’s report the next Monday', async () => {
    await audience();
    await announceStatus([], FIGURES);
    expect(await weeklyReports('2026-11-30T06:00:00Z')).toBe(2);
    expect(await weeklyReports('2026-12-07T06:30:00Z')).toBe(2);
    expect((await outbox('weekly_report')).map((report) => report.data.week_from).sort()).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-30',
      '2026-11-30',
    ]);
  });
});

// Languages ---------------------------------------------------------------------------------------

describe('the language of each email (20261126120000_submission_language.sql)', () => {
  const subscriptionLanguage = async (email: string) =>
    (await db.query<{ language: string }>(`select language from public.subscriptions where email = $1`, [email])).rows[0]!.language;
  const languagesOf = (emails: Email[]) => Object.fromEntries(emails.map((email) => [email.to_address ?? email.to_team, email.language]));

  it('is the visitor’s for an acknowledgement, and English for the team’s notification, which names the visitor’s', async () => {
    const contact = address('bg-contact');
    await send({ email: contact, language: 'bg' });
    const applicant = address('bg-applicant');
    await send({ email: applicant, kind: 'application', company: 'Product Designer', resume_path: RESUME_PATH, language: 'bg' });
    expect(await outbox('contact_acknowledgement')).toMatchObject([{ to_address: contact, language: 'bg', data: {} }]);
    expect(await outbox('application_acknowledgement')).toMatchObject([
      { to_address: applicant, language: 'bg', data: { position: 'Product Designer' } },
    ]);
    expect(await outbox('contact_notification')).toMatchObject([
      { to_team: 'sales', language: 'en', data: { email: contact, language: 'bg' } },
    ]);
    expect(await outbox('application_notification')).toMatchObject([
      { to_team: 'hiring', language: 'en', data: { email: applicant, language: 'bg' } },
    ]);
  });

  it('is English for a visitor whose client sends none', async () => {
    const email = address('old-client');
    await as('anon', `insert into public.contact_submissions (name, email, message) values ('Old', $1, 'Hi')`, [email]);
    expect(languagesOf(await outbox())).toEqual({ [email]: 'en', sales: 'en' });
  });

  it('is refused when the language is not one the site is written in: nothing is stored or queued (23514)', async () => {
    const email = address('unknown-language');
    expect(await sqlState('anon', insertSql(message({ email, language: 'de' })), Object.values(message({ email, language: 'de' })))).toBe(
      '23514',
    );
    expect(
      await sqlState('service_role', `select * from public.request_subscription('newsletter', $1, null, 'f', 'w', null, false, 'fr')`, [
        email,
      ]),
    ).toBe('23514');
    expect((await db.query(`select from public.contact_submissions where email = $1`, [email])).rows).toEqual([]);
    expect((await db.query(`select from public.subscriptions where email = $1`, [email])).rows).toEqual([]);
    expect(await outbox()).toEqual([]);
    await expect(
      db.query(`select private.queue_email('contact_acknowledgement', '{}', to_address => 'x@example.com', language => 'xx')`),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('is stored with a subscription, and its confirmation written in it; English when the function is not told one', async () => {
    const bulgarian = address('bg-reader');
    const [pending] = await requestSubscription(bulgarian, 'newsletter', null, 'bg');
    expect(await subscriptionLanguage(bulgarian)).toBe('bg');
    expect(await outbox('subscription_confirmation')).toMatchObject([
      { to_address: bulgarian, language: 'bg', data: { confirm_token: pending!.confirm_link_token } },
    ]);
    const english = address('en-reader');
    await requestSubscription(english);
    expect(await subscriptionLanguage(english)).toBe('en');
    const nullLanguage = address('null-reader');
    await requestSubscription(nullLanguage, 'newsletter', null, null);
    expect(await subscriptionLanguage(nullLanguage)).toBe('en');
    expect(languagesOf(await outbox('subscription_confirmation'))).toEqual({ [bulgarian]: 'bg', [english]: 'en', [nullLanguage]: 'en' });
  });

  it('follows a pending subscription requested again from the other language’s form, and never changes a confirmed one', async () => {
    const pending = address('switching');
    await requestSubscription(pending, 'newsletter', null, 'en');
    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '10 minutes' where email = $1`, [pending]);
    await requestSubscription(pending, 'newsletter', null, 'bg');
    expect(await subscriptionLanguage(pending)).toBe('bg');
    expect(await outbox('subscription_confirmation')).toMatchObject([{ to_address: pending, language: 'bg' }]);

    const confirmed = await subscriber('settled', 'newsletter', null, { language: 'bg' });
    await db.query(`update public.subscriptions set confirmation_sent_at = now() - interval '1 day' where email = $1`, [confirmed.email]);
    expect(await requestSubscription(confirmed.email, 'newsletter', null, 'en')).toEqual([]);
    expect(await subscriptionLanguage(confirmed.email)).toBe('bg');
  });

  it('is each subscriber’s for status notices, new posts and the weekly report', async () => {
    const everything = { incidents: true, maintenance: true, resolutions: true, performance: true };
    const bgStatus = await subscriber('bg-status', 'status', everything, { language: 'bg' });
    const enStatus = await subscriber('en-status', 'status', everything, { language: 'en' });
    const bgReader = await subscriber('bg-news', 'newsletter', null, { language: 'bg' });
    const enReader = await subscriber('en-news', 'newsletter', null, { language: 'en' });

    await announceStatus([]);
    await announceStatus([notice('outage', 'incident')], FIGURES);
    expect(languagesOf(await outbox('status_notice'))).toEqual({ [bgStatus.email]: 'bg', [enStatus.email]: 'en' });

    await announcePosts([]);
    await announcePosts([post('engines')]);
    expect(languagesOf(await outbox('newsletter'))).toEqual({ [bgReader.email]: 'bg', [enReader.email]: 'en' });

    expect(await weeklyReports('2026-11-30T06:00:00Z')).toBe(2);
    expect(languagesOf(await outbox('weekly_report'))).toEqual({ [bgStatus.email]: 'bg', [enStatus.email]: 'en' });
  });

  it('is handed to the sender with each row', async () => {
    const email = address('taken-bg');
    await send({ email, language: 'bg' });
    const taken = await take();
    expect(Object.fromEntries(taken.map((row) => [row.template, row.language]))).toEqual({
      contact_notification: 'en',
      contact_acknowledgement: 'bg',
    });
  });
});

// Who may do what ---------------------------------------------------------------------------------

describe('the visitor', () => {
  it('can read no outbox, announcement or figure (42501)', async () => {
    for (const table of ['private.outbox', 'private.announcements', 'private.status_figures']) {
      expect(await sqlState('anon', `select * from ${table}`), table).toBe('42501');
    }
  });

  it('can call none of the outbox functions (42501)', async () => {
    const id = await queue(address('target'));
    for (const sql of [
      `select * from public.take_due_emails()`,
      `select * from public.take_due_emails(10, '5 minutes')`,
      `select public.record_email_result('${id}')`,
      `select public.record_email_result('${id}', 'x', true)`,
      `select * from public.announce_status('[]', '{}')`,
      `select * from public.announce_posts('[]')`,
      `select * from public.outbox_report()`,
      `select private.queue_email('contact_acknowledgement', '{}', to_address => 'victim@example.com')`,
      `select private.queue_weekly_reports()`,
    ]) {
      expect(await sqlState('anon', sql), sql).toBe('42501');
    }
    expect(await emailById(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

// The owner's view --------------------------------------------------------------------------------

describe('outbox_report', () => {
  it('lists the rows newest first, with their recipients and without the emails’ contents', async () => {
    const visitor = address('reported');
    await send({ email: visitor, name: 'Grace Hopper', message: 'A confidential question.' });
    const subscribing = address('reported-subscriber');
    const [pending] = await requestSubscription(subscribing);
    // Distinct times, oldest first: the notification, the acknowledgement, the confirmation.
    await db.query(`update private.outbox set created_at = now() - interval '3 minutes' where template = 'contact_notification'`);
    await db.query(`update private.outbox set created_at = now() - interval '2 minutes' where template = 'contact_acknowledgement'`);
    // One try of the notification failed.
    await db.query(`update private.outbox set next_attempt_at = now() - interval '1 minute' where template = 'contact_notification'`);
    const [failing] = await take(1);
    await record(failing!.id, '421 busy');

    const report = await as<Record<string, unknown>>('service_role', `select * from public.outbox_report()`);
    expect(report.map((row) => [row.template, row.recipient])).toEqual([
      ['subscription_confirmation', subscribing],
      ['contact_acknowledgement', visitor],
      ['contact_notification', 'team: sales'],
    ]);
    expect(Object.keys(report[0]!).sort()).toEqual(
      ['attempts', 'created_at', 'id', 'last_error', 'next_attempt_at', 'recipient', 'sent_at', 'status', 'template'].sort(),
    );
    expect(report[2]).toMatchObject({ id: failing!.id, status: 'queued', attempts: 1, last_error: '421 busy' });
    const shown = JSON.stringify(report);
    for (const content of ['Grace Hopper', 'A confidential question.', pending!.confirm_link_token, pending!.unsubscribe_link_token]) {
      expect(shown).not.toContain(content);
    }

    expect((await as<{ template: string }>('service_role', `select * from public.outbox_report(1)`)).map((row) => row.template)).toEqual([
      'subscription_confirmation',
    ]);
  });
});
