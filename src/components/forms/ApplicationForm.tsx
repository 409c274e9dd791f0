import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import { EXPERIENCE_OPTIONS, RESUME_ACCEPT, positionFromQuery, resumeProblem } from '@/lib/forms/application';
import { applicationDraft } from '@/lib/forms/drafts/application-draft';
import { sendApplication } from '@/lib/forms/sending/send-application';
import { warmUpSupabase } from '@/lib/forms/sending/supabase';
import type { applicationLimits } from '@/lib/forms/checks/field-limits';
import { useDraftForm, type FormMessages } from '@/lib/forms/drafts/use-draft-form';
import { EmailField, Honeypot, Labelled, SendBanner, SubmitButton, TextArea, TextField, inputClass } from './FormParts';

interface Props {
  /** The open roles, then "Other". */
  positions: string[];
  messages: FormMessages;
  successBannerMs: number;
  resumeMaxMb: number;
  limits: { email: number } & typeof applicationLimits;
}

export default function ApplicationForm({ positions, messages, successBannerMs, resumeMaxMb, limits }: Props) {
  const { field, status, submitting, errorText, send } = useDraftForm(applicationDraft, { messages, successMs: successBannerMs });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Runs after useDraftForm restored the draft: the role a careers link names is the
    // visitor's latest choice, so it wins over the draft's.
    const requested = positionFromQuery(window.location.search, positions);
    if (requested) applicationDraft.update({ position: requested });
  }, [positions]);

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
    const sent = await send(event.currentTarget, (values, flags) => sendApplication(values, resume, flags));
    if (sent) {
      setResume(null);
      if (resumeInput.current) resumeInput.current.value = '';
    }
  }

  return (
    <form onSubmit={handleSubmit} onFocus={warmUpSupabase} className="relative space-y-10">
      <SendBanner status={status} success={messages.success} error={errorText} />

      <Section title="Personal Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="firstName"
            label="First name"
            required
            autoComplete="given-name"
            maxLength={limits.firstName}
            {...field('firstName')}
          />
          <TextField
            id="lastName"
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={limits.lastName}
            {...field('lastName')}
          />
          <EmailField id="email" maxLength={limits.email} {...field('email')} />
          <TextField id="phone" label="Phone" type="tel" autoComplete="tel" maxLength={limits.phone} {...field('phone')} />
          <TextField
            id="location"
            label="Location"
            autoComplete="address-level2"
            placeholder="City, country"
            maxLength={limits.location}
            {...field('location')}
          />
        </div>
      </Section>

      <Section title="Position Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <Labelled id="position" label="Position *">
            <select id="position" name="position" required className={inputClass} {...field('position')}>
              <option value="">Select a position</option>
              {positions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id="experience" label="Years of experience">
            <select id="experience" name="experience" className={inputClass} {...field('experience')}>
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
            {...field('linkedIn')}
          />
          <TextField
            id="portfolio"
            label="Portfolio or website"
            type="url"
            placeholder="https://…"
            maxLength={limits.url}
            {...field('portfolio')}
          />
        </div>
      </Section>

      <Section title="Resume & Documents">
        <Labelled id="resume" label="Resume *" hint={`PDF, DOC or DOCX, max ${resumeMaxMb}MB.`} error={resumeError}>
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
          maxLength={limits.coverLetter}
          {...field('coverLetter')}
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
