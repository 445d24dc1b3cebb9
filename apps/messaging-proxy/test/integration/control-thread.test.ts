/**
 * ControlThread and ListMessageTemplates (the inbox, decision 0023) against the simulator. Risks
 * removed: a take or release never sent upstream or never recorded (the send path still refusing the
 * thread), a take the upstream refused reported as done, an unanswered call reported as failed when
 * it may have gone through, a take on a number nobody shares calling the upstream; a template picker
 * offering another account's templates or unapproved ones when approved were asked for.
 */
import { randomUUID } from 'node:crypto';
import { toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, failure, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
const OTHER_APP = '200000000000001';

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'control-verify' } });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'control-verify' });
}, 90_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  if (mp) await dropSchema(mp.config.DB_SCHEMA!);
});

async function connectNew(opts: { takePermitted?: boolean } = {}) {
  const acct = await seedAccount(sim, { numbers: [{ take_thread_permitted: opts.takePermitted ?? true }] });
  return { acct, pn: (await connectSeededNumber(mp, project, acct)).phone_number_id! };
}

/** Another app takes the customer's thread (a handover webhook): the number becomes shared. */
async function passToOtherApp(pn: string, to: string) {
  const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
    kind: 'handover',
    phone_number_id: pn,
    wa_id: to,
    action: 'pass',
    new_owner_app_id: OTHER_APP,
  });
  expect(d.delivery.state).toBe('delivered');
}

const control = (pn: string, recipient: string, action: string, projectId = project) =>
  mp.call('ControlThread', { project_id: projectId, phone_number_id: pn, recipient, action });

const sendText = (pn: string, to: string) =>
  mp.call('SendMessage', {
    project_id: project,
    phone_number_id: pn,
    message: toStruct({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'hi' } }),
    idempotency_key: randomUUID(),
    take_control: false,
    source: 'test',
  });

const thread_controls = async (pn: string) =>
  (await sim.control<{ data: Array<{ body: Record<string, unknown> }> }>('GET', `/requests?method=POST&path=/${pn}/thread_control`)).data.map((r) => r.body);

describe('ControlThread', () => {
  it('a number not shared: nothing to take or release, nothing called upstream', async () => {
    const { pn } = await connectNew();
    expect(await control(pn, '5511910000001', 'take')).toEqual({ shared: false });
    expect(await control(pn, '5511910000001', 'release')).toEqual({ shared: false });
    expect(await thread_controls(pn)).toEqual([]);
  });

  it('take on a shared number calls the upstream and records this_app (sends go out); release records idle', async () => {
    const { pn } = await connectNew();
    const to = '5511910000002';
    await passToOtherApp(pn, to);
    expect(await sendText(pn, to)).toMatchObject({ accepted: false, code: 'thread_not_owner' });
    const taken = await control(pn, `+${to}`, 'take');
    expect(taken).toMatchObject({ shared: true, thread: { handler: 'this_app', changed_at: expect.any(String) } });
    expect(await thread_controls(pn)).toEqual([{ messaging_product: 'whatsapp', to: `+${to}`, action: 'take' }]);
    expect(await sendText(pn, to)).toMatchObject({ accepted: true });
    const released = await control(pn, to, 'release');
    expect(released).toMatchObject({ shared: true, thread: { handler: 'idle', owner_app_id: '' } });
    expect((await thread_controls(pn)).map((b) => b.action)).toEqual(['take', 'release']);
  });

  it('the upstream refuses the take (not the escalation app, 2494191): 409 with a sentence, the thread stays the other app’s', async () => {
    const { pn } = await connectNew({ takePermitted: false });
    const to = '5511910000003';
    await passToOtherApp(pn, to);
    const err = await failure(control(pn, to, 'take'));
    expect(err.reason).toBe('CONFLICT');
    expect(err.publicFields).toMatchObject({ code: 'thread_take_not_permitted', upstream_error_code: 2494191 });
    expect(err.publicMessage).toMatch(/does not let this platform take it/);
    expect(await sendText(pn, to)).toMatchObject({ accepted: false, code: 'thread_not_owner' });
  });

  it('no upstream answer: UPSTREAM_FAILED "it may have gone through", nothing recorded', async () => {
    const { pn } = await connectNew();
    const to = '5511910000004';
    await passToOtherApp(pn, to);
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `/${pn}/thread_control` }, kind: 'drop', times: 1 });
    const err = await failure(control(pn, to, 'take'));
    expect(err.reason).toBe('UPSTREAM_FAILED');
    expect(err.publicFields).toMatchObject({ code: 'thread_control_unknown' });
    expect(err.publicMessage).toMatch(/may have gone through/);
    expect(await sendText(pn, to)).toMatchObject({ accepted: false, code: 'thread_not_owner' });
  });

  it('bad input is INVALID_ARGUMENT; another project’s number answers like an unknown one', async () => {
    const { pn } = await connectNew();
    expect((await failure(control(pn, '5511910000005', 'pass'))).reason).toBe('INVALID_ACTION');
    expect((await failure(control(pn, 'a\u0000b', 'take'))).reason).toBe('INVALID_RECIPIENT');
    expect((await failure(control(pn, '5511910000005', 'take', randomUUID()))).reason).toBe('PHONE_NUMBER_NOT_FOUND');
    expect((await failure(control('999999999', '5511910000005', 'take'))).reason).toBe('PHONE_NUMBER_NOT_FOUND');
  });
});

describe('ListMessageTemplates', () => {
  const list = (pn: string, f: { status?: string; name?: string; limit?: number } = {}, projectId = project) =>
    mp.call('ListMessageTemplates', { project_id: projectId, phone_number_id: pn, status: '', name: '', limit: 0, ...f });

  it('the number’s account’s templates, approved only when asked, by part of the name, at most limit; never another account’s', async () => {
    const { acct, pn } = await connectNew();
    const other = await connectNew();
    await sim.control('POST', '/fixtures', {
      templates: [
        { waba_id: acct.wabaId, name: 'order_ready', language: 'en_US', category: 'UTILITY' },
        { waba_id: acct.wabaId, name: 'order_late', language: 'pt_BR', category: 'UTILITY' },
        { waba_id: acct.wabaId, name: 'promo_draft', language: 'en_US', category: 'MARKETING', status: 'PENDING' },
        { waba_id: other.acct.wabaId, name: 'foreign_one', language: 'en_US', category: 'UTILITY' },
      ],
    });
    const all = (await list(pn)).templates;
    expect(all.map((t) => t.name).sort()).toEqual(['order_late', 'order_ready', 'promo_draft']);
    expect(all.find((t) => t.name === 'order_ready')).toMatchObject({ language: 'en_US', category: 'UTILITY', status: 'APPROVED', id: expect.any(String) });
    const approved = (await list(pn, { status: 'APPROVED' })).templates;
    expect(approved.map((t) => t.name).sort()).toEqual(['order_late', 'order_ready']);
    expect((await list(pn, { name: 'late' })).templates.map((t) => t.name)).toEqual(['order_late']);
    expect((await list(pn, { limit: 1 })).templates).toHaveLength(1);
    // Quality and rejection as the upstream rates them (decision 0025: the dashboard's templates page shows them).
    expect(all.find((t) => t.name === 'order_late')).toMatchObject({ quality_score: 'UNKNOWN', rejected_reason: 'NONE' });
    const ready = all.find((t) => t.name === 'order_ready')!;
    await sim.control('POST', `/templates/${ready.id}/status`, { status: 'APPROVED', quality_score: 'YELLOW' });
    expect((await list(pn, { name: 'ready' })).templates[0]).toMatchObject({ name: 'order_ready', quality_score: 'YELLOW' });
  });

  it('an unknown or foreign number is NOT_FOUND; a bad status or limit INVALID_ARGUMENT', async () => {
    const { pn } = await connectNew();
    expect((await failure(list(pn, {}, randomUUID()))).reason).toBe('PHONE_NUMBER_NOT_FOUND');
    expect((await failure(list('999999999'))).reason).toBe('PHONE_NUMBER_NOT_FOUND');
    expect((await failure(list(pn, { status: 'approved; drop' }))).reason).toBe('INVALID_STATUS');
    expect((await failure(list(pn, { limit: 101 }))).reason).toBe('INVALID_LIMIT');
  });
});
