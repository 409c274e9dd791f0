// What a send answers, apart from both the code the forms load with the page (submissions.ts) and
// the code loaded on demand (send.ts), so neither imports the other.
import type { SendProblem } from '../checks/field-limits';

/** A failed send says what went wrong (when known), so the form can tell the visitor what to do. */
export type SendResult = { ok: true } | { ok: false; error: string; problem?: SendProblem };

/** How a send was flagged in the browser: a filled honeypot marks it for the owner to judge. */
export interface SendFlags {
  suspectedBot: boolean;
}

export function failure(error: unknown, problem: SendProblem = 'failed'): SendResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Submission failed:', message);
  return { ok: false, error: message, problem };
}
