// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraft } from '../../src/lib/forms/drafts/drafts';

describe('createDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed across a reload and forgets it when cleared', () => {
    const first = createDraft('test', { name: '', message: '' });
    first.update({ name: 'Ana' });
    first.update({ message: 'Hello' });

    const afterReload = createDraft('test', { name: '', message: '' });
    expect(afterReload.$values.get()).toEqual({ name: '', message: '' });
    afterReload.restore();
    expect(afterReload.$values.get()).toEqual({ name: 'Ana', message: 'Hello' });

    afterReload.clear();
    const later = createDraft('test', { name: '', message: '' });
    later.restore();
    expect(later.$values.get()).toEqual({ name: '', message: '' });
  });

  it('ignores damaged drafts and fields it does not know', () => {
    sessionStorage.setItem('draft:test', '{not json');
    const draft = createDraft('test', { name: '' });
    draft.restore();
    expect(draft.$values.get()).toEqual({ name: '' });

    sessionStorage.setItem('draft:test', JSON.stringify({ name: 7, extra: 'x' }));
    draft.restore();
    expect(draft.$values.get()).toEqual({ name: '' });
  });
});
