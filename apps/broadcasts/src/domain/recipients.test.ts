import { describe, expect, it } from 'vitest';
import { componentsProblem, dedupeKeys, normaliseRecipient, phoneDigits, RequestDedupe, sameTemplateForRecipients } from './recipients';

const template = [
  { type: 'HEADER', format: 'TEXT', text: 'Hello' },
  { type: 'BODY', text: 'Hi {{1}}, code {{2}} for {{1}}' },
];
const body = (...texts: string[]) => ({ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) });

describe('recipients', () => {
  it('phone numbers: digits of +, spaces, dashes, dots, parentheses; 7 to 15 digits', () => {
    expect(phoneDigits('+1 (415) 555-0101')).toBe('14155550101');
    expect(phoneDigits('call me')).toBeUndefined();
    expect(phoneDigits('123')).toBeUndefined();
    expect(phoneDigits('1'.repeat(16))).toBeUndefined();
  });

  it('dedupe key: the digits, or u:<user id> for a business-scoped user id', () => {
    const a = normaliseRecipient({ phone_number: '+14155550101', components: [body('a', 'b')] }, [], template);
    const b = normaliseRecipient({ user_id: 'US.13491208655302741918', components: [body('a', 'b')] }, [], template);
    expect(a.ok && a.recipient.dedupe_key).toBe('14155550101');
    expect(b.ok && b.recipient.dedupe_key).toBe('u:US.13491208655302741918');
  });

  it('duplicates inside a request: the same phone OR the same user id as an entry kept before it, in either order; a duplicate is not remembered', () => {
    const r = (phone_number: string | null, user_id: string | null) => ({ phone_number, user_id });
    expect(dedupeKeys(r('14155550101', 'US.1'))).toEqual(['14155550101', 'u:US.1']);
    expect(dedupeKeys(r(null, 'US.1'))).toEqual(['u:US.1']);
    const kept = (...entries: Array<[string | null, string | null]>) => {
      const d = new RequestDedupe();
      return entries.map(([p, u]) => d.keep(r(p, u)));
    };
    // {P, X} then {X}, and {X} then {P, X}: the second is a duplicate.
    expect(kept(['14155550101', 'US.1'], [null, 'US.1'])).toEqual([true, false]);
    expect(kept([null, 'US.1'], ['14155550101', 'US.1'])).toEqual([true, false]);
    // {P} then {P2, X} then {P3, X}: the third shares the user id of the second.
    expect(kept(['14155550101', null], ['14155550102', 'US.1'], ['14155550103', 'US.1'])).toEqual([true, true, false]);
    // Another person (other phone, other user id) is kept; the same phone with another user id is not.
    expect(kept(['14155550101', 'US.1'], ['14155550102', 'US.2'], ['14155550101', 'US.3'])).toEqual([true, true, false]);
    // A duplicate's keys are not remembered: as if each entry were added on its own (the duplicate is not stored).
    expect(kept(['14155550101', null], ['14155550101', 'US.1'], [null, 'US.1'])).toEqual([true, false, true]);
  });

  it('a user id (BSUID) is trimmed, so the same id written with spaces has the same key; a malformed one is refused', () => {
    const a = normaliseRecipient({ user_id: ' US.13491208655302741918 ' }, [body('a', 'b')], template);
    expect(a).toMatchObject({ ok: true, recipient: { phone_number: null, user_id: 'US.13491208655302741918', dedupe_key: 'u:US.13491208655302741918' } });
    expect(normaliseRecipient({ user_id: 'US 1' }, [body('a', 'b')], template)).toEqual({
      ok: false,
      error: 'invalid user_id (business-scoped user id) format',
    });
    // Both given: both kept (the send goes to the phone).
    const both = normaliseRecipient({ phone_number: '+1 415 555 0101', user_id: 'US.1' }, [body('a', 'b')], template);
    expect(both).toMatchObject({ ok: true, recipient: { phone_number: '14155550101', user_id: 'US.1' } });
  });

  it('components: own, else the defaults; counts checked against distinct placeholders; NUL refused', () => {
    expect(componentsProblem([body('a', 'b')], template)).toBeUndefined();
    expect(componentsProblem([body('a')], template)).toBe('template parameters invalid - body requires 2 parameters but got 1');
    const d = normaliseRecipient({ phone_number: '14155550101' }, [body('x', 'y')], template);
    expect(d.ok && d.recipient.components).toEqual([body('x', 'y')]);
    expect(normaliseRecipient({ phone_number: '14155550101', components: [body('a\u0000', 'b')] }, [], template)).toMatchObject({ ok: false });
    expect(normaliseRecipient({}, [], template)).toEqual({ ok: false, error: 'a phone_number or a user_id is required' });
    expect(normaliseRecipient({ phone_number: '14155550101', components: [{ type: 'weird' }] }, [], [])).toMatchObject({ ok: false });
  });

  it('a media header needs exactly one parameter of its type (image, video, document); a location header one location', () => {
    const withHeader = (format: string) => [
      { type: 'HEADER', format },
      { type: 'BODY', text: 'Hi {{1}}' },
    ];
    const header = (...parameters: Array<Record<string, unknown>>) => ({ type: 'header', parameters });
    const image = { type: 'image', image: { link: 'https://example.com/a.png' } };
    expect(componentsProblem([header(image), body('a')], withHeader('IMAGE'))).toBeUndefined();
    expect(componentsProblem([header({ type: 'video', video: { id: '1' } }), body('a')], withHeader('VIDEO'))).toBeUndefined();
    expect(componentsProblem([header({ type: 'document', document: { id: '1', filename: 'a.pdf' } }), body('a')], withHeader('DOCUMENT'))).toBeUndefined();
    expect(componentsProblem([header({ type: 'location', location: { latitude: 1, longitude: 2 } }), body('a')], withHeader('LOCATION'))).toBeUndefined();
    expect(componentsProblem([body('a')], withHeader('IMAGE'))).toBe('template parameters invalid - header requires 1 parameters but got 0');
    expect(componentsProblem([header(image, image), body('a')], withHeader('IMAGE'))).toBe(
      'template parameters invalid - header requires 1 parameters but got 2',
    );
    expect(componentsProblem([header(image), body('a')], withHeader('VIDEO'))).toBe(
      'template parameters invalid - header requires a video parameter but got an image',
    );
    expect(componentsProblem([header({ type: 'text', text: 'x' }), body('a')], withHeader('LOCATION'))).toBe(
      'template parameters invalid - header requires a location parameter but got a text',
    );
    expect(componentsProblem([header({ type: 'image' }), body('a')], withHeader('IMAGE'))).toBe(
      'template parameters invalid - header image parameter requires an image object',
    );
    // Through the recipient: refused with its reason, accepted with the media parameter.
    expect(normaliseRecipient({ phone_number: '14155550101', components: [body('a')] }, [], withHeader('IMAGE'))).toEqual({
      ok: false,
      error: 'template parameters invalid - header requires 1 parameters but got 0',
    });
    expect(normaliseRecipient({ phone_number: '14155550101', components: [header(image), body('a')] }, [], withHeader('IMAGE')).ok).toBe(true);
    // A text header keeps its placeholder count; no header takes no header parameters.
    expect(
      componentsProblem(
        [header({ type: 'text', text: 'x' }), body('a')],
        [
          { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' },
          { type: 'BODY', text: '{{1}}' },
        ],
      ),
    ).toBeUndefined();
    expect(componentsProblem([header(image), body('a')], [{ type: 'BODY', text: '{{1}}' }])).toBe(
      'template parameters invalid - header requires 0 parameters but got 1',
    );
  });

  it('a template is the same for recipients when id, name, language, format and components are, whatever the key order', () => {
    const t = {
      id: '1',
      name: 'promo',
      language_code: 'en_US',
      parameter_format: 'POSITIONAL',
      components: [{ type: 'BODY', text: 'Hi {{1}}', example: { a: 1, b: 2 } }],
    };
    expect(sameTemplateForRecipients(t, { ...t, components: [{ example: { b: 2, a: 1 }, text: 'Hi {{1}}', type: 'BODY' }] })).toBe(true);
    expect(sameTemplateForRecipients(t, { ...t, id: '2' })).toBe(false);
    expect(sameTemplateForRecipients(t, { ...t, language_code: 'de' })).toBe(false);
    expect(sameTemplateForRecipients(t, { ...t, components: [{ type: 'BODY', text: 'Hi {{1}} {{2}}' }] })).toBe(false);
  });
});
