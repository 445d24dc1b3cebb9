import { describe, expect, it } from 'vitest';
import {
  firstItem,
  looseList,
  looseObject,
  looseObjects,
  looseString,
  mediaObjectSchema,
  objectOrNone,
  nullableText,
  optionalText,
  readSendAnswer,
  stringOnly,
  templateIdsSchema,
  templateListSchema,
  textOr,
  wamidOf,
} from './untrusted-json';

// The hand-written readers these schemas replace, kept here as the reference: same values for the same inputs.
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
const textOrNull = (v: unknown): string | null => text(v) ?? null;
const onlyString = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOr = (v: unknown, fallback: string): string => (typeof v === 'string' && v !== '' ? v : fallback);

const INPUTS: unknown[] = [undefined, null, 0, 7, -1.5, '', 'x', '12', true, false, [], [1, 'a'], [{ id: 'w' }], {}, { a: 1 }, { 0: { id: 'k' } }, 'ab'];

describe('lenient zod readers of untrusted JSON', () => {
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

  it('the send answer: messages[0].id as the wamid, contacts[0] ids, error.code', () => {
    const answer = readSendAnswer({ messages: [{ id: 'wamid.1' }], contacts: [{ wa_id: 5511, user_id: 'US.1' }], error: { code: 131050 } });
    expect(wamidOf(answer)).toBe('wamid.1');
    expect(answer.contacts).toEqual({ wa_id: '5511', user_id: 'US.1' });
    expect(answer.error.code).toBe(131050);
    for (const bad of [undefined, null, 'x', [], { messages: 'abc' }, { messages: [{ id: 7 }] }, { messages: [{ id: '' }] }, { messages: {} }]) {
      const r = readSendAnswer(bad);
      expect(wamidOf(r)).toBeUndefined();
      expect(r.contacts).toEqual({ wa_id: '', user_id: '' });
    }
  });

  it('a template list: items read as objects, anything else none', () => {
    expect(templateListSchema.parse({ data: [{ name: 'a' }, 5] }).data).toEqual([{ name: 'a' }, {}]);
    expect(templateListSchema.parse({ data: null }).data).toEqual([]);
    expect(templateListSchema.parse({ data: 'x' }).data).toEqual([]);
    expect(templateListSchema.parse('x').data).toEqual([]);
  });

  it('template ids of a create or a list answer; the media object read', () => {
    const b = templateIdsSchema.parse({ id: '1', data: [{ id: 2 }, null, ['x'], { id: '3' }] });
    expect([b.id, ...b.data.map((t) => t.id)]).toEqual(['1', 2, undefined, undefined, '3']);
    expect(templateIdsSchema.parse([{ id: '9' }])).toEqual({ id: undefined, data: [] });
    expect(templateIdsSchema.parse({ data: 'x' })).toEqual({ id: undefined, data: [] });
    expect(mediaObjectSchema.parse({ url: 'https://u', mime_type: 'image/png', id: '5' })).toEqual({ url: 'https://u', mime_type: 'image/png' });
    expect(mediaObjectSchema.parse(null)).toEqual({ url: undefined, mime_type: undefined });
  });
});
