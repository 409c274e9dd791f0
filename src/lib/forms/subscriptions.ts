// Subscriptions go through the `subscribe` Edge Function (supabase/functions/subscribe/), never
// into a table: it answers every address alike and emails the confirmation link. Plain fetch,
// so the newsletter form and the confirm and unsubscribe pages load no database client.
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { subscriptionConsent, type SubscriptionList } from '../../site';
import { failure, type SendResult } from './submissions';

export interface StatusSubscription {
  email: string;
  incidents: boolean;
  maintenance: boolean;
  resolutions: boolean;
  performance: boolean;
}

const FUNCTION_URL = `${PUBLIC_SUPABASE_URL.replace(/\/$/, '')}/functions/v1/subscribe`;

/** POSTs JSON to the function (or one of its links' actions) with the public key, as supabase-js would. */
function callFunction(action: '' | '/confirm' | '/unsubscribe', body: unknown): Promise<Response> {
  return fetch(`${FUNCTION_URL}${action}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: PUBLIC_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${PUBLIC_SUPABASE_ANON_KEY}`,
    },
    body: JSON.stringify(body),
  });
}

async function requestSubscription(list: SubscriptionList, email: string, choices?: Omit<StatusSubscription, 'email'>): Promise<SendResult> {
  const { form, wording } = subscriptionConsent[list];
  try {
    const response = await callFunction('', { list, email: email.trim(), choices, consent: { form, wording } });
    // 202 is the one answer to a subscribe request that was taken, whatever the address.
    return response.status === 202 ? { ok: true } : failure(`subscribe answered ${response.status}`);
  } catch (error) {
    return failure(error);
  }
}

export function subscribeToStatus({ email, ...choices }: StatusSubscription): Promise<SendResult> {
  return requestSubscription('status', email, choices);
}

export function subscribeToNewsletter(email: string): Promise<SendResult> {
  return requestSubscription('newsletter', email);
}

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid' | 'error';

/** Follows an emailed link's token: what the confirm and unsubscribe pages tell the visitor. */
export async function followEmailLink(action: 'confirm' | 'unsubscribe', token: string | null): Promise<LinkOutcome> {
  if (!token) return 'invalid';
  try {
    const response = await callFunction(`/${action}`, { token });
    if (!response.ok) return 'error';
    const { result } = (await response.json()) as { result?: unknown };
    return result === 'confirmed' || result === 'unsubscribed' || result === 'invalid' ? result : 'error';
  } catch {
    return 'error';
  }
}
