// `npm run outbox`: the emails the backend queued most recently, newest first: sent, waiting for its next try
// (with the reason the last one failed), or failed for good. Reads the running local backend, or
// SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY.
import { ownerProject } from '../owner/project.ts';
import { formatDate } from './report.ts';

interface OutboxRow {
  created_at: string;
  template: string;
  recipient: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

const { url: supabaseUrl, callDatabase } = ownerProject();
const rows = (await callDatabase('outbox_report', { max_rows: 200 })) as OutboxRow[];

console.log(`The outbox of ${supabaseUrl} (${rows.length}), newest first`);
if (rows.length === 0) console.log('Empty: nothing has been sent yet. Send the contact form or subscribe while `npm run dev` runs.');
for (const row of rows) {
  const state =
    row.status === 'sent'
      ? `sent ${formatDate(row.sent_at)}`
      : row.status === 'failed'
        ? `FAILED after ${row.attempts} tries: ${row.last_error}`
        : row.attempts === 0
          ? 'queued'
          : `waiting: try ${row.attempts + 1} at ${formatDate(row.next_attempt_at)} (last: ${row.last_error})`;
  console.log(`${formatDate(row.created_at)}  ${row.template.padEnd(28)} to ${row.recipient}\n  ${state}`);
}
