import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { DomainError } from '@platform/errors';
import { silentLogger } from '@platform/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRequestGuards, isUuid, loadProtoPackage, startGrpcServer, unaryHandler } from './index';

const P = '0b9a6a5e-6d5c-4f3e-9a1b-2c3d4e5f6a7b';
const ID = 'B5D1C7E0-1F2A-4B3C-8D4E-5F6A7B8C9D0E'; // upper case is a UUID too

/** The DomainError `fn` throws, or undefined. */
function thrown(fn: () => void): DomainError | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
}

describe('isUuid', () => {
  it('accepts UUIDs of any version and case, nothing else', () => {
    expect(isUuid(P)).toBe(true);
    expect(isUuid(ID)).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    for (const v of ['', 'nope', `${P} `, ` ${P}`, `${P}\n`, P.replace(/-/g, ''), `{${P}}`, P.slice(0, 35), `${P}0`, 'g'.repeat(36), undefined, null, 42, {}]) {
      expect(isUuid(v)).toBe(false);
    }
  });
});

describe('checkRequestGuards', () => {
  it('a tenant-scoped request must name its project: empty is PROJECT_REQUIRED, any other non-UUID INVALID_PROJECT_ID', () => {
    expect(thrown(() => checkRequestGuards({ project_id: '' }))).toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'PROJECT_REQUIRED',
      publicMessage: 'project_id is required',
    });
    expect(thrown(() => checkRequestGuards({ project_id: 'p1' }))).toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'INVALID_PROJECT_ID',
      publicMessage: 'project_id must be a UUID',
    });
    expect(thrown(() => checkRequestGuards({ project_id: P }))).toBeUndefined();
  });

  it('the contract decides tenant scope once registered: a missing project_id is refused too', () => {
    expect(thrown(() => checkRequestGuards({}, { tenantScoped: true, uuids: [] }))).toMatchObject({ reason: 'PROJECT_REQUIRED' });
    // Unregistered, the request's own fields decide (proto-loader fills defaults, so the field is there).
    expect(thrown(() => checkRequestGuards({ other: 1 }))).toBeUndefined();
    expect(thrown(() => checkRequestGuards({ project_id: 'x' }, { tenantScoped: false, uuids: [] }))).toBeUndefined();
  });

  it('each declared id field must be a UUID: INVALID_<FIELD> "<field> must be a UUID"', () => {
    const guards = { uuids: ['thing_id', 'other_id'] };
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: ID, other_id: P }, guards))).toBeUndefined();
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: 'nope', other_id: P }, guards))).toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'INVALID_THING_ID',
      publicMessage: 'thing_id must be a UUID',
    });
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: ID, other_id: '' }, guards))).toMatchObject({ reason: 'INVALID_OTHER_ID' });
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: ID }, guards))).toMatchObject({ reason: 'INVALID_OTHER_ID' });
    // An optional id (a filter) is checked only when set.
    const filter = { uuids: [], optionalUuids: ['thing_id'] };
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: '' }, filter))).toBeUndefined();
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: ID }, filter))).toBeUndefined();
    expect(thrown(() => checkRequestGuards({ project_id: P, thing_id: 'nope' }, filter))).toMatchObject({
      reason: 'INVALID_THING_ID',
      publicMessage: 'thing_id must be a UUID',
    });
    // The project comes first: a request without a project says so, whatever its ids.
    expect(thrown(() => checkRequestGuards({ project_id: '', thing_id: 'nope', other_id: P }, guards))).toMatchObject({ reason: 'PROJECT_REQUIRED' });
  });
});

describe('the handler wrapper applies the guards (over the wire)', () => {
  const tenant = loadProtoPackage([path.join(__dirname, '../test-fixtures/tenant.proto')], [path.join(__dirname, '../test-fixtures')]);
  const Service = (tenant.grpcObject.test as grpc.GrpcObject).tenant as grpc.GrpcObject;
  const TenantService = (Service.v1 as grpc.GrpcObject).TenantService as grpc.ServiceClientConstructor;
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  async function serve(implementation: grpc.UntypedServiceImplementation) {
    const server = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      services: [{ name: 'test.tenant.v1.TenantService', definition: TenantService.service, implementation }],
      packageDefinitions: [tenant.packageDefinition],
      logger: silentLogger,
    });
    cleanups.push(() => server.shutdown());
    const client = new TenantService(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
    cleanups.push(() => client.close());
    const call = (method: string, req: object) =>
      new Promise<unknown>((resolve, reject) =>
        (client[method] as (r: object, cb: (e: grpc.ServiceError | null, v: unknown) => void) => void).call(client, req, (err, v) =>
          err ? reject(err) : resolve(v),
        ),
      );
    return call;
  }

  it('refuses before the handler runs, and lets valid requests through', async () => {
    const ran: string[] = [];
    const call = await serve({
      GetThing: unaryHandler(async (req: { thing_id: string }) => (ran.push('get'), { id: req.thing_id }), { logger: silentLogger, uuids: ['thing_id'] }),
      ListThings: unaryHandler(async () => (ran.push('list'), { id: 'x' }), { logger: silentLogger }),
    });
    // A project id left out of the request is the empty string on the server: PROJECT_REQUIRED.
    await expect(call('ListThings', {})).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, details: 'project_id is required' });
    await expect(call('ListThings', { project_id: 'p1' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, details: 'project_id must be a UUID' });
    await expect(call('GetThing', { project_id: P, thing_id: '../x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'thing_id must be a UUID',
    });
    expect(ran).toEqual([]);
    await expect(call('GetThing', { project_id: P, thing_id: ID })).resolves.toEqual({ id: ID });
    await expect(call('ListThings', { project_id: P })).resolves.toEqual({ id: 'x' });
    expect(ran).toEqual(['get', 'list']);
  });

  it('refuses at startup a declared id that is not a singular string field of the request', async () => {
    const list = unaryHandler(async () => ({ id: 'x' }));
    for (const uuids of [['thing_idd'], ['tags'], ['count']]) {
      await expect(serve({ GetThing: unaryHandler(async () => ({ id: 'x' }), { uuids }), ListThings: list })).rejects.toThrow(
        `TenantService/GetThing: declared UUID field "${uuids[0]}"`,
      );
    }
    await expect(serve({ GetThing: unaryHandler(async () => ({ id: 'x' }), { optionalUuids: ['nope_id'] }), ListThings: list })).rejects.toThrow(
      'declared UUID field "nope_id"',
    );
  });

  it('refuses at startup a tenant-scoped RPC served without the wrapper (its guards cannot be skipped)', async () => {
    const raw: grpc.handleUnaryCall<unknown, unknown> = (_call, cb) => cb(null, { id: 'x' });
    await expect(serve({ GetThing: unaryHandler(async () => ({ id: 'x' })), ListThings: raw })).rejects.toThrow(
      'TenantService/ListThings: a tenant-scoped RPC must be served through unaryHandler',
    );
  });
});
