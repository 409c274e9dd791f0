// What the forms call to send. The work is in send.ts, loaded with supabase-js when a visitor
// starts filling a form (supabase.ts): the pages carrying a form stay within their JS budget.
import { pageLanguage } from '../page-language';
import { failure, type SendFlags, type SendResult } from './send-result';
import { loadSender } from './supabase';

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** Sends with send.ts, or fails the send when it cannot be loaded (offline). */
export async function withSender(send: (sender: Awaited<ReturnType<typeof loadSender>>) => Promise<SendResult>): Promise<SendResult> {
  try {
    return await send(await loadSender());
  } catch (error) {
    return failure(error);
  }
}

/** Sends a contact message, marked with the language of the page it was written on. */
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
      language: pageLanguage(),
      suspected_bot: suspectedBot,
    }),
  );
}
