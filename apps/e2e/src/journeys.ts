/**
 * User journeys shared by the e2e files, so the same journey runs against every way of running the
 * platform: one process per app on real engines, all-in-one on real engines, all-in-one embedded.
 */

/** Calls {base_url} with the journey's key. */
export type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any; headers: Headers }>;

/** An `Api` over fetch for a base URL and key. */
export function apiFor(baseUrl: string, apiKey: string): Api {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

/**
 * The core journey: customers through gRPC to Postgres, a page-style list, reads of three other
 * services, input errors, and the request log of all of it. Returns the created customer id.
 */
export async function coreJourney(api: Api): Promise<{ customerId: string }> {
  // Loaded here, not at the top: the harness (this package's entry) also serves tools outside vitest (bench/).
  const { expect } = await import('vitest');
  const created = await api('POST', '/customers', { customer: { name: 'Journey Co', external_customer_id: `ext-${Date.now()}` } });
  expect(created.status).toBe(201);
  const customerId = created.body.data.id as string;
  const read = await api('GET', `/customers/${customerId}`);
  expect(read.status).toBe(200);
  expect(read.body.data.name).toBe('Journey Co');
  const list = await api('GET', '/customers?page=1&per_page=10');
  expect(list.status).toBe(200);
  expect(list.body.data.map((c: { id: string }) => c.id)).toContain(customerId);
  expect(list.body.meta).toMatchObject({ page: 1, per_page: 10 });

  const flows = await api('GET', '/messaging/flows');
  expect(flows.status).toBe(200);
  expect(flows.body).toEqual({ data: [], meta: { page: 1, per_page: 20, total_pages: 0, total_count: 0 } });
  const models = await api('GET', '/provider_models');
  expect(models.status).toBe(200);
  expect(models.body.data.length).toBeGreaterThan(0);
  const contact = await api('GET', '/messaging/contacts/+15550000000');
  expect(contact.status).toBe(404);

  expect((await api('POST', '/customers', '{"customer":')).status).toBe(400);
  expect((await api('GET', '/definitely-not-a-route')).status).toBe(404);

  // Request logs are written off the hot path: poll briefly.
  let logs: any;
  for (let i = 0; i < 40; i++) {
    logs = await api('GET', '/api_logs?limit=100');
    if (logs.body.data.some((e: { response_status: number; endpoint: string }) => e.response_status === 404 && e.endpoint.endsWith('/definitely-not-a-route')))
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(logs.status).toBe(200);
  const statuses = logs.body.data.map((e: { response_status: number }) => e.response_status);
  expect(statuses).toEqual(expect.arrayContaining([201, 200, 404, 400]));
  return { customerId };
}
