/**
 * The agent of a broadcast (decision 0805), through broadcasts' generated gRPC client, against fake
 * messaging-proxy and workflows-agent at their gRPC contracts and real Postgres, Redis and NATS.
 * Risks removed: an agent field stored and ignored; a foreign workflow accepted or told apart from an
 * unknown one; a copy losing its agent; a reply starting no execution, two executions (redelivery,
 * second reply, lost answer), an execution without the broadcast's context, or one that steals a
 * conversation an execution of its own or of another workflow already holds; a workflow paused
 * meanwhile crashing or retrying forever.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, toStruct } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { describe, expect, it } from 'vitest';
import { client, svc, useBroadcastsService } from '../support/broadcasts-service';
import { startFakeWorkflowsAgent, type FakeWorkflowsAgent } from '../support/fake-workflows-agent';

const NUMBER = '106540352242922';
let wa: FakeWorkflowsAgent;
const A = randomUUID();
const B = randomUUID();

const body = (name: string) => ({ type: 'body', parameters: [{ type: 'text', text: name }] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function create(name: string, agent?: string, project = A) {
  const r = await callUnary(client, 'CreateBroadcast', {
    project_id: project,
    name,
    phone_number_id: NUMBER,
    template: { name: 'promo', language: 'en_US' },
    agent: agent ? { workflow_id: agent } : undefined,
  });
  return r.broadcast!;
}

const get = async (id: string) => (await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: id })).broadcast!;
const recipients = async (id: string) =>
  (await callUnary(client, 'ListRecipients', { project_id: A, broadcast_id: id, page: { page: 1, per_page: 100 } })).recipients;
/** The recipient of `phone` (the list is newest first). */
const recipient = async (id: string, phone: string) => (await recipients(id)).find((r) => r.phone_number === phone)!;

/** A broadcast with `agent` sent to `phones` (one named parameter each), completed. */
async function sent(name: string, agent: string | undefined, phones: string[]) {
  const b = await create(name, agent);
  await callUnary(client, 'AddRecipients', {
    project_id: A,
    broadcast_id: b.id,
    recipients: phones.map((p) => ({ phone_number: p, components: [toStruct(body(`name-${p}`))] })),
  });
  await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
  await waitFor(async () => (await get(b.id)).status === 'completed', { timeoutMs: 15_000, intervalMs: 50 });
  return b;
}

/** Publishes an upstream `messages` change as messaging-proxy does (a fresh event id each time). */
async function publish(value: Record<string, unknown>, project = A) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const payload = encodeEvent('svc.messaging_proxy.v1.ConversationChangeReceived', {
    event_id: id,
    project_id: project,
    waba_id: '1',
    phone_number_id: NUMBER,
    display_phone_number: '+1',
    field: 'messages',
    value_json: JSON.stringify(value),
    received_at: now,
    occurred_at: now,
    sandbox: false,
  });
  await svc.bus.publish('messaging_proxy.conversation_change.received', payload, {
    msgId: id,
    headers: envelopeHeaders({ id, type: 'svc.messaging_proxy.v1.ConversationChangeReceived', occurredAt: now, projectId: project, headers: {} }),
  });
}

const reply = (from: string, wamid: string, text: string, tsSeconds = Math.floor(Date.now() / 1000)) => ({
  messages: [{ from, id: wamid, timestamp: String(tsSeconds), type: 'text', text: { body: text } }],
});

const executionsFor = (workflowId: string) => wa.executions.filter((e) => e.workflowId === workflowId);

useBroadcastsService({
  settings: {
    BROADCAST_POLL_MS: '50',
    BROADCAST_THROUGHPUT_TTL_MS: '0',
    BROADCAST_AGENT_SETTLE_MS: '100',
    BROADCAST_CLAIM_LEASE_MS: '2000',
  },
  before: async () => {
    wa = await startFakeWorkflowsAgent();
    return { WORKFLOWS_AGENT_GRPC_ADDRESS: wa.address };
  },
  after: async () => {
    await wa?.close();
  },
});

describe('the agent of a broadcast', () => {
  it('is validated against workflows-agent: unknown and foreign ids answer alike (422 naming agent.workflow_id), archived refused, draft accepted', async () => {
    const refusal = async (workflowId: string) => {
      const err = await create('x', workflowId).then(
        () => undefined,
        (e: unknown) => e as { code: number; reason: string; publicFields: Record<string, unknown>; publicMessage: string },
      );
      expect(err).toBeDefined();
      return err!;
    };
    const unknownId = randomUUID();
    const foreign = wa.addWorkflow(B);
    const u = await refusal(unknownId);
    const f = await refusal(foreign.id);
    expect(u).toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      reason: 'VALIDATION_FAILED',
      publicFields: { field: 'agent.workflow_id', code: 'agent_workflow_not_found' },
    });
    expect(f.publicFields).toEqual(u.publicFields);
    expect(f.publicMessage.replace(foreign.id, 'ID')).toBe(u.publicMessage.replace(unknownId, 'ID'));
    const archived = await refusal(wa.addWorkflow(A, 'archived').id);
    expect(archived.publicFields).toMatchObject({ field: 'agent.workflow_id', code: 'agent_workflow_archived' });
    await expect(create('x', 'not-a-uuid')).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, reason: 'INVALID_AGENT' });

    const draftWf = wa.addWorkflow(A, 'draft');
    const b = await create('with agent', draftWf.id);
    expect(b.agent).toEqual({ workflow_id: draftWf.id });
    expect((await get(b.id)).agent).toEqual({ workflow_id: draftWf.id });
    const listed = (await callUnary(client, 'ListBroadcasts', { project_id: A, page: { page: 1, per_page: 100 } })).broadcasts.find((x) => x.id === b.id);
    expect(listed?.agent).toEqual({ workflow_id: draftWf.id });
    // Without an agent the field reads as absent (null in JSON).
    expect((await create('no agent')).agent).toBeFalsy();
  });

  it('is changed while draft (set_agent; without agent it is removed), validated the same way, and refused once sent', async () => {
    const one = wa.addWorkflow(A);
    const two = wa.addWorkflow(A, 'paused');
    const b = await create('edit agent', one.id);
    const upd = (agent: string | undefined, setAgent = true) =>
      callUnary(client, 'UpdateBroadcast', { project_id: A, broadcast_id: b.id, agent: agent ? { workflow_id: agent } : undefined, set_agent: setAgent });
    expect((await upd(two.id)).broadcast?.agent).toEqual({ workflow_id: two.id });
    // A name change alone leaves the agent.
    expect((await callUnary(client, 'UpdateBroadcast', { project_id: A, broadcast_id: b.id, name: 'renamed' })).broadcast?.agent).toEqual({
      workflow_id: two.id,
    });
    await expect(upd(wa.addWorkflow(B).id)).rejects.toMatchObject({ reason: 'VALIDATION_FAILED', publicFields: { field: 'agent.workflow_id' } });
    expect((await get(b.id)).agent).toEqual({ workflow_id: two.id });
    expect((await upd(undefined)).broadcast?.agent).toBeFalsy();
  });

  it('is copied by duplicate', async () => {
    const wf = wa.addWorkflow(A);
    const b = await create('dup agent', wf.id);
    const copy = (await callUnary(client, 'DuplicateBroadcast', { project_id: A, broadcast_id: b.id })).broadcast!;
    expect(copy.agent).toEqual({ workflow_id: wf.id });
    await waitFor(async () => (await get(copy.id)).status === 'draft', { timeoutMs: 10_000, intervalMs: 50 });
    expect((await get(copy.id)).agent).toEqual({ workflow_id: wf.id });
  });

  it('must be active when the broadcast is sent (422 naming the field), so replies are not all skipped', async () => {
    const wf = wa.addWorkflow(A, 'draft');
    const b = await create('send check', wf.id);
    await callUnary(client, 'AddRecipients', { project_id: A, broadcast_id: b.id, recipients: [{ phone_number: '14155557001' }] });
    await expect(callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      publicFields: { field: 'agent.workflow_id', code: 'agent_workflow_not_active' },
    });
    expect((await get(b.id)).status).toBe('draft');
    wf.status = 'active';
    expect((await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id })).broadcast?.status).toBe('sending');
  });

  it('a reply starts exactly one execution with the broadcast context; redelivered and later replies start nothing more', async () => {
    const wf = wa.addWorkflow(A);
    const phones = ['14155557101', '14155557102'];
    const b = await sent('agent replies', wf.id, phones);
    const r1 = await recipient(b.id, phones[0]);
    const msg = reply(phones[0], 'wamid.reply-1', 'Yes, tell me more');
    await publish(msg);
    await publish(msg); // the same upstream message delivered twice (two events)
    await waitFor(async () => (await recipient(b.id, phones[0])).agent_handoff?.status === 'started', { timeoutMs: 10_000, intervalMs: 50 });
    await publish(reply(phones[0], 'wamid.reply-2', 'Hello?'));
    await sleep(600);
    const execs = executionsFor(wf.id);
    expect(execs).toHaveLength(1);
    const e = execs[0];
    expect(e).toMatchObject({ projectId: A, phoneNumberId: NUMBER, phoneNumber: phones[0] });
    expect(e.context).toMatchObject({
      broadcast: {
        id: b.id,
        name: 'agent replies',
        recipient_id: r1.id,
        template: { id: '7001', name: 'promo', language_code: 'en_US' },
        template_components: [body(`name-${phones[0]}`)],
        wamid: r1.wamid,
      },
      reply: { wamid: 'wamid.reply-1', type: 'text', text: 'Yes, tell me more' },
    });
    const after = await recipient(b.id, phones[0]);
    const other = await recipient(b.id, phones[1]);
    expect(after.agent_handoff).toMatchObject({ status: 'started', workflow_id: wf.id, workflow_execution_id: e.id, reply_wamid: 'wamid.reply-1' });
    expect(after.responded_at).toBeTruthy();
    // The recipient who did not reply has no handoff.
    expect(other.agent_handoff).toBeFalsy();
    expect((await get(b.id)).responded).toBe(1);
  });

  it('without an agent a reply is counted but nothing is started', async () => {
    const before = wa.startCalls.value;
    const b = await sent('no agent replies', undefined, ['14155557201']);
    await publish(reply('14155557201', 'wamid.reply-na', 'hi'));
    await waitFor(async () => (await get(b.id)).responded === 1, { timeoutMs: 10_000, intervalMs: 50 });
    await sleep(400);
    expect(wa.startCalls.value).toBe(before);
    expect((await recipients(b.id))[0].agent_handoff).toBeFalsy();
  });

  it('a reply outside the attribution window is counted but not handed over', async () => {
    const wf = wa.addWorkflow(A);
    const b = await sent('late reply', wf.id, ['14155557301']);
    // The reply's own time is 25 h after the send (the window is 24 h).
    await publish(reply('14155557301', 'wamid.reply-late', 'late', Math.floor(Date.now() / 1000) + 25 * 3600));
    await waitFor(async () => (await get(b.id)).responded === 1, { timeoutMs: 10_000, intervalMs: 50 });
    await sleep(400);
    expect(executionsFor(wf.id)).toHaveLength(0);
    expect((await recipients(b.id))[0].agent_handoff).toBeFalsy();
  });

  it('a workflow paused after the send: the handoff is skipped with the reason on the recipient, tried once', async () => {
    const wf = wa.addWorkflow(A);
    const b = await sent('paused meanwhile', wf.id, ['14155557401']);
    wf.status = 'paused';
    const before = wa.startCalls.value;
    await publish(reply('14155557401', 'wamid.reply-p', 'hi'));
    await waitFor(async () => (await recipients(b.id))[0].agent_handoff?.status === 'skipped', { timeoutMs: 10_000, intervalMs: 50 });
    expect((await recipients(b.id))[0].agent_handoff).toMatchObject({ status: 'skipped', reason: 'workflow_not_active' });
    await sleep(500);
    expect(wa.startCalls.value - before).toBe(1);
    expect(executionsFor(wf.id)).toHaveLength(0);
  });

  it('a workflow deleted after the send: skipped as workflow_not_found', async () => {
    const wf = wa.addWorkflow(A);
    const b = await sent('deleted meanwhile', wf.id, ['14155557451']);
    wa.workflows.delete(wf.id);
    await publish(reply('14155557451', 'wamid.reply-d', 'hi'));
    await waitFor(async () => (await recipients(b.id))[0].agent_handoff?.status === 'skipped', { timeoutMs: 10_000, intervalMs: 50 });
    expect((await recipients(b.id))[0].agent_handoff).toMatchObject({ reason: 'workflow_not_found' });
  });

  it('a conversation already held by an execution of the workflow is not given a second one', async () => {
    const wf = wa.addWorkflow(A);
    const b = await sent('already owned', wf.id, ['14155557501']);
    wa.executions.push({
      id: randomUUID(),
      projectId: A,
      workflowId: wf.id,
      status: 'waiting',
      phoneNumberId: NUMBER,
      phoneNumber: '14155557501',
      variables: {},
      context: {},
      createdAt: new Date(),
    });
    await publish(reply('14155557501', 'wamid.reply-o', 'hi'));
    await waitFor(async () => (await recipients(b.id))[0].agent_handoff?.status === 'skipped', { timeoutMs: 10_000, intervalMs: 50 });
    expect((await recipients(b.id))[0].agent_handoff).toMatchObject({ reason: 'conversation_has_execution' });
    expect(executionsFor(wf.id)).toHaveLength(1);
  });

  it('a conversation held by an execution of another workflow is skipped; ended executions and other projects do not hold it', async () => {
    const wf = wa.addWorkflow(A);
    const other = wa.addWorkflow(A);
    const b = await sent('held elsewhere', wf.id, ['14155557551', '14155557552']);
    const plant = (projectId: string, phone: string, status: string) => {
      const e = {
        id: randomUUID(),
        projectId,
        workflowId: other.id,
        status,
        phoneNumberId: NUMBER,
        phoneNumber: phone,
        variables: {},
        context: {},
        createdAt: new Date(),
      };
      wa.executions.push(e);
      return e;
    };
    const holder = plant(A, '14155557551', 'handoff');
    plant(A, '14155557552', 'ended');
    plant(B, '14155557552', 'waiting');
    const before = wa.startCalls.value;
    await publish(reply('14155557551', 'wamid.reply-h1', 'hi'));
    await publish(reply('14155557552', 'wamid.reply-h2', 'hi'));
    await waitFor(
      async () => {
        const [one, two] = [await recipient(b.id, '14155557551'), await recipient(b.id, '14155557552')];
        return one.agent_handoff?.status === 'skipped' && two.agent_handoff?.status === 'started';
      },
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    const [one, two] = [await recipient(b.id, '14155557551'), await recipient(b.id, '14155557552')];
    expect(one.agent_handoff).toMatchObject({ reason: 'conversation_has_execution' });
    expect(one.agent_handoff?.message).toContain(holder.id);
    expect(one.agent_handoff?.message).toContain(other.id);
    const mine = executionsFor(wf.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ phoneNumber: '14155557552' });
    expect(two.agent_handoff?.workflow_execution_id).toBe(mine[0].id);
    expect(wa.startCalls.value - before).toBe(1);
  });

  it('a start whose answer is lost is answered by its idempotency key on the retry (one execution), and an unavailable workflows-agent is retried', async () => {
    const wf = wa.addWorkflow(A);
    const b = await sent('lost answer', wf.id, ['14155557601', '14155557602']);
    // The lost start's execution ran to its end at once: no longer the conversation's owner; the
    // retry's start names the same key and is answered with it.
    const before = wa.startCalls.value;
    wa.loseAnswers.value = 1;
    wa.startStatus.value = 'ended';
    await publish(reply('14155557601', 'wamid.reply-l', 'hi'));
    await waitFor(async () => (await recipient(b.id, '14155557601')).agent_handoff?.status === 'started', { timeoutMs: 10_000, intervalMs: 100 });
    wa.startStatus.value = 'waiting';
    const mine = executionsFor(wf.id);
    expect(mine).toHaveLength(1);
    expect(wa.startCalls.value - before).toBe(2);
    expect(mine[0].idempotencyKey).toBeTruthy();
    expect((await recipient(b.id, '14155557601')).agent_handoff?.workflow_execution_id).toBe(mine[0].id);

    wa.unavailable.value = 1;
    await publish(reply('14155557602', 'wamid.reply-u', 'hi'));
    await waitFor(async () => (await recipient(b.id, '14155557602')).agent_handoff?.message === 'unavailable', { timeoutMs: 10_000, intervalMs: 20 });
    expect((await recipient(b.id, '14155557602')).agent_handoff?.status).toBe('pending');
    await waitFor(async () => (await recipient(b.id, '14155557602')).agent_handoff?.status === 'started', { timeoutMs: 10_000, intervalMs: 100 });
    expect(executionsFor(wf.id)).toHaveLength(2);
  });
});
