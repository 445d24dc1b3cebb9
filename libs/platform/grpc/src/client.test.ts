import * as grpc from '@grpc/grpc-js';
import { DomainError, notFound, unavailable } from '@platform/errors';
import { silentLogger } from '@platform/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { echoClient, startEchoServer, type EchoOverrides } from '../test-fixtures/harness';
import { echo, type EchoServiceClient } from '../test-fixtures/protos';
import { callUnary, createClient, PREVIOUS_ATTEMPTS_METADATA_KEY, unaryHandler, type CreateClientOptions } from './index';

const quiet = { logger: silentLogger };
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(overrides: EchoOverrides, clientOpts: Partial<CreateClientOptions> = {}): Promise<EchoServiceClient> {
  const server = await startEchoServer(overrides);
  cleanups.push(() => server.shutdown());
  const client = echoClient(server.port, clientOpts);
  cleanups.push(() => client.close());
  return client;
}

describe('deadlines', () => {
  it('a gRPC client call always carries a deadline', async () => {
    const seen: Array<number> = [];
    const record = (call: grpc.ServerUnaryCall<unknown, unknown>) => {
      const d = call.getDeadline();
      seen.push(d instanceof Date ? d.getTime() : d);
    };
    const client = await setup(
      {
        Echo: unaryHandler(async (req, call) => {
          record(call);
          return { message: req.message, in_flight: 0 };
        }),
        Mutate: unaryHandler(async (req, call) => {
          record(call);
          return { value: req.value };
        }),
      },
      { defaultDeadlineMs: 3_000 },
    );
    // Each deadline is compared with the time its own call started (a loaded CI box can take a
    // while between calls).
    const t0 = Date.now();
    await callUnary(client, 'Echo', { message: 'promise wrapper, no deadline' });
    // The raw generated method, without any options, is covered by the client interceptor too.
    const t1 = Date.now();
    await new Promise<void>((resolve, reject) => client.Mutate({ value: 'raw' }, (err) => (err ? reject(err) : resolve())));
    const t2 = Date.now();
    await callUnary(client, 'Echo', { message: 'explicit' }, { deadlineMs: 800 });
    expect(seen).toHaveLength(3);
    for (const d of seen) expect(Number.isFinite(d)).toBe(true);
    // Default deadline ≈ now + 3 s; the explicit one ≈ now + 0.8 s (server clocks are the same here).
    expect(seen[0] - t0).toBeGreaterThan(2_500);
    expect(seen[0] - t0).toBeLessThanOrEqual(3_600);
    expect(seen[1] - t1).toBeGreaterThan(2_500);
    expect(seen[1] - t1).toBeLessThanOrEqual(3_600);
    expect(seen[2] - t2).toBeGreaterThan(500);
    expect(seen[2] - t2).toBeLessThanOrEqual(2_000); // the explicit 0.8 s, not the default 3 s (slack for a loaded box)
  });

  it('an explicit deadline is honoured: a slow call fails with DEADLINE_EXCEEDED in time', async () => {
    const client = await setup({});
    const t0 = Date.now();
    const err = await callUnary(client, 'Slow', { delay_ms: 2_000, seq: '1' }, { deadlineMs: 150 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('the default deadline is enforced too', async () => {
    const client = await setup({}, { defaultDeadlineMs: 150 });
    await expect(callUnary(client, 'Slow', { delay_ms: 2_000, seq: '1' })).rejects.toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
  });
});

describe('retries', () => {
  /** Handlers that fail the first `failures` attempts of each method with `error()`, and count attempts. */
  function flaky(failures: number, error: () => Error) {
    const attempts = { Echo: 0, Mutate: 0 };
    const previous: string[] = [];
    const overrides: EchoOverrides = {
      Echo: unaryHandler(async (req, call) => {
        attempts.Echo += 1;
        previous.push(String(call.metadata.get(PREVIOUS_ATTEMPTS_METADATA_KEY)[0] ?? '0'));
        if (attempts.Echo <= failures) throw error();
        return { message: req.message, in_flight: 0 };
      }, quiet),
      Mutate: unaryHandler(async (req) => {
        attempts.Mutate += 1;
        if (attempts.Mutate <= failures) throw error();
        return { value: req.value };
      }, quiet),
    };
    return { attempts, previous, overrides };
  }

  it('UNAVAILABLE on an idempotent method is retried and succeeds', async () => {
    const { attempts, previous, overrides } = flaky(2, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides);
    await expect(callUnary(client, 'Echo', { message: 'hi' })).resolves.toEqual({ message: 'hi', in_flight: 0 });
    expect(attempts.Echo).toBe(3);
    expect(previous).toEqual(['0', '1', '2']);
  });

  it("the client's own method is retried alike (the interceptor), and so is callUnary by the camelCase name", async () => {
    const { attempts, previous, overrides } = flaky(2, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides);
    const raw = await new Promise<unknown>((resolve, reject) => client.Echo({ message: 'raw' }, (err, res) => (err ? reject(err) : resolve(res))));
    expect(raw).toEqual({ message: 'raw', in_flight: 0 });
    expect(attempts.Echo).toBe(3);
    expect(previous).toEqual(['0', '1', '2']);
    attempts.Echo = 0; // two failures again, then success
    await expect(callUnary(client, 'echo', { message: 'alias' })).resolves.toEqual({ message: 'alias', in_flight: 0 });
    expect(attempts.Echo).toBe(3);
    expect(previous.slice(3)).toEqual(['0', '1', '2']);
  });

  it("callUnary goes through a client's extra interceptors (it applies the policy itself only without them)", async () => {
    const { attempts, overrides } = flaky(1, () => unavailable('OVERLOADED', 'try again'));
    const seen: string[] = [];
    const recording: grpc.Interceptor = (options, nextCall) => {
      seen.push(options.method_definition.path);
      return new grpc.InterceptingCall(nextCall(options));
    };
    const client = await setup(overrides, { interceptors: [recording] });
    await expect(callUnary(client, 'Echo', { message: 'x' })).resolves.toEqual({ message: 'x', in_flight: 0 });
    // One retry, each attempt seen by the extra interceptor (run inside the retry one).
    expect(attempts.Echo).toBe(2);
    expect(seen).toEqual(['/test.echo.v1.EchoService/Echo', '/test.echo.v1.EchoService/Echo']);
  });

  it('UNAVAILABLE on a non-idempotent method is not retried', async () => {
    const { attempts, overrides } = flaky(2, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides);
    await expect(callUnary(client, 'Mutate', { value: 'v' })).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE, reason: 'OVERLOADED' });
    expect(attempts.Mutate).toBe(1);
  });

  it.each([
    ['INTERNAL', () => new Error('bug')],
    ['NOT_FOUND', () => notFound('THING_NOT_FOUND', 'no such thing')],
  ])('%s is never retried, even on an idempotent method', async (_name, error) => {
    const { attempts, overrides } = flaky(1, error);
    const client = await setup(overrides);
    await expect(callUnary(client, 'Echo', { message: 'x' })).rejects.toBeInstanceOf(DomainError);
    expect(attempts.Echo).toBe(1);
  });

  it('gives up after maxRetries and returns the last UNAVAILABLE with its reason', async () => {
    const { attempts, overrides } = flaky(100, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides, { maxRetries: 2 });
    await expect(callUnary(client, 'Echo', { message: 'x' })).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE, reason: 'OVERLOADED' });
    expect(attempts.Echo).toBe(3);
  });

  it('retries stay within the call deadline', async () => {
    const { attempts, overrides } = flaky(100, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides, { maxRetries: 50, backoffMs: 100, maxBackoffMs: 100 });
    const t0 = Date.now();
    // The call ends as UNAVAILABLE (a backoff would cross the deadline) or DEADLINE_EXCEEDED (the
    // deadline fell during an attempt, on a slow box) — never after 50 retries × 100 ms.
    const err = await callUnary(client, 'Echo', { message: 'x' }, { deadlineMs: 400 }).then(
      () => undefined,
      (e: unknown) => e as { code: number },
    );
    expect([grpc.status.UNAVAILABLE, grpc.status.DEADLINE_EXCEEDED]).toContain(err?.code);
    expect(Date.now() - t0).toBeLessThan(1_500);
    expect(attempts.Echo).toBeGreaterThanOrEqual(2);
    expect(attempts.Echo).toBeLessThan(10);
  });

  it('retries a refused connection (no server yet) until the server is up', async () => {
    const server = await startEchoServer();
    const port = server.port;
    await server.shutdown();
    const client = echoClient(port, {
      maxRetries: 8,
      backoffMs: 100,
      maxBackoffMs: 200,
      // Reconnect quickly, so the retry finds the new server.
      channelOptions: { 'grpc.initial_reconnect_backoff_ms': 50, 'grpc.max_reconnect_backoff_ms': 100 },
    });
    cleanups.push(() => client.close());
    const call = callUnary(client, 'Echo', { message: 'later' }, { deadlineMs: 3_000 });
    await new Promise((r) => setTimeout(r, 250));
    const { startGrpcServer } = await import('./index');
    const again = await startGrpcServer({
      host: '127.0.0.1',
      port,
      services: [
        {
          name: 'test.echo.v1.EchoService',
          definition: echo.grpcObject.test.echo.v1.EchoService.service,
          implementation: { ...(await import('../test-fixtures/harness')).defaultEchoHandlers() },
        },
      ],
      packageDefinitions: [echo.packageDefinition],
      logger: silentLogger,
    });
    cleanups.push(() => again.shutdown());
    await expect(call).resolves.toMatchObject({ message: 'later' });
  });

  it('a cancelled call is not retried and reports CANCELLED', async () => {
    const { attempts, overrides } = flaky(100, () => unavailable('OVERLOADED', 'try again'));
    const client = await setup(overrides, { backoffMs: 200, maxBackoffMs: 200 });
    const result = new Promise<grpc.ServiceError | null>((resolve) => {
      const call = client.Echo({ message: 'x' }, (err) => resolve(err));
      // Cancel during the backoff that follows the first (failed) attempt, however long it took to arrive.
      const waitFirst = setInterval(() => {
        if (attempts.Echo >= 1) {
          clearInterval(waitFirst);
          setTimeout(() => call.cancel(), 20);
        }
      }, 5);
    });
    expect(await result).toMatchObject({ code: grpc.status.CANCELLED });
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts.Echo).toBe(1);
  });
});

describe('retries and client lifecycle', () => {
  it('closing the client during a retry backoff ends the call instead of throwing', async () => {
    const server = await startEchoServer({
      Echo: unaryHandler(async () => {
        throw unavailable('OVERLOADED', 'try again');
      }),
    });
    cleanups.push(() => server.shutdown());
    const client = echoClient(server.port, { backoffMs: 200, maxBackoffMs: 200 });
    const call = callUnary(client, 'Echo', { message: 'x' });
    await new Promise((r) => setTimeout(r, 60));
    client.close();
    await expect(call).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE });
  });
});

describe('createClient', () => {
  it('rejects an idempotent method the service does not have', () => {
    expect(() => createClient(echo.grpcObject.test.echo.v1.EchoService, '127.0.0.1:1', { defaultDeadlineMs: 1_000, idempotentMethods: ['Ecoh'] })).toThrow(
      /Ecoh/,
    );
  });
});

describe('callUnary typing', () => {
  it('constrains method names and request/response types (checked by tsc)', async () => {
    const client = await setup({});
    const res = await callUnary(client, 'Slow', { delay_ms: 1, seq: '42' });
    const seq: string = res.seq; // response type is SlowResponse__Output
    expect(seq).toBe('42');
    // Compile-time only: never invoked.
    const _typeChecks = () => {
      // @ts-expect-error not a method of the client
      void callUnary(client, 'Nope', {});
      // @ts-expect-error a field of another request type
      void callUnary(client, 'Echo', { value: 'x' });
      // @ts-expect-error close() is not a unary RPC
      void callUnary(client, 'close', undefined);
      // @ts-expect-error the response has no such field
      void callUnary(client, 'Echo', { message: 'x' }).then((r) => r.value);
      // the camelCase alias of proto-loader is a unary method too
      void callUnary(client, 'echo', { message: 'x' }).then((r) => r.in_flight);
    };
  });
});
