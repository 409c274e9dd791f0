import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import { EXPERIENCE_OPTIONS, RESUME_ACCEPT, positionFromQuery, resumeProblem, type ResumeProblem } from '@/lib/forms/application';
import { applicationDraft } from '@/lib/forms/drafts/application-draft';
import { sendApplication } from '@/lib/forms/sending/send-application';
import { warmUpSupabase } from '@/lib/forms/sending/supabase';
import type { applicationLimits } from '@/lib/forms/checks/field-limits';
import { useDraftForm } from '@/lib/forms/drafts/use-draft-form';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { EmailField, Honeypot, Labelled, SendBanner, SubmitButton, TextArea, TextField, inputClass } from './FormParts';

interface Props {
  /** Everything the form says, in the page's language. */
  strings: Dictionary['forms']['application'];
  /** The open roles in the page's language, then "Other". */
  positions: string[];
  successBannerMs: number;
  resumeMaxMb: number;
  limits: { email: number } & typeof applicationLimits;
}

export default function ApplicationForm({ strings, positions, successBannerMs, resumeMaxMb, limits }: Props) {
  const { field, status, submitting, errorText, send } = useDraftForm(applicationDraft, { messages: strings, successMs: successBannerMs });
  const { labels, placeholders, sections } = strings;
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);

  /** A field's id, label and draft binding, which all follow its name. */
  const named = (name: keyof typeof labels & Parameters<typeof field>[0]) => ({ id: name, label: labels[name], ...field(name) });

  useEffect(() => {
    // Runs after useDraftForm restored the draft: the role a careers link names is the
    // visitor's latest choice, so it wins over the draft's.
    const requested = positionFromQuery(window.location.search, positions);
    if (requested) applicationDraft.update({ position: requested });
  }, [positions]);

  function chooseResume(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const found = file ? resumeProblem(file, resumeMaxMb) : null;
    const problem = found && resumeProblemText(found);
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

  function resumeProblemText(problem: ResumeProblem): string {
    if (problem.kind !== 'tooLarge') return strings.resumeProblems[problem.kind];
    const size = new Intl.NumberFormat(document.documentElement.lang, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }).format(problem.sizeMb);
    return fill(strings.resumeProblems.tooLarge, { size, maxMb: resumeMaxMb });
  }

  return (
    <form onSubmit={handleSubmit} onFocus={warmUpSupabase} className="relative space-y-10">
      <SendBanner status={status} success={strings.success} error={errorText} />

      <Section title={sections.personal}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...named('firstName')} required autoComplete="given-name" maxLength={limits.firstName} />
          <TextField {...named('lastName')} required autoComplete="family-name" maxLength={limits.lastName} />
          <EmailField {...named('email')} title={strings.emailTitle} maxLength={limits.email} />
          <TextField {...named('phone')} type="tel" autoComplete="tel" maxLength={limits.phone} />
          <TextField {...named('location')} autoComplete="address-level2" placeholder={placeholders.location} maxLength={limits.location} />
        </div>
      </Section>

      <Section title={sections.position}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Labelled id="position" label={`${labels.position} *`}>
            <select id="position" name="position" required className={inputClass} {...field('position')}>
              <option value="">{strings.choosePosition}</option>
              {positions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id="experience" label={labels.experience}>
            <select id="experience" name="experience" className={inputClass} {...field('experience')}>
              <option value="">{strings.chooseExperience}</option>
              {EXPERIENCE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {fill(strings.experienceOption, { years: option })}
                </option>
              ))}
            </select>
          </Labelled>
          <TextField {...named('linkedIn')} type="url" placeholder={placeholders.linkedIn} maxLength={limits.url} />
          <TextField {...named('portfolio')} type="url" placeholder={placeholders.portfolio} maxLength={limits.url} />
        </div>
      </Section>

      <Section title={sections.documents}>
        <Labelled id="resume" label={`${labels.resume} *`} hint={strings.resumeHint} error={resumeError}>
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
            className="mt-1 block w-full text-sm text-muted file:mr-4 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-2 file:font-semibold file:text-accent-strong hover:file:bg-accent-line"
          />
        </Labelled>
      </Section>

      <Section title={sections.coverLetter}>
        <TextArea {...named('coverLetter')} rows={6} maxLength={limits.coverLetter} />
      </Section>

      <Honeypot label={strings.honeypot} />
      <SubmitButton busy={submitting} label={strings.submit} busyLabel={strings.submitting} />
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
