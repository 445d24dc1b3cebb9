/**
 * No phantom writes (issue 32, decision 0806): a command whose caller gave up at its deadline (the
 * gateway answered 504, "outcome unknown") is not committed afterwards. The send path is slowed at its
 * gRPC contract (GetSendingProfile, read by create and send before their transaction) past the call's
 * deadline; the caller sees DEADLINE_EXCEEDED and, once the service finished its work, nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { toStruct } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { describe, expect, it } from 'vitest';
import { A, add, body, client, create, fake, get, NUMBER, phones, useBroadcastsService } from '../support/broadcasts-service';

useBroadcastsService({ name: 'broadcasts_deadline' });

const settle = () => new Promise((r) => setTimeout(r, 1_500));

describe('a command past its deadline is not committed', () => {
  it('create: the caller timed out while the template was read; no broadcast appears afterwards', async () => {
    const name = `late ${randomUUID()}`;
    fake.profileDelayMs.value = 800;
    try {
      const late = callUnary(
        client,
        'CreateBroadcast',
        { project_id: A, name, phone_number_id: NUMBER, template: { name: 'promo', language: 'en_US' }, template_parameters: [toStruct(body('x'))] },
        { deadlineMs: 400 },
      );
      await expect(late).rejects.toMatchObject({ code: status.DEADLINE_EXCEEDED });
      await settle();
    } finally {
      fake.profileDelayMs.value = 0;
    }
    const list = await callUnary(client, 'ListBroadcasts', { project_id: A, page: { page: 1, per_page: 100 }, status: '', phone_number_id: '' });
    expect(list.broadcasts.map((b) => b.name)).not.toContain(name);
    // Within its deadline the same call commits.
    const ok = await create(name);
    expect(ok.name).toBe(name);
  });

  it('send: the caller timed out while the template was re-checked; the broadcast stays draft', async () => {
    const b = await create('late send');
    await add(b.id, phones(2, 10));
    fake.profileDelayMs.value = 800;
    try {
      await expect(callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id }, { deadlineMs: 400 })).rejects.toMatchObject({
        code: status.DEADLINE_EXCEEDED,
      });
      await settle();
    } finally {
      fake.profileDelayMs.value = 0;
    }
    expect((await get(b.id)).status).toBe('draft');
    expect(fake.forwards.size).toBe(0);
  });
});
