// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApplicationForm from '../../src/components/forms/ApplicationForm';
import { applicationDraft } from '../../src/lib/forms/drafts/application-draft';
import { sendApplication } from '../../src/lib/forms/sending/send-application';
import { applicationLimits, fieldLimits } from '../../src/lib/forms/checks/field-limits';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';
import { fill } from '../../src/i18n/fill';
import { applicationForm, confirmations, messages } from '../spec-facts';

vi.mock('../../src/lib/forms/sending/send-application', () => ({ sendApplication: vi.fn() }));
vi.mock('../../src/lib/forms/sending/supabase', () => ({ warmUpSupabase: vi.fn() }));

const send = vi.mocked(sendApplication);
const props = {
  strings: en.forms.application,
  positions: applicationForm.positions,
  successBannerMs: confirmations.successBannerMs,
  resumeMaxMb: applicationForm.resumeMaxMb,
  limits: { email: fieldLimits.email, ...applicationLimits },
};

const resumeInput = () => screen.getByLabelText<HTMLInputElement>('Resume *');
const pdf = (bytes: number) => new File([new Uint8Array(bytes)], 'resume.pdf', { type: 'application/pdf' });

function fillRequired(file = pdf(1024)) {
  fireEvent.change(screen.getByLabelText('First name *'), { target: { value: 'Elena' } });
  fireEvent.change(screen.getByLabelText('Last name *'), { target: { value: 'Ivanova' } });
  fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'elena@example.com' } });
  fireEvent.change(screen.getByLabelText('Position *'), { target: { value: 'Product Designer' } });
  fireEvent.change(resumeInput(), { target: { files: [file] } });
}

const submitForm = () => fireEvent.submit(screen.getByRole('button', { name: 'Submit Application' }).closest('form')!);

describe('ApplicationForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    applicationDraft.clear();
    send.mockReset();
    window.history.replaceState(null, '', '/apply');
    document.documentElement.lang = 'en';
  });
  afterEach(() => vi.useRealTimers());

  it('has the four sections and the spec’s options', () => {
    render(<ApplicationForm {...props} />);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(applicationForm.sections);
    const options = (label: string) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>(label).options, (option) => option.value).slice(1);
    expect(options('Position *')).toEqual(applicationForm.positions);
    expect(options('Years of experience')).toEqual(applicationForm.experience);
    expect(resumeInput().accept).toBe(applicationForm.resumeAccept);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').type).toBe('tel');
    expect(screen.getByLabelText<HTMLInputElement>('LinkedIn profile').type).toBe('url');
  });

  it('preselects the position a careers link asks for, even over a draft’s earlier choice', () => {
    sessionStorage.setItem('draft:application', JSON.stringify({ position: 'Product Designer', firstName: 'Elena' }));
    window.history.replaceState(null, '', '/apply?position=Senior%20AI%20Engineer');
    render(<ApplicationForm {...props} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Position *').value).toBe('Senior AI Engineer');
    expect(screen.getByLabelText<HTMLInputElement>('First name *').value).toBe('Elena');
  });

  it('refuses a resume over 10 MB before anything is sent', () => {
    render(<ApplicationForm {...props} />);
    fillRequired(pdf(10 * 1024 * 1024 + 1));
    expect(screen.getByText(/the limit is 10 MB/)).toBeTruthy();
    expect(resumeInput().validationMessage).toMatch(/the limit is 10 MB/);
    expect(resumeInput().getAttribute('aria-invalid')).toBe('true');
    submitForm();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values and the file, then resets everything and hides the banner after 5 s', async () => {
    send.mockResolvedValue({ ok: true });
    render(<ApplicationForm {...props} />);
    const file = pdf(2048);
    fillRequired(file);
    vi.useFakeTimers();
    await act(async () => submitForm());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Elena', lastName: 'Ivanova', position: 'Product Designer' }),
      file,
      { suspectedBot: false },
    );
    expect(screen.getByText(messages.applicationSuccess)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name *').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Position *').value).toBe('');
    expect(resumeInput().value).toBe('');
    act(() => vi.advanceTimersByTime(confirmations.successBannerMs - 1));
    expect(screen.queryByText(messages.applicationSuccess)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(messages.applicationSuccess)).toBeNull();
  });

  it('shows "Submitting..." while sending, and on failure the error banner with every value kept', async () => {
    let finish!: (value: { ok: false; error: string; problem: 'failed' }) => void;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ApplicationForm {...props} />);
    const file = pdf(2048);
    fillRequired(file);
    submitForm();
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submitting...' });
    expect(busy.disabled).toBe(true);
    await act(async () => finish({ ok: false, error: 'refused', problem: 'failed' }));
    expect(screen.getByText(messages.applicationError)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name *').value).toBe('Elena');
    expect(resumeInput().files?.[0]).toBe(file);

    send.mockResolvedValue({ ok: true });
    await act(async () => submitForm());
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Elena' }), file, { suspectedBot: false });
  });

  it('over a request limit, says so in the issue’s words and keeps every value and the file', async () => {
    send.mockResolvedValue({ ok: false, error: 'Too many requests from your address', problem: 'overLimit' });
    render(<ApplicationForm {...props} />);
    const file = pdf(2048);
    fillRequired(file);
    submitForm();
    expect(await screen.findByText('Too many messages from your connection; please try again in a few minutes')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name *').value).toBe('Elena');
    expect(resumeInput().files?.[0]).toBe(file);
  });

  it('caps first and last name so that, joined, they fit the stored name', () => {
    render(<ApplicationForm {...props} />);
    const first = screen.getByLabelText<HTMLInputElement>('First name *').maxLength;
    const last = screen.getByLabelText<HTMLInputElement>('Last name *').maxLength;
    expect(first + 1 + last).toBeLessThanOrEqual(fieldLimits.name);
  });
});

describe('ApplicationForm on a Bulgarian page', () => {
  const { labels, resumeProblems, experienceOption, otherPosition, submit, success } = bg.forms.application;
  const titles = ['Старши AI инженер', 'Мениджър „Успех на клиентите“', otherPosition];
  const bgProps = { ...props, strings: bg.forms.application, positions: titles };
  const required = (label: string) => screen.getByLabelText(`${label} *`);

  beforeEach(() => {
    sessionStorage.clear();
    applicationDraft.clear();
    send.mockReset();
    document.documentElement.lang = 'bg';
  });

  it('preselects the Bulgarian title a careers link asks for', () => {
    window.history.replaceState(null, '', `/bg/apply?position=${encodeURIComponent(titles[1]!)}`);
    render(<ApplicationForm {...bgProps} />);
    expect((required(labels.position) as HTMLSelectElement).value).toBe(titles[1]);
    expect(screen.getByRole('option', { name: fill(experienceOption, { years: '2-3' }) })).toBeTruthy();
  });

  it('says what is wrong with a resume in Bulgarian, with the decimal comma of the page’s language', () => {
    window.history.replaceState(null, '', '/bg/apply');
    render(<ApplicationForm {...bgProps} />);
    fireEvent.change(required(labels.resume), { target: { files: [pdf(12.5 * 1024 * 1024)] } });
    expect(screen.getByText(fill(resumeProblems.tooLarge, { size: '12,5', maxMb: applicationForm.resumeMaxMb }))).toBeTruthy();
  });

  it('sends the application and thanks the visitor in Bulgarian', async () => {
    window.history.replaceState(null, '', '/bg/apply');
    send.mockResolvedValue({ ok: true });
    render(<ApplicationForm {...bgProps} />);
    fireEvent.change(required(labels.firstName), { target: { value: 'Елена' } });
    fireEvent.change(required(labels.lastName), { target: { value: 'Иванова' } });
    fireEvent.change(required(labels.email), { target: { value: 'elena@example.com' } });
    fireEvent.change(required(labels.position), { target: { value: titles[0] } });
    const file = pdf(2048);
    fireEvent.change(required(labels.resume), { target: { files: [file] } });
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: submit }).closest('form')!));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ position: titles[0] }), file, { suspectedBot: false });
    expect(screen.getByText(success)).toBeTruthy();
  });
});
