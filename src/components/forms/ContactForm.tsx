import { useStore } from '@nanostores/react';
import { useEffect, type SubmitEvent } from 'react';
import { contactDraft } from '../../lib/forms/contact-draft';
import { sendContactMessage } from '../../lib/forms/submissions';
import { warmUpSupabase } from '../../lib/forms/supabase';
import { useSubmission } from '../../lib/forms/use-submission';
import { Banner, Honeypot, SubmitButton, TextArea, TextField } from './FormParts';

interface Props {
  messages: { success: string; error: string };
  successBannerMs: number;
  limits: { name: number; email: number; company: number; message: number };
}

export default function ContactForm({ messages, successBannerMs, limits }: Props) {
  const values = useStore(contactDraft.$values);
  const { status, submitting, submit } = useSubmission({
    successMessage: messages.success,
    errorMessage: messages.error,
    successMs: successBannerMs,
  });

  useEffect(() => contactDraft.restore(), []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await submit(event.currentTarget, () => sendContactMessage(values));
    if (sent) contactDraft.clear();
  }

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    contactDraft.update({ [field]: event.target.value });

  return (
    <form id="contact-form" onSubmit={handleSubmit} onFocus={warmUpSupabase} className="relative space-y-5">
      {status === 'success' && <Banner tone="success">{messages.success}</Banner>}
      {status === 'error' && <Banner tone="error">{messages.error}</Banner>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          required
          autoComplete="name"
          maxLength={limits.name}
          value={values.name}
          onChange={change('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
          value={values.email}
          onChange={change('email')}
        />
      </div>
      <TextField
        id="contact-company"
        label="Company"
        autoComplete="organization"
        maxLength={limits.company}
        value={values.company}
        onChange={change('company')}
      />
      <TextArea
        id="contact-message"
        label="Message"
        required
        rows={5}
        maxLength={limits.message}
        value={values.message}
        onChange={change('message')}
      />
      <Honeypot />
      <SubmitButton busy={submitting} label="Send Message" busyLabel="Sending..." />
    </form>
  );
}
