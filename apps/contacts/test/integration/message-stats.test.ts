/**
 * GetMessageStats (decision 0025, Overview): counts per hour/day bucket by direction and current
 * status, the top failure reasons. Risks removed: another project's messages counted, a message
 * outside the window counted, a read message not counted as delivered, a bad window answered 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatsRepository } from '../../src/infra/db/message-stats.repository';
import { getMessageStatsRpc } from '../../src/rpc/get-message-stats.rpc';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const NOW = Date.parse('2026-11-24T14:30:00Z');

/** project, direction, status, minutes ago, errors. */
const ROWS: [string, 'inbound' | 'outbound', string, number, object[]][] = [
  [P, 'inbound', 'received', 10, []],
  [P, 'inbound', 'received', 70, []],
  [P, 'outbound', 'sent', 5, []],
  [P, 'outbound', 'delivered', 6, []],
  [P, 'outbound', 'read', 7, []],
  [P, 'outbound', 'played', 65, []],
  [P, 'outbound', 'pending', 8, []],
  [P, 'outbound', 'failed', 9, [{ code: 131026, title: 'Message undeliverable' }]],
  [P, 'outbound', 'failed', 66, [{ code: 131026, title: 'Message undeliverable' }]],
  [P, 'outbound', 'failed', 67, [{ code: 131049, title: 'Healthy ecosystem engagement' }]],
  [P, 'outbound', 'failed', 68, []],
  // Outside the 24 h window.
  [P, 'outbound', 'failed', 25 * 60, [{ code: 1, title: 'Old' }]],
  [P, 'inbound', 'received', 3 * 24 * 60, []],
  // Another project, in the window.
  [OTHER, 'inbound', 'received', 10, []],
  [OTHER, 'outbound', 'failed', 10, [{ code: 131026, title: 'Message undeliverable' }]],
];

beforeAll(async () => {
  h = await harness();
  for (const [project, direction, status, ago, errors] of ROWS) {
    const at = new Date(NOW - ago * 60_000);
    await h.db.knex('messages').insert({
      id: randomUUID(),
      project_id: project,
      wamid: `wamid.${randomUUID()}`,
      phone_number_id: '101',
      direction,
      origin: 'api',
      type: 'text',
      status,
      errors: JSON.stringify(errors),
      timestamp: at,
      created_at: at,
      updated_at: at,
    });
  }
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const stats = (f: object) => getMessageStatsRpc(new MessageStatsRepository(h.db))({ project_id: P, ...f } as never);

describe('GetMessageStats', () => {
  it('counts the last 24 hours per hour: every bucket, statuses cumulative (read is delivered is sent), this project only', async () => {
    const r = await stats({ since: new Date(NOW - 86_400_000).toISOString(), until: new Date(NOW).toISOString(), bucket: 'hour' });
    expect(r.buckets).toHaveLength(25);
    expect(r.buckets![0]!.start).toBe('2026-11-23T14:00:00.000Z');
    const last = r.buckets!.at(-1)!;
    expect(last).toEqual({ start: '2026-11-24T14:00:00.000Z', received: 1, sent: 3, delivered: 2, read: 1, failed: 1, pending: 1 });
    const prev = r.buckets!.at(-2)!;
    expect(prev).toEqual({ start: '2026-11-24T13:00:00.000Z', received: 1, sent: 1, delivered: 1, read: 1, failed: 3, pending: 0 });
    const total = r.buckets!.reduce((n, b) => n + b.received! + b.failed!, 0);
    expect(total).toBe(2 + 4);
    expect(r.failure_reasons).toEqual([
      { code: 131026, title: 'Message undeliverable', count: 2 },
      { code: 0, title: '', count: 1 },
      { code: 131049, title: 'Healthy ecosystem engagement', count: 1 },
    ]);
  });

  it('counts 7 days per day and caps the reasons', async () => {
    const r = await stats({ since: new Date(NOW - 7 * 86_400_000).toISOString(), until: new Date(NOW).toISOString(), bucket: 'day', top_reasons: 1 });
    expect(r.buckets).toHaveLength(8);
    const sum = (k: 'received' | 'failed' | 'sent') => r.buckets!.reduce((n, b) => n + (b[k] as number), 0);
    expect([sum('received'), sum('failed'), sum('sent')]).toEqual([3, 5, 4]);
    expect(r.failure_reasons).toEqual([{ code: 131026, title: 'Message undeliverable', count: 2 }]);
  });

  it.each([
    [{ since: 'yesterday', until: '2026-11-24T14:30:00Z' }, 'since must be an ISO 8601 date-time'],
    [{ since: '2026-11-24T14:30:00Z', until: '2026-11-23T14:30:00Z' }, 'until must be after since'],
    [{ since: '2026-09-24T14:30:00Z', until: '2026-11-24T14:30:00Z' }, 'the window is at most 32 days'],
    [{ since: '2026-11-23T14:30:00Z', until: '2026-11-24T14:30:00Z', bucket: 'week' }, 'bucket must be hour or day'],
    [{ since: '2026-11-23T14:30:00Z', until: '2026-11-24T14:30:00Z', top_reasons: 99 }, 'top_reasons must be 1 to 20'],
    [{ until: '2026-11-24T14:30:00Z' }, 'since and until are required'],
  ])('rejects %j', async (f, message) => {
    await expect(stats(f)).rejects.toThrow(message);
  });
});
