/**
 * Upstream changes messaging-proxy only passes on (decision 0020, for the gateway's notifications):
 * a template status update → `messaging_proxy.template.status_changed` per project with numbers on
 * the account; a quality update → `messaging_proxy.phone_number.quality_changed` for its number, with
 * `dropped` set for FLAGGED and DOWNGRADE. Risk removed: a rejected template or a quality drop that no
 * one is told about; a redelivery telling it twice (same event id).
 */
import { randomUUID } from 'node:crypto';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startReceiver, type ReceiverUnderTest, type ServiceUnderTest, type SimProcess } from './harness';

let r: ReceiverUnderTest;
let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
const otherProject = randomUUID();

beforeAll(async () => {
  r = await startReceiver();
  ({ sim, mp } = r);
});
afterAll(async () => {
  await r?.stop();
});

const decoded = <T>(subject: string, type: string) => r.decoded<T>(subject, type);

describe('upstream notices', () => {
  it('a template rejected → one template.status_changed per project of the account', async () => {
    const acct = await seedAccount(sim, { numbers: [{}, {}] });
    await connectSeededNumber(mp, project, acct, { index: 0 });
    await connectSeededNumber(mp, otherProject, acct, { index: 1 });
    const value = {
      event: 'REJECTED',
      message_template_id: 12345,
      message_template_name: 'order_update',
      message_template_language: 'en_US',
      reason: 'INCORRECT_CATEGORY',
    };
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      field: 'message_template_status_update',
      waba_id: acct.wabaId,
      value,
    });
    expect(d.delivery.state).toBe('delivered');
    type T = {
      project_id: string;
      waba_id: string;
      template_id: string;
      template_name: string;
      language: string;
      status: string;
      reason?: string;
      event_id: string;
    };
    const mine = () =>
      decoded<T>('messaging_proxy.template.status_changed', 'svc.messaging_proxy.v1.TemplateStatusChanged').filter((e) => e.waba_id === acct.wabaId);
    await waitFor(() => mine().length === 2, { timeoutMs: 10_000 });
    expect(
      mine()
        .map((e) => e.project_id)
        .sort(),
    ).toEqual([project, otherProject].sort());
    expect(mine().find((e) => e.project_id === project)).toMatchObject({
      template_id: '12345',
      template_name: 'order_update',
      language: 'en_US',
      status: 'REJECTED',
      reason: 'INCORRECT_CATEGORY',
    });
    expect(new Set(mine().map((e) => e.event_id)).size).toBe(2);
  });

  it('a quality drop → phone_number.quality_changed for the number it names, dropped; an upgrade is not a drop', async () => {
    const acct = await seedAccount(sim, { numbers: [{}, {}] });
    const n0 = await connectSeededNumber(mp, project, acct, { index: 0 });
    const n1 = await connectSeededNumber(mp, project, acct, { index: 1 });
    const display = (n: { id?: string }) => acct.numbers.find((x) => x.id === n.id)!.display_phone_number;
    await sim.control('POST', '/webhooks/trigger', {
      field: 'phone_number_quality_update',
      waba_id: acct.wabaId,
      value: { display_phone_number: display(n1), event: 'FLAGGED', current_limit: 'TIER_1K' },
    });
    await sim.control('POST', '/webhooks/trigger', {
      field: 'phone_number_quality_update',
      waba_id: acct.wabaId,
      value: { display_phone_number: display(n0), event: 'UPGRADE', current_limit: 'TIER_10K' },
    });
    type Q = { project_id: string; waba_id: string; phone_number: { id: string }; event: string; current_limit?: string; dropped: boolean };
    const mine = () =>
      decoded<Q>('messaging_proxy.phone_number.quality_changed', 'svc.messaging_proxy.v1.PhoneNumberQualityChanged').filter((e) => e.waba_id === acct.wabaId);
    await waitFor(() => mine().length === 2, { timeoutMs: 10_000 });
    const flagged = mine().find((e) => e.event === 'FLAGGED')!;
    expect(flagged).toMatchObject({ project_id: project, phone_number: { id: n1.id }, current_limit: 'TIER_1K', dropped: true });
    expect(mine().find((e) => e.event === 'UPGRADE')).toMatchObject({ phone_number: { id: n0.id }, dropped: false });
  });
});
