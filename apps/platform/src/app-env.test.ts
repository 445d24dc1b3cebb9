import * as broadcasts from '@app/broadcasts';
import * as funding from '@app/funding';
import { loadConfig } from '@platform/config';
import { describe, expect, it } from 'vitest';
import { appEnvOf, EMBEDDED_BROADCAST_SEND_CONCURRENCY, publicOrigin } from './app-env';
import { loadPlatformConfig } from './config';

/** The billing URL funding answers a 402 with, for the environment the all-in-one hands it. */
function billingUrlUnder(env: Record<string, string>, shared: Record<string, string> = {}): string {
  const cfg = loadPlatformConfig(env);
  return funding.billingUrlOf(loadConfig(funding.configSchema, appEnvOf('funding', cfg, shared, 50051)));
}

describe('the public URL reaches what clients are told (issue 32 #6)', () => {
  it('billing_url of a 402 follows the public URL npm start prints: PUBLIC_URL, else localhost:PORT', () => {
    expect(billingUrlUnder({ PUBLIC_URL: 'https://msg.example.com' })).toBe('https://msg.example.com/platform/v1/billing/credits');
    expect(billingUrlUnder({ PUBLIC_URL: 'https://msg.example.com/' })).toBe('https://msg.example.com/platform/v1/billing/credits');
    expect(billingUrlUnder({ PORT: '9123' })).toBe('http://localhost:9123/platform/v1/billing/credits');
    expect(billingUrlUnder({})).toBe(`${publicOrigin(loadPlatformConfig({}))}/platform/v1/billing/credits`);
  });

  it('an explicit FUNDING_BILLING_URL of the environment wins; an API_PUBLIC_URL of the shell does not move it', () => {
    expect(billingUrlUnder({ PUBLIC_URL: 'https://msg.example.com' }, { FUNDING_BILLING_URL: 'https://pay.example.com/top-up' })).toBe(
      'https://pay.example.com/top-up',
    );
    expect(billingUrlUnder({ PUBLIC_URL: 'https://msg.example.com' }, { API_PUBLIC_URL: 'http://elsewhere.example/platform/v1' })).toBe(
      'https://msg.example.com/platform/v1/billing/credits',
    );
  });

  it('messaging-proxy and flows get the same origin (onboarding pages, functions endpoint_url)', () => {
    const cfg = loadPlatformConfig({ PUBLIC_URL: 'https://msg.example.com' });
    expect(appEnvOf('messaging-proxy', cfg, {}, 50052).PUBLIC_URL).toBe('https://msg.example.com');
    expect(appEnvOf('flows', cfg, {}, 50053).API_PUBLIC_URL).toBe('https://msg.example.com/platform/v1');
  });
});

describe('the broadcast engine on the embedded database (issue 32 #2, decision 0806)', () => {
  const concurrencyUnder = (env: Record<string, string>, shared: Record<string, string> = {}) =>
    loadConfig(broadcasts.configSchema, appEnvOf('broadcasts', loadPlatformConfig(env), shared, 50054)).BROADCAST_SEND_CONCURRENCY;

  it('sends fewer at a time on PGlite (its one session serves every service one statement at a time)', () => {
    expect(EMBEDDED_BROADCAST_SEND_CONCURRENCY).toBeLessThan(64);
    expect(concurrencyUnder({})).toBe(EMBEDDED_BROADCAST_SEND_CONCURRENCY);
  });

  it('keeps the service default on a real Postgres, and an explicit BROADCAST_SEND_CONCURRENCY wins', () => {
    expect(concurrencyUnder({ DATABASE_URL: 'postgres://db.example:5432/platform' })).toBe(64);
    expect(concurrencyUnder({}, { BROADCAST_SEND_CONCURRENCY: '32' })).toBe(32);
  });
});
