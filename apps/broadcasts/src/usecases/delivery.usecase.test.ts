import { describe, expect, it, vi } from 'vitest';
import type { SendingBroadcast } from '../infra/db/broadcasts.repository';
import type { ClaimedRecipient } from '../infra/db/recipients.repository';
import type { Db } from '@platform/db';
import { testContext, type ContextFakes } from '../../test/support/context';
import type { BroadcastSettings } from './context';
import { DeliveryUsecase } from './delivery.usecase';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Sending broadcast `i` (its own number; projects in turn). */
const sending = (i: number): SendingBroadcast => ({
  id: id(i),
  projectId: `p${i % 3}`,
  phoneNumberId: String(1000 + i),
  template: { id: '1', name: 't', language_code: 'en', category: 'MARKETING', status: 'APPROVED', parameter_format: 'POSITIONAL', components: [] },
});

/** A freshly claimed recipient of `broadcastId`. */
const claimed = (recipientId: string, broadcastId: string, projectId: string): ClaimedRecipient => ({
  id: recipientId,
  broadcastId,
  projectId,
  phoneNumber: '14155550101',
  userId: null,
  components: [],
  sendSeq: 0,
  attempts: 0,
  inDoubt: false,
  claim: 'test-worker:claim-1',
});

/**
 * An engine (not started: no senders take the queue) over in-memory repositories: `n` sending
 * broadcasts, each with recipients enough for any claim. Records which broadcast each claim was for.
 */
function engine(n: number, settings: Partial<BroadcastSettings>, fakes: ContextFakes = {}) {
  const list: SendingBroadcast[] = Array.from({ length: n }, (_, i) => sending(i));
  const claims: Array<{ broadcastId: string; limit: number }> = [];
  let seq = 0;
  const ctx = testContext({
    db: { transaction: (async (fn: (trx: unknown) => Promise<unknown>) => fn({})) as Db['transaction'] },
    broadcasts: {
      lockDue: async () => [],
      leaseCopyJob: async () => undefined,
      sending: async (limit: number, afterId?: string) => list.filter((b) => !afterId || b.id > afterId).slice(0, limit),
    },
    recipients: {
      claim: async (broadcastId: string, _worker: string, limit: number): Promise<ClaimedRecipient[]> => {
        claims.push({ broadcastId, limit });
        return Array.from({ length: limit }, () => claimed(`r${++seq}`, broadcastId, 'p'));
      },
      // Every broadcast still has work: nothing completes.
      hasUnfinished: async () => true,
    },
    ...fakes,
    settings: { workerId: 'w', claimBatch: 200, claimLeaseMs: 60_000, concurrency: 8, pollMs: 50, ...settings },
  });
  const uc = new DeliveryUsecase(ctx);
  const queue = (uc as unknown as { queue: ClaimedRecipient[] }).queue;
  return { uc, claims, queue };
}

describe('delivery engine: the room of a tick is shared between sending broadcasts', () => {
  it('two sending broadcasts (other numbers) both claim in the first tick, each its share, taken in turn from the queue', async () => {
    const { uc, claims, queue } = engine(2, { concurrency: 8 });
    await uc.tick();
    const per = (b: string) => queue.filter((r) => r.broadcastId === b).length;
    expect(per(id(0))).toBe(8);
    expect(per(id(1))).toBe(8);
    // Interleaved: the senders take one broadcast's recipient, then the other's.
    expect(new Set(queue.slice(0, 2).map((r) => r.broadcastId)).size).toBe(2);
    // The queue is full (2 × concurrency): the next tick claims nothing more.
    await uc.tick();
    expect(claims.reduce((n, c) => n + c.limit, 0)).toBe(16);
  });

  it('room left unused by one broadcast goes to the next ones; a share never exceeds the claim batch', async () => {
    const { uc, queue } = engine(3, { concurrency: 64, claimBatch: 10 });
    await uc.tick();
    expect(queue).toHaveLength(30);
  });

  it('every sending broadcast is reached, past the first page, in turn: with room for two per tick, 600 broadcasts each get one claim in 300 ticks', async () => {
    const { uc, claims, queue } = engine(600, { concurrency: 1 });
    for (let t = 0; t < 300; t++) {
      await uc.tick();
      // Senders took the queue.
      queue.length = 0;
    }
    expect(claims).toHaveLength(600);
    expect(new Set(claims.map((c) => c.broadcastId)).size).toBe(600);
  });
});

describe('delivery engine: one send', () => {
  /** An engine whose limiter and send path record the order of their calls. */
  function sender(opts: { throughputWaitMs: number; pairWaitMs: number }) {
    const calls: string[] = [];
    const { uc } = engine(
      1,
      { throughputTtlMs: 60_000 },
      {
        limiter: {
          reserve: async () => (calls.push('reserve'), opts.throughputWaitMs),
          pause: async () => void calls.push('pause'),
          pair: async () => (calls.push('pair'), opts.pairWaitMs),
          releasePair: async () => void calls.push('releasePair'),
        },
        proxy: {
          profile: async () => ({ messagesPerSecond: 80 }),
          send: async () => {
            calls.push('send');
            return { accepted: true, wamid: 'wamid.1', http_status: 200, code: '', body: {}, upstream_error_code: 0, retry_after_seconds: 0 };
          },
        },
      },
    );
    const b = sending(0);
    (uc as unknown as { active: Map<string, SendingBroadcast> }).active = new Map([[b.id, b]]);
    const r = claimed('r1', b.id, b.projectId);
    const sendOne = () => (uc as unknown as { sendOne(r: ClaimedRecipient): Promise<{ kind: string; at?: Date | null }> }).sendOne(r);
    return { calls, sendOne };
  }

  it('takes the pair slot after the throughput wait, right before the send (taken before, it could lapse while waiting)', async () => {
    const s = sender({ throughputWaitMs: 20, pairWaitMs: 0 });
    expect(await s.sendOne()).toMatchObject({ kind: 'sent' });
    expect(s.calls).toEqual(['reserve', 'pair', 'send']);
  });

  it('a taken pair slot releases the recipient for the pair wait without sending', async () => {
    const s = sender({ throughputWaitMs: 0, pairWaitMs: 4_000 });
    const before = Date.now();
    const o = await s.sendOne();
    expect(o.kind).toBe('release');
    expect(o.at!.getTime()).toBeGreaterThanOrEqual(before + 4_000);
    expect(s.calls).toEqual(['reserve', 'pair']);
  });
});

describe('delivery engine: an idle engine polls at its interval', () => {
  it('with nothing to send, 64 senders do not wake the poll on their own timeouts (one poll per pollMs, not one per sender)', async () => {
    vi.useFakeTimers();
    try {
      let polls = 0;
      const ctx = testContext({
        db: { transaction: (async (fn: (trx: unknown) => Promise<unknown>) => fn({})) as Db['transaction'] },
        broadcasts: {
          lockDue: async () => [],
          leaseCopyJob: async () => undefined,
          sending: async () => (polls++, []),
        },
        settings: { workerId: 'w', claimBatch: 200, claimLeaseMs: 60_000, concurrency: 64, pollMs: 100 },
      });
      const uc = new DeliveryUsecase(ctx);
      uc.start();
      await vi.advanceTimersByTimeAsync(2_000);
      // 2 s at one poll per 100 ms: ~20 polls. Before the fix each idle sender's timeout woke the
      // poll, so 64 senders made it ~64 × 20 (bounded only by how fast a poll runs).
      expect(polls).toBeGreaterThanOrEqual(15);
      expect(polls).toBeLessThanOrEqual(25);
      const stopped = uc.stop();
      await vi.advanceTimersByTimeAsync(1_000);
      await stopped;
    } finally {
      vi.useRealTimers();
    }
  });
});
