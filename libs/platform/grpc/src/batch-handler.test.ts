import * as grpc from '@grpc/grpc-js';
import { notFound, REASON_METADATA_KEY } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { batchHandler, currentRequestScope, type BatchItemResult } from './index';

interface Item {
  project_id: string;
  n: number;
}

/** Calls the handler as grpc-js would, with the call's own request id; resolves with its error or answer. */
function invoke(handler: ReturnType<typeof batchHandler<Item, { seen: string }, { items: Item[] }>>, items: Item[]) {
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', 'req_batch0001');
  const call = { request: { items }, metadata, getDeadline: () => Date.now() + 5_000, getPath: () => '/test.Batch/Run' };
  return new Promise<{ err: Partial<grpc.StatusObject> | null; res?: { results: Array<BatchItemResult<{ seen: string }>> } }>((resolve) =>
    (handler as unknown as (c: unknown, cb: (err: Partial<grpc.StatusObject> | null, res?: never) => void) => void)(call, (err, res) => resolve({ err, res })),
  );
}

function recordingLogger() {
  const errors: unknown[] = [];
  const noop = () => undefined;
  return { errors, logger: { error: (o: unknown) => errors.push(o), warn: noop, info: noop, debug: noop, trace: noop, fatal: noop, child: () => undefined } };
}

const P1 = '0b9f3c3e-5d1c-4d6e-9f4a-1c2b3d4e5f60';
const P2 = '1c2b3d4e-5f60-4d6e-9f4a-0b9f3c3e5d1c';

describe('batchHandler: one unary call of many items', () => {
  it('runs each item in its own scope and answers each in order with its response or the error a unary call would have raised', async () => {
    const { errors, logger } = recordingLogger();
    const handler = batchHandler<Item, { seen: string }, { items: Item[] }>(
      'items',
      async (item) => {
        if (item.n === 2) throw notFound('THING_NOT_FOUND', 'Thing not found');
        if (item.n === 3) throw new Error('a bug with internals');
        const s = currentRequestScope();
        return { seen: `${s?.projectId}:${s?.requestId}` };
      },
      { logger: logger as never, max: 10 },
    );
    const { err, res } = await invoke(handler, [
      { project_id: P1, n: 1 },
      { project_id: P2, n: 2 },
      { project_id: P1, n: 3 },
      { project_id: 'not-a-uuid', n: 1 },
      { project_id: '', n: 1 },
      { project_id: P2, n: 1 },
    ]);
    expect(err).toBeNull();
    expect(res!.results).toEqual([
      { response: { seen: `${P1}:req_batch0001` } },
      { error: { code: grpc.status.NOT_FOUND, reason: 'THING_NOT_FOUND', message: 'Thing not found' } },
      // Not a domain error: INTERNAL with the generic message (never the internals), logged once.
      { error: { code: grpc.status.INTERNAL, reason: '', message: 'Internal error' } },
      { error: { code: grpc.status.INVALID_ARGUMENT, reason: 'INVALID_PROJECT_ID', message: 'project_id must be a UUID' } },
      { error: { code: grpc.status.INVALID_ARGUMENT, reason: 'PROJECT_REQUIRED', message: 'project_id is required' } },
      { response: { seen: `${P2}:req_batch0001` } },
    ]);
    expect(errors).toHaveLength(1);
  });

  it('a batch with no item or more than `max` fails as a whole with INVALID_ARGUMENT', async () => {
    const handler = batchHandler<Item, { seen: string }, { items: Item[] }>('items', async () => ({ seen: '' }), { max: 2 });
    for (const items of [[], [1, 2, 3].map((n) => ({ project_id: P1, n }))]) {
      const { err } = await invoke(handler, items);
      expect(err?.code).toBe(grpc.status.INVALID_ARGUMENT);
      expect(err?.metadata?.get(REASON_METADATA_KEY)).toEqual(['INVALID_ITEMS']);
    }
  });
});
