import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { EMAIL_PATTERN, EMAIL_TITLE } from '@/lib/forms/checks/field-limits';
import type { SubmissionStatus } from '@/lib/forms/sending/use-submission';
import { inputClass } from './FieldBasics';

// Every form uses these two; the newsletter form on /blog needs nothing else from here, so they
// live apart and /blog does not load the other parts.
export { Honeypot, inputClass } from './FieldBasics';

export function Banner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  // The shared live region speaks the result; the banner is what sighted visitors see.
  return (
    <p
      data-banner={tone}
      className={
        tone === 'success'
          ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800'
          : 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800'
      }
    >
      {children}
    </p>
  );
}

/** The banner for the last send's outcome, if it has one. */
export function SendBanner({ status, success, error }: { status: SubmissionStatus; success: string; error: string }) {
  if (status === 'success') return <Banner tone="success">{success}</Banner>;
  if (status === 'error') return <Banner tone="error">{error}</Banner>;
  return null;
}

interface LabelledProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/** A label above its control, with an optional hint and error tied to it for screen readers. */
export function Labelled({ id, label, hint, error, children }: LabelledProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string };

export function TextField({ id, label, hint, required, ...input }: TextFieldProps) {
  return (
    <Labelled id={id} label={required ? `${label} *` : label} hint={hint}>
      <input id={id} name={id} required={required} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...input} />
    </Labelled>
  );
}

/** The email address a visitor must give so we can answer, held to the database's own rule. */
export function EmailField(input: Omit<TextFieldProps, 'label' | 'type' | 'required' | 'autoComplete' | 'pattern'>) {
  return <TextField label="Email" type="email" required autoComplete="email" pattern={EMAIL_PATTERN} title={EMAIL_TITLE} {...input} />;
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string };

export function TextArea({ id, label, required, ...textarea }: TextAreaProps) {
  return (
    <Labelled id={id} label={required ? `${label} *` : label}>
      <textarea id={id} name={id} required={required} className={inputClass} {...textarea} />
    </Labelled>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center rounded-full bg-accent px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
