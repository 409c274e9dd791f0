// What the database accepts in a contact message or application, as the browser checks it before
// sending. The database's own checks are in supabase/migrations/20261124090000_request_limits.sql;
// tests/unit/form-limits.test.ts reads that migration and runs both on the same values, so the two
// cannot drift apart.

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

// Control characters: none in a one-line value; a message may hold tabs and line breaks.
const ONE_LINE_FORBIDDEN = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;
const MULTILINE_FORBIDDEN = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** What a refused send was about, so the visitor reads what to fix instead of a generic error. */
export type FieldProblem = 'name' | 'email' | 'company' | 'message';
export type SendProblem = FieldProblem | 'overLimit' | 'failed';

/** The row as it will be stored. */
export interface SubmissionRow {
  name: string;
  email: string;
  company: string | null;
  message: string;
}

/** Whitespace-only counts as empty, with the same whitespace as `String.prototype.trim`. */
const hasText = (value: string) => value.trim() !== '';
/** Characters as the database counts them: code points, so an emoji is one, not two. */
const tooLong = (value: string, limit: number) => [...value].length > limit;

/** The first field of `row` the database would refuse, or null when it will store it. */
export function rowProblem(row: SubmissionRow): FieldProblem | null {
  if (tooLong(row.name, fieldLimits.name) || !hasText(row.name) || ONE_LINE_FORBIDDEN.test(row.name)) return 'name';
  if (tooLong(row.email, fieldLimits.email) || !new RegExp(`^(?:${EMAIL_PATTERN})$`).test(row.email) || ONE_LINE_FORBIDDEN.test(row.email)) {
    return 'email';
  }
  if (
    row.company !== null &&
    (tooLong(row.company, fieldLimits.company) || !hasText(row.company) || ONE_LINE_FORBIDDEN.test(row.company))
  ) {
    return 'company';
  }
  if (tooLong(row.message, fieldLimits.message) || !hasText(row.message) || MULTILINE_FORBIDDEN.test(row.message)) {
    return 'message';
  }
  return null;
}

/**
 * The field a database refusal names: each check constraint of contact_submissions is called
 * `contact_submissions_<field>_valid`, and Postgres puts that name in its message.
 */
export function problemFromConstraint(message: string): FieldProblem | null {
  return (/contact_submissions_(name|email|company|message)_valid/.exec(message)?.[1] as FieldProblem | undefined) ?? null;
}
