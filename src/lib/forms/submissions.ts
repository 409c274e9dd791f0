// What the forms call to send. The work is in send.ts, loaded with supabase-js when a visitor
// starts filling a form (supabase.ts): the pages carrying a form stay within their JS budget.
import type { SendProblem } from './field-limits';
import { loadSender } from './supabase';

/** A failed send says what went wrong (when known), so the form can tell the visitor what to do. */
export type SendResult = { ok: true } | { ok: false; error: string; problem?: SendProblem };

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** How a send was flagged in the browser: a filled honeypot marks it for the owner to judge. */
export interface SendFlags {
  suspectedBot: boolean;
}

export function failure(error: unknown, problem: SendProblem = 'failed'): SendResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Submission failed:', message);
  return { ok: false, error: message, problem };
}

/** Sends with send.ts, or fails the send when it cannot be loaded (offline). */
export async function withSender(send: (sender: Awaited<ReturnType<typeof loadSender>>) => Promise<SendResult>): Promise<SendResult> {
  try {
    return await send(await loadSender());
  } catch (error) {
    return failure(error);
  }
}

export function sendContactMessage(
  { name, email, company, message }: ContactMessage,
  { suspectedBot }: SendFlags = { suspectedBot: false },
): Promise<SendResult> {
  return withSender(({ insertSubmission }) =>
    insertSubmission({
      kind: 'contact',
      name: name.trim(),
      email: email.trim(),
      company: company.trim() || null,
      message: message.trim(),
      suspected_bot: suspectedBot,
    }),
  );
}
