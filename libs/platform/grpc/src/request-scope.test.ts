import * as grpc from '@grpc/grpc-js';
import { silentLogger } from '@platform/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { echoClient, startEchoServer } from '../test-fixtures/harness';
import { onRequestPath, runOnRequestPath } from '@platform/db';
import { callUnary, currentRequestScope, REQUEST_LANE_METADATA, runWithRequestScope, unaryHandler } from './index';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('the request id in the call scope (decision 0018)', () => {
  it("a handler sees its call's x-request-id; a call it makes passes it on; a malformed one is dropped", async () => {
    const server = await startEchoServer({
      Echo: unaryHandler(async (req) => ({ message: `${req.message}:${currentRequestScope()?.requestId ?? 'none'}`, in_flight: 0 }), { logger: silentLogger }),
    });
    cleanups.push(() => server.shutdown());
    const client = echoClient(server.port, {});
    cleanups.push(() => client.close());
    const meta = (id: string) => {
      const m = new grpc.Metadata();
      m.set('x-request-id', id);
      return m;
    };
    expect((await callUnary(client, 'Echo', { message: 'a' }, { metadata: meta('req_abcdefgh') })).message).toBe('a:req_abcdefgh');
    expect((await callUnary(client, 'Echo', { message: 'b' }, { metadata: meta('bad id!') })).message).toBe('b:none');
    expect((await callUnary(client, 'Echo', { message: 'c' })).message).toBe('c:none');
    // Made while serving a request (here an HTTP entry point's scope): passed on without the caller naming it.
    const relayed = await runWithRequestScope({ requestId: 'req_relayed1' }, () => callUnary(client, 'Echo', { message: 'd' }));
    expect(relayed.message).toBe('d:req_relayed1');
  });
});

describe('the request lane in the call scope (decision 0030)', () => {
  it('a call marked as serving a client runs its handler on the request path, and a call it makes passes that on; unmarked calls run in the background lane', async () => {
    const server = await startEchoServer({
      Echo: unaryHandler(async (req) => ({ message: `${req.message}:${onRequestPath() ? 'request' : 'background'}`, in_flight: 0 }), { logger: silentLogger }),
    });
    cleanups.push(() => server.shutdown());
    const client = echoClient(server.port, {});
    cleanups.push(() => client.close());
    const marked = new grpc.Metadata();
    marked.set(REQUEST_LANE_METADATA, 'request');
    expect((await callUnary(client, 'Echo', { message: 'a' }, { metadata: marked })).message).toBe('a:request');
    expect((await callUnary(client, 'Echo', { message: 'b' })).message).toBe('b:background');
    const other = new grpc.Metadata();
    other.set(REQUEST_LANE_METADATA, 'something else');
    expect((await callUnary(client, 'Echo', { message: 'c' }, { metadata: other })).message).toBe('c:background');
    // Made from work on the request path (a handler of a marked call): marked without the caller naming it.
    expect((await runOnRequestPath(() => callUnary(client, 'Echo', { message: 'd' }))).message).toBe('d:request');
  });
});
