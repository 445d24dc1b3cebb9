import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, UNSTORABLE_CHARACTER } from './storable-text';

describe('hasUnstorableCharacter (decision 0010: what no stored, forwarded or looked-up text may hold)', () => {
  it('refuses NUL and unpaired surrogates, anywhere in the text', () => {
    for (const s of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', 'end\ud83d', '\udc00\ud800']) expect(hasUnstorableCharacter(s)).toBe(true);
  });
  it('accepts ordinary text, paired surrogates (emoji) and other control characters Postgres stores', () => {
    for (const s of ['', 'hello', '+1 (555) 010-0000', '😀 ok', 'tab\there', 'US.13491208655302741918']) expect(hasUnstorableCharacter(s)).toBe(false);
  });
  it('has no global flag, so repeated tests never depend on a previous call (lastIndex)', () => {
    expect(UNSTORABLE_CHARACTER.global).toBe(false);
    expect([hasUnstorableCharacter('a\u0000'), hasUnstorableCharacter('a\u0000')]).toEqual([true, true]);
  });
});
