import { describe, expect, it } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { toStruct, type common } from '@platform/contracts';
import type { LogHit, LogSearchQuery, LogSearchResult } from '@platform/db';
import type { Clients } from '../routes/clients';
import { LogSearchUsecase, type LogSearchInput } from './log-search.usecase';

const P = '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60';

const hit = (source: string, id: string, at: string, keys: Record<string, string> = {}): LogHit => ({
  source,
  id,
  occurred_at: at,
  resource_type: 'x',
  resource_id: `res-${id}`,
  summary: `${source} ${id}`,
  problem: false,
  keys,
  detail: { n: id },
});

/** A service's answer on the wire (detail as a Struct), as its SearchLogs gives it. */
const wire = (hits: LogHit[], sources: string[]): common.LogSearchReply__Output =>
  ({
    hits: hits.map((h) => ({ ...h, detail: toStruct(h.detail) })),
    sources: sources.map((source) => ({ source, status: 'searched', retention_days: 30, oldest_at: '2026-01-01T00:00:00.000000Z' })),
  }) as unknown as common.LogSearchReply__Output;

type Answer = (req: common.LogSearchRequest) => common.LogSearchReply__Output | Error;

/** Services faked at their SearchLogs contract: each answers by its function, or throws its error; calls recorded. */
function fakeServices(answers: Partial<Record<string, Answer>>) {
  const calls: Array<{ service: string; method: string; request: common.LogSearchRequest; deadlineMs: number; requestId: string }> = [];
  const clients: Pick<Clients, 'call'> = {
    call: (async (service: string, method: string, request: common.LogSearchRequest, opts: { deadlineMs: number; requestId: string }) => {
      calls.push({ service, method, request, deadlineMs: opts.deadlineMs, requestId: opts.requestId });
      const answer = answers[service];
      const out = answer ? answer(request) : Object.assign(new Error('12 UNIMPLEMENTED'), { code: grpc.status.UNIMPLEMENTED });
      if (out instanceof Error) throw out;
      return out;
    }) as never,
  };
  return { clients, calls };
}

function fakeLocal(hits: LogHit[]) {
  const asked: LogSearchQuery[] = [];
  return {
    asked,
    local: {
      async search(q: LogSearchQuery): Promise<LogSearchResult> {
        asked.push(q);
        return { hits, sources: [{ source: 'request_log', status: 'searched', retention_days: 30, oldest_at: '2026-02-01T00:00:00.000000Z' }], errors: [] };
      },
    },
  };
}

const question = (over: Partial<LogSearchInput> = {}): LogSearchInput => ({
  projectId: P,
  sources: [],
  keys: {},
  problemsOnly: false,
  ascending: false,
  limit: 3,
  ...over,
});

describe('log search fan-out and merge', () => {
  it('merges every owner in (occurred_at, source, id) order, cuts to the page and says a next page exists', async () => {
    const { local } = fakeLocal([hit('request_log', 'r1', '2026-03-10T10:00:00.000003Z'), hit('request_log', 'r2', '2026-03-10T10:00:00.000001Z')]);
    const { clients, calls } = fakeServices({
      messagingProxy: () =>
        wire(
          [hit('external_api_log', 'e1', '2026-03-10T10:00:00.000003Z'), hit('external_api_log', 'e2', '2026-03-10T09:00:00.000000Z')],
          ['external_api_log', 'upstream_webhook_event'],
        ),
      contacts: () => wire([hit('message_event', 'm1', '2026-03-10T10:00:00.000002Z')], ['message_event']),
    });
    const page = await new LogSearchUsecase(local).search(question(), { clients, requestId: 'req-abcdefgh' });
    // Newest first; at one instant the source name decides (descending: request_log before external_api_log).
    expect(page.hits.map((h) => h.id)).toEqual(['r1', 'e1', 'm1']);
    expect(page.hasNext).toBe(true);
    expect(page.hasPrevious).toBe(false);
    expect(page.hits[1]).toMatchObject({ source: 'external_api_log', detail: { n: 'e1' }, highlighted: false });
    // Each service asked once with its own sources, limit + 1, 2 s, the request id.
    expect(calls.map((c) => [c.service, c.method, c.request.sources, c.request.limit, c.deadlineMs, c.requestId]).sort()).toEqual([
      ['contacts', 'SearchLogs', ['message_event'], 4, 2000, 'req-abcdefgh'],
      ['flows', 'SearchLogs', ['function_invocation', 'function_log', 'flow_data_exchange'], 4, 2000, 'req-abcdefgh'],
      ['messagingProxy', 'SearchLogs', ['external_api_log', 'upstream_webhook_event'], 4, 2000, 'req-abcdefgh'],
      ['webhooks', 'SearchLogs', ['webhook_delivery'], 4, 2000, 'req-abcdefgh'],
      ['workflowsAgent', 'SearchLogs', ['workflow_step', 'agent_run'], 4, 2000, 'req-abcdefgh'],
    ]);
  });

  it('a service that fails or does not answer SearchLogs makes its sources unavailable; all ten are listed, in order', async () => {
    const { local } = fakeLocal([hit('request_log', 'r1', '2026-03-10T10:00:00.000000Z')]);
    const { clients } = fakeServices({
      messagingProxy: () => Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: grpc.status.DEADLINE_EXCEEDED }),
      contacts: () => wire([], ['message_event']),
    });
    const page = await new LogSearchUsecase(local).search(question(), { clients, requestId: 'req-abcdefgh' });
    expect(page.hits.map((h) => h.id)).toEqual(['r1']);
    expect(page.hasNext).toBe(false);
    expect(page.sources).toEqual([
      { source: 'request_log', status: 'searched', retention_days: 30, oldest_at: '2026-02-01T00:00:00.000000Z' },
      { source: 'external_api_log', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'upstream_webhook_event', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'message_event', status: 'searched', retention_days: 30, oldest_at: '2026-01-01T00:00:00.000000Z' },
      { source: 'webhook_delivery', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'workflow_step', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'agent_run', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'function_invocation', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'function_log', status: 'unavailable', retention_days: null, oldest_at: null },
      { source: 'flow_data_exchange', status: 'unavailable', retention_days: null, oldest_at: null },
    ]);
  });

  it('asks only the owners of the sources asked, and lists only those', async () => {
    const { local, asked } = fakeLocal([]);
    const { clients, calls } = fakeServices({ contacts: () => wire([], ['message_event']) });
    const page = await new LogSearchUsecase(local).search(question({ sources: ['message_event'] }), { clients, requestId: 'req-abcdefgh' });
    expect(calls.map((c) => c.service)).toEqual(['contacts']);
    expect(asked).toEqual([]);
    expect(page.sources.map((s) => s.source)).toEqual(['message_event']);
  });

  it("the wamid story: request ids of the message's upstream calls and events join the request log (at most 20)", async () => {
    const { local, asked } = fakeLocal([hit('request_log', 'r1', '2026-03-10T10:00:00.000000Z', { request_id: 'req-send-0001' })]);
    const ids = Array.from({ length: 25 }, (_, i) => `req-retry-${String(i).padStart(4, '0')}`);
    const { clients, calls } = fakeServices({
      messagingProxy: (req) =>
        req.sources!.length === 1
          ? wire([hit('external_api_log', 'e1', '2026-03-10T10:00:00.000001Z', { wamid: 'wamid.A', request_id: 'req-send-0001' })], ['external_api_log'])
          : wire([], ['external_api_log', 'upstream_webhook_event']),
      contacts: (req) =>
        req.related_request_ids!.length === 0
          ? wire(
              ids.map((id, i) => hit('message_event', `m${i}`, '2026-03-10T10:00:01.000000Z', { wamid: 'wamid.A', request_id: id })),
              ['message_event'],
            )
          : wire([], ['message_event']),
    });
    await new LogSearchUsecase(local).search(question({ keys: { wamid: 'wamid.A' } }), { clients, requestId: 'req-abcdefgh' });
    const pre = calls.filter((c) => c.request.related_request_ids!.length === 0);
    expect(pre.map((c) => [c.service, c.request.sources, c.request.keys]).sort()).toEqual([
      ['contacts', ['message_event'], { wamid: 'wamid.A' }],
      ['messagingProxy', ['external_api_log'], { wamid: 'wamid.A' }],
    ]);
    // First the upstream call's id, then the events' up to 20 in all.
    const expected = ['req-send-0001', ...ids.slice(0, 19)];
    expect(asked[0].relatedRequestIds).toEqual(expected);
    expect(asked[0].keys).toEqual({ wamid: 'wamid.A' });
    const main = calls.filter((c) => c.request.related_request_ids!.length > 0);
    expect(main).toHaveLength(5);
    expect(main[0].request.related_request_ids).toEqual(expected);
  });

  it('before: the page before a position, searched backwards and shown in the asked order', async () => {
    const { local, asked } = fakeLocal([
      hit('request_log', 'r3', '2026-03-10T10:00:03.000000Z'),
      hit('request_log', 'r4', '2026-03-10T10:00:04.000000Z'),
      hit('request_log', 'r5', '2026-03-10T10:00:05.000000Z'),
    ]);
    const { clients } = fakeServices({});
    const position = { occurredAt: '2026-03-10T10:00:02.000000Z', source: 'request_log', id: 'r2' };
    const page = await new LogSearchUsecase(local).search(question({ sources: ['request_log'], limit: 2, before: position }), {
      clients,
      requestId: 'req-abcdefgh',
    });
    expect(asked[0]).toMatchObject({ ascending: true, position, limit: 3 });
    // Newest first as asked: the two just before the position.
    expect(page.hits.map((h) => h.id)).toEqual(['r4', 'r3']);
    expect(page.hasPrevious).toBe(true);
    expect(page.hasNext).toBe(true);
  });

  it('highlight marks hits whose resource id or a key value is the resource', async () => {
    const { local } = fakeLocal([
      hit('request_log', 'r1', '2026-03-10T10:00:01.000000Z', { request_id: 'req-1' }),
      hit('request_log', 'r2', '2026-03-10T10:00:02.000000Z', { request_id: 'req-2' }),
      hit('request_log', 'r3', '2026-03-10T10:00:03.000000Z'),
    ]);
    const { clients } = fakeServices({});
    const page = await new LogSearchUsecase(local).search(question({ sources: ['request_log'], highlight: 'req-2' }), { clients, requestId: 'req-abcdefgh' });
    expect(page.hits.map((h) => [h.id, h.highlighted])).toEqual([
      ['r3', false],
      ['r2', true],
      ['r1', false],
    ]);
    const byResource = await new LogSearchUsecase(local).search(question({ sources: ['request_log'], highlight: 'res-r3' }), {
      clients,
      requestId: 'req-abcdefgh',
    });
    expect(byResource.hits.map((h) => h.highlighted)).toEqual([true, false, false]);
  });
});
