// Sending a row and reading the answer, with the Supabase client: loaded on demand (supabase.ts),
// so pages pay for it only once a visitor starts filling a form.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import type { SubmissionRow } from '../checks/field-limits';
import { problemFromConstraint, rowProblem } from '../checks/row-checks';
import { failure, type SendResult } from './send-result';
import { fetchWithTimeout } from './timeout';

export { rowProblem };

let client: SupabaseClient | undefined;

/** The Supabase client, as the anonymous visitor. */
export function getSupabase(): SupabaseClient {
  client ??= createClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: fetchWithTimeout },
  });
  return client;
}

/** What the database and Storage answer when a client is over its request limit (PT429). */
export function isOverLimit(error: { status?: number; statusCode?: string | number; code?: string }): boolean {
  return error.status === 429 || String(error.statusCode) === '429' || error.code === 'PT429';
}

export async function insertRow(table: string, row: Record<string, unknown>): Promise<SendResult> {
  try {
    // A plain insert without .select(): visitors may insert, never read back.
    const { error, status } = await getSupabase().from(table).insert(row);
    if (!error) return { ok: true };
    if (isOverLimit({ ...error, status })) return failure(error.message, 'overLimit');
    return failure(error.message, problemFromConstraint(error.message) ?? 'failed');
  } catch (error) {
    return failure(error);
  }
}

/** Stores `row` unless the database would refuse it, in which case the visitor learns why first. */
export function insertSubmission(row: SubmissionRow & Record<string, unknown>): Promise<SendResult> {
  const problem = rowProblem(row);
  return problem ? Promise.resolve(failure(`Refused before sending: ${problem}`, problem)) : insertRow('contact_submissions', row);
}
