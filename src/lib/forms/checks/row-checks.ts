// The database's checks on a contact message or application, run in the browser before sending
// so the visitor learns which field to fix. Loaded with the database client, on a form's first
// focus, not with the page (see ../sending/supabase.ts).
import { EMAIL_PATTERN, fieldLimits, type FieldProblem, type SubmissionRow } from './field-limits';

// Control characters: none in a one-line value; a message may hold tabs and line breaks.
/* eslint-disable no-control-regex -- finding control characters is the point */
const ONE_LINE_FORBIDDEN = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;
const MULTILINE_FORBIDDEN = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** Whitespace-only counts as empty, with the same whitespace as `String.prototype.trim`. */
const hasText = (value: string) => value.trim() !== '';
/** Characters as the database counts them: code points, so an emoji is one, not two. */
const tooLong = (value: string, limit: number) => [...value].length > limit;

/** The first field of `row` the database would refuse, or null when it will store it. */
export function rowProblem(row: SubmissionRow): FieldProblem | null {
  if (tooLong(row.name, fieldLimits.name) || !hasText(row.name) || ONE_LINE_FORBIDDEN.test(row.name)) return 'name';
  if (
    tooLong(row.email, fieldLimits.email) ||
    !new RegExp(`^(?:${EMAIL_PATTERN})$`).test(row.email) ||
    ONE_LINE_FORBIDDEN.test(row.email)
  ) {
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
