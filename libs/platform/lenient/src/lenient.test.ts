import { describe, expect, it } from 'vitest';
import {
  firstItem,
  lenient,
  lenientLoose,
  looseList,
  looseObject,
  looseObjects,
  looseString,
  nonEmptyStringOrNull,
  nullableText,
  objectOrNone,
  optionalText,
  stringOnly,
  textOr,
  z,
} from './index';

// The hand-written readers these schemas replaced (messaging-proxy, 2026-11-28), kept as the reference: same values for the same inputs.
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
const textOrNull = (v: unknown): string | null => text(v) ?? null;
const onlyString = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOr = (v: unknown, fallback: string): string => (typeof v === 'string' && v !== '' ? v : fallback);

const INPUTS: unknown[] = [undefined, null, 0, 7, -1.5, '', 'x', '12', true, false, [], [1, 'a'], [{ id: 'w' }], {}, { a: 1 }, { 0: { id: 'k' } }, 'ab'];

describe('lenient readers of untrusted JSON', () => {
  it('read every input exactly as the hand-written readers did', () => {
    for (const v of INPUTS) {
      expect(looseObject.parse(v)).toEqual(obj(v));
      expect(looseList.parse(v)).toEqual(arr(v));
      expect(looseObjects.parse(v)).toEqual(arr(v).map(obj));
      expect(looseString.parse(v)).toBe(str(v));
      expect(optionalText.parse(v)).toBe(text(v));
      expect(nullableText.parse(v)).toBe(textOrNull(v));
      expect(stringOnly.parse(v)).toBe(onlyString(v));
      expect(textOr('UNKNOWN').parse(v)).toBe(strOr(v, 'UNKNOWN'));
      expect(nonEmptyStringOrNull.parse(v)).toBe(typeof v === 'string' && v !== '' ? v : null);
      expect(objectOrNone.parse(v)).toEqual(v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
      expect(firstItem.parse(v)).toEqual(v === null || v === undefined ? undefined : (v as Record<number, unknown>)[0]);
    }
  });

  it('an object or array read is the same object, and a fallback is a new one each time', () => {
    const o = { a: 1 };
    const l = [1];
    expect(looseObject.parse(o)).toBe(o);
    expect(looseList.parse(l)).toBe(l);
    expect(looseObject.parse(null)).not.toBe(looseObject.parse(null));
    expect(looseList.parse(null)).not.toBe(looseList.parse(null));
  });

  it('lenient(): an object of lenient fields; anything else reads as {} (every field empty), unknown keys left out', () => {
    const schema = lenient({ id: optionalText, n: looseString, inner: lenient({ body: optionalText }), items: looseList });
    expect(schema.parse({ id: 7, n: 'x', inner: { body: 'hi', extra: 1 }, items: [1], other: true })).toEqual({
      id: '7',
      n: 'x',
      inner: { body: 'hi' },
      items: [1],
    });
    for (const v of [undefined, null, 'x', 5, [], [{ id: 'a' }]])
      expect(schema.parse(v)).toEqual({ id: undefined, n: '', inner: { body: undefined }, items: [] });
    expect(schema.parse({ inner: 'not an object', items: {} })).toEqual({ id: undefined, n: '', inner: { body: undefined }, items: [] });
    expect(lenientLoose({ id: optionalText }).parse({ id: '', kept: 1 })).toEqual({ id: undefined, kept: 1 });
  });

  it('never fails, and never builds an issue: a schema of these readers parses any JSON value', () => {
    const schema = lenient({ a: lenient({ b: looseObjects }), c: firstItem, d: textOr('X'), e: z.unknown() });
    for (const v of INPUTS) expect(schema.safeParse({ a: v, c: v, d: v, e: v }).success).toBe(true);
  });
});
