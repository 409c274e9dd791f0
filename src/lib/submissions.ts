import { composeApplicationRecord, resumeContentType, type ApplicationValues } from './application';
import { getSupabase } from './supabase';

/** The spec checks only for an error: any refusal or network failure is a failed send. */
export type SendResult = { ok: true } | { ok: false; error: string };

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

export const RESUMES_BUCKET = 'resumes';

async function insert(table: string, row: Record<string, unknown>, options: { uniqueEmail?: boolean } = {}) {
  try {
    const supabase = await getSupabase();
    // No .select(): visitors may insert, never read back. A repeated subscription is ignored,
    // not refused.
    const { error } = options.uniqueEmail
      ? await supabase.from(table).upsert(row, { onConflict: 'email', ignoreDuplicates: true })
      : await supabase.from(table).insert(row);
    return error ? failure(error.message) : ({ ok: true } as const);
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): SendResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Submission failed:', message);
  return { ok: false, error: message };
}

export function sendContactMessage({ name, email, company, message }: ContactMessage): Promise<SendResult> {
  return insert('contact_submissions', {
    kind: 'contact',
    name: name.trim(),
    email: email.trim(),
    company: company.trim() || null,
    message: message.trim(),
  });
}

/** Uploads the resume to the private bucket, then stores the application pointing to it. */
export async function sendApplication(values: ApplicationValues, resume: File): Promise<SendResult> {
  try {
    const supabase = await getSupabase();
    const safeName = resume.name.replace(/[^\w.-]+/g, '-').slice(-120);
    const path = `applications/${crypto.randomUUID()}/${safeName}`;
    const upload = await supabase.storage
      .from(RESUMES_BUCKET)
      .upload(path, resume, { contentType: resumeContentType(resume.name), upsert: false });
    if (upload.error) return failure(upload.error.message);
    return insert('contact_submissions', { ...composeApplicationRecord(values), resume_path: path });
  } catch (error) {
    return failure(error);
  }
}

export function subscribeToStatus(subscription: StatusSubscription): Promise<SendResult> {
  return insert('status_subscriptions', { ...subscription, email: subscription.email.trim() }, { uniqueEmail: true });
}

export function subscribeToNewsletter(email: string): Promise<SendResult> {
  return insert('newsletter_subscribers', { email: email.trim() }, { uniqueEmail: true });
}
