import { describe, expect, it } from 'vitest';
import { billingUrlOf, configSchema } from './config';

describe('billing_url of a 402 insufficient_credits (issue 32 #6)', () => {
  it('follows the public API URL; FUNDING_BILLING_URL overrides it; a standalone default is the local gateway', () => {
    expect(billingUrlOf(configSchema.parse({ API_PUBLIC_URL: 'https://msg.example.com/platform/v1' }))).toBe(
      'https://msg.example.com/platform/v1/billing/credits',
    );
    expect(billingUrlOf(configSchema.parse({ API_PUBLIC_URL: 'https://msg.example.com/platform/v1/' }))).toBe(
      'https://msg.example.com/platform/v1/billing/credits',
    );
    expect(
      billingUrlOf(configSchema.parse({ API_PUBLIC_URL: 'https://msg.example.com/platform/v1', FUNDING_BILLING_URL: 'https://pay.example.com/top-up' })),
    ).toBe('https://pay.example.com/top-up');
    expect(billingUrlOf(configSchema.parse({}))).toBe('http://127.0.0.1:8080/platform/v1/billing/credits');
  });
});
