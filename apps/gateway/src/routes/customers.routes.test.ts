import { describe, expect, it } from 'vitest';
import { customerRoutes } from './customers.routes';
import { shape, type RouteContext, type RouteDef } from './route';
import { testRouteContext } from './test-context';

const route = (operationId: string): RouteDef => customerRoutes.find((r) => r.operationId === operationId)!;

const PROJECT = '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60';
const CUSTOMER = '8a0f5f8e-2b7c-4d3e-8f1a-9b2c3d4e5f60';
const LINK = '0b4c3f6e-1f0a-4c1e-9a57-3c1b7d2e8f90';

const wireLink = {
  id: LINK,
  customer_id: CUSTOMER,
  status: 'SETUP_LINK_STATUS_REVOKED',
  created_at: '2025-01-01T00:00:00.000Z',
  expires_at: '2025-01-31T00:00:00.000Z',
  url: 'https://platform.example/onboarding/tok',
  upstream_billing_mode: 'customer_managed',
  allowed_origins: [],
  allowed_connection_types: ['coexistence', 'dedicated'],
  theme_config: {},
  provision_phone_number: false,
  phone_number_country_isos: ['US'],
  messaging_setup_status: 'pending',
};

describe('PATCH /customers/{customer_id}/setup_links/{setup_link_id} (revoke, reference 1.4)', () => {
  const r = route('updateSetupLink');

  it('is the peer’s revocation: PATCH on the link, answered 200 with the link', () => {
    expect([r.method, r.path, r.target]).toEqual(['patch', '/customers/:customer_id/setup_links/:setup_link_id', 'messagingProxy.RevokeSetupLink']);
    expect(r.successStatuses).toEqual([200]);
    expect(r.errorStatuses).toEqual([400, 404, 409]);
  });

  it('takes only {setup_link: {status: "revoked"}}: another status, another field or no body is refused', () => {
    expect(r.body!.safeParse({ setup_link: { status: 'revoked' } }).success).toBe(true);
    for (const bad of [
      { setup_link: { status: 'active' } },
      { setup_link: { status: 'used' } },
      { setup_link: { status: 'revoked', language: 'es' } },
      { setup_link: {} },
      {},
      undefined,
    ]) {
      const parsed = r.body!.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('calls RevokeSetupLink with the key’s project and the path ids, and shapes the link', async () => {
    const calls: Array<{ service: string; method: string; request: unknown }> = [];
    const ctx: RouteContext = {
      ...testRouteContext(undefined, { projectId: PROJECT }),
      clients: {
        call: (async (service: string, method: string, request: unknown) => {
          calls.push({ service, method, request });
          return { setup_link: wireLink };
        }) as RouteContext['clients']['call'],
      },
    };
    const out = await r.handle(
      { params: { customer_id: CUSTOMER, setup_link_id: LINK }, query: {}, body: { setup_link: { status: 'revoked' } }, headers: {} },
      ctx,
    );
    expect(calls).toEqual([
      { service: 'messagingProxy', method: 'RevokeSetupLink', request: { project_id: PROJECT, customer_id: CUSTOMER, setup_link_id: LINK } },
    ]);
    const body = r.response.parse(shape(r.response, out.body)) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ id: LINK, customer_id: CUSTOMER, status: 'revoked', provisioned_phone_number: null });
  });
});
