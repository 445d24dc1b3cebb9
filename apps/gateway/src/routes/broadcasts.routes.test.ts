import { describe, expect, it } from 'vitest';
import { broadcastRoutes } from './broadcasts.routes';
import { shape, type RouteDef } from './route';
import { testRouteContext } from './test-context';

const route = (operationId: string): RouteDef => broadcastRoutes.find((r) => r.operationId === operationId)!;

/** Runs a route against a canned gRPC reply and shapes the body as the gateway answers it. */
async function answer(r: RouteDef, reply: unknown, params: Record<string, string>) {
  const ctx = testRouteContext(reply, { projectId: '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60', requestId: 'req' });
  const out = await r.handle({ params, query: { page: 1, per_page: 20 }, body: undefined, headers: {} }, ctx);
  const body = shape(r.response, out.body);
  return r.response.parse(body) as { data: Array<Record<string, unknown>> };
}

const recipient = (error_details: Record<string, unknown>) => ({
  id: '0b4c3f6e-1f0a-4c1e-9a57-3c1b7d2e8f90',
  phone_number: '14155550101',
  status: 'suppressed',
  template_components: [],
  error_message: 'stopped',
  error_details,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('broadcast routes: response shaping', () => {
  it('a recipient error without HTTP status or trace id (a webhook-reported failure) shows both as null, never 0 or ""', async () => {
    const list = await answer(
      route('listBroadcastRecipients'),
      { recipients: [recipient({ code: '131050', message: 'stopped', details: '' })], meta: { page: 1, per_page: 20, total_pages: 1, total_count: 1 } },
      { broadcast_id: '8a0f5f8e-2b7c-4d3e-8f1a-9b2c3d4e5f60' },
    );
    expect(list.data[0].error_details).toEqual({ code: '131050', message: 'stopped', details: '', http_status: null, trace_id: null });
  });

  it('known values pass through', async () => {
    const list = await answer(
      route('listBroadcastRecipients'),
      {
        recipients: [recipient({ code: '132000', message: 'm', details: 'd', http_status: 400, trace_id: 'TR' })],
        meta: { page: 1, per_page: 20, total_pages: 1, total_count: 1 },
      },
      { broadcast_id: '8a0f5f8e-2b7c-4d3e-8f1a-9b2c3d4e5f60' },
    );
    expect(list.data[0].error_details).toEqual({ code: '132000', message: 'm', details: 'd', http_status: 400, trace_id: 'TR' });
  });
});
