import { describe, expect, it } from 'vitest';
import { policyFirst, tagsBeforePolicy } from '../../src/lib/security/policy-first';

const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'">`;
const page = (head: string) => `<!DOCTYPE html><html lang="en"><head>${head}</head><body><p>Hi</p></body></html>`;

describe('policyFirst', () => {
  it('moves the policy before everything but the charset', () => {
    const html = page(
      `<meta charset="utf-8"><title>T</title><script type="application/ld+json">{"a":"</script>"}</script><style>p{}</style>${policy}`,
    );
    const moved = policyFirst(html);
    expect(moved).toBe(
      page(
        `<meta charset="utf-8">${policy}<title>T</title><script type="application/ld+json">{"a":"</script>"}</script><style>p{}</style>`,
      ),
    );
    expect(tagsBeforePolicy(moved)).toEqual([]);
    expect(tagsBeforePolicy(html)).toEqual(['<title>', '<script type="application/ld+json">', '<style>']);
  });

  it('puts it first in a head without a charset, and leaves pages without a policy alone', () => {
    expect(policyFirst(page(`<title>T</title>${policy}`))).toBe(page(`${policy}<title>T</title>`));
    expect(policyFirst(page('<title>T</title>'))).toBe(page('<title>T</title>'));
  });
});
