import { useState, type SubmitEvent } from 'react';
import { EMAIL_PATTERN, EMAIL_TITLE, fieldLimits } from '@/lib/forms/checks/field-limits';
import { subscribeToNewsletter, type Consent } from '@/lib/forms/subscriptions/subscriptions';
import { HONEYPOT_FIELD } from '@/lib/forms/sending/use-submission';
import { Honeypot, inputClass } from '@/components/forms/FieldBasics';

interface Props {
  messages: { emptyEmail: string; error: string; overLimit: string; thanksTemplate: string };
  consent: Consent;
}

/** `thanksTemplate` holds "{email}" where the visitor's address goes (props must be plain data). */
export default function NewsletterForm({ messages, consent }: Props) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const address = email.trim();
    // The form validates itself (noValidate) so an empty address gets the spec's own message.
    if (!address) {
      window.alert(messages.emptyEmail);
      return;
    }
    if (!form.reportValidity()) return;
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const isBot = honeypot instanceof HTMLInputElement && honeypot.value !== '';
    setSending(true);
    // Sent anyway, marked: browsers' autofill fills the hidden field too.
    const result = await subscribeToNewsletter(address, consent, { suspectedBot: isBot });
    setSending(false);
    if (result.ok) {
      window.alert(messages.thanksTemplate.replace('{email}', address));
      setEmail('');
      form.reset();
    } else {
      window.alert(!result.ok && result.problem === 'overLimit' ? messages.overLimit : messages.error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="relative mt-8 flex flex-col gap-3 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        maxLength={fieldLimits.email}
        pattern={EMAIL_PATTERN}
        title={EMAIL_TITLE}
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={`${inputClass} mt-0 flex-1`}
      />
      <Honeypot />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-white px-6 py-2.5 font-semibold text-accent-strong shadow-sm hover:bg-accent-soft disabled:opacity-70"
      >
        {sending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
