import { useState, type SubmitEvent } from 'react';
import { fieldLimits } from '@/lib/forms/checks/field-limits';
import { subscribeToStatus, type StatusSubscription } from '@/lib/forms/subscriptions/subscriptions';
import { useSubmission } from '@/lib/forms/sending/use-submission';
import type { Dictionary } from '@/i18n';
import { Banner, EmailField, Honeypot, SubmitButton } from './FormParts';

const DEFAULTS: StatusSubscription = {
  email: '',
  incidents: true,
  maintenance: true,
  resolutions: true,
  performance: false,
};

const NOTIFICATIONS = ['incidents', 'maintenance', 'resolutions', 'performance'] as const satisfies readonly Exclude<
  keyof StatusSubscription,
  'email'
>[];

interface Props {
  /** Everything the form says, in the page's language. */
  strings: Dictionary['forms']['status'];
  confirmationMs: number;
  /** The status page in the page's language. */
  statusHref: string;
  /** The version of the consent words the page shows (`forms.consent.version`). */
  consentWording: string;
}

export default function StatusSubscriptionForm({ strings, confirmationMs, statusHref, consentWording }: Props) {
  const [subscription, setSubscription] = useState(DEFAULTS);
  const { status, submitting, errorText, submit } = useSubmission({
    successMessage: strings.success,
    errorMessage: strings.error,
    problemMessages: { overLimit: strings.overLimit },
    successMs: confirmationMs,
  });

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The form validates itself (noValidate) so an empty address gets the spec's own message.
    if (!subscription.email.trim()) {
      window.alert(strings.emptyEmail);
      return;
    }
    if (!form.reportValidity()) return;
    const sent = await submit(form, (flags) => subscribeToStatus(subscription, consentWording, flags));
    if (sent) setSubscription(DEFAULTS);
  }

  if (status === 'success') {
    return (
      <div className="rounded-2xl border border-success-line bg-success-soft p-8 text-center" data-subscribed>
        <h2 className="text-2xl font-bold text-success-ink">{strings.done.title}</h2>
        <p className="mt-2 text-success-ink">{strings.done.text}</p>
        <a href={statusHref} className="mt-6 inline-block font-semibold text-accent-strong underline">
          {strings.done.back}
        </a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="relative space-y-6">
      {status === 'error' && <Banner tone="error">{errorText}</Banner>}
      <EmailField
        id="status-email"
        label={strings.emailLabel}
        title={strings.emailTitle}
        maxLength={fieldLimits.email}
        value={subscription.email}
        onChange={(event) => setSubscription({ ...subscription, email: event.target.value })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{strings.legend}</legend>
        <div className="mt-3 space-y-3">
          {NOTIFICATIONS.map((key) => (
            <label key={key} className="flex gap-3 rounded-lg border border-line p-3 hover:border-accent">
              <input
                type="checkbox"
                name={key}
                checked={subscription[key]}
                onChange={(event) => setSubscription({ ...subscription, [key]: event.target.checked })}
                className="mt-1 size-4 accent-indigo-600"
              />
              <span>
                <span className="block font-medium text-ink">{strings.notifications[key].label}</span>
                <span className="block text-sm text-muted">{strings.notifications[key].description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Honeypot label={strings.honeypot} />
      <SubmitButton busy={submitting} label={strings.submit} busyLabel={strings.submitting} />
    </form>
  );
}
