// The `subscribe` Edge Function (supabase/functions/subscribe/), called with plain fetch and no key:
// it is deployed without JWT checks, as mail clients' one-click unsubscribe needs. Apart from
// subscriptions.ts, so the confirm and unsubscribe pages load nothing of the forms.
import { FUNCTIONS_URL } from '../backend/endpoints';
import { fetchWithTimeout } from '../sending/timeout';

const FUNCTION_URL = `${FUNCTIONS_URL}/subscribe`;

/** POSTs JSON to the function, or to one of its links' actions (email-links.ts). */
export function callSubscribeFunction(action: '' | '/confirm' | '/unsubscribe', body: unknown): Promise<Response> {
  return fetchWithTimeout(`${FUNCTION_URL}${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
