// Subscriptions go through the `subscribe` Edge Function (supabase/functions/subscribe/), never
// into a table: it answers every address alike and emails the confirmation link. Plain fetch and
// no key (the function is deployed without JWT checks, as mail clients' one-click unsubscribe
// needs), so the newsletter form and the confirm and unsubscribe pages load no database client.
import type { Lang } from '@/i18n/languages';
import type { SubscriptionList } from '@/site';
import type { SendFlags, SendResult } from '../sending/send-result';
import { FUNCTIONS_URL } from '../backend/endpoints';
import { fetchWithTimeout } from '../sending/timeout';

export interface StatusSubscription {
  email: string;
  incidents: boolean;
  maintenance: boolean;
  resolutions: boolean;
  performance: boolean;
}

const NOT_FLAGGED: SendFlags = { suspectedBot: false };

const FUNCTION_URL = `${FUNCTIONS_URL}/subscribe`;

/** POSTs JSON to the function, or to one of its links' actions (email-links.ts). */
export function callSubscribeFunction(action: '' | '/confirm' | '/unsubscribe', body: unknown): Promise<Response> {
  return fetchWithTimeout(`${FUNCTION_URL}${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The consent record, passed in as island props: the form (site.ts `subscriptionForms`) and the
 * version of the words it showed, which differs by language (the dictionaries' `forms.consent`).
 */
export interface Consent {
  form: string;
  wording: string;
}

async function requestSubscription(
  list: SubscriptionList,
  email: string,
  { form, wording }: Consent,
  choices: Omit<StatusSubscription, 'email'> | undefined,
  language: Lang,
  { suspectedBot }: SendFlags,
): Promise<SendResult> {
  try {
    // `language` is the page's: the confirmation email and every later one are written in it.
    const response = await callSubscribeFunction('', {
      list,
      email: email.trim(),
      choices,
      consent: { form, wording },
      language,
      suspectedBot,
    });
    // 202 is the one answer to a subscribe request that was taken, whatever the address.
    if (response.status === 202) return { ok: true };
    // Too many requests from this connection (the database's request limit): the visitor can wait.
    if (response.status === 429) return { ok: false, error: 'subscribe answered 429', problem: 'overLimit' };
    throw new Error(`subscribe answered ${response.status}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('Subscription failed:', message);
    return { ok: false, error: message };
  }
}

export function subscribeToStatus(
  { email, ...choices }: StatusSubscription,
  consent: Consent,
  language: Lang,
  flags = NOT_FLAGGED,
): Promise<SendResult> {
  return requestSubscription('status', email, consent, choices, language, flags);
}

export function subscribeToNewsletter(email: string, consent: Consent, language: Lang, flags = NOT_FLAGGED): Promise<SendResult> {
  return requestSubscription('newsletter', email, consent, undefined, language, flags);
}
