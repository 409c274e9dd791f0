// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, LIVE_REGION_ID } from '../../src/lib/a11y/announcer';

describe('announce', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the message in the page’s live region, re-announcing a repeated one', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div id="${LIVE_REGION_ID}" role="status" aria-live="polite"></div>`;
    const region = document.getElementById(LIVE_REGION_ID)!;

    announce('Message sent');
    vi.runAllTimers();
    expect(region.textContent).toBe('Message sent');

    announce('Message sent');
    expect(region.textContent).toBe('');
    vi.runAllTimers();
    expect(region.textContent).toBe('Message sent');
  });
});
