// What the database accepts in a contact message or application: the numbers and the email rule
// the forms give the browser, and row-checks.ts applies before sending. The database's own checks
// are in supabase/migrations/20261124090000_request_limits.sql; tests/unit/form-limits.test.ts
// reads that migration and runs both on the same values, so the two cannot drift apart. What the
// browser says when an address breaks the pattern is in the dictionaries (`forms.*.emailTitle`).
import type { Lang } from '@/i18n/languages';

/** Longest stored values, in characters (the database's `length()`). */
export const fieldLimits = {
  name: 200,
  email: 254,
  company: 200,
  message: 10_000,
} as const;

/**
 * The application form's own fields, chosen so the record it composes always fits: first and last
 * name joined by a space stay within `fieldLimits.name`, and every field at its longest plus the
 * cover letter stay within `fieldLimits.message` (a test composes exactly that).
 */
export const applicationLimits = {
  firstName: 99,
  lastName: 100,
  phone: 50,
  location: 200,
  url: 500,
  coverLetter: 8_000,
} as const;

/**
 * The email rule, written once: the database's constraint uses this same text, and the forms give
 * it to the browser as the input's `pattern` (which must match the whole value). `a@b` fails both.
 */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';

/** What a refused send was about, so the visitor reads what to fix instead of a generic error. */
export type FieldProblem = 'name' | 'email' | 'company' | 'message';
export type SendProblem = FieldProblem | 'overLimit' | 'failed';

/** The row as it will be stored. */
export interface SubmissionRow {
  name: string;
  email: string;
  company: string | null;
  message: string;
  /** The language of the page it was sent from: the site answers in it. */
  language: Lang;
}
