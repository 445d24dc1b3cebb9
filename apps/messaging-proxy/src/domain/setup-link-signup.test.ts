import { describe, expect, it } from 'vitest';
import {
  canClaimSignup,
  isSignupRunning,
  needsRegister,
  pickNumber,
  readWindowOutcome,
  SignupPostSchema,
  stepInWords,
  type WabaNumber,
} from './setup-link-signup';

const both = { allowedTypes: ['coexistence', 'dedicated'], provision: false };
const post = (code: string | null, event: string | null, data: Record<string, unknown> = {}) =>
  SignupPostSchema.parse({ code, event: event === null ? null : { event, data } });

describe('readWindowOutcome: the window as the finish reads it (hand-written table)', () => {
  const WABA_TEXT = 'You can only create a limited number WhatsApp Business Accounts before your business and WhatsApp account verification is complete.';
  const rows: Array<[string, ReturnType<typeof post>, typeof both, string]> = [
    ['cancel at a step', post(null, 'CANCEL', { current_step: 'PHONE_NUMBER_SETUP' }), both, 'facebook_auth_failed'],
    ['cancel before login (no data)', post(null, 'CANCEL'), both, 'facebook_auth_failed'],
    ['reported WABA limit', post(null, 'CANCEL', { error_message: WABA_TEXT, error_id: '1' }), both, 'waba_limit_reached'],
    [
      'reported verification error',
      post(null, 'CANCEL', { error_message: 'There was an error verifying this phone number.' }),
      both,
      'phone_verification_failed',
    ],
    ['reported login error', post(null, 'CANCEL', { error_message: "We couldn't log you in." }), both, 'facebook_auth_failed'],
    ['no code, no message (popup closed before login)', post(null, null), both, 'facebook_auth_failed'],
    ['a code without the finish message', post('AQx', null), both, 'facebook_auth_failed'],
    [
      'FINISH on a coexistence-only link',
      post('AQx', 'FINISH', { waba_id: '1', phone_number_id: '2' }),
      { ...both, allowedTypes: ['coexistence'] },
      'phone_verification_failed',
    ],
    [
      'coexistence finish on a dedicated-only link',
      post('AQx', 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', { waba_id: '1' }),
      { ...both, allowedTypes: ['dedicated'] },
      'phone_verification_failed',
    ],
    ['FINISH without a number', post('AQx', 'FINISH', { waba_id: '1' }), both, 'phone_verification_failed'],
    ['FINISH_ONLY_WABA without provisioning', post('AQx', 'FINISH_ONLY_WABA', { waba_id: '1' }), both, 'phone_verification_failed'],
    ['a finish naming no WABA', post('AQx', 'FINISH', { phone_number_id: '2' }), both, 'phone_verification_failed'],
    ['an id that is not digits', post('AQx', 'FINISH', { waba_id: '1; drop', phone_number_id: '2' }), both, 'phone_verification_failed'],
    ['an unknown event', post('AQx', 'SOMETHING', { waba_id: '1' }), both, 'facebook_auth_failed'],
  ];
  it.each(rows)('%s → %s', (_name, p, link, code) => {
    expect(readWindowOutcome(p, link)).toMatchObject({ kind: 'failed', code });
  });

  it('finishes: FINISH is dedicated, the business app finish coexistence, FINISH_ONLY_WABA a number to provision', () => {
    expect(readWindowOutcome(post('AQx', 'FINISH', { waba_id: '1', phone_number_id: '2', business_id: '3' }), both)).toEqual({
      kind: 'finish',
      type: 'dedicated',
      wabaId: '1',
      phoneNumberId: '2',
      businessId: '3',
      provision: false,
    });
    expect(readWindowOutcome(post('AQx', 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', { waba_id: '1' }), both)).toMatchObject({
      kind: 'finish',
      type: 'coexistence',
      phoneNumberId: null,
      provision: false,
    });
    expect(readWindowOutcome(post('AQx', 'FINISH_ONLY_WABA', { waba_id: '1', business_id: '3' }), { ...both, provision: true })).toMatchObject({
      kind: 'finish',
      type: 'dedicated',
      phoneNumberId: null,
      provision: true,
    });
  });

  it('an unreadable post is a failed window, never a throw', () => {
    for (const body of [{}, { code: 42, event: 'x' }, { event: { event: 7, data: 'no' } }, null])
      expect(readWindowOutcome(SignupPostSchema.parse(body ?? {}), both)).toMatchObject({ kind: 'failed', code: 'facebook_auth_failed' });
  });
});

describe('claims', () => {
  const now = new Date('2026-01-01T00:10:00Z');
  it('a running signup holds the link until its lease passes; pending, failed and completed do not', () => {
    expect(isSignupRunning('registering')).toBe(true);
    expect(isSignupRunning('failed')).toBe(false);
    expect(canClaimSignup('pending', null, now, 60_000)).toBe(true);
    expect(canClaimSignup('failed', new Date('2026-01-01T00:09:59Z'), now, 60_000)).toBe(true);
    expect(canClaimSignup('connecting', new Date('2026-01-01T00:09:30Z'), now, 60_000)).toBe(false);
    expect(canClaimSignup('connecting', new Date('2026-01-01T00:09:00Z'), now, 60_000)).toBe(true);
  });
});

describe('pickNumber and needsRegister', () => {
  const n = (id: string, display: string, extra: Partial<WabaNumber> = {}): WabaNumber => ({
    id,
    display_phone_number: display,
    verified_name: '',
    code_verification_status: 'VERIFIED',
    status: 'PENDING',
    is_on_biz_app: false,
    ...extra,
  });
  const list = [n('1', '+1 555-010-0001'), n('2', '+1 555-010-0002', { is_on_biz_app: true, status: 'CONNECTED' })];
  it('the named number must be listed; coexistence takes the WABA’s business app number; reconnect matches digits', () => {
    expect(pickNumber(list, '1', 'dedicated', null)?.id).toBe('1');
    expect(pickNumber(list, '9', 'dedicated', null)).toBeNull();
    expect(pickNumber(list, null, 'coexistence', null)?.id).toBe('2');
    expect(pickNumber(list, null, 'dedicated', null)).toBeNull();
    expect(pickNumber(list, null, 'coexistence', '15550100001')).toBeNull();
    expect(pickNumber(list, null, 'coexistence', '15550100002')?.id).toBe('2');
  });
  it('registers a dedicated number not yet connected; never a coexistence number', () => {
    expect(needsRegister('dedicated', { status: 'PENDING' })).toBe(true);
    expect(needsRegister('dedicated', { status: 'CONNECTED' })).toBe(false);
    expect(needsRegister('coexistence', { status: 'PENDING' })).toBe(false);
  });
});

describe('stepInWords (a cancelled window names where it stopped, never the upstream code)', () => {
  it('maps step codes to words and leaves unknown codes unsaid', () => {
    expect(stepInWords('WABA_PHONE_PROFILE_PICKER')).toBe('while choosing or adding the phone number');
    expect(stepInWords('PHONE_NUMBER_VERIFICATION')).toBe('while verifying the phone number');
    expect(stepInWords('WABA_PICKER')).toBe('while choosing the business account');
    expect(stepInWords('LOGIN')).toBe('while signing in');
    expect(stepInWords('SOMETHING_NEW')).toBeNull();
    expect(stepInWords(null)).toBeNull();
  });
});
