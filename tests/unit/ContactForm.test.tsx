// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '../../src/components/forms/ContactForm';
import { contactDraft } from '../../src/lib/forms/contact-draft';
import { sendContactMessage } from '../../src/lib/forms/submissions';
import { confirmations, messages } from '../spec-facts';

vi.mock('../../src/lib/forms/submissions', () => ({ sendContactMessage: vi.fn() }));
vi.mock('../../src/lib/forms/supabase', () => ({ warmUpSupabase: vi.fn() }));

const send = vi.mocked(sendContactMessage);
const props = {
  messages: { success: messages.contactSuccess, error: messages.contactError },
  successBannerMs: confirmations.successBannerMs,
  limits: { name: 200, email: 254, company: 200, message: 10_000 },
};

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
    expect(send).toHaveBeenCalledWith({ name: 'Ana Petrova', email: 'ana@example.com', company: '', message: 'We need a phone agent.' });

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
    send.mockResolvedValue({ ok: false, error: 'Failed to fetch' });
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

  it('drops a bot’s post silently: the honeypot is filled, nothing is sent', async () => {
    render(<ContactForm {...props} />);
    fill();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    fireEvent.change(form.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    fireEvent.submit(form);
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('restores a draft after a reload', async () => {
    sessionStorage.setItem('draft:contact', JSON.stringify({ name: 'Ana', email: '', company: 'Acme', message: 'Hi' }));
    render(<ContactForm {...props} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Company').value).toBe('Acme'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message *').value).toBe('Hi');
  });
});
