// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '../../src/components/forms/ContactForm';
import { contactDraft } from '../../src/lib/forms/drafts/contact-draft';
import { sendContactMessage } from '../../src/lib/forms/sending/submissions';
import { fieldLimits } from '../../src/lib/forms/checks/field-limits';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';
import { confirmations, messages } from '../spec-facts';

vi.mock('../../src/lib/forms/sending/submissions', () => ({ sendContactMessage: vi.fn() }));
vi.mock('../../src/lib/forms/sending/supabase', () => ({ warmUpSupabase: vi.fn() }));

const send = vi.mocked(sendContactMessage);
const props = {
  strings: en.forms.contact,
  successBannerMs: confirmations.successBannerMs,
  limits: fieldLimits,
};

/** The words for a visitor over a request limit. */
const OVER_LIMIT = 'Too many messages from your connection; please try again in a few minutes';

function fill() {
  fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Ana Petrova' } });
  fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText('Message *'), { target: { value: 'We need a phone agent.' } });
}

describe('ContactForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    contactDraft.clear();
    send.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('sends, shows "Sending..." with the button disabled, then the success banner for 5 s and a clear form', async () => {
    let finish!: (value: { ok: true }) => void;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ContactForm {...props} />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(busy.disabled).toBe(true);
    expect(send).toHaveBeenCalledWith(
      { name: 'Ana Petrova', email: 'ana@example.com', company: '', message: 'We need a phone agent.' },
      { suspectedBot: false },
    );

    vi.useFakeTimers();
    await act(async () => finish({ ok: true }));
    expect(screen.getByText(messages.contactSuccess)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name *').value).toBe('');
    expect(sessionStorage.getItem('draft:contact')).toBeNull();

    act(() => vi.advanceTimersByTime(confirmations.successBannerMs - 1));
    expect(screen.queryByText(messages.contactSuccess)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(messages.contactSuccess)).toBeNull();
  });

  it('shows the error banner and keeps everything typed when sending fails', async () => {
    send.mockResolvedValue({ ok: false, error: 'Failed to fetch', problem: 'failed' });
    render(<ContactForm {...props} />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);

    expect(await screen.findByText(messages.contactError)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Name *').value).toBe('Ana Petrova');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message *').value).toBe('We need a phone agent.');
  });

  it('cannot send twice while a send is under way', async () => {
    send.mockReturnValue(new Promise(() => {}));
    render(<ContactForm {...props} />);
    fill();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Sending...' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a post whose honeypot is filled, flagged for the owner, and shows the usual success', async () => {
    send.mockResolvedValue({ ok: true });
    render(<ContactForm {...props} />);
    fill();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    fireEvent.change(form.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    fireEvent.submit(form);
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana Petrova' }), { suspectedBot: true });
  });

  it('sends an ordinary post unflagged', async () => {
    send.mockResolvedValue({ ok: true });
    render(<ContactForm {...props} />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    await screen.findByText(messages.contactSuccess);
    expect(send).toHaveBeenCalledWith(expect.anything(), { suspectedBot: false });
  });

  it('over a request limit, says so in the issue’s words and keeps everything typed', async () => {
    expect(props.strings.problems.overLimit).toBe(OVER_LIMIT);
    send.mockResolvedValue({ ok: false, error: 'Too many requests from your address', problem: 'overLimit' });
    render(<ContactForm {...props} />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    expect(await screen.findByText(OVER_LIMIT)).toBeTruthy();
    expect(screen.queryByText(messages.contactError)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name *').value).toBe('Ana Petrova');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message *').value).toBe('We need a phone agent.');
  });

  it('names the field the database would refuse instead of the generic error', async () => {
    send.mockResolvedValue({ ok: false, error: 'Refused before sending: message', problem: 'message' });
    render(<ContactForm {...props} />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    expect(await screen.findByText(en.forms.contact.problems.message)).toBeTruthy();
  });

  it('gives the browser the database’s email rule, so a@b is refused before sending', () => {
    render(<ContactForm {...props} />);
    const email = screen.getByLabelText<HTMLInputElement>('Email *');
    const rule = new RegExp(`^(?:${email.pattern})$`, 'v');
    expect(rule.test('a@b')).toBe(false);
    expect(rule.test('a@b.co')).toBe(true);
  });

  it('restores a draft after a reload', async () => {
    sessionStorage.setItem('draft:contact', JSON.stringify({ name: 'Ana', email: '', company: 'Acme', message: 'Hi' }));
    render(<ContactForm {...props} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Company').value).toBe('Acme'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message *').value).toBe('Hi');
  });
});

describe('ContactForm on a Bulgarian page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    contactDraft.clear();
    send.mockReset();
  });

  it('speaks Bulgarian and answers in Bulgarian', async () => {
    const { labels, emailTitle, submit, problems } = bg.forms.contact;
    send.mockResolvedValue({ ok: false, error: 'Too many requests from your address', problem: 'overLimit' });
    render(<ContactForm {...props} strings={bg.forms.contact} />);
    fireEvent.change(screen.getByLabelText(`${labels.name} *`), { target: { value: 'Ана Петрова' } });
    fireEvent.change(screen.getByLabelText(`${labels.email} *`), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(`${labels.message} *`), { target: { value: 'Нужен ни е телефонен агент.' } });
    expect(screen.getByLabelText<HTMLInputElement>(`${labels.email} *`).title).toBe(emailTitle);
    fireEvent.submit(screen.getByRole('button', { name: submit }).closest('form')!);
    expect(await screen.findByText(problems.overLimit)).toBeTruthy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ана Петрова' }), { suspectedBot: false });
  });
});
