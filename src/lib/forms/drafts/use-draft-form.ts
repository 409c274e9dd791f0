import { useEffect, useSyncExternalStore } from 'react';
import type { Draft } from './drafts';
import type { SendProblem } from '../checks/field-limits';
import type { SendFlags, SendResult } from '../sending/send-result';
import { useSubmission } from '../sending/use-submission';

interface FormMessages {
  success: string;
  error: string;
  /** What to say when a send failed for a reason the visitor can act on. */
  problems: Partial<Record<SendProblem, string>>;
}

interface Options {
  messages: FormMessages;
  successMs: number;
}

/**
 * A form whose text fields are kept in a draft: the draft comes back once the island has
 * hydrated, every field writes into it, and only a successful send clears it.
 */
export function useDraftForm<T extends Record<string, string>>(draft: Draft<T>, { messages, successMs }: Options) {
  // React's own subscription rather than @nanostores/react's useStore: one plain atom needs
  // nothing more, and the home page, which carries the contact form, is near its JS budget.
  const values = useSyncExternalStore(draft.$values.listen, draft.$values.get, draft.$values.get);
  const { status, submitting, errorText, submit } = useSubmission({
    successMessage: messages.success,
    errorMessage: messages.error,
    problemMessages: messages.problems,
    successMs,
  });

  useEffect(() => draft.restore(), [draft]);

  /** The value and change handler of the control that edits `name`. */
  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => draft.update({ [name]: event.target.value } as Partial<T>),
  });

  async function send(form: HTMLFormElement, deliver: (values: T, flags: SendFlags) => Promise<SendResult>): Promise<boolean> {
    const sent = await submit(form, (flags) => deliver(values, flags));
    if (sent) draft.clear();
    return sent;
  }

  return { values, field, status, submitting, errorText, send };
}
