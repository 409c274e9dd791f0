// What a send reports when the backend is down, fails, stays silent or refuses: the real
// supabase-js client and our send functions, with the network (global fetch) replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendApplication } from '../../src/lib/forms/sending/send-application';
import { sendContactMessage } from '../../src/lib/forms/sending/submissions';
import { SEND_TIMEOUT_MS } from '../../src/lib/forms/sending/timeout';
import { langOfPath } from '../../src/i18n/languages';

const network = vi.fn<typeof fetch>();

/** The page the form is on: its <html lang>, written from its address, gives the submission's language. */
const onPage = (path: string) => vi.stubGlobal('document', { documentElement: { lang: langOfPath(path) } });

beforeEach(() => {
  network.mockReset();
  vi.stubGlobal('fetch', network);
  onPage('/contact');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = {
  name: 'Ana',
  email: 'ana@example.com',
  company: '',
  message: 'Hello',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const application = {
  firstName: 'Elena',
  lastName: 'Ivanova',
  email: 'elena@example.com',
  phone: '',
  location: '',
  position: 'Product Designer',
  experience: '',
  coverLetter: '',
  linkedIn: '',
  portfolio: '',
};
const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });

describe('faults', () => {
  it('reports a backend that is down as a failed send', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendContactMessage(message)).toMatchObject({
      ok: false,
      problem: 'failed',
    });
  });

  it('reports a 500 as a failed send', async () => {
    network.mockResolvedValue(json(500, { message: 'Internal error' }));
    expect(await sendContactMessage(message)).toMatchObject({
      ok: false,
      problem: 'failed',
    });
  });

  it('gives up on a backend that says nothing for 15 s, aborting the request', async () => {
    expect(SEND_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers();
    let aborted = false;
    network.mockImplementation(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(init.signal?.reason);
          }),
        ),
    );
    let settled: unknown;
    void sendContactMessage(message).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect([settled, aborted]).toEqual([undefined, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect(settled).toMatchObject({ ok: false, problem: 'failed' });
  });
});

describe('refusals the visitor can act on', () => {
  it('reports the database’s request limit (HTTP 429, PT429) as overLimit', async () => {
    network.mockResolvedValue(
      json(429, {
        code: 'PT429',
        message: 'Too many requests from your address',
      }),
    );
    expect(await sendContactMessage(message)).toMatchObject({
      ok: false,
      problem: 'overLimit',
    });
  });

  it('reports the upload limit as overLimit, before any application row is sent', async () => {
    network.mockResolvedValue(
      json(400, {
        statusCode: '429',
        error: 'too_many_requests',
        message: 'Too many requests',
      }),
    );
    expect(await sendApplication(application, resume)).toMatchObject({
      ok: false,
      problem: 'overLimit',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('names the field of a check constraint the database refused', async () => {
    network.mockResolvedValue(
      json(400, {
        code: '23514',
        message: 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_valid"',
      }),
    );
    expect(await sendContactMessage(message)).toMatchObject({
      ok: false,
      problem: 'email',
    });
  });

  it('refuses what the database would refuse without sending anything', async () => {
    expect(await sendContactMessage({ ...message, email: 'a@b' })).toMatchObject({ ok: false, problem: 'email' });
    expect(await sendContactMessage({ ...message, name: '\t\n' })).toMatchObject({ ok: false, problem: 'name' });
    expect(await sendApplication({ ...application, coverLetter: 'x'.repeat(10_000) }, resume)).toMatchObject({
      ok: false,
      problem: 'message',
    });
    expect(network).not.toHaveBeenCalled();
  });
});

describe('suspected bots', () => {
  it('sends a honeypot post with suspected_bot set, for the owner to judge', async () => {
    network.mockResolvedValue(new Response(null, { status: 201 }));
    expect(await sendContactMessage(message, { suspectedBot: true })).toEqual({
      ok: true,
    });
    const [, init] = network.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ana',
      suspected_bot: true,
    });
  });
});

describe('the language of a submission', () => {
  it('stores a contact message with the language of the page it was sent from', async () => {
    onPage('/bg/contact');
    network.mockResolvedValue(new Response(null, { status: 201 }));
    expect(await sendContactMessage(message)).toEqual({ ok: true });
    const [, init] = network.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'contact',
      name: 'Ana',
      email: 'ana@example.com',
      company: null,
      message: 'Hello',
      language: 'bg',
      suspected_bot: false,
    });
  });

  it('stores an application with it too, after the resume upload', async () => {
    onPage('/bg/apply');
    network.mockImplementation(async () => json(200, { Key: 'resumes/applications/x/cv.pdf' }));
    expect(await sendApplication(application, resume)).toEqual({ ok: true });
    const [, init] = network.mock.calls.at(-1)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ kind: 'application', name: 'Elena Ivanova', language: 'bg' });
  });
});
