import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { EMAIL_PATTERN } from '@/lib/forms/checks/field-limits';
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
          ? 'rounded-lg border border-success-line bg-success-soft px-4 py-3 text-sm font-medium text-success-ink'
          : 'rounded-lg border border-danger-line bg-danger-soft px-4 py-3 text-sm font-medium text-danger-ink'
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
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-ink">
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

/**
 * The email address a visitor must give so we can answer, held to the database's own rule;
 * `title` is what the browser says when an address breaks it.
 */
export function EmailField(input: Omit<TextFieldProps, 'type' | 'required' | 'autoComplete' | 'pattern'> & { title: string }) {
  return <TextField type="email" required autoComplete="email" pattern={EMAIL_PATTERN} {...input} />;
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
      className="inline-flex w-full items-center justify-center rounded-full bg-accent px-6 py-3 font-semibold text-on-accent shadow-sm transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
