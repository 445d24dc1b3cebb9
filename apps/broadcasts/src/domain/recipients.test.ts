import { describe, expect, it } from 'vitest';
import { componentsProblem, normaliseRecipient, phoneDigits } from './recipients';

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

  it('components: own, else the defaults; counts checked against distinct placeholders; NUL refused', () => {
    expect(componentsProblem([body('a', 'b')], template)).toBeUndefined();
    expect(componentsProblem([body('a')], template)).toBe('template parameters invalid - body requires 2 parameters but got 1');
    const d = normaliseRecipient({ phone_number: '14155550101' }, [body('x', 'y')], template);
    expect(d.ok && d.recipient.components).toEqual([body('x', 'y')]);
    expect(normaliseRecipient({ phone_number: '14155550101', components: [body('a\u0000', 'b')] }, [], template)).toMatchObject({ ok: false });
    expect(normaliseRecipient({}, [], template)).toEqual({ ok: false, error: 'a phone_number or a user_id is required' });
    expect(normaliseRecipient({ phone_number: '14155550101', components: [{ type: 'weird' }] }, [], [])).toMatchObject({ ok: false });
  });
});
