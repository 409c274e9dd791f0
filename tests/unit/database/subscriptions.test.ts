// The subscription functions as the `subscribe` Edge Function calls them (service role), on the
// real migrations in PGlite: pending until confirmed, the consent record, one confirmation email
// per address per resend window, links that expire or work once, unsubscribe removes the row.
// Time is moved by dating rows back, never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../scripts/local-backend/database.ts';
import { openDatabaseForManyRequests } from './many-requests.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabaseForManyRequests();
}, 60_000);
afterAll(() => db.close());

interface PendingConfirmation {
  send_to: string;
  confirm_link_token: string;
  unsubscribe_link_token: string;
  link_expires_at: string;
}

/** Runs as the service role, as PostgREST does for the function's key. */
async function asFunction<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query('set local role service_role');
    return (await tx.query<T>(sql, params)).rows;
  });
}

let counter = 0;
const address = (label: string) => `${label}.${++counter}@example.com`;

const CONSENT = ['blog-newsletter', '2026-11-24'];
const request = (email: string, list = 'newsletter', choices: object | null = null) =>
  asFunction<PendingConfirmation>(`select * from public.request_subscription($1, $2, $3, $4, $5, $6)`, [
    list,
    email,
    choices === null ? null : JSON.stringify(choices),
    ...(list === 'status' ? ['status-updates', '2026-11-24'] : CONSENT),
    '203.0.113.7',
  ]);
const confirm = async (token: string) =>
  (await asFunction<{ done: boolean }>(`select public.confirm_subscription($1) as done`, [token]))[0]!.done;
const unsubscribe = async (token: string) =>
  (await asFunction<{ done: boolean }>(`select public.unsubscribe($1) as done`, [token]))[0]!.done;
const stored = async (email: string) =>
  (await db.query<Record<string, unknown>>(`select * from public.subscriptions where email = $1`, [email])).rows;
/** Moves a subscription's last confirmation email back in time. */
const sentAgo = (email: string, interval: string) =>
  db.query(`update public.subscriptions set confirmation_sent_at = confirmation_sent_at - $2::interval where email = $1`, [
    email,
    interval,
  ]);
const counted = async (view: string, email: string) =>
  (await db.query(`select 1 from public.${view} where email = $1`, [email])).rows.length;

describe('a new address', () => {
  it('is stored pending with its consent record, and gets the tokens for one confirmation email', async () => {
    const email = address('new');
    const [pending, ...more] = await request(`  ${email.toUpperCase()} `);
    expect(more).toEqual([]);
    expect(pending).toMatchObject({ send_to: email });
    expect(pending!.confirm_link_token).toMatch(/^[\da-f]{64}$/);
    expect(pending!.unsubscribe_link_token).toMatch(/^[\da-f]{64}$/);
    expect(pending!.confirm_link_token).not.toBe(pending!.unsubscribe_link_token);

    const [row] = await stored(email);
    expect(row).toMatchObject({
      list: 'newsletter',
      consent_form: CONSENT[0],
      consent_wording: CONSENT[1],
      confirmed_at: null,
      suspected_bot: false,
    });
    expect(row!.consented_at).toBeInstanceOf(Date);
    // Only the confirmation token's hash is kept.
    expect(JSON.stringify(row)).not.toContain(pending!.confirm_link_token);
    // The link's expiry comes from the database, which enforces it.
    const sentAt = (row!.confirmation_sent_at as Date).getTime();
    expect(new Date(pending!.link_expires_at).getTime() - sentAt).toBe(7 * 24 * 3600 * 1000);
    expect(await counted('newsletter_subscribers', email)).toBe(0);
  });

  it('is kept, marked, when the form’s honeypot was filled, and still gets its confirmation email', async () => {
    const email = address('honeypot');
    const [pending] = await asFunction<PendingConfirmation>(
      `select * from public.request_subscription('newsletter', $1, null, 'blog-newsletter', '2026-11-24', '203.0.113.7', true)`,
      [email],
    );
    expect(pending).toMatchObject({ send_to: email });
    expect((await stored(email))[0]).toMatchObject({ suspected_bot: true, confirmed_at: null });
  });

  it('keeps the status choices, with the spec’s defaults for any not sent', async () => {
    const email = address('status');
    await request(email, 'status', { performance: true, maintenance: false });
    expect((await stored(email))[0]).toMatchObject({ incidents: true, maintenance: false, resolutions: true, performance: true });
  });

  it('refuses a malformed address (23514) and choices on the newsletter (22023)', async () => {
    await expect(request('not-an-address')).rejects.toMatchObject({ code: '23514' });
    await expect(request(address('news'), 'newsletter', { incidents: true })).rejects.toMatchObject({ code: '22023' });
  });
});

describe('confirming', () => {
  it('counts the address as a subscriber once, after which the link is used up', async () => {
    const email = address('confirm');
    const [pending] = await request(email, 'status', {});
    expect(await confirm(pending!.confirm_link_token)).toBe(true);
    expect(await counted('status_subscriptions', email)).toBe(1);
    expect((await stored(email))[0]!.confirmed_at).toBeInstanceOf(Date);
    expect(await confirm(pending!.confirm_link_token)).toBe(false);
  });

  it('refuses a link older than 7 days and an unknown token', async () => {
    const email = address('late');
    const [pending] = await request(email);
    await sentAgo(email, '7 days 1 minute');
    expect(await confirm(pending!.confirm_link_token)).toBe(false);
    expect(await confirm('0'.repeat(64))).toBe(false);
    expect(await counted('newsletter_subscribers', email)).toBe(0);
  });
});

describe('subscribing again', () => {
  it('sends nothing new to a confirmed address and changes nothing', async () => {
    const email = address('confirmed');
    const [pending] = await request(email, 'status', { performance: false });
    await confirm(pending!.confirm_link_token);
    const before = await stored(email);
    await sentAgo(email, '1 day');
    expect(await request(email, 'status', { performance: true })).toEqual([]);
    expect((await stored(email))[0]).toMatchObject({ ...before[0], confirmation_sent_at: expect.any(Date) });
    expect((await stored(email))[0]!.performance).toBe(false);
  });

  it('sends a pending address at most one email per 10 minutes, then a new link that replaces the old one', async () => {
    const email = address('pending');
    const [first] = await request(email);
    await sentAgo(email, '9 minutes');
    expect(await request(email)).toEqual([]);
    await sentAgo(email, '1 minute');
    const [second] = await request(email);
    expect(second!.confirm_link_token).not.toBe(first!.confirm_link_token);
    // The unsubscribe link stays the same, so the first email's link still works.
    expect(second!.unsubscribe_link_token).toBe(first!.unsubscribe_link_token);
    expect(await confirm(first!.confirm_link_token)).toBe(false);
    expect(await confirm(second!.confirm_link_token)).toBe(true);
  });

  it('keeps the newsletter and status lists apart for one address', async () => {
    const email = address('both');
    expect(await request(email, 'newsletter')).toHaveLength(1);
    expect(await request(email, 'status', {})).toHaveLength(1);
    expect(await stored(email)).toHaveLength(2);
  });
});

describe('unsubscribing', () => {
  it('removes a confirmed subscription once; the link then says it was used', async () => {
    const email = address('leaving');
    const [pending] = await request(email);
    await confirm(pending!.confirm_link_token);
    expect(await unsubscribe(pending!.unsubscribe_link_token)).toBe(true);
    expect(await stored(email)).toEqual([]);
    expect(await unsubscribe(pending!.unsubscribe_link_token)).toBe(false);
  });

  it('removes a pending subscription too, whose confirmation link then fails', async () => {
    const email = address('never');
    const [pending] = await request(email);
    expect(await unsubscribe(pending!.unsubscribe_link_token)).toBe(true);
    expect(await confirm(pending!.confirm_link_token)).toBe(false);
  });
});

describe('no oracle for the visitor', () => {
  it('refuses new, pending and confirmed addresses alike, on the table, the views and the functions', async () => {
    const pendingEmail = address('pending-probe');
    const confirmedEmail = address('confirmed-probe');
    await request(pendingEmail);
    const [pending] = await request(confirmedEmail);
    await confirm(pending!.confirm_link_token);

    const probe = async (email: string) => {
      const states: string[] = [];
      for (const sql of [
        `insert into public.subscriptions (list, email) values ('newsletter', $1)`,
        `select count(*) from public.newsletter_subscribers where email = $1`,
        `select * from public.request_subscription('newsletter', $1, null, 'f', 'w', null)`,
      ]) {
        states.push(
          await db
            .transaction(async (tx) => {
              await tx.query('set local role anon');
              await tx.query(sql, [email]);
              return 'allowed';
            })
            .catch((error: { code?: string }) => error.code ?? 'no-code'),
        );
      }
      return states;
    };
    const answers = await Promise.all([address('new-probe'), pendingEmail, confirmedEmail].map(probe));
    expect(answers).toEqual([
      ['42501', '42501', '42501'],
      ['42501', '42501', '42501'],
      ['42501', '42501', '42501'],
    ]);
  });
});

describe('the request limit', () => {
  it('refuses a client over the subscription limit with PT429, whatever the address, and counts each client apart', async () => {
    await db.query(`update private.request_limits set max_requests = 2 where action = 'subscription'`);
    try {
      const from = (client: string) =>
        asFunction(`select * from public.request_subscription('newsletter', $1, null, 'blog-newsletter', '2026-11-24', $2)`, [
          address('limited'),
          client,
        ]);
      await from('198.51.100.20');
      await from('198.51.100.20');
      await expect(from('198.51.100.20')).rejects.toMatchObject({ code: 'PT429' });
      await expect(from('198.51.100.21')).resolves.toHaveLength(1);
    } finally {
      await db.query(`update private.request_limits set max_requests = 1000 where action = 'subscription'`);
    }
  });
});
