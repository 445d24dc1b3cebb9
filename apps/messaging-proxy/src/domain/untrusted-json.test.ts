import { describe, expect, it } from 'vitest';
import { mediaObjectSchema, readSendAnswer, templateIdsSchema, templateListSchema, wamidOf } from './untrusted-json';

describe('messaging-proxy shapes of untrusted JSON', () => {
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
