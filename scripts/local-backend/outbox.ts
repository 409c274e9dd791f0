// The outbox's sender locally, doing what pg_cron does on hosted Supabase (the outbox migration):
// call the `send-email` function every minute and queue the weekly reports when they are due.
// It also sends at once whenever a row is queued (the outbox's NOTIFY), so a developer sees a
// confirmation in `npm run mail` a moment after subscribing, and a restart tries every waiting
// email again at once instead of at its next delay.
import type { Database } from './database.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

/** pg_cron's schedule on hosted Supabase. */
const OUTBOX_INTERVAL_MS = 60 * 1000;

export async function startOutboxSender(db: Database, backendUrl: string, log: (line: string) => void): Promise<() => Promise<void>> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const headers = { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        const response = await fetch(`${backendUrl}/functions/v1/send-email`, { method: 'POST', headers });
        if (!response.ok) log(`Local backend: the send-email function answered ${response.status}: ${await response.text()}`);
        else await response.body?.cancel();
      } catch (error) {
        log(`Local backend: the send-email function did not answer: ${String(error)}`);
      }
    } while (again && !stopped);
  };
  /** Starts a run now, or right after the one under way. */
  const sendNow = (): void => {
    if (stopped) return;
    if (running) again = true;
    else running = run().finally(() => (running = undefined));
  };

  await db.query(`update private.outbox set next_attempt_at = now() where status = 'queued' and next_attempt_at > now()`);
  const unlisten = await db.listen('outbox', sendNow);
  const timer = setInterval(() => {
    db.query('select private.queue_weekly_reports()')
      .catch((error: unknown) => log(`Local backend: queueing weekly reports failed: ${String(error)}`))
      .finally(sendNow);
  }, OUTBOX_INTERVAL_MS);
  // The timer alone never keeps the process alive.
  timer.unref();
  sendNow();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
