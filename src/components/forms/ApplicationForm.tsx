import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import {
  EXPERIENCE_OPTIONS,
  RESUME_ACCEPT,
  positionFromQuery,
  resumeProblem,
  type ApplicationValues,
} from '../../lib/forms/application';
import { applicationDraft } from '../../lib/forms/application-draft';
import { sendApplication } from '../../lib/forms/send-application';
import { warmUpSupabase } from '../../lib/forms/supabase';
import { useSubmission } from '../../lib/forms/use-submission';
import { Banner, Honeypot, Labelled, SubmitButton, TextArea, TextField, inputClass } from './FormParts';

interface Props {
  /** The open roles, then "Other". */
  positions: string[];
  messages: { success: string; error: string };
  successBannerMs: number;
  resumeMaxMb: number;
  limits: { name: number; email: number; url: number; message: number };
}

export default function ApplicationForm({ positions, messages, successBannerMs, resumeMaxMb, limits }: Props) {
  const values = useStore(applicationDraft.$values);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const { status, submitting, submit } = useSubmission({
    successMessage: messages.success,
    errorMessage: messages.error,
    successMs: successBannerMs,
  });

  useEffect(() => {
    applicationDraft.restore();
    // The role a careers link names is the visitor's latest choice, so it wins over the draft's.
    const requested = positionFromQuery(window.location.search, positions);
    if (requested) applicationDraft.update({ position: requested });
  }, [positions]);

  const change =
    (field: keyof ApplicationValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      applicationDraft.update({ [field]: event.target.value });

  function chooseResume(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const problem = file ? resumeProblem(file, resumeMaxMb) : null;
    setResumeError(problem);
    // The browser then refuses to submit until a suitable file is chosen.
    input.setCustomValidity(problem ?? '');
    setResume(problem ? null : file);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!resume) return;
    const sent = await submit(event.currentTarget, () => sendApplication(values, resume));
    if (sent) {
      applicationDraft.clear();
      setResume(null);
      if (resumeInput.current) resumeInput.current.value = '';
    }
  }

  return (
    <form onSubmit={handleSubmit} onFocus={warmUpSupabase} className="relative space-y-10">
      {status === 'success' && <Banner tone="success">{messages.success}</Banner>}
      {status === 'error' && <Banner tone="error">{messages.error}</Banner>}

      <Section title="Personal Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="firstName"
            label="First name"
            required
            autoComplete="given-name"
            maxLength={limits.name}
            value={values.firstName}
            onChange={change('firstName')}
          />
          <TextField
            id="lastName"
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={limits.name}
            value={values.lastName}
            onChange={change('lastName')}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={limits.email}
            value={values.email}
            onChange={change('email')}
          />
          <TextField
            id="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={50}
            value={values.phone}
            onChange={change('phone')}
          />
          <TextField
            id="location"
            label="Location"
            autoComplete="address-level2"
            placeholder="City, country"
            maxLength={limits.name}
            value={values.location}
            onChange={change('location')}
          />
        </div>
      </Section>

      <Section title="Position Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <Labelled id="position" label="Position *">
            <select id="position" name="position" required className={inputClass} value={values.position} onChange={change('position')}>
              <option value="">Select a position</option>
              {positions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id="experience" label="Years of experience">
            <select id="experience" name="experience" className={inputClass} value={values.experience} onChange={change('experience')}>
              <option value="">Select experience</option>
              {EXPERIENCE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option} years
                </option>
              ))}
            </select>
          </Labelled>
          <TextField
            id="linkedIn"
            label="LinkedIn profile"
            type="url"
            placeholder="https://www.linkedin.com/in/…"
            maxLength={limits.url}
            value={values.linkedIn}
            onChange={change('linkedIn')}
          />
          <TextField
            id="portfolio"
            label="Portfolio or website"
            type="url"
            placeholder="https://…"
            maxLength={limits.url}
            value={values.portfolio}
            onChange={change('portfolio')}
          />
        </div>
      </Section>

      <Section title="Resume & Documents">
        <Labelled
          id="resume"
          label="Resume *"
          hint={`PDF, DOC or DOCX, max ${resumeMaxMb}MB.`}
          error={resumeError}
        >
          <input
            ref={resumeInput}
            id="resume"
            name="resume"
            type="file"
            required
            accept={RESUME_ACCEPT}
            onChange={chooseResume}
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? 'resume-hint resume-error' : 'resume-hint'}
            className="mt-1 block w-full text-sm text-muted file:mr-4 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-2 file:font-semibold file:text-accent-strong hover:file:bg-indigo-100"
          />
        </Labelled>
      </Section>

      <Section title="Cover Letter">
        <TextArea
          id="coverLetter"
          label="Why would you like to join us?"
          rows={6}
          maxLength={limits.message - 1_000}
          value={values.coverLetter}
          onChange={change('coverLetter')}
        />
      </Section>

      <Honeypot />
      <SubmitButton busy={submitting} label="Submit Application" busyLabel="Submitting..." />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
