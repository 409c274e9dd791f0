// Subscriptions go through the `subscribe` Edge Function, never into a table: it answers every
// address alike and emails the confirmation link. The newsletter form loads no database client.
import { pageLanguage } from '../page-language';
import { subscriptionForms, type SubscriptionList } from '@/site';
import type { SendFlags, SendResult } from '../sending/send-result';
import { callSubscribeFunction } from './subscribe-function';

export interface StatusSubscription {
  email: string;
  incidents: boolean;
  maintenance: boolean;
  resolutions: boolean;
  performance: boolean;
}

const NOT_FLAGGED: SendFlags = { suspectedBot: false };

/**
 * Asks for a subscription with the consent record: the form it came from (site.ts) and the version
 * of the consent words that form showed (the dictionaries' `forms.consent.version`), stored beside
 * the language of the page, in which the confirmation email and every later one are written.
 */
async function requestSubscription(
  list: SubscriptionList,
  email: string,
  wording: string,
  choices: Omit<StatusSubscription, 'email'> | undefined,
  { suspectedBot }: SendFlags,
): Promise<SendResult> {
  try {
    const response = await callSubscribeFunction('', {
      list,
      email: email.trim(),
      choices,
      consent: { form: subscriptionForms[list], wording },
      language: pageLanguage(),
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
  consentWording: string,
  flags = NOT_FLAGGED,
): Promise<SendResult> {
  return requestSubscription('status', email, consentWording, choices, flags);
}

export function subscribeToNewsletter(email: string, consentWording: string, flags = NOT_FLAGGED): Promise<SendResult> {
  return requestSubscription('newsletter', email, consentWording, undefined, flags);
}
