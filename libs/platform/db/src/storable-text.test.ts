import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, storableJson, storableText, truncateText, UNSTORABLE_CHARACTER } from './storable-text';

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

describe('storableText / storableJson (clean a value so any text or jsonb column accepts it)', () => {
  it('replaces NUL and unpaired surrogates with U+FFFD and keeps paired surrogates', () => {
    expect(storableText('a\u0000b\ud800c\udc00d😀')).toBe('a\ufffdb\ufffdc\ufffdd😀');
    expect(storableText('\udc00\ud800')).toBe('\ufffd\ufffd');
    const clean = 'plain 😀';
    expect(storableText(clean)).toBe(clean);
  });

  it('walks every string and key of a JSON value, at any depth', () => {
    const v = { 'k\u0000': ['x\u0000', { deep: 'y\ud83d', ok: 1, t: true, n: null }], plain: 'p' };
    expect(storableJson(v)).toEqual({ 'k\ufffd': ['x\ufffd', { deep: 'y\ufffd', ok: 1, t: true, n: null }], plain: 'p' });
    expect(v['k\u0000'][0]).toBe('x\u0000'); // the input is not changed
    expect(hasUnstorableCharacter(JSON.stringify(storableJson(v)))).toBe(false);
  });

  it('leaves a literal backslash-u-0000 (six characters) as it is: it is text, not a NUL', () => {
    const v = { answer: '\\u0000 and \\ud800', raw: 'a\\\\u0000' };
    expect(storableJson(v)).toEqual(v);
  });

  it('follows JSON.stringify for non-JSON members (toJSON, non-finite numbers, undefined)', () => {
    const d = new Date('2024-01-02T03:04:05.000Z');
    expect(storableJson({ d, inf: Infinity, nan: NaN, u: undefined, f: () => 1, a: [undefined, 1] })).toEqual({
      d: '2024-01-02T03:04:05.000Z',
      inf: null,
      nan: null,
      a: [null, 1],
    });
    expect(storableJson('s\u0000')).toBe('s\ufffd');
    expect(storableJson(null)).toBeNull();
    expect(storableJson(undefined)).toBeUndefined();
  });

  it('throws on a cycle or a bigint, like JSON.stringify', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => storableJson(cyclic)).toThrow(TypeError);
    expect(() => storableJson({ n: 1n })).toThrow(TypeError);
    const shared = { x: 1 };
    expect(storableJson({ a: shared, b: shared })).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });
});

describe('truncateText (cut on a code-point boundary)', () => {
  it('returns short text unchanged and cuts long text to maxChars', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateText('hello', 10)).toBe('hello');
    expect(truncateText('hello', 3)).toBe('hel');
    expect(truncateText('hello', 0)).toBe('');
    expect(truncateText('hello', -1)).toBe('');
  });
  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀c', 3)).toBe('ab');
    expect(truncateText('ab😀c', 4)).toBe('ab😀');
    expect(truncateText('😀😀', 1)).toBe('');
    expect(hasUnstorableCharacter(truncateText('x😀😀😀', 4))).toBe(false);
  });
});
