// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StatusSubscriptionForm from '../../src/components/forms/StatusSubscriptionForm';
import { subscribeToStatus } from '../../src/lib/forms/subscriptions/subscriptions';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';
import { confirmations, messages as specMessages, subscriptionDefaults } from '../spec-facts';

vi.mock('../../src/lib/forms/subscriptions/subscriptions', () => ({ subscribeToStatus: vi.fn() }));

const subscribe = vi.mocked(subscribeToStatus);
const props = {
  strings: en.forms.status,
  confirmationMs: confirmations.subscriptionConfirmationMs,
  statusHref: '/status',
  consentWording: 'test-wording',
};
const checkbox = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const submitForm = () => fireEvent.submit(screen.getByRole('button', { name: 'Subscribe to Updates' }).closest('form')!);

describe('StatusSubscriptionForm', () => {
  beforeEach(() => subscribe.mockReset());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts with incidents, maintenance and resolutions on and weekly performance reports off', () => {
    render(<StatusSubscriptionForm {...props} />);
    const { incidents, maintenance, resolutions, performance } = subscriptionDefaults;
    expect([/Incidents/, /maintenance/, /Resolutions/, /Performance/].map((name) => checkbox(name).checked)).toEqual([
      incidents,
      maintenance,
      resolutions,
      performance,
    ]);
    expect(screen.getByText(/weekly/)).toBeTruthy();
  });

  it('alerts "Please enter your email address" on an empty email and sends nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<StatusSubscriptionForm {...props} />);
    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: '   ' } });
    submitForm();
    expect(alert).toHaveBeenCalledWith(specMessages.statusEmptyEmail);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('stores the choices, shows the success screen for 3 s, then the form with its defaults', async () => {
    subscribe.mockResolvedValue({ ok: true });
    render(<StatusSubscriptionForm {...props} />);
    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: 'ops@example.com' } });
    fireEvent.click(checkbox(/Performance/));
    fireEvent.click(checkbox(/maintenance/));
    vi.useFakeTimers();
    await act(async () => submitForm());
    expect(subscribe).toHaveBeenCalledWith(
      { email: 'ops@example.com', incidents: true, maintenance: false, resolutions: true, performance: true },
      props.consentWording,
      { suspectedBot: false },
    );
    expect(screen.getByRole('link', { name: 'Back to System Status' }).getAttribute('href')).toBe('/status');

    act(() => vi.advanceTimersByTime(confirmations.subscriptionConfirmationMs - 1));
    expect(screen.queryByRole('link', { name: 'Back to System Status' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText<HTMLInputElement>('Email address *').value).toBe('');
    expect(checkbox(/Performance/).checked).toBe(false);
    expect(checkbox(/maintenance/).checked).toBe(true);
  });

  it('keeps the form and says so when the subscription cannot be saved', async () => {
    subscribe.mockResolvedValue({ ok: false, error: 'Failed to fetch' });
    render(<StatusSubscriptionForm {...props} />);
    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: 'ops@example.com' } });
    await act(async () => submitForm());
    expect(screen.getByText(en.forms.status.error)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address *').value).toBe('ops@example.com');
  });
});

describe('StatusSubscriptionForm over the request limit', () => {
  it('says so in the words the other forms use, keeping the address typed', async () => {
    subscribe.mockResolvedValue({ ok: false, error: 'subscribe answered 429', problem: 'overLimit' });
    render(<StatusSubscriptionForm {...props} />);
    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: 'ops@example.com' } });
    await act(async () => submitForm());
    expect(screen.getByText(en.forms.status.overLimit)).toBeTruthy();
    expect(en.forms.status.overLimit).toBe(en.forms.contact.problems.overLimit);
    expect(screen.getByLabelText<HTMLInputElement>('Email address *').value).toBe('ops@example.com');
  });
});

describe('StatusSubscriptionForm with its hidden honeypot filled', () => {
  it('still sends, marked as a suspected bot (autofill fills it too), and says the usual', async () => {
    subscribe.mockResolvedValue({ ok: true });
    render(<StatusSubscriptionForm {...props} />);
    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: 'ops@example.com' } });
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    await act(async () => submitForm());
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'ops@example.com' }), props.consentWording, {
      suspectedBot: true,
    });
    expect(screen.getByRole('link', { name: 'Back to System Status' })).toBeTruthy();
  });
});

describe('StatusSubscriptionForm on a Bulgarian page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the address in Bulgarian and subscribes with the version of the Bulgarian consent words', async () => {
    const { emptyEmail, emailLabel, submit, done } = bg.forms.status;
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    subscribe.mockReset();
    subscribe.mockResolvedValue({ ok: true });
    const wording = bg.forms.consent.version;
    render(<StatusSubscriptionForm {...props} strings={bg.forms.status} statusHref="/bg/status" consentWording={wording} />);
    const submitForm = () => fireEvent.submit(screen.getByRole('button', { name: submit }).closest('form')!);
    submitForm();
    expect(alert).toHaveBeenCalledWith(emptyEmail);
    fireEvent.change(screen.getByLabelText(`${emailLabel} *`), { target: { value: 'ops@example.com' } });
    await act(async () => submitForm());
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'ops@example.com' }), wording, { suspectedBot: false });
    expect(screen.getByRole('link', { name: done.back }).getAttribute('href')).toBe('/bg/status');
  });
});
