import { problemFromConstraint, rowProblem, type SendProblem, type SubmissionRow } from './limits';
import { getSupabase } from './supabase';

/** A failed send says what went wrong (when known), so the form can tell the visitor what to do. */
export type SendResult = { ok: true } | { ok: false; error: string; problem?: SendProblem };

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface StatusSubscription {
  email: string;
  incidents: boolean;
  maintenance: boolean;
  resolutions: boolean;
  performance: boolean;
}

/** How a send was flagged in the browser: a filled honeypot marks it for the owner to judge. */
export interface SendFlags {
  suspectedBot: boolean;
}

/** What the database and Storage answer when a client is over its request limit (PT429). */
export function isOverLimit(error: { status?: number; statusCode?: string | number; code?: string }): boolean {
  return error.status === 429 || String(error.statusCode) === '429' || error.code === 'PT429';
}

export async function insertRow(table: string, row: Record<string, unknown>): Promise<SendResult> {
  try {
    const supabase = await getSupabase();
    // A plain insert without .select(): visitors may insert, never read back. The database
    // itself skips a repeated subscription (see the subscriptions_ignore_repeats migration).
    const { error, status } = await supabase.from(table).insert(row);
    if (!error) return { ok: true };
    if (isOverLimit({ ...error, status })) return failure(error.message, 'overLimit');
    return failure(error.message, problemFromConstraint(error.message) ?? 'failed');
  } catch (error) {
    return failure(error);
  }
}

export function failure(error: unknown, problem: SendProblem = 'failed'): SendResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Submission failed:', message);
  return { ok: false, error: message, problem };
}

/** Stores `row` unless the database would refuse it, in which case the visitor learns why first. */
export function insertSubmission(row: SubmissionRow & Record<string, unknown>): Promise<SendResult> {
  const problem = rowProblem(row);
  return problem ? Promise.resolve(failure(`Refused before sending: ${problem}`, problem)) : insertRow('contact_submissions', row);
}

export function sendContactMessage(
  { name, email, company, message }: ContactMessage,
  { suspectedBot }: SendFlags = { suspectedBot: false },
): Promise<SendResult> {
  return insertSubmission({
    kind: 'contact',
    name: name.trim(),
    email: email.trim(),
    company: company.trim() || null,
    message: message.trim(),
    suspected_bot: suspectedBot,
  });
}

export function subscribeToStatus(subscription: StatusSubscription): Promise<SendResult> {
  return insertRow('status_subscriptions', { ...subscription, email: subscription.email.trim() });
}

export function subscribeToNewsletter(email: string): Promise<SendResult> {
  return insertRow('newsletter_subscribers', { email: email.trim() });
}
