// What the confirm and unsubscribe pages do with an emailed link's token. Apart from the forms'
// module, so the forms do not carry it, nor these pages the forms' rules.
import { callSubscribeFunction } from './subscribe-function';

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid' | 'error';

/** Follows an emailed link's token: what the confirm and unsubscribe pages tell the visitor. */
export async function followEmailLink(action: 'confirm' | 'unsubscribe', token: string | null): Promise<LinkOutcome> {
  if (!token) return 'invalid';
  try {
    const response = await callSubscribeFunction(`/${action}`, { token });
    if (!response.ok) return 'error';
    const { result } = (await response.json()) as { result?: unknown };
    return result === 'confirmed' || result === 'unsubscribed' || result === 'invalid' ? result : 'error';
  } catch {
    return 'error';
  }
}
