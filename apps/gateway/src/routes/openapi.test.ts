import { describe, expect, it } from 'vitest';

import { readOnlyRouteTable } from '.';
import { buildOpenApi, openApiPath } from './openapi';

const routes = readOnlyRouteTable();
const doc = buildOpenApi(routes, { version: '0.2.0', basePath: '/platform/v1' }) as any;

describe('OpenAPI document generated from the route table', () => {
  it('is OpenAPI 3.1 with the API key scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it.each(routes.map((r) => [r.method.toUpperCase(), r.path, r]))('documents %s %s', (_m, _p, r) => {
    const op = doc.paths[openApiPath(r.path)]?.[r.method];
    expect(op, `${r.method} ${r.path} missing from the document`).toBeDefined();
    expect(op.operationId).toBe(r.operationId);
    expect(op['x-grpc-method']).toBe(r.target);
    for (const s of r.successStatuses) expect(op.responses[String(s)]).toBeDefined();
    for (const s of [401, 429, ...r.errorStatuses]) expect(op.responses[String(s)]).toBeDefined();
    const pathParams = [...r.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
    expect(
      op.parameters
        .filter((p: any) => p.in === 'path')
        .map((p: any) => p.name)
        .sort(),
    ).toEqual(pathParams.sort());
    if (r.body) expect(op.requestBody.content['application/json'].schema).toBeDefined();
  });

  it('gives an optional body its own schema (required: false), never anyOf with an empty not', () => {
    const optional = Object.values(doc.paths as Record<string, Record<string, any>>)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.requestBody && op.requestBody.required === false);
    expect(optional.length).toBeGreaterThan(5);
    for (const op of optional) expect(op.requestBody.content['application/json'].schema.type, op.operationId).toBe('object');
    expect(JSON.stringify(doc)).not.toContain('{"not":{}}');
  });

  it('has unique operation ids and one entry per route', () => {
    const ids = routes.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const count = Object.values(doc.paths).reduce((n: number, ops: any) => n + Object.keys(ops).length, 0);
    expect(count).toBe(routes.length);
  });

  it('documents Idempotency-Key, Idempotency-Replay and the 409/422 answers on every POST (decision 0013), once per operation', () => {
    const posts = routes.filter((r) => r.method === 'post');
    expect(posts.length).toBeGreaterThan(40);
    for (const r of posts) {
      expect(r.idempotent, `${r.operationId} takes an Idempotency-Key`).toBe(true);
      const op = doc.paths[openApiPath(r.path)].post;
      const keys = op.parameters.filter((p: any) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      expect(keys, r.operationId).toHaveLength(1);
      expect(keys[0]).toMatchObject({ name: 'Idempotency-Key', schema: { type: 'string', minLength: 1, maxLength: 255 } });
      expect(keys[0].description).toMatch(/24 hours/);
      for (const s of r.successStatuses) expect(op.responses[String(s)].headers['Idempotency-Replay'], `${r.operationId} ${s}`).toBeDefined();
      expect(op.responses['409'].description).toMatch(/idempotency_key_in_use/);
      expect(op.responses['422'].description).toMatch(/idempotency_key_reused/);
      expect(op.responses['400']).toBeDefined();
    }
    // The revocation requires its key (spec); the others take it optionally.
    const revoke = doc.paths['/messaging/portfolios/{portfolio_id}/funding/revoke'].post;
    expect(revoke.parameters.find((p: any) => p.name === 'Idempotency-Key').required).toBe(true);
    expect(doc.paths['/messaging/broadcasts'].post.parameters.find((p: any) => p.name === 'Idempotency-Key').required).toBe(false);
    // Reads take no key.
    for (const r of routes.filter((x) => x.method === 'get')) {
      const op = doc.paths[openApiPath(r.path)].get;
      expect(
        op.parameters.some((p: any) => p.name === 'Idempotency-Key'),
        r.operationId,
      ).toBe(false);
    }
  });

  it('documents the 504 of a deadline: outcome unknown, a retry with the same Idempotency-Key is safe', () => {
    expect(doc.info.description).toMatch(/504.*outcome is then unknown.*same Idempotency-Key is safe/s);
    for (const r of routes.filter((x) => x.target !== 'gateway')) {
      expect(doc.paths[openApiPath(r.path)][r.method].responses['504'].description, r.operationId).toMatch(/outcome is unknown.*same Idempotency-Key is safe/);
    }
  });
});
