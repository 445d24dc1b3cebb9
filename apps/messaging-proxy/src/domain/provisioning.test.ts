import { describe, expect, it } from 'vitest';
import { codeFromText, failureOfUpstream, isAlreadyOnAccount, numberParts, searchCountries } from './provisioning';

describe('provisioning rules', () => {
  it('reads the code of the upstream SMS and of the voice call, and nothing else', () => {
    const cases: Array<[string, string | undefined]> = [
      ['WhatsApp code 123-830', '123830'],
      ['Verification code is 123830. Verification code is 123830. Verification code is 123830.', '123830'],
      ['Your code: 004 217', '004217'],
      ['call 1234567 now', undefined],
      ['no digits here', undefined],
      ['12-345', undefined],
    ];
    for (const [text, code] of cases) expect(codeFromText(text), text).toBe(code);
  });

  it('searches the link countries in order, upper-cased and once each; none means US', () => {
    expect(searchCountries([])).toEqual(['US']);
    expect(searchCountries(['gb', 'US', 'GB'])).toEqual(['GB', 'US']);
  });

  it('splits a bought number for the upstream and the wire', () => {
    expect(numberParts('+14155550101', 'US', null)).toEqual({ dialCode: '1', national: '4155550101', areaCode: '415', display: '+1 415-555-0101' });
    expect(numberParts('+447700900123', 'GB', null)).toEqual({ dialCode: '44', national: '7700900123', areaCode: '', display: '+44 7700900123' });
    expect(numberParts('+447700900123', 'US', null)).toBeUndefined();
    expect(numberParts('+14155550101', 'XX', null)).toBeUndefined();
  });

  it('maps upstream refusals to the onboarding failure codes', () => {
    const base = { subcode: undefined, details: undefined };
    expect(failureOfUpstream({ ...base, code: 190, category: 'authorization', message: 'Invalid OAuth access token.' })).toBe('facebook_auth_failed');
    expect(
      failureOfUpstream({
        ...base,
        code: 100,
        category: 'invalid_request',
        message: 'Invalid parameter',
        details: 'You have already linked the maximum number of phone numbers allowed for this Business Account.',
      }),
    ).toBe('waba_limit_reached');
    expect(failureOfUpstream({ ...base, code: 136025, category: 'invalid_request', message: 'Verify code error' })).toBe('phone_verification_failed');
    expect(failureOfUpstream({ ...base, code: undefined, category: 'transport', message: 'no answer' })).toBe('phone_verification_failed');
    expect(isAlreadyOnAccount({ code: 100, subcode: 2388012 })).toBe(true);
    expect(isAlreadyOnAccount({ code: 100, subcode: 33 })).toBe(false);
  });
});
