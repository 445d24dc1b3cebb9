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

  it('revokes a link through the API (PATCH status revoked); the page on the gateway origin refuses it through the failure redirect', async () => {
    const p = await stack.createProject('pro');
    const c = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Revoke Co' } });
    const failed = 'https://app.example/failed';
    const link = await stack.api(p.apiKey, 'POST', `/customers/${c.body.data.id}/setup_links`, { setup_link: { failure_redirect_url: failed } });
    expect(link.status).toBe(201);
    const linkPath = `/customers/${c.body.data.id}/setup_links/${link.body.data.id}`;
    const revoked = await stack.api(p.apiKey, 'PATCH', linkPath, { setup_link: { status: 'revoked' } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: link.body.data.id, status: 'revoked' });
    // A retry answers the same link.
    const again = await stack.api(p.apiKey, 'PATCH', linkPath, { setup_link: { status: 'revoked' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(revoked.body);
    const wrong = await stack.api(p.apiKey, 'PATCH', linkPath, { setup_link: { status: 'active' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Invalid body: setup_link.status must be "revoked"' });
    const list = await stack.api(p.apiKey, 'GET', `/customers/${c.body.data.id}/setup_links?status=revoked`);
    expect(list.body.data.map((l: { id: string }) => l.id)).toEqual([link.body.data.id]);
    expect((await stack.api(p.apiKey, 'GET', `/customers/${c.body.data.id}/setup_links?status=active`)).body.data).toEqual([]);

    const page = await fetch(`${stack.gatewayUrl}${new URL(link.body.data.url).pathname}`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    const to = new URL(page.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(failed);
    expect(Object.fromEntries(to.searchParams)).toEqual({ setup_link_id: link.body.data.id, error_code: 'link_expired' });
  }, 60_000);
});
