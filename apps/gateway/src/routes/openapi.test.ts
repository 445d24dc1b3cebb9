import { describe, expect, it } from 'vitest';
import { systemClock } from '@platform/runtime';
import type { ApiLogRepository } from '../logs/api-log.repository';
import type { ApiKeysUsecase } from '../usecases/api-keys.usecase';
import type { UsersUsecase } from '../usecases/users.usecase';
import { routeTable } from '.';
import { buildOpenApi, openApiPath } from './openapi';

const routes = routeTable({
  apiLogs: {} as ApiLogRepository,
  apiKeys: {} as ApiKeysUsecase,
  users: {} as UsersUsecase,
  clock: systemClock,
  basePath: '/platform/v1',
});
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

  it('has unique operation ids and one entry per route', () => {
    const ids = routes.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const count = Object.values(doc.paths).reduce((n: number, ops: any) => n + Object.keys(ops).length, 0);
    expect(count).toBe(routes.length);
  });
});
