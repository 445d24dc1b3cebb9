import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, effectiveTheme, linkStatusWords, onboardingSteps, previewOf, setupLinkBody, type SetupLink } from './onboarding';

const link = (over: Partial<SetupLink> = {}): SetupLink => ({
  id: 'l1',
  customer_id: 'c1',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  expires_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  url: 'https://x/onboarding/t',
  upstream_billing_mode: 'customer_managed',
  allowed_origins: [],
  allowed_connection_types: ['dedicated', 'coexistence'],
  theme_config: {},
  provision_phone_number: false,
  phone_number_country_isos: ['US'],
  messaging_setup_status: 'pending',
  ...over,
});

describe('effectiveTheme', () => {
  it.each([
    [{}, '#111827'],
    [{ primary_color: '#0f766e' }, '#0F766E'],
    [{ primary_color: '#0f76' }, '#111827'],
  ])('%j → primary %s', (theme, primary) => {
    expect(effectiveTheme(theme).primary_color).toBe(primary);
  });
});

describe('previewOf', () => {
  const cases: Array<[Parameters<typeof previewOf>[0], string, string[], string]> = [
    [{}, 'Connect your business number', ['Keep using the WhatsApp Business app on this number', 'Connect a WhatsApp API number'], 'ltr'],
    [{ allowed_connection_types: ['dedicated'], provision_phone_number: true }, 'Connect your business number', ['Get a new number for WhatsApp'], 'ltr'],
    [
      { language: 'es', allowed_connection_types: ['coexistence'] },
      'Conecte su número de empresa',
      ['Seguir usando la app WhatsApp Business en este número'],
      'ltr',
    ],
    [
      { language: 'ar', reconnect_phone_number: '+15550102030', allowed_connection_types: ['dedicated'] },
      'إعادة الربط +15550102030',
      ['إعادة ربط هذا الرقم'],
      'rtl',
    ],
  ];
  it.each(cases)('%j', (o, title, buttons, dir) => {
    expect(previewOf(o)).toMatchObject({ title, buttons, dir });
  });
});

describe('linkStatusWords', () => {
  it.each([
    ['used', /^Used/],
    ['revoked', /^Revoked/],
    ['expired', /^Expired/],
    ['active', /expires in 10 days/],
  ] as const)('%s', (status, words) => {
    expect(linkStatusWords(link({ status }))).toMatch(words);
  });
});

describe('onboardingSteps', () => {
  const states = (l: SetupLink | undefined, numbers: Array<{ phone_number_id: string }> = []) => onboardingSteps(l, numbers).map((s) => `${s.key}:${s.state}`);
  it.each([
    [undefined, [], ['link:todo', 'connected:todo']],
    [link(), [], ['link:done', 'opened:current', 'exchanging_code:todo', 'subscribing:todo', 'registering:todo', 'connecting:todo', 'connected:todo']],
    [
      link({ messaging_setup_status: 'registering' }),
      [],
      ['link:done', 'opened:done', 'exchanging_code:done', 'subscribing:done', 'registering:current', 'connecting:todo', 'connected:todo'],
    ],
    [
      link({ status: 'used', messaging_setup_status: 'completed', phone_number_id: '123' }),
      [{ phone_number_id: '123' }],
      ['link:done', 'opened:done', 'exchanging_code:done', 'subscribing:done', 'registering:done', 'connecting:done', 'connected:done'],
    ],
    [
      link({ messaging_setup_status: 'failed', messaging_setup_error: 'Bad code' }),
      [],
      ['link:done', 'opened:done', 'exchanging_code:todo', 'subscribing:todo', 'registering:todo', 'connecting:todo', 'failed:failed', 'connected:todo'],
    ],
    [
      link({ status: 'revoked' }),
      [],
      ['link:failed', 'opened:failed', 'exchanging_code:todo', 'subscribing:todo', 'registering:todo', 'connecting:todo', 'connected:todo'],
    ],
    [
      link({ allowed_connection_types: ['coexistence'], messaging_setup_status: 'syncing' }),
      [],
      ['link:done', 'opened:done', 'exchanging_code:done', 'subscribing:done', 'connecting:done', 'syncing:current', 'connected:todo'],
    ],
  ])('%#', (l, numbers, expected) => {
    expect(states(l, numbers)).toEqual(expected);
  });

  it('names the provisioned number and its state', () => {
    const steps = onboardingSteps(
      link({
        provision_phone_number: true,
        messaging_setup_status: 'provisioning',
        provisioned_phone_number: {
          id: 'p',
          phone_number: '+14155550100',
          status: 'code_requested',
          country_iso: 'US',
          country_dial_code: '1',
          area_code: '415',
          display_number: '+1 415-555-0100',
        },
      }),
      [],
    );
    expect(steps.find((s) => s.key === 'provisioning')).toMatchObject({ state: 'current', detail: '+1 415-555-0100: Waiting for the verification code' });
  });
});

describe('setupLinkBody', () => {
  it('sends only what was given', () => {
    expect(setupLinkBody(EMPTY_FORM)).toEqual({ setup_link: { allowed_connection_types: ['dedicated', 'coexistence'] } });
    expect(
      setupLinkBody({
        ...EMPTY_FORM,
        allowed_origins: 'https://a.example, https://b.example',
        theme_config: { primary_color: '#0F766E', text_color: '' },
        phone_number_country_isos: 'us br',
        provision_phone_number: true,
        phone_number_area_code: '415',
        language: 'pt',
        success_redirect_url: ' https://acme.example/done ',
      }),
    ).toEqual({
      setup_link: {
        success_redirect_url: 'https://acme.example/done',
        allowed_origins: ['https://a.example', 'https://b.example'],
        allowed_connection_types: ['dedicated', 'coexistence'],
        theme_config: { primary_color: '#0F766E' },
        provision_phone_number: true,
        phone_number_area_code: '415',
        phone_number_country_isos: ['US', 'BR'],
        language: 'pt',
      },
    });
  });
});
