import { useEffect, useRef, useState } from 'react';
import { announce } from '@/lib/a11y/announcer';
import type { SendProblem } from '../checks/field-limits';
import type { SendFlags, SendResult } from './send-result';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

interface Options {
  successMessage: string;
  errorMessage: string;
  /** What to say instead of `errorMessage` when a send failed for a reason the visitor can act on. */
  problemMessages?: Partial<Record<SendProblem, string>>;
  /** How long the success state lasts before the form returns to idle. */
  successMs: number;
}

/**
 * The life of one form send: idle → submitting → success (for `successMs`) or error. A second
 * send while one is under way is ignored, so a double click cannot store a row twice. A send whose
 * honeypot is filled goes out flagged, so the owner sees it: browsers' autofill fills it too, and
 * a real visitor's message must never be dropped. To the visitor it looks like any other.
 */
export function useSubmission({ successMessage, errorMessage, problemMessages = {}, successMs }: Options) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errorText, setErrorText] = useState(errorMessage);
  const inFlight = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successMs);
    return () => clearTimeout(timer);
  }, [status, successMs]);

  async function submit(form: HTMLFormElement, send: (flags: SendFlags) => Promise<SendResult>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('submitting');
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const suspectedBot = honeypot instanceof HTMLInputElement && honeypot.value !== '';
    const result = await send({ suspectedBot });
    inFlight.current = false;
    const text = result.ok ? successMessage : (result.problem && problemMessages[result.problem]) || errorMessage;
    if (!result.ok) setErrorText(text);
    setStatus(result.ok ? 'success' : 'error');
    announce(text);
    return result.ok;
  }

  return { status, submitting: status === 'submitting', errorText, submit };
}
