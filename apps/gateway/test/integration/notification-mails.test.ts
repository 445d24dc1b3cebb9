/**
 * The notification mail sender (decision 0020): a mail that cannot be sent is retried later, and after
 * its attempts is recorded as failed with its error (and logged), never lost silently; the consumer
 * never waits for it. Risk removed: an SMTP outage dropping mails, or one bad mail retried forever.
 */
import { randomUUID } from 'node:crypto';
import { createLogger } from '@platform/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/people/mailer';
import { PeopleRepository } from '../../src/people/people.repository';
import { createUsecaseContext, peopleCipher } from '../../src/usecases/context';
import { NotificationsUsecase } from '../../src/usecases/notifications.usecase';
import { startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let projectId: string;
let now = new Date('2026-03-01T10:00:00.000Z');
const clock = { now: () => now };

beforeAll(async () => {
  // The gateway's own sender looks only once an hour: the sender under test is the only one at work.
  gw = await startTestGateway({ NOTIFICATION_MAIL_INTERVAL_MS: '3600000' });
  projectId = (await gw.projects.createProject('Mails', 'enterprise')).project.id;
  const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
  await gw.db.transaction(async (trx) => {
    const u = await people.ensureUser(trx, { email: 'owner@mails.test', name: null, passwordHash: null }, now);
    await people.insertMembership(
      trx,
      { projectId, userId: u.id, role: 'owner', status: 'active', inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
      now,
    );
  });
}, 60_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
});

/** A sender whose mailer fails the first `failures` sends and records every attempt. */
function senderWith(failures: number) {
  const sent: string[] = [];
  let left = failures;
  const mailer: Mailer = {
    async send(mail) {
      if (left-- > 0) throw new Error('421 service not available');
      sent.push(`${mail.to}|${mail.subject}|${mail.text}`);
    },
    close: () => undefined,
  };
  const ctx = createUsecaseContext(gw.db, clock, peopleCipher(gw.config), undefined, { mailer, appUrl: () => 'https://app.example.com' });
  return { sent, usecase: new NotificationsUsecase(ctx, createLogger({ name: 't', level: 'silent' }), { maxAttempts: 3, retryBaseMs: 1000 }) };
}

async function notify(usecase: NotificationsUsecase): Promise<string> {
  const webhookId = randomUUID();
  await gw.db.transaction((trx) =>
    usecase.ingest(trx, {
      type: 'svc.webhooks.v1.WebhookDisabled',
      payload: { event_id: randomUUID(), project_id: projectId, webhook_id: webhookId, endpoint_host: 'h.example.com', reason: 'failing' },
      envelope: { id: randomUUID(), projectId },
    }),
  );
  return webhookId;
}

const mailState = (webhookId: string) =>
  gw.db.knex('notifications').where({ resource_id: webhookId }).first('email_status', 'email_attempts', 'email_error', 'email_next_at');

describe('notification mails', () => {
  it('a failed send is retried after a doubling delay, then sent once', async () => {
    const { sent, usecase } = senderWith(2);
    const hook = await notify(usecase);
    expect(await usecase.sendDueMails()).toBe(1);
    expect(await mailState(hook)).toMatchObject({ email_status: 'pending', email_attempts: 1, email_error: '421 service not available' });
    expect(new Date((await mailState(hook)).email_next_at).toISOString()).toBe('2026-03-01T10:00:01.000Z');
    // Not due yet: nothing is sent.
    expect(await usecase.sendDueMails()).toBe(0);
    now = new Date(now.getTime() + 1000);
    await usecase.sendDueMails();
    expect(new Date((await mailState(hook)).email_next_at).toISOString()).toBe('2026-03-01T10:00:03.000Z');
    now = new Date(now.getTime() + 2000);
    await usecase.sendDueMails();
    expect(await mailState(hook)).toMatchObject({ email_status: 'sent', email_attempts: 3, email_error: null, email_next_at: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBe(
      `owner@mails.test|Webhook disabled|The webhook to h.example.com was disabled: every delivery failed for too long. Fix the endpoint, enable it and recover its failed deliveries.\n\nOpen: https://app.example.com/projects/${projectId}/webhooks/${hook}\n\nYou receive this mail because of your notification settings: https://app.example.com/settings/notifications`,
    );
    expect(await usecase.sendDueMails()).toBe(0);
  });

  it('after its last attempt a mail is recorded as failed, with its error, and never sent again', async () => {
    const { sent, usecase } = senderWith(100);
    const hook = await notify(usecase);
    for (let i = 0; i < 5; i++) {
      await usecase.sendDueMails();
      now = new Date(now.getTime() + 3600_000);
    }
    expect(await mailState(hook)).toMatchObject({ email_status: 'failed', email_attempts: 3, email_error: '421 service not available', email_next_at: null });
    expect(sent).toEqual([]);
  });
});

describe('retention', () => {
  it('notifications older than the retention go (a pending mail stays until it is settled); ended throttle windows go', async () => {
    const { usecase } = senderWith(100);
    const old = await notify(usecase);
    const kept = await notify(usecase);
    await gw.db
      .knex('notifications')
      .where({ resource_id: old })
      .update({ email_status: 'sent', created_at: new Date(now.getTime() - 91 * 86_400_000) });
    await gw.db
      .knex('notifications')
      .where({ resource_id: kept })
      .update({ created_at: new Date(now.getTime() - 91 * 86_400_000) });
    await gw.db
      .knex('notification_throttles')
      .insert({ project_id: projectId, throttle_key: 'webhook_failing:x', last_at: new Date(now.getTime() - 25 * 3600_000) });
    await gw.db
      .knex('notification_throttles')
      .insert({ project_id: projectId, throttle_key: 'webhook_failing:y', last_at: new Date(now.getTime() - 3600_000) });
    expect(await usecase.purgeOlderThan(90, 100)).toBe(1);
    expect(await gw.db.knex('notifications').where({ resource_id: old })).toHaveLength(0);
    expect(await gw.db.knex('notifications').where({ resource_id: kept })).toHaveLength(1);
    expect((await gw.db.knex('notification_throttles').where({ project_id: projectId }).select('throttle_key')).map((r) => r.throttle_key)).toEqual([
      'webhook_failing:y',
    ]);
  });
});
