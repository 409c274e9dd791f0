import { useState, type SubmitEvent } from 'react';
import { EMAIL_PATTERN, EMAIL_TITLE, fieldLimits } from '@/lib/forms/checks/field-limits';
import { subscribeToStatus, type Consent, type StatusSubscription } from '@/lib/forms/subscriptions/subscriptions';
import { useSubmission } from '@/lib/forms/sending/use-submission';
import { Banner, Honeypot, SubmitButton, TextField } from './FormParts';

const DEFAULTS: StatusSubscription = {
  email: '',
  incidents: true,
  maintenance: true,
  resolutions: true,
  performance: false,
};

const NOTIFICATIONS: { key: Exclude<keyof StatusSubscription, 'email'>; label: string; description: string }[] = [
  { key: 'incidents', label: 'Incidents', description: 'Outages and degraded performance, as they start.' },
  { key: 'maintenance', label: 'Scheduled maintenance', description: 'Planned work, announced in advance.' },
  { key: 'resolutions', label: 'Resolutions', description: 'When an incident is fixed, with a short summary.' },
  { key: 'performance', label: 'Performance reports', description: 'A weekly summary of uptime and response times.' },
];

interface Props {
  messages: { emptyEmail: string; success: string; error: string; overLimit: string };
  confirmationMs: number;
  statusHref: string;
  consent: Consent;
}

export default function StatusSubscriptionForm({ messages, confirmationMs, statusHref, consent }: Props) {
  const [subscription, setSubscription] = useState(DEFAULTS);
  const { status, submitting, errorText, submit } = useSubmission({
    successMessage: messages.success,
    errorMessage: messages.error,
    problemMessages: { overLimit: messages.overLimit },
    successMs: confirmationMs,
  });

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The form validates itself (noValidate) so an empty address gets the spec's own message.
    if (!subscription.email.trim()) {
      window.alert(messages.emptyEmail);
      return;
    }
    if (!form.reportValidity()) return;
    const sent = await submit(form, (flags) => subscribeToStatus(subscription, consent, flags));
    if (sent) setSubscription(DEFAULTS);
  }

  if (status === 'success') {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center" data-subscribed>
        <h2 className="text-2xl font-bold text-emerald-900">Check your inbox to confirm</h2>
        <p className="mt-2 text-emerald-800">We sent you a link to confirm your subscription. Updates start once you open it.</p>
        <a href={statusHref} className="mt-6 inline-block font-semibold text-accent-strong underline">
          Back to System Status
        </a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="relative space-y-6">
      {status === 'error' && <Banner tone="error">{errorText}</Banner>}
      <TextField
        id="status-email"
        label="Email address"
        type="email"
        required
        autoComplete="email"
        maxLength={fieldLimits.email}
        pattern={EMAIL_PATTERN}
        title={EMAIL_TITLE}
        value={subscription.email}
        onChange={(event) => setSubscription({ ...subscription, email: event.target.value })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Notify me about</legend>
        <div className="mt-3 space-y-3">
          {NOTIFICATIONS.map(({ key, label, description }) => (
            <label key={key} className="flex gap-3 rounded-lg border border-line p-3 hover:border-accent">
              <input
                type="checkbox"
                name={key}
                checked={subscription[key]}
                onChange={(event) => setSubscription({ ...subscription, [key]: event.target.checked })}
                className="mt-1 size-4 accent-indigo-600"
              />
              <span>
                <span className="block font-medium text-ink">{label}</span>
                <span className="block text-sm text-muted">{description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Honeypot />
      <SubmitButton busy={submitting} label="Subscribe to Updates" busyLabel="Subscribing..." />
    </form>
  );
}
