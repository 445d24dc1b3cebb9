/**
 * Setup link pages are reachable on the platform's own origin: the gateway forwards /onboarding to
 * messaging-proxy without an API key (the link token is the credential). The page itself is tested
 * in headless Chromium in messaging-proxy's own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('onboarding through the gateway', () => {
  it('serves a setup link page on the gateway origin, themed; unknown tokens are a clear 404', async () => {
    const p = await stack.createProject('pro');
    const c = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Onboard Co' } });
    const link = await stack.api(p.apiKey, 'POST', `/customers/${c.body.data.id}/setup_links`, {
      setup_link: { theme_config: { primary_color: '#123abc' }, language: 'en' },
    });
    expect(link.status).toBe(201);
    const path = new URL(link.body.data.url).pathname;
    expect(path).toMatch(/^\/onboarding\//);
    const page = await fetch(`${stack.gatewayUrl}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html.toLowerCase()).toContain('#123abc');
    const missing = await fetch(`${stack.gatewayUrl}/onboarding/not-a-real-token`);
    expect(missing.status).toBe(404);
  }, 60_000);
});
