import { describe, expect, it } from 'vitest';
import { canNameContact } from './identifier';

describe('contact identifier forms', () => {
  it('phone numbers, business-scoped user ids (and parents) and uuids can name a contact', () => {
    for (const i of [
      '+1 555 0001',
      '(555) 000-1',
      '15550001',
      'US.13491208655302741918',
      'US.ENT.11815799212886844830',
      'user.ab12',
      '6f1c3a52-8d1e-4b7a-9c1e-2f3a4b5c6d7e',
    ]) {
      expect(canNameContact(i)).toBe(true);
    }
  });
  it('NUL, unpaired surrogates, spaces outside a phone number, control and format characters cannot', () => {
    for (const i of ['', 'US.\u00001', '\u0000', '\ud800US.1', 'US.1\udc00', '+1555\u00000001', 'US 1', '\u200bUS.1', 'US.\u0007', 'x'.repeat(257)]) {
      expect(canNameContact(i)).toBe(false);
    }
  });
});
