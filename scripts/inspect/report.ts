// How the owner's commands show a time, and how `npm run submissions` shows one contact message
// or application.

/** A stored time as the owner reads it: to the minute, in UTC. */
export function formatDate(value: unknown): string {
  const when = new Date(String(value));
  return Number.isNaN(when.getTime()) ? String(value) : `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The first line of a submission: its kind and time, and a flag when its hidden honeypot field
 * was filled in (by a bot, or by a browser's autofill), so the owner judges instead of a script.
 */
export function submissionHeading(row: Record<string, unknown>): string {
  const flag = row.suspected_bot ? '  SUSPECTED BOT (hidden field filled in)' : '';
  return `[${String(row.kind)}] ${formatDate(row.created_at)}${flag}`;
}
