// The `send-email` Edge Function's handler under Node: a stand-in database that hands out due
// outbox rows and records each outcome, a mailer that keeps what it is given, a stub for Storage's
// signed links and a clock the test moves. The messages it builds are parsed back with mailparser,
// as a mail client would read them.
import { describe, expect, it } from 'vitest';
import { parseMail } from '../../scripts/local-backend/mail-catcher.ts';
import { SmtpError } from '../../supabase/functions/_shared/smtp.ts';
import { UNSUBSCRIBE_PAGE_PATH, type Template } from '../../supabase/functions/_shared/templates.ts';
import {
  handleRequest,
  RESUME_LINK_SECONDS,
  RESUMES_BUCKET,
  sendDueEmails,
  type DueEmail,
  type SenderConfig,
  type SenderDependencies,
} from '../../supabase/functions/send-email/handler.ts';

const SITE = 'https://voxa.example';
const FUNCTIONS_URL = 'https://project.supabase.example/functions/v1';
const SERVICE_ROLE_KEY = 'service-role-key-for-tests';
const NOW = new Date('2026-11-26T09:00:00.000Z');

const CONFIG: SenderConfig = {
  siteUrl: SITE,
  siteName: 'Voxa',
  mailFrom: 'Voxa <updates@mail.voxa.example>',
  functionsUrl: FUNCTIONS_URL,
  teamInboxes: {
    sales: 'deals@sales-team.example',
    hiring: 'people@hiring-team.example',
  },
  serviceRoleKey: SERVICE_ROLE_KEY,
};

const submission = {
  submitted_at: '2026-11-26T08:59:58.000+00:00',
  name: 'Ana Petrova',
  email: 'ana@northwind.example',
  company: 'Northwind Traders',
  message: 'Can your phone agents answer in Bulgarian?',
  resume_path: null,
  suspected_bot: false,
};
const RESUME_PATH = 'applications/0b5e0d8e-6c1f-4a39-9a52-3f4c2d1e0a7b/ivan-georgiev.pdf';
const TOKEN = 'u'.repeat(64);

let nextId = 0;
/** A due row as take_due_emails answers it. */
function row(template: Template | string, fields: Partial<DueEmail> = {}): DueEmail {
  nextId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    template: template as Template,
    to_address: null,
    to_team: null,
    data: {},
    attempt: 1,
    unsubscribe_token: null,
    ...fields,
  };
}

const contactNotification = (fields: Partial<DueEmail> = {}) =>
  row('contact_notification', {
    to_team: 'sales',
    data: submission,
    ...fields,
  });
const applicationNotification = (fields: Partial<DueEmail> = {}) =>
  row('application_notification', {
    to_team: 'hiring',
    data: {
      ...submission,
      name: 'Ivan Georgiev',
      email: 'ivan@mail.example',
      company: 'Senior Backend Engineer',
      resume_path: RESUME_PATH,
    },
    ...fields,
  });
const contactAcknowledgement = () => row('contact_acknowledgement', { to_address: 'ana@northwind.example' });
const newsletter = (fields: Partial<DueEmail> = {}) =>
  row('newsletter', {
    to_address: 'reader@example.org',
    unsubscribe_token: TOKEN,
    data: {
      posts: [
        {
          id: 'p1',
          title: 'What callers ask first',
          excerpt: 'An excerpt.',
          path: '/blog/what-callers-ask-first',
        },
      ],
    },
    ...fields,
  });
const statusNotice = () =>
  row('status_notice', {
    to_address: 'ops@example.org',
    unsubscribe_token: TOKEN,
    data: {
      notice: {
        id: 'incident:2026-11-26:x',
        kind: 'incident',
        title: 'Webhooks delayed',
        description: 'Late.',
        date: '2026-11-26',
      },
    },
  });

type RecordArgs = {
  email_id: string;
  failure: string | null;
  permanent: boolean;
};

/**
 * The handler's dependencies: `rows` are due, handed out `batch` at a time; record_email_result
 * answers as the migration does for a first try (sent, failed when permanent, queued otherwise)
 * unless `answer` says otherwise.
 */
function harness(
  rows: DueEmail[],
  {
    sendMail,
    signedFileUrl,
    answer,
    tick = 0,
  }: {
    sendMail?: SenderDependencies['sendMail'];
    signedFileUrl?: SenderDependencies['signedFileUrl'];
    answer?: (args: RecordArgs) => string | null;
    /** How far the clock moves at each take_due_emails. */
    tick?: number;
  } = {},
) {
  const queue = [...rows];
  const takes: { batch: number }[] = [];
  const results: RecordArgs[] = [];
  const mails: { envelope: { from: string; to: string }; message: string }[] = [];
  const signed: { bucket: string; path: string; seconds: number }[] = [];
  const logs: string[] = [];
  let clock = NOW.getTime();
  const deps: SenderDependencies = {
    config: CONFIG,
    async callDatabase(name, args) {
      if (name === 'take_due_emails') {
        takes.push(args as { batch: number });
        clock += tick;
        return queue.splice(0, (args as { batch: number }).batch);
      }
      if (name === 'record_email_result') {
        const recorded = args as RecordArgs;
        results.push(recorded);
        return answer ? answer(recorded) : recorded.failure === null ? 'sent' : recorded.permanent ? 'failed' : 'queued';
      }
      throw new Error(`Unexpected database call ${name}`);
    },
    async signedFileUrl(bucket, path, seconds) {
      signed.push({ bucket, path, seconds });
      if (signedFileUrl) return signedFileUrl(bucket, path, seconds);
      return `https://project.supabase.example/storage/v1/object/sign/${bucket}/${path}?token=signed-${seconds}`;
    },
    async sendMail(envelope, message) {
      if (sendMail) await sendMail(envelope, message);
      mails.push({ envelope, message });
    },
    log: (line) => void logs.push(line),
    now: () => new Date(clock),
  };
  const post = (init: RequestInit = {}) =>
    handleRequest(
      new Request(`${FUNCTIONS_URL}/send-email`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
        ...init,
      }),
      deps,
    );
  const parsed = (index = 0) => parseMail('sent.eml', mails[index]!.message);
  return { deps, takes, results, mails, signed, logs, post, parsed, queue };
}

/** Sends `rows` and answers the one outcome recorded. */
async function outcomeOf(rows: DueEmail[], options: Parameters<typeof harness>[1] = {}) {
  const run = harness(rows, options);
  const summary = await sendDueEmails(run.deps);
  return { ...run, summary, result: run.results[0]! };
}

describe('who may start the sender', () => {
  it('refuses a request without the exact service-role bearer (401), taking no rows', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { Authorization: SERVICE_ROLE_KEY },
      { Authorization: `Bearer ${SERVICE_ROLE_KEY}x` },
      { Authorization: `bearer ${SERVICE_ROLE_KEY}` },
      { Authorization: `Bearer  ${SERVICE_ROLE_KEY}` },
      { Authorization: 'Bearer anon-key' },
      { apikey: SERVICE_ROLE_KEY },
    ];
    for (const headers of wrong) {
      const { post, takes, mails } = harness([contactNotification()]);
      const response = await post({ headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(takes).toEqual([]);
      expect(mails).toEqual([]);
    }
  });

  it('takes nothing but POST (405)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const { post, takes } = harness([contactNotification()]);
      expect((await post({ method, body: method === 'GET' ? null : '{}' })).status).toBe(405);
      expect(takes).toEqual([]);
    }
  });

  it('with the key, sends what is due and answers the run’s summary', async () => {
    const { post, takes, mails } = harness([contactNotification(), contactAcknowledgement()]);
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(takes).toEqual([{ batch: 10 }]);
    expect(mails).toHaveLength(2);
  });

  it('answers 500 when the outbox cannot be read', async () => {
    const { deps, post } = harness([]);
    deps.callDatabase = async () => {
      throw new Error('PostgREST is down');
    };
    expect((await post()).status).toBe(500);
  });
});

describe('where each email goes', () => {
  it('sends a contact notification to the sales inbox, replying to the visitor', async () => {
    const { mails, parsed } = await outcomeOf([contactNotification()]);
    expect(mails[0]!.envelope).toEqual({
      from: CONFIG.mailFrom,
      to: 'deals@sales-team.example',
    });
    const mail = await parsed();
    expect(mail.to).toBe('deals@sales-team.example');
    expect(mail.from).toBe('Voxa <updates@mail.voxa.example>');
    expect(mail.replyTo).toBe('ana@northwind.example');
    expect(mail.subject).toBe('Contact form: Ana Petrova, Northwind Traders');
  });

  it('sends an application notification to the hiring inbox, replying to the applicant', async () => {
    const { mails, parsed } = await outcomeOf([applicationNotification()]);
    expect(mails[0]!.envelope.to).toBe('people@hiring-team.example');
    const mail = await parsed();
    expect(mail.replyTo).toBe('ivan@mail.example');
    expect(mail.subject).toBe('Application for Senior Backend Engineer: Ivan Georgiev');
  });

  it('takes the team inboxes from the configuration, never from the code', async () => {
    const run = harness([contactNotification(), applicationNotification()]);
    run.deps.config = {
      ...CONFIG,
      teamInboxes: {
        sales: 'elsewhere@a.example',
        hiring: 'elsewhere@b.example',
      },
    };
    await sendDueEmails(run.deps);
    expect(run.mails.map(({ envelope }) => envelope.to)).toEqual(['elsewhere@a.example', 'elsewhere@b.example']);
  });

  it('sends an acknowledgement or a subscriber’s email to the row’s address', async () => {
    const { mails } = await outcomeOf([contactAcknowledgement(), newsletter()]);
    expect(mails.map(({ envelope }) => envelope.to)).toEqual(['ana@northwind.example', 'reader@example.org']);
  });
});

describe('the unsubscribe headers and link', () => {
  it('are on every email to a subscriber: one-click headers to the function, the site’s page in the text', async () => {
    for (const due of [newsletter(), statusNotice()]) {
      const { parsed } = await outcomeOf([due]);
      const mail = await parsed();
      expect(mail.headers['list-unsubscribe']).toBe(`<${FUNCTIONS_URL}/subscribe/unsubscribe?token=${TOKEN}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text.trimEnd().split('\n').at(-1)).toBe(`Unsubscribe with one click: ${SITE}${UNSUBSCRIBE_PAGE_PATH}?token=${TOKEN}`);
    }
  });

  it('are on no team email and no acknowledgement', async () => {
    const { mails } = await outcomeOf([
      contactNotification(),
      applicationNotification(),
      contactAcknowledgement(),
      row('application_acknowledgement', {
        to_address: 'ivan@mail.example',
        data: { position: 'Senior Backend Engineer' },
      }),
    ]);
    expect(mails).toHaveLength(4);
    for (const { message } of mails) {
      const mail = await parseMail('sent.eml', message);
      expect(mail.headers['list-unsubscribe'], mail.subject).toBeUndefined();
      expect(mail.headers['list-unsubscribe-post'], mail.subject).toBeUndefined();
      expect(mail.text, mail.subject).not.toMatch(/unsubscribe/i);
    }
  });
});

describe('the language of each email', () => {
  it('is the row’s for a visitor: a Bulgarian acknowledgement, marked Content-Language: bg', async () => {
    const { parsed } = await outcomeOf([row('contact_acknowledgement', { to_address: 'ana@northwind.example', language: 'bg' })]);
    const mail = await parsed();
    expect(mail.subject).toBe('Получихме съобщението Ви – Voxa');
    expect(mail.text).toContain('Благодарим Ви, че се свързахте с Voxa.');
    expect(mail.headers['content-language']).toBe('bg');
  });

  it('leads a Bulgarian subscriber to the Bulgarian pages, the one-click header’s link included', async () => {
    const { parsed } = await outcomeOf([newsletter({ language: 'bg' })]);
    const mail = await parsed();
    expect(mail.subject).toBe('Ново в блога на Voxa: What callers ask first');
    expect(mail.text).toContain('Статията е публикувана само на английски.');
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe(`Отпишете се с едно кликване: ${SITE}/bg${UNSUBSCRIBE_PAGE_PATH}?token=${TOKEN}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${FUNCTIONS_URL}/subscribe/unsubscribe?token=${TOKEN}&lang=bg>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is English for the team, whatever the visitor’s, which the notification names', async () => {
    const { parsed } = await outcomeOf([
      contactNotification({ data: { ...submission, language: 'bg' }, language: 'bg' as DueEmail['language'] }),
    ]);
    const mail = await parsed();
    expect(mail.subject).toBe('Contact form: Ana Petrova, Northwind Traders');
    expect(mail.text).toContain('Language: Bulgarian (the form on the Bulgarian site)');
    expect(mail.headers['content-language']).toBe('en');
  });

  it('is English for a row without one (queued before languages were stored) or with one the templates do not know', async () => {
    for (const language of [undefined, null, 'de']) {
      const { parsed } = await outcomeOf([
        row('contact_acknowledgement', { to_address: 'ana@northwind.example', language: language as DueEmail['language'] }),
      ]);
      const mail = await parsed();
      expect(mail.subject, String(language)).toBe('We have your message — Voxa');
      expect(mail.headers['content-language']).toBe('en');
    }
  });
});

describe('the Message-ID', () => {
  it('is the row’s id at the sender’s domain, the same on a second try', async () => {
    const first = newsletter();
    const again = { ...first, attempt: 2 };
    const run = harness([first]);
    await sendDueEmails(run.deps);
    const retry = harness([again], { tick: 60_000 });
    await sendDueEmails(retry.deps);
    const [one, two] = [await run.parsed(), await retry.parsed()];
    expect(one.messageId).toBe(`<${first.id}@mail.voxa.example>`);
    expect(two.messageId).toBe(one.messageId);
    expect(one.headers.date).toBe('Thu, 26 Nov 2026 09:00:00 +0000');
  });
});

describe('the résumé link', () => {
  it('is Storage’s signed link to the row’s résumé in the resumes bucket, for 7 days', async () => {
    const { signed, parsed } = await outcomeOf([applicationNotification()]);
    expect(RESUME_LINK_SECONDS).toBe(604_800);
    expect(signed).toEqual([{ bucket: 'resumes', path: RESUME_PATH, seconds: 604_800 }]);
    expect(RESUMES_BUCKET).toBe('resumes');
    const mail = await parsed();
    expect(mail.text).toContain(
      `Résumé (link valid until 3 December 2026 at 11:00, Sofia time):\nhttps://project.supabase.example/storage/v1/object/sign/resumes/${RESUME_PATH}?token=signed-604800`,
    );
  });

  it('is not asked for when no résumé was attached, nor for other emails', async () => {
    const { signed, parsed } = await outcomeOf([
      applicationNotification({
        data: { ...applicationNotification().data, resume_path: null },
      }),
    ]);
    expect(signed).toEqual([]);
    expect((await parsed()).text).toContain('Résumé: none was attached.');
    const others = await outcomeOf([
      contactNotification({
        data: { ...submission, resume_path: RESUME_PATH },
      }),
      newsletter(),
    ]);
    expect(others.signed).toEqual([]);
  });
});

describe('each outcome, as record_email_result is told it', () => {
  const refusing = (error: unknown) => ({
    sendMail: async () => {
      throw error;
    },
  });

  it('sent: no failure', async () => {
    const { result, summary } = await outcomeOf([contactNotification()]);
    expect(result).toEqual({
      email_id: expect.any(String),
      failure: null,
      permanent: false,
    });
    expect(summary).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it('an SMTP 5xx refusal: permanent', async () => {
    const { result, summary } = await outcomeOf(
      [contactNotification()],
      refusing(new SmtpError('SMTP RCPT TO refused: 550 no such user', 550)),
    );
    expect(result).toMatchObject({
      failure: 'SMTP RCPT TO refused: 550 no such user',
      permanent: true,
    });
    expect(summary).toEqual({ sent: 0, retrying: 0, failed: 1 });
  });

  it('an SMTP 4xx, a refused connection or a timeout: temporary', async () => {
    const connectionRefused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED' });
    class ConnectionRefused extends Error {
      override name = 'ConnectionRefused';
    }
    const failures = [
      new SmtpError('SMTP MAIL FROM refused: 451 try again later', 451),
      connectionRefused,
      new ConnectionRefused('Connection refused (os error 111)'),
      new SmtpError('smtp.example.com:587 did not answer within 20 s'),
      'a thrown string',
    ];
    for (const error of failures) {
      const { result, summary } = await outcomeOf([contactNotification()], refusing(error));
      expect(result.permanent, String(error)).toBe(false);
      expect(result.failure, String(error)).toBe(error instanceof Error ? error.message : error);
      expect(summary).toEqual({ sent: 0, retrying: 1, failed: 0 });
    }
  });

  it('a résumé link that cannot be signed: temporary, and nothing is sent', async () => {
    const { result, mails } = await outcomeOf([applicationNotification()], {
      signedFileUrl: async () => {
        throw new Error('Signing resumes/x: 503');
      },
    });
    expect(result).toMatchObject({
      failure: 'Signing resumes/x: 503',
      permanent: false,
    });
    expect(mails).toEqual([]);
  });

  it('a template nobody knows: permanent, and nothing is sent', async () => {
    const { result, mails } = await outcomeOf([row('invoice', { to_address: 'a@example.org' })]);
    expect(result.permanent).toBe(true);
    expect(result.failure).toMatch(/invoice/);
    expect(mails).toEqual([]);
  });

  it('a subscriber’s email without its unsubscribe token: permanent, and nothing is sent', async () => {
    const { result, mails } = await outcomeOf([newsletter({ unsubscribe_token: null })]);
    expect(result).toMatchObject({
      failure: 'An email to a subscriber without its unsubscribe link',
      permanent: true,
    });
    expect(mails).toEqual([]);
  });

  it('a team the configuration has no inbox for: permanent, and nothing is sent', async () => {
    const run = harness([contactNotification()]);
    run.deps.config = {
      ...CONFIG,
      teamInboxes: { sales: '', hiring: 'people@hiring-team.example' },
    };
    await sendDueEmails(run.deps);
    expect(run.results[0]).toMatchObject({ permanent: true });
    expect(run.mails).toEqual([]);
  });

  it('records each row under its own id, one outcome each, and goes on after a failure', async () => {
    const rows = [contactNotification(), newsletter({ unsubscribe_token: null }), contactAcknowledgement()];
    const { results, mails } = await outcomeOf(rows);
    expect(results.map(({ email_id }) => email_id)).toEqual(rows.map(({ id }) => id));
    expect(results.map(({ failure }) => failure === null)).toEqual([true, false, true]);
    expect(mails).toHaveLength(2);
  });
});

describe('a run', () => {
  it('counts sent, retrying and failed from what record_email_result answers', async () => {
    const answers = ['sent', 'queued', 'failed', 'sent', 'queued', null];
    let at = 0;
    const rows = answers.map(() => contactNotification());
    const { summary } = await outcomeOf(rows, { answer: () => answers[at++]! });
    // A row another sender finished meanwhile answers its own status; none at all counts as failed.
    expect(summary).toEqual({ sent: 2, retrying: 2, failed: 2 });
  });

  it('keeps taking batches while full ones come back, and stops after a short one', async () => {
    const rows = Array.from({ length: 7 }, () => contactNotification());
    const run = harness(rows);
    const summary = await sendDueEmails(run.deps, { batch: 3 });
    expect(run.takes).toEqual([{ batch: 3 }, { batch: 3 }, { batch: 3 }]);
    expect(run.mails).toHaveLength(7);
    expect(summary).toEqual({ sent: 7, retrying: 0, failed: 0 });
  });

  it('takes once more after an exactly full last batch, and stops at an empty one', async () => {
    const run = harness(Array.from({ length: 6 }, () => contactNotification()));
    await sendDueEmails(run.deps, { batch: 3 });
    expect(run.takes).toHaveLength(3);
    expect(run.mails).toHaveLength(6);
  });

  it('starts no batch once its time budget has passed', async () => {
    const rows = Array.from({ length: 30 }, () => contactNotification());
    // Each batch takes 25 s on the clock: batches start at 0 s, 25 s and 50 s; at 75 s the budget is spent.
    const run = harness(rows, { tick: 25_000 });
    const summary = await sendDueEmails(run.deps, {
      batch: 5,
      budgetMs: 60_000,
    });
    expect(run.takes).toHaveLength(3);
    expect(summary.sent).toBe(15);
    expect(run.queue).toHaveLength(15);
  });

  it('takes no batch at all with no budget', async () => {
    const run = harness([contactNotification()]);
    expect(await sendDueEmails(run.deps, { budgetMs: 0 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(run.takes).toEqual([]);
  });
});
