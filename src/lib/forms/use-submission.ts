import { useEffect, useRef, useState } from 'react';
import { announce } from '../a11y/announcer';
import type { SendResult } from './submissions';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

interface Options {
  successMessage: string;
  errorMessage: string;
  /** How long the success state lasts before the form returns to idle. */
  successMs: number;
}

/**
 * The life of one form send: idle → submitting → success (for `successMs`) or error. A second
 * send while one is under way is ignored, so a double click cannot store a row twice, and a
 * bot that filled the honeypot field is told "success" without anything being sent.
 */
export function useSubmission({ successMessage, errorMessage, successMs }: Options) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const inFlight = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successMs);
    return () => clearTimeout(timer);
  }, [status, successMs]);

  async function submit(form: HTMLFormElement, send: () => Promise<SendResult>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('submitting');
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const isBot = honeypot instanceof HTMLInputElement && honeypot.value !== '';
    const result: SendResult = isBot ? { ok: true } : await send();
    inFlight.current = false;
    setStatus(result.ok ? 'success' : 'error');
    announce(result.ok ? successMessage : errorMessage);
    return result.ok;
  }

  return { status, submitting: status === 'submitting', submit };
}
