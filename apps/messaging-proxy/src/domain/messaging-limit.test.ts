import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './messaging-limit';

describe('normalizePhoneNumber', () => {
  it('keeps digits only', () => {
    expect(normalizePhoneNumber('+1 555-010-2030')).toBe('15550102030');
  });
});
