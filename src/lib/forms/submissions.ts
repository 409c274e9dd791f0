import { getSupabase } from './supabase';

/** The spec checks only for an error: any refusal or network failure is a failed send. */
export type SendResult = { ok: true } | { ok: false; error: string };

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

export async function insertRow(table: string, row: Record<string, unknown>): Promise<SendResult> {
  try {
    const supabase = await getSupabase();
    // A plain insert without .select(): visitors may insert, never read back.
    const { error } = await supabase.from(table).insert(row);
    return error ? failure(error.message) : { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export function failure(error: unknown): SendResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Submission failed:', message);
  return { ok: false, error: message };
}

export function sendContactMessage({ name, email, company, message }: ContactMessage): Promise<SendResult> {
  return insertRow('contact_submissions', {
    kind: 'contact',
    name: name.trim(),
    email: email.trim(),
    company: company.trim() || null,
    message: message.trim(),
  });
}
