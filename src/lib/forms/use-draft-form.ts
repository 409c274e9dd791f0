import { useEffect, useSyncExternalStore } from 'react';
import type { Draft } from './drafts';
import type { SendResult } from './submissions';
import { useSubmission } from './use-submission';

interface Options {
  messages: { success: string; error: string };
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
  const { status, submitting, submit } = useSubmission({
    successMessage: messages.success,
    errorMessage: messages.error,
    successMs,
  });

  useEffect(() => draft.restore(), [draft]);

  /** The value and change handler of the control that edits `name`. */
  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => draft.update({ [name]: event.target.value } as Partial<T>),
  });

  async function send(form: HTMLFormElement, deliver: (values: T) => Promise<SendResult>): Promise<boolean> {
    const sent = await submit(form, () => deliver(values));
    if (sent) draft.clear();
    return sent;
  }

  return { values, field, status, submitting, send };
}
