import type { Bus, PublishOptions } from '@platform/bus';
import { runWithRequestScope } from '@platform/grpc';
import { createLogger } from '@platform/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamCallPublisher, type UpstreamCallRecordPayload } from './upstream-call-publisher';

type Sent = { subject: string; payload: { caller: string; calls: UpstreamCallRecordPayload[] }; opts: PublishOptions };

/** A bus that records what is published, or refuses while `down`. */
function recordingBus() {
  const sent: Sent[] = [];
  const state = { down: false };
  const bus = {
    ensureStream: async () => {},
    consume: async () => ({ stop: async () => {} }),
    close: async () => {},
    notify: () => undefined,
    listen: async () => ({ stop: () => undefined }),
    publish: async (subject: string, data: Uint8Array, opts: PublishOptions) => {
      if (state.down) throw new Error('no responders');
      sent.push({ subject, payload: JSON.parse(Buffer.from(data).toString('utf8')), opts });
    },
  } satisfies Bus;
  return { bus, sent, state };
}

const open: UpstreamCallPublisher[] = [];
function publisher(bus: Bus, opts: { batchSize?: number; maxBuffered?: number } = {}) {
  const p = new UpstreamCallPublisher(bus, {
    caller: 'funding',
    logger: createLogger({ name: 'test', level: 'silent' }),
    encode: (payload) => Buffer.from(JSON.stringify(payload)),
    flushMs: 60_000,
    now: () => new Date('2026-11-29T04:00:00.000Z'),
    ...opts,
  });
  open.push(p);
  return p;
}
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});

const PROJECT = '0b7a4c52-3f0e-4d8e-9a51-0f3c2b1a9e77';
const call = (path: string, extra: Record<string, unknown> = {}) => ({ method: 'GET', path, status: 200, durationMs: 7, ...extra });

describe('UpstreamCallPublisher', () => {
  it('publishes the calls made for a project with their request id on <caller>.upstream_call.recorded; calls for no project are not recorded', async () => {
    const { bus, sent } = recordingBus();
    const p = publisher(bus);
    p.observe(call('999')); // no scope: no project
    runWithRequestScope({ projectId: PROJECT, requestId: 'req_1' }, () =>
      p.observe(
        call('123/whatsapp_credit_sharing_and_attach', {
          method: 'POST',
          status: 400,
          errorCode: 100,
          errorSubcode: 33,
          traceId: 'Tr4ce',
          errorMessage: 'bad',
        }),
      ),
    );
    runWithRequestScope({ requestId: 'req_2' }, () => p.observe(call('555')));
    await p.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('funding.upstream_call.recorded');
    expect(sent[0].opts.headers).toMatchObject({ 'Event-Type': 'svc.common.v1.UpstreamCallsRecorded', 'Event-Id': sent[0].opts.msgId });
    expect(sent[0].payload.caller).toBe('funding');
    const [c] = sent[0].payload.calls;
    expect(sent[0].payload.calls).toHaveLength(1);
    expect(c).toEqual({
      id: c.id,
      project_id: PROJECT,
      method: 'POST',
      path: '123/whatsapp_credit_sharing_and_attach',
      status: 400,
      duration_ms: 7,
      error_code: 100,
      error_subcode: 33,
      error_message: 'bad',
      trace_id: 'Tr4ce',
      request_id: 'req_1',
      occurred_at: '2026-11-29T04:00:00.000Z',
    });
    expect(c.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('splits into events of batchSize calls, each with its own broker id', async () => {
    const { bus, sent } = recordingBus();
    const p = publisher(bus, { batchSize: 2 });
    runWithRequestScope({ projectId: PROJECT }, () => {
      for (const path of ['1', '2', '3']) p.observe(call(path));
    });
    await p.flush();
    expect(sent.map((s) => s.payload.calls.map((c) => c.path))).toEqual([['1', '2'], ['3']]);
    expect(new Set(sent.map((s) => s.opts.msgId)).size).toBe(2);
    expect(sent[0].payload.calls[0].request_id).toBeUndefined();
  });

  it('keeps the calls while the bus refuses and publishes them once it is back; past the bound the oldest are dropped', async () => {
    const { bus, sent, state } = recordingBus();
    const p = publisher(bus, { batchSize: 2, maxBuffered: 3 });
    state.down = true;
    runWithRequestScope({ projectId: PROJECT }, () => {
      for (const path of ['1', '2', '3', '4']) p.observe(call(path));
    });
    await p.flush();
    expect(sent).toEqual([]);
    expect(p.pending).toBe(3);
    expect(p.dropped).toBe(1);
    state.down = false;
    await p.flush();
    expect(sent.flatMap((s) => s.payload.calls.map((c) => c.path))).toEqual(['2', '3', '4']);
    expect(p.pending).toBe(0);
  });

  it('an observer never throws into the call, even when encoding fails', async () => {
    const { bus, sent } = recordingBus();
    const p = new UpstreamCallPublisher(bus, {
      caller: 'flows',
      logger: createLogger({ name: 'test', level: 'silent' }),
      encode: () => {
        throw new Error('bad payload');
      },
      flushMs: 60_000,
    });
    open.push(p);
    runWithRequestScope({ projectId: PROJECT }, () => p.observe(call('1')));
    await p.flush();
    expect(sent).toEqual([]);
    expect(p.pending).toBe(0);
    expect(p.dropped).toBe(1);
  });
});
