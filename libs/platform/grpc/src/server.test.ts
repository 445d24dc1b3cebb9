import * as grpc from '@grpc/grpc-js';
import { DomainError, paymentRequired, upstreamFailed } from '@platform/errors';
import { silentLogger, type Logger } from '@platform/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { echoClient, healthClient, reflectionClient, startEchoServer } from '../test-fixtures/harness';
import { ECHO_SERVICE, type ServerReflectionResponse__Output } from '../test-fixtures/protos';
import { callUnary, unaryHandler, type GrpcServerHandle } from './index';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function serve(...args: Parameters<typeof startEchoServer>): Promise<GrpcServerHandle> {
  const handle = await startEchoServer(...args);
  cleanups.push(() => handle.shutdown());
  return handle;
}

function client(port: number) {
  const c = echoClient(port);
  cleanups.push(() => c.close());
  return c;
}

function check(port: number, service: string): Promise<string> {
  const h = healthClient(port);
  return new Promise<string>((resolve, reject) =>
    h.Check({ service }, { deadline: Date.now() + 2_000 }, (err, res) => {
      h.close();
      if (err) reject(err);
      else resolve(res?.status ?? 'none');
    }),
  );
}

function recordingLogger() {
  const errors: Array<Record<string, unknown>> = [];
  const warnings: Array<Record<string, unknown>> = [];
  const logger: Logger = {
    ...silentLogger,
    error: (obj) => void errors.push(obj as Record<string, unknown>),
    warn: (obj) => void warnings.push(obj as Record<string, unknown>),
  };
  return { logger, errors, warnings };
}

describe('health and reflection', () => {
  it('health answers SERVING overall and per service, NOT_SERVING after setServing(false)', async () => {
    const server = await serve();
    expect(await check(server.port, '')).toBe('SERVING');
    expect(await check(server.port, ECHO_SERVICE)).toBe('SERVING');
    server.setServing(false);
    expect(await check(server.port, '')).toBe('NOT_SERVING');
    expect(await check(server.port, ECHO_SERVICE)).toBe('NOT_SERVING');
    await expect(check(server.port, 'no.such.Service')).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
  });

  it('reflection lists the hosted services (grpcurl can describe them)', async () => {
    const server = await serve();
    const r = reflectionClient(server.port);
    cleanups.push(() => r.close());
    const services = await new Promise<string[]>((resolve, reject) => {
      const stream = r.ServerReflectionInfo({ deadline: Date.now() + 2_000 });
      stream.on('data', (res: ServerReflectionResponse__Output) => {
        resolve((res.list_services_response?.service ?? []).map((s) => s.name));
        stream.end();
      });
      stream.on('error', reject);
      stream.write({ list_services: '' });
    });
    expect(services).toEqual(expect.arrayContaining([ECHO_SERVICE, 'grpc.health.v1.Health']));
  });
});

describe('errors across the wire', () => {
  it('a DomainError keeps reason, code, message and public fields through a real call', async () => {
    const server = await serve({
      Mutate: unaryHandler(async () => {
        throw paymentRequired('Funding is blocked until the invoice is paid', { code: 'billing_blocked', billing_url: 'https://billing.example/p/1' });
      }),
      Echo: unaryHandler(async () => {
        throw upstreamFailed('Upstream rejected the request', { error_kind: 'upstream', upstream_error_code: 131031, upstream_trace_id: null });
      }),
    });
    const c = client(server.port);
    const err = await callUnary(c, 'Mutate', { value: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      reason: 'PAYMENT_REQUIRED',
      code: grpc.status.FAILED_PRECONDITION,
      publicMessage: 'Funding is blocked until the invoice is paid',
      publicFields: { code: 'billing_blocked', billing_url: 'https://billing.example/p/1' },
    });
    await expect(callUnary(c, 'Echo', { message: 'x' })).rejects.toMatchObject({
      reason: 'UPSTREAM_FAILED',
      code: grpc.status.UNKNOWN,
      publicFields: { error_kind: 'upstream', upstream_error_code: 131031, upstream_trace_id: null },
    });
  });

  it('an unexpected error reaches the client as INTERNAL "Internal error" and is logged whole with the method', async () => {
    const { logger, errors } = recordingLogger();
    const secret = new Error('connect ECONNREFUSED postgres://admin:hunter2@db');
    const server = await serve({ Mutate: unaryHandler(async () => Promise.reject(secret), { logger }) });
    const c = client(server.port);
    await expect(callUnary(c, 'Mutate', { value: 'x' })).rejects.toMatchObject({
      code: grpc.status.INTERNAL,
      publicMessage: 'Internal error',
      reason: 'UNKNOWN',
      publicFields: {},
    });
    expect(errors).toEqual([expect.objectContaining({ err: secret, method: `/${ECHO_SERVICE}/Mutate` })]);
  });

  it('a database refusal of the input characters (NUL: 22021, 22P05) is INVALID_ARGUMENT, not INTERNAL', async () => {
    const { logger, errors } = recordingLogger();
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const server = await serve({ Mutate: unaryHandler(async () => Promise.reject(refused), { logger }) });
    await expect(callUnary(client(server.port), 'Mutate', { value: 'x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'INVALID_CHARACTERS',
    });
    expect(errors).toHaveLength(0);
  });

  it('a database refusal of a value (class 22: a date out of range, a LIKE pattern ending in its escape) is INVALID_ARGUMENT, logged as a warning', async () => {
    const { logger, errors, warnings } = recordingLogger();
    const refused = Object.assign(new Error('date/time field value out of range: "0000-01-01"'), { code: '22008' });
    const server = await serve({ Mutate: unaryHandler(async () => Promise.reject(refused), { logger }) });
    await expect(callUnary(client(server.port), 'Mutate', { value: 'x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'INVALID_VALUE',
      publicMessage: 'A value in the request is malformed or out of range',
    });
    expect(errors).toHaveLength(0);
    expect(warnings).toEqual([expect.objectContaining({ err: refused, method: `/${ECHO_SERVICE}/Mutate` })]);
  });

  it('a database out of reach is UNAVAILABLE DATABASE_UNAVAILABLE (a 503 with Retry-After at the gateway), warned, never INTERNAL', async () => {
    const { logger, errors, warnings } = recordingLogger();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const server = await serve({ Mutate: unaryHandler(async () => Promise.reject(refused), { logger }) });
    await expect(callUnary(client(server.port), 'Mutate', { value: 'x' })).rejects.toMatchObject({
      code: grpc.status.UNAVAILABLE,
      reason: 'DATABASE_UNAVAILABLE',
      publicMessage: 'The service could not reach its database; nothing was changed; retry the request',
    });
    expect(errors).toHaveLength(0);
    expect(warnings).toEqual([expect.objectContaining({ err: refused, method: `/${ECHO_SERVICE}/Mutate` })]);
  });

  it('a synchronous throw in a handler is handled the same way', async () => {
    const { logger, errors } = recordingLogger();
    const server = await serve({
      Mutate: unaryHandler(
        (): Promise<{ value: string }> => {
          throw new TypeError('boom');
        },
        { logger },
      ),
    });
    await expect(callUnary(client(server.port), 'Mutate', { value: 'x' })).rejects.toMatchObject({ code: grpc.status.INTERNAL });
    expect(errors).toHaveLength(1);
  });
});

describe('graceful shutdown', () => {
  it('in-flight calls complete, new calls are refused, shutdown is idempotent', async () => {
    const server = await serve({}, { drainDelayMs: 50 });
    const c = client(server.port);
    await callUnary(c, 'Echo', { message: 'warm' });
    const inflight = Promise.all(Array.from({ length: 20 }, (_, i) => callUnary(c, 'Slow', { delay_ms: 300, seq: String(i) })));
    await new Promise((r) => setTimeout(r, 50));
    const first = server.shutdown();
    expect(server.shutdown()).toBe(first);
    expect(await check(server.port, '')).toBe('NOT_SERVING'); // during the drain delay
    const results = await inflight;
    expect(results.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    await first;
    await expect(callUnary(c, 'Mutate', { value: 'late' }, { deadlineMs: 500 })).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE });
  });

  it('calls still running after the grace period are cut so shutdown finishes', async () => {
    const server = await serve({}, { shutdownGraceMs: 100 });
    const c = client(server.port);
    const stuck = callUnary(c, 'Slow', { delay_ms: 3_000, seq: '1' }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    await server.shutdown();
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(await stuck).toBeInstanceOf(DomainError);
  });
});
