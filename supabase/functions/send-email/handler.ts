// The `send-email` Edge Function's work, apart from Deno so the tests can drive it: take the due
// rows of the outbox, write each email from its template, send it over SMTP and record the outcome,
// which the database turns into "sent", a later try, or "failed" with the reason.
//   POST …/send-email   with the service-role key: pg_cron every minute on hosted Supabase, the
//                       local backend's timer locally. Answers what it did.
import { buildEmail, messageIdFor } from '../_shared/email.ts';
import { isPermanentFailure } from '../_shared/smtp.ts';
import { emailLanguage, renderEmail, unsubscribePage, type MailSite, type Template, type TemplateData } from '../_shared/templates.ts';

/** How long an emailed résumé link works: the hiring team has a week to open it. */
export const RESUME_LINK_SECONDS = 7 * 24 * 60 * 60;
export const RESUMES_BUCKET = 'resumes';

export interface SenderConfig extends MailSite {
  /** `Name <address>` every email comes from. */
  mailFrom: string;
  /** This project's `/functions/v1` URL: the one-click unsubscribe header posts there. */
  functionsUrl: string;
  /** Where the team is told of contact messages and applications (secrets, never code). */
  teamInboxes: { sales: string; hiring: string };
  /** The only key allowed to start a run. */
  serviceRoleKey: string;
}

export interface SenderDependencies {
  config: SenderConfig;
  /** Calls a database function over PostgREST as the service role. */
  callDatabase(name: string, args: Record<string, unknown>): Promise<unknown>;
  /** A download link for a stored file that works for `seconds`. */
  signedFileUrl(bucket: string, path: string, seconds: number): Promise<string>;
  sendMail(envelope: { from: string; to: string }, message: string): Promise<void>;
  log(line: string): void;
  now(): Date;
}

/** A row as public.take_due_emails answers it. */
export interface DueEmail {
  id: string;
  template: Template;
  to_address: string | null;
  to_team: 'sales' | 'hiring' | null;
  data: Record<string, unknown>;
  attempt: number;
  unsubscribe_token: string | null;
  /** The language the email is written in (20261126120000_submission_language.sql); English when absent. */
  language?: string | null;
}

export interface RunSummary {
  sent: number;
  retrying: number;
  failed: number;
}

export async function handleRequest(request: Request, deps: SenderDependencies): Promise<Response> {
  if (request.method !== 'POST') return json(405, { message: 'Use POST' });
  if (request.headers.get('authorization') !== `Bearer ${deps.config.serviceRoleKey}`) {
    return json(401, { message: 'Only the project itself starts the sender' });
  }
  try {
    return json(200, await sendDueEmails(deps));
  } catch (error) {
    deps.log(`send-email: ${describe(error)}`);
    return json(500, { message: 'The outbox could not be read' });
  }
}

/**
 * Sends due emails in batches until none is due or `budgetMs` has passed, so one run stays well
 * inside the lease take_due_emails gives its rows.
 */
export async function sendDueEmails(deps: SenderDependencies, { batch = 10, budgetMs = 60_000 } = {}): Promise<RunSummary> {
  const summary: RunSummary = { sent: 0, retrying: 0, failed: 0 };
  const started = deps.now().getTime();
  while (deps.now().getTime() - started < budgetMs) {
    const due = (await deps.callDatabase('take_due_emails', { batch })) as DueEmail[];
    for (const email of due) {
      let failure: string | null = null;
      let permanent = false;
      try {
        await deliver(email, deps);
      } catch (error) {
        failure = describe(error);
        permanent = isPermanentFailure(error) || error instanceof UndeliverableError;
        deps.log(`send-email: ${email.template} ${email.id}, try ${email.attempt}: ${failure}`);
      }
      const status = await deps.callDatabase('record_email_result', { email_id: email.id, failure, permanent });
      if (status === 'sent') summary.sent += 1;
      else if (status === 'queued') summary.retrying += 1;
      else summary.failed += 1;
    }
    if (due.length < batch) break;
  }
  return summary;
}

/** A row no try can send (a template or recipient missing): failed at once. */
class UndeliverableError extends Error {}

async function deliver(email: DueEmail, deps: SenderDependencies): Promise<void> {
  const { config } = deps;
  const to = email.to_address ?? (email.to_team ? config.teamInboxes[email.to_team] : undefined);
  if (!to) throw new UndeliverableError(`No recipient for ${email.to_team ?? 'this email'}`);
  const data = await withResumeLink(email, deps);
  const language = emailLanguage(email.language);
  const unsubscribe = email.unsubscribe_token ? unsubscribePage(config, email.unsubscribe_token, language) : undefined;
  let content;
  try {
    content = renderEmail(email.template, data as TemplateData[Template], config, { unsubscribe }, language);
  } catch (error) {
    throw new UndeliverableError(`The ${email.template} template failed: ${describe(error)}`);
  }
  if (content.toSubscriber && !email.unsubscribe_token) {
    throw new UndeliverableError('An email to a subscriber without its unsubscribe link');
  }
  const message = buildEmail({
    from: config.mailFrom,
    to,
    replyTo: content.replyTo,
    subject: content.subject,
    text: content.text,
    // A mail client that opens this link (GET) is sent on to the unsubscribe page in the subscriber's language.
    unsubscribeUrl: content.toSubscriber
      ? `${config.functionsUrl}/subscribe/unsubscribe?token=${email.unsubscribe_token}${language === 'en' ? '' : `&lang=${language}`}`
      : undefined,
    language: content.language,
    messageId: messageIdFor(email.id, config.mailFrom),
    date: deps.now(),
  });
  await deps.sendMail({ from: config.mailFrom, to }, message);
}

/** An application's notification links to the résumé; the link is signed at each try, so it works a week from sending. */
async function withResumeLink(email: DueEmail, deps: SenderDependencies): Promise<Record<string, unknown>> {
  const path = email.data.resume_path;
  if (email.template !== 'application_notification' || typeof path !== 'string') return email.data;
  const url = await deps.signedFileUrl(RESUMES_BUCKET, path, RESUME_LINK_SECONDS);
  const expiresAt = new Date(deps.now().getTime() + RESUME_LINK_SECONDS * 1000).toISOString();
  return { ...email.data, resume: { url, expires_at: expiresAt } };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
