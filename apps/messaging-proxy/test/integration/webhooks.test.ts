import { createHmac, randomUUID } from 'node:crypto';
import { decodeEvent } from '@platform/contracts';
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

const eventsOf = (subject: string) => r.eventsOf(subject);
const decoded = <T>(subject: string, type: string) => r.decoded<T>(subject, type);

describe('upstream webhook receiver', () => {
  it('answers the verification handshake with the challenge, and 403 on a wrong token', async () => {
    const r = await sim.control<{ ok: boolean }>('POST', '/webhook/verify');
    expect(r.ok).toBe(true);
    const bad = await fetch(`${mp.httpUrl}/upstream/webhooks?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expect(bad.status).toBe(403);
    expect(await bad.json()).toEqual({ error: 'Verify token does not match' });
  });

  it('refuses deliveries without a valid X-Hub-Signature-256 (401)', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const unsigned = await fetch(`${mp.httpUrl}/upstream/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    const wrong = createHmac('sha256', 'other-secret').update(body).digest('hex');
    const forged = await fetch(`${mp.httpUrl}/upstream/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${wrong}` },
      body,
    });
    expect(forged.status).toBe(401);
  });

  it('account disabled → one event per project listing every affected number; a redelivery changes nothing', async () => {
    const acct = await seedAccount(sim, { numbers: [{}, {}, {}] });
    const n0 = await connectSeededNumber(mp, project, acct, { index: 0 });
    const n1 = await connectSeededNumber(mp, project, acct, { index: 1 });
    const n2 = await connectSeededNumber(mp, otherProject, acct, { index: 2 });
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: acct.wabaId,
      event: 'DISABLED_UPDATE',
      ban_state: 'DISABLE',
    });
    expect(d.delivery.state).toBe('delivered');
    await waitFor(
      () =>
        eventsOf('messaging_proxy.account.disabled').filter(
          (e) => decodeEvent<{ waba_id: string }>('svc.messaging_proxy.v1.AccountDisabled', e.data).waba_id === acct.wabaId,
        ).length === 2,
      { timeoutMs: 10_000 },
    );
    const disabled = decoded<{
      project_id: string;
      waba_id: string;
      phone_numbers: Array<{ id: string; display_phone_number: string }>;
      event_id: string;
      occurred_at: string;
    }>('messaging_proxy.account.disabled', 'svc.messaging_proxy.v1.AccountDisabled').filter((e) => e.waba_id === acct.wabaId);
    const mine = disabled.find((e) => e.project_id === project)!;
    expect(mine.phone_numbers.map((p) => p.id).sort()).toEqual([n0.id, n1.id].sort());
    expect(mine.phone_numbers[0].display_phone_number).toBeTruthy();
    expect(mine.occurred_at).toMatch(/Z$/);
    expect(disabled.find((e) => e.project_id === otherProject)!.phone_numbers.map((p) => p.id)).toEqual([n2.id]);
    // Both events carry the delivery's own request id (decision 0018): one `in_<uuid>` for everything it caused.
    const ids = eventsOf('messaging_proxy.account.disabled')
      .filter((e) => decodeEvent<{ waba_id: string }>('svc.messaging_proxy.v1.AccountDisabled', e.data).waba_id === acct.wabaId)
      .map((e) => e.headers['x-request-id']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^in_[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);

    const again = await sim.control<{ delivery: { state: string; duplicate_of: number } }>('POST', '/webhooks/redeliver-last');
    expect(again.delivery.state).toBe('delivered');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(
      eventsOf('messaging_proxy.account.disabled').filter(
        (e) => decodeEvent<{ waba_id: string }>('svc.messaging_proxy.v1.AccountDisabled', e.data).waba_id === acct.wabaId,
      ),
    ).toHaveLength(2);
  });

  it('single-number restriction names the number; offboarding → disconnected with reason; reconnection', async () => {
    const acct = await seedAccount(sim, { numbers: [{}, {}] });
    const n0 = await connectSeededNumber(mp, project, acct, { index: 0 });
    await connectSeededNumber(mp, project, acct, { index: 1 });
    await sim.control('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: acct.wabaId,
      event: 'ACCOUNT_RESTRICTION',
      phone_number_ids: [n0.id],
      restrictions: [
        // The upstream's own date-time form (no colon in the offset): published as an ISO 8601 UTC date-time.
        { restriction_type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expiration: '2030-01-01T02:00:00+0200' },
        { restriction_type: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expiration: '1893456000' },
        { restriction_type: 'RESTRICTED_CUSTOMER_INITIATED_MESSAGING', expiration: 'soon' },
      ],
    });
    await sim.control('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: acct.wabaId,
      event: 'ACCOUNT_OFFBOARDED',
      phone_number_ids: [n0.id],
      reason: 'DEVICE_CHANGED',
      initiated_by: 'USER',
    });
    await sim.control('POST', '/webhooks/trigger', { kind: 'account_update', waba_id: acct.wabaId, event: 'ACCOUNT_RECONNECTED', phone_number_ids: [n0.id] });
    await waitFor(
      () =>
        eventsOf('messaging_proxy.phone_number.reconnected').some(
          (e) => decodeEvent<{ waba_id: string }>('svc.messaging_proxy.v1.PhoneNumberReconnected', e.data).waba_id === acct.wabaId,
        ),
      { timeoutMs: 10_000 },
    );
    const restricted = decoded<{
      waba_id: string;
      phone_number: { id: string };
      phone_numbers: Array<{ id: string }>;
      restrictions: Array<{ type: string; expires_at: string }>;
    }>('messaging_proxy.account.restricted', 'svc.messaging_proxy.v1.AccountRestricted').find((e) => e.waba_id === acct.wabaId)!;
    expect(restricted.phone_number.id).toBe(n0.id);
    expect(restricted.phone_numbers.map((p) => p.id)).toEqual([n0.id]);
    expect(restricted.restrictions).toEqual([
      { type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: '2030-01-01T00:00:00.000Z' },
      { type: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expires_at: '2030-01-01T00:00:00.000Z' },
      { type: 'RESTRICTED_CUSTOMER_INITIATED_MESSAGING' }, // unreadable: unset, so null in the public event
    ]);
    const disc = decoded<{
      waba_id: string;
      phone_number: { id: string };
      connection_type: string;
      disconnection: { reason: string; initiated_by: string };
      source: { provider: string; event: string };
    }>('messaging_proxy.phone_number.disconnected', 'svc.messaging_proxy.v1.PhoneNumberDisconnected').find((e) => e.waba_id === acct.wabaId)!;
    expect(disc).toMatchObject({
      phone_number: { id: n0.id },
      connection_type: 'dedicated',
      disconnection: { reason: 'DEVICE_CHANGED', initiated_by: 'USER' },
      source: { provider: 'upstream', event: 'ACCOUNT_OFFBOARDED' },
    });
    expect((await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: n0.id! })).phone_number!.status).toBe('CONNECTED');
  });

  it('display name decisions drive the request status and publish an event', async () => {
    const acct = await seedAccount(sim, { numbers: [{ verified_name: 'Old Name' }] });
    const n = await connectSeededNumber(mp, project, acct);
    const req = (await mp.call('CreateDisplayNameRequest', { project_id: project, phone_number_id: n.id!, display_name: 'New Name' })).display_name_request!;
    expect(req).toMatchObject({ status: 'pending_review', requested_display_name: 'New Name', previous_display_name: 'Old Name' });
    await sim.control('POST', '/webhooks/trigger', { kind: 'name_decision', phone_number_id: n.id, decision: 'APPROVED' });
    await waitFor(
      async () =>
        (await mp.call('GetDisplayNameRequest', { project_id: project, phone_number_id: n.id!, request_id: req.id! })).display_name_request!.status ===
        'approved',
      { timeoutMs: 5_000 },
    );
    const got = (await mp.call('GetDisplayNameRequest', { project_id: project, phone_number_id: n.id!, request_id: req.id! })).display_name_request!;
    expect(got.reviewed_at).toBeTruthy();
    expect(got.applied_at).toBeTruthy();
    expect((await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: n.id! })).phone_number!.verified_name).toBe('New Name');
    await waitFor(
      () =>
        decoded<{ request_id: string }>('messaging_proxy.display_name_request.reviewed', 'svc.messaging_proxy.v1.DisplayNameRequestReviewed').some(
          (e) => e.request_id === req.id,
        ),
      { timeoutMs: 5_000 },
    );

    const second = (await mp.call('CreateDisplayNameRequest', { project_id: project, phone_number_id: n.id!, display_name: 'Bad Name' })).display_name_request!;
    await sim.control('POST', '/webhooks/trigger', {
      kind: 'name_decision',
      phone_number_id: n.id,
      decision: 'REJECTED',
      rejection_reason: 'NAME_FORMAT_UNACCEPTABLE',
    });
    await waitFor(
      async () =>
        (await mp.call('GetDisplayNameRequest', { project_id: project, phone_number_id: n.id!, request_id: second.id! })).display_name_request!.status ===
        'declined',
      { timeoutMs: 5_000 },
    );
    const declined = (await mp.call('GetDisplayNameRequest', { project_id: project, phone_number_id: n.id!, request_id: second.id! })).display_name_request!;
    expect(declined.upstream_error_message).toBe('NAME_FORMAT_UNACCEPTABLE');
    const list = await mp.call('ListDisplayNameRequests', { project_id: project, phone_number_id: n.id!, page: {} });
    expect(list.display_name_requests!.map((r) => r.id)).toEqual([second.id, req.id]);
    // A submission the upstream refuses is recorded as failed with the upstream error fields.
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `/${n.id}` }, kind: 'graph_error', code: 100, title: 'Invalid parameter', times: 1 });
    const failed = (await mp.call('CreateDisplayNameRequest', { project_id: project, phone_number_id: n.id!, display_name: 'Rejected Upfront' }))
      .display_name_request!;
    expect(failed).toMatchObject({ status: 'failed', upstream_error_code: 100, upstream_error_type: 'OAuthException' });
    expect(failed.upstream_error_message).toMatch(/Invalid parameter/);
  });

  it('user preferences and pricing: one MessagePriced per message, CallPriced per call', async () => {
    const acct = await seedAccount(sim, { numbers: [{}] });
    const n = await connectSeededNumber(mp, project, acct);
    await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: n.id, wa_id: '15550001111', value: 'stop' });
    const send = await fetch(`${sim.url}/v24.0/${n.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${acct.token}` },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550002222', type: 'template', template: { name: 'promo', language: { code: 'en_US' } } }),
    });
    const sent = (await send.json()) as { messages: Array<{ id: string }> };
    const messageId = sent.messages[0].id;
    await sim.control('POST', '/webhooks/trigger', { kind: 'call', phone_number_id: n.id, from: '15550003333', direction: 'BUSINESS_INITIATED', duration: 61 });
    await waitFor(
      () => decoded<{ message_id: string }>('messaging_proxy.message.priced', 'svc.messaging_proxy.v1.MessagePriced').some((e) => e.message_id === messageId),
      { timeoutMs: 10_000 },
    );
    await new Promise((r) => setTimeout(r, 800)); // let delivered/read statuses arrive too
    const priced = decoded<{ message_id: string; project_id: string; category: string; billable: boolean; amount_micros: string; currency: string }>(
      'messaging_proxy.message.priced',
      'svc.messaging_proxy.v1.MessagePriced',
    ).filter((e) => e.message_id === messageId);
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatchObject({ project_id: project, category: 'marketing', billable: true, amount_micros: '25000', currency: 'USD' });
    await waitFor(
      () => decoded<{ phone_number_id: string }>('messaging_proxy.call.priced', 'svc.messaging_proxy.v1.CallPriced').some((e) => e.phone_number_id === n.id),
      { timeoutMs: 5_000 },
    );
    const call = decoded<{ phone_number_id: string; duration_seconds: number; amount_micros: string }>(
      'messaging_proxy.call.priced',
      'svc.messaging_proxy.v1.CallPriced',
    ).find((e) => e.phone_number_id === n.id)!;
    expect(call).toMatchObject({ duration_seconds: 61, amount_micros: '20000' });
    const pref = decoded<{ phone_number: { id: string }; wa_id: string; value: string }>(
      'messaging_proxy.user_preference.changed',
      'svc.messaging_proxy.v1.UserPreferenceChanged',
    ).find((e) => e.phone_number.id === n.id)!;
    expect(pref).toMatchObject({ wa_id: '15550001111', value: 'stop' });
  });
});
