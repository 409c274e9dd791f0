import { useState, type SubmitEvent } from 'react';
import { EMAIL_PATTERN, fieldLimits } from '@/lib/forms/checks/field-limits';
import { subscribeToNewsletter } from '@/lib/forms/subscriptions/subscriptions';
import { HONEYPOT_FIELD } from '@/lib/forms/sending/use-submission';
import { Honeypot, inputClass } from '@/components/forms/FieldBasics';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';

interface Props {
  /** Everything the form says, in the page's language; `thanks` holds "{email}" where the address goes. */
  strings: Dictionary['forms']['newsletter'];
  /** The version of the consent words the page shows (`forms.consent.version`). */
  consentWording: string;
}

export default function NewsletterForm({ strings, consentWording }: Props) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const address = email.trim();
    // The form validates itself (noValidate) so an empty address gets the spec's own message.
    if (!address) {
      window.alert(strings.emptyEmail);
      return;
    }
    if (!form.reportValidity()) return;
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const isBot = honeypot instanceof HTMLInputElement && honeypot.value !== '';
    setSending(true);
    // Sent anyway, marked: browsers' autofill fills the hidden field too.
    const result = await subscribeToNewsletter(address, consentWording, { suspectedBot: isBot });
    setSending(false);
    if (result.ok) {
      window.alert(fill(strings.thanks, { email: address }));
      setEmail('');
      form.reset();
    } else {
      window.alert(!result.ok && result.problem === 'overLimit' ? strings.overLimit : strings.error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="relative mt-8 flex flex-col gap-3 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        {strings.emailLabel}
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        maxLength={fieldLimits.email}
        pattern={EMAIL_PATTERN}
        title={strings.emailTitle}
        placeholder={strings.placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={`${inputClass} mt-0 flex-1`}
      />
      <Honeypot label={strings.honeypot} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-white px-6 py-2.5 font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 disabled:opacity-70"
      >
        {sending ? strings.submitting : strings.submit}
      </button>
    </form>
  );
}
