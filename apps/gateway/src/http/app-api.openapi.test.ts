import { describe, expect, it } from 'vitest';
import type { AppApiDeps } from './app-api';
import { appApiRouter } from './app-api';
import { APP_API_OPERATIONS, buildAppApiOpenApi } from './app-api.openapi';

/** The routes the dashboard API's router registers (method + Express path), read from its stack. */
function registered(): string[] {
  const router = appApiRouter({
    routes: [],
    bodyLimit: '1mb',
    idempotency: {},
    forward: { target: 'http://127.0.0.1:9' },
  } as unknown as AppApiDeps) as unknown as {
    stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }>;
  };
  return router.stack.flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => `${m} ${layer.route!.path}`) : [])).sort();
}

const doc = buildAppApiOpenApi({ version: '0.2.0' }) as any;

describe('OpenAPI document of {app_url}/api/v1', () => {
  it('lists exactly the operations the router serves', () => {
    expect(APP_API_OPERATIONS.map((o) => `${o.method} ${o.path}`).sort()).toEqual(registered());
  });

  it.each(APP_API_OPERATIONS.map((o) => [o.method.toUpperCase(), o.path, o]))('documents %s %s', (_m, _p, o) => {
    const op = doc.paths[o.path.replace(/:([a-z_]+)/g, '{$1}')]?.[o.method];
    expect(op.operationId).toBe(o.operationId);
    expect(op.responses[String(o.status)].content[o.contentType ?? 'application/json'].schema).toBeDefined();
    // A signed-in write names the CSRF header; sign-in and the mailed-link calls need no session.
    const csrf = op.parameters.some((p: any) => p.in === 'header' && p.name === 'X-CSRF-Token');
    expect(csrf).toBe(o.signedIn && o.method !== 'get');
    expect(op.security).toEqual(o.signedIn ? [{ SessionCookie: [] }] : []);
    if (o.body) expect(op.requestBody.content['application/json'].schema.properties).toBeDefined();
  });

  it('documents the query parameters of the notification list', () => {
    const names = doc.paths['/notifications'].get.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name);
    expect(names).toEqual(['status', 'project_id', 'limit', 'cursor']);
    expect(doc.paths['/notifications/stream'].get.responses['200'].content['text/event-stream']).toBeDefined();
  });

  it('gives an optional query parameter its plain schema, never anyOf with an empty not', () => {
    expect(doc.paths['/projects/{project_id}/overview'].get.parameters.find((p: { name: string }) => p.name === 'period')).toMatchObject({
      required: false,
      schema: { type: 'string', enum: ['24h', '7d', '30d'] },
    });
    expect(JSON.stringify(doc)).not.toContain('{"not":{}}');
  });

  it('documents the live conversations stream (decision 0022)', () => {
    const op = doc.paths['/projects/{project_id}/live'].get;
    expect(op.responses['200'].content['text/event-stream'].schema.properties.conversation_id).toBeDefined();
    expect(op.parameters.filter((p: any) => p.in === 'path').map((p: any) => p.name)).toEqual(['project_id']);
    expect(op.description ?? op.summary).toMatch(/Last-Event-ID/);
  });

  it('describes the session cookie and the member pass-through', () => {
    expect(doc.components.securitySchemes.SessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'mp_session' });
    expect(doc.paths['/projects/{project_id}/{base_url_path}'].description).toMatch(/role is checked per route/);
  });
});
