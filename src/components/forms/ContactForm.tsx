import { useEffect, type SubmitEvent } from 'react';
import { contactDraft } from '@/lib/forms/drafts/contact-draft';
import { sendContactMessage } from '@/lib/forms/sending/submissions';
import { warmUpSupabase } from '@/lib/forms/sending/supabase';
import { useDraftForm } from '@/lib/forms/drafts/use-draft-form';
import type { Dictionary } from '@/i18n';
import { EmailField, Honeypot, SendBanner, SubmitButton, TextArea, TextField } from './FormParts';

interface Props {
  /** Everything the form says, in the page's language. */
  strings: Dictionary['forms']['contact'];
  successBannerMs: number;
  limits: { name: number; email: number; company: number; message: number };
}

export default function ContactForm({ strings, successBannerMs, limits }: Props) {
  const { field, status, submitting, errorText, send } = useDraftForm(contactDraft, { messages: strings, successMs: successBannerMs });
  const { labels } = strings;

  // A Quick Start link beside the form opens the message with the visitor's intent, unless they
  // already wrote one. Handled here rather than by a page script: one module less up front.
  useEffect(() => {
    const chooseQuickStart = ({ target }: MouseEvent) => {
      const topic = target instanceof HTMLElement && target.dataset.quickStart;
      if (!topic) return;
      if (!contactDraft.$values.get().message.trim()) contactDraft.update({ message: topic });
      setTimeout(() => document.getElementById('contact-message')?.focus());
    };
    document.addEventListener('click', chooseQuickStart);
    return () => document.removeEventListener('click', chooseQuickStart);
  }, []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(event.currentTarget, sendContactMessage);
  }

  return (
    <form id="contact-form" onSubmit={handleSubmit} onFocus={warmUpSupabase} className="relative space-y-5">
      <SendBanner status={status} success={strings.success} error={errorText} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label={labels.name} required autoComplete="name" maxLength={limits.name} {...field('name')} />
        <EmailField id="contact-email" label={labels.email} title={strings.emailTitle} maxLength={limits.email} {...field('email')} />
      </div>
      <TextField id="contact-company" label={labels.company} autoComplete="organization" maxLength={limits.company} {...field('company')} />
      <TextArea id="contact-message" label={labels.message} required rows={5} maxLength={limits.message} {...field('message')} />
      <Honeypot label={strings.honeypot} />
      <SubmitButton busy={submitting} label={strings.submit} busyLabel={strings.submitting} />
    </form>
  );
}
