// What the forms and the email-link pages send to the `subscribe` function and make of its
// answers, with fetch stubbed: only 202 is a taken subscription; a link's outcome is the
// function's word for it, anything else an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEmailLink } from '../../src/lib/forms/subscriptions/email-links';
import { FUNCTIONS_URL } from '../../src/lib/forms/backend/endpoints';
import { subscribeToNewsletter, subscribeToStatus } from '../../src/lib/forms/subscriptions/subscriptions';
import { SEND_TIMEOUT_MS } from '../../src/lib/forms/sending/timeout';
import { langOfPath } from '../../src/i18n/languages';

const wording = 'v1';

/** The page the form is on: its <html lang>, written from its address, gives the subscription's language. */
const onPage = (path: string) => vi.stubGlobal('document', { documentElement: { lang: langOfPath(path) } });

function answering(status: number, body: unknown = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => onPage('/blog'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('subscribing', () => {
  it('posts the list, the trimmed address, the choices, the consent record and the page’s language, and takes 202 as done', async () => {
    onPage('/bg/status-updates');
    const fetch = answering(202);
    const choices = { incidents: true, maintenance: false, resolutions: true, performance: false };
    expect(await subscribeToStatus({ email: ' ops@example.com ', ...choices }, wording)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(`${FUNCTIONS_URL}/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        list: 'status',
        email: 'ops@example.com',
        choices,
        consent: { form: 'status-updates', wording },
        language: 'bg',
        suspectedBot: false,
      }),
      signal: expect.any(AbortSignal),
    });
  });

  it('posts a newsletter subscription from an English page as English, with its own form', async () => {
    onPage('/blog/category/guides');
    const fetch = answering(202);
    expect(await subscribeToNewsletter('a@example.com', wording, { suspectedBot: true })).toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      list: 'newsletter',
      email: 'a@example.com',
      consent: { form: 'blog-newsletter', wording },
      language: 'en',
      suspectedBot: true,
    });
  });

  it('gives up after the send timeout, and tells the visitor', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // A backend that takes the request and never answers, but honours the abort.
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
        ),
      );
      let result: unknown;
      void subscribeToNewsletter('a@example.com', wording).then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toMatchObject({ ok: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports any other answer, and a network failure, as a failed send', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(500);
    expect(await subscribeToNewsletter('a@example.com', wording)).toEqual({ ok: false, error: 'subscribe answered 500' });
    answering(429);
    expect(await subscribeToNewsletter('a@example.com', wording)).toEqual({
      ok: false,
      error: 'subscribe answered 429',
      problem: 'overLimit',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await subscribeToNewsletter('a@example.com', wording)).toEqual({ ok: false, error: 'Failed to fetch' });
  });
});

describe('following an emailed link', () => {
  it('says what the function said, and sends nothing without a token', async () => {
    const fetch = answering(200, { result: 'confirmed' });
    expect(await followEmailLink('confirm', 'a'.repeat(64))).toBe('confirmed');
    expect(fetch).toHaveBeenCalledWith(`${FUNCTIONS_URL}/subscribe/confirm`, expect.objectContaining({ method: 'POST' }));
    answering(200, { result: 'invalid' });
    expect(await followEmailLink('unsubscribe', 'b'.repeat(64))).toBe('invalid');
    const unused = answering(200, { result: 'confirmed' });
    expect(await followEmailLink('confirm', null)).toBe('invalid');
    expect(unused).not.toHaveBeenCalled();
  });

  it('is an error when the function fails or answers something else', async () => {
    answering(500, { message: 'down' });
    expect(await followEmailLink('confirm', 'a'.repeat(64))).toBe('error');
    answering(200, { result: 'maybe' });
    expect(await followEmailLink('unsubscribe', 'a'.repeat(64))).toBe('error');
  });
});
