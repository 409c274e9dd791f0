// The rules behind the components editors use in posts: each fails the build with the fix.
import { describe, expect, it } from 'vitest';
import { calloutLabel, checkKeyFigures, imageFileName, requireAlt } from '../../src/lib/blog/post-components';
import { bg } from '../../src/i18n/bg';

describe('calloutLabel', () => {
  it('names each callout type, and refuses any other, listing the ones there are', () => {
    expect(calloutLabel('note')).toBe('Note');
    expect(calloutLabel('warning')).toBe('Warning');
    expect(calloutLabel('tip')).toBe('Tip');
    expect(() => calloutLabel('info')).toThrow('<Callout type="info"> is not a callout type. Use one of: note, warning, tip.');
  });

  it('names it in the language of the post', () => {
    expect(calloutLabel('tip', bg.blog.callouts)).toBe(bg.blog.callouts.tip);
    expect(() => calloutLabel('info', bg.blog.callouts)).toThrow('is not a callout type');
  });
});

describe('requireAlt', () => {
  it('passes alt text through, trimmed', () => {
    expect(requireAlt('  A bar chart ', 'chart.png')).toBe('A bar chart');
  });

  it('fails on missing or blank alt text, naming the image and how to write it', () => {
    for (const alt of [undefined, '', '   ']) {
      expect(() => requireAlt(alt, 'chart.png')).toThrow(/The image chart\.png in a blog post has no alt text\. Say what it shows: !\[/);
    }
  });
});

describe('imageFileName', () => {
  it('names the file an image came from, in the build and in development', () => {
    expect(imageFileName('/_astro/handover-flow.BqzdIA1k.svg')).toBe('handover-flow.svg');
    expect(imageFileName('/@fs/work/src/assets/blog/handover-flow.svg?origWidth=960&origHeight=540')).toBe('handover-flow.svg');
  });
});

describe('checkKeyFigures', () => {
  const figure = (value: string, label = 'a label') => ({ value, label });

  it('accepts 2 to 4 figures, each with a value and a label', () => {
    for (const count of [2, 3, 4]) {
      const items = Array.from({ length: count }, (_, index) => figure(`${index}%`));
      expect(checkKeyFigures(items)).toEqual(items);
    }
  });

  it('refuses too few, too many, or a figure missing its value or label', () => {
    for (const items of [
      [figure('1')],
      Array.from({ length: 5 }, () => figure('1')),
      [figure('1'), figure('')],
      [figure('1'), { value: '2' }],
      undefined,
      'not a list',
    ]) {
      expect(() => checkKeyFigures(items)).toThrow(/<KeyFigures> needs 2 to 4 figures, each with a value and a label/);
    }
  });
});
