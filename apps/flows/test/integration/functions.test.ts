/**
 * Functions on the real edge runtime (workerd through miniflare): deploy compiles in workerd,
 * invocations run isolated with KV and secrets, every invocation is recorded with secrets redacted,
 * a function that loops forever is stopped at its time limit and the platform keeps serving.
 * Risk removed: user code that hangs, leaks secrets or reaches the platform's network.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@platform/logger';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import { InvocationsRepository } from '../../src/infra/db/invocations.repository';
import { seedAccount, startFlows, startSim, type FlowsUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let flows: FlowsUnderTest;
const A = randomUUID();
const B = randomUUID();
const SECRET = `sk_live_${randomUUID()}`;

const CODE = `async function handler(request, env) {
  const body = await request.json();
  if (body.loop) { while (true) {} }
  if (body.throw) throw new Error('failed with ' + env.API_KEY);
  if (body.outbound) { const r = await fetch(body.outbound); return new Response(await r.text(), { status: r.status }); }
  const n = Number((await env.KV.get('count')) ?? '0') + 1;
  await env.KV.put('count', String(n));
  console.log('call', n, 'with key', env.API_KEY);
  return Response.json({ count: n, key_echo: env.API_KEY, got: body }, { headers: { 'x-count': String(n), 'set-cookie': 'a=b' } });
}`;

beforeAll(async () => {
  sim = await startSim();
  const acct = await seedAccount(sim, 1);
  flows = await startFlows(sim, acct.token);
}, 60_000);

afterAll(async () => {
  await flows?.stop();
  await sim?.stop();
});

describe('functions on workerd', () => {
  let fnId = '';

  it('creates a draft, refuses code outside the handler contract, and does not invoke a draft (422)', async () => {
    await expect(flows.call('CreateFunction', { project_id: A, name: 'bad', code: 'export default {}' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      publicMessage: expect.stringContaining('async function handler(request, env)'),
    });
    await expect(flows.call('CreateFunction', { project_id: A, name: 'bad', code: 'async function handler(request, env) { return (' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      publicMessage: expect.stringContaining('does not compile'),
    });
    const fn = (await flows.call('CreateFunction', { project_id: A, name: 'Booking slots', code: CODE })).function!;
    fnId = fn.id;
    expect(fn).toMatchObject({ slug: 'booking-slots', status: 'FUNCTION_STATUS_DRAFT', version: 1, timeout_ms: 1000, secret_names: [] });
    expect(fn.endpoint_url).toMatch(new RegExp(`/functions/${fn.id}/invoke$`));
    await expect(flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({}) })).rejects.toMatchObject({
      publicMessage: expect.stringContaining('not deployed'),
    });
    await expect(flows.call('CreateFunction', { project_id: A, name: 'Booking  slots', code: CODE })).rejects.toMatchObject({
      code: grpc.status.ALREADY_EXISTS,
    });
  });

  it('secrets are write-only: names listed, values never returned', async () => {
    const res = await flows.call('SetFunctionSecret', { project_id: A, function_id: fnId, name: 'API_KEY', value: SECRET });
    expect(res.names).toEqual(['API_KEY']);
    await expect(flows.call('SetFunctionSecret', { project_id: A, function_id: fnId, name: 'lower', value: 'x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await expect(flows.call('SetFunctionSecret', { project_id: A, function_id: fnId, name: 'KV', value: 'x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    const fn = (await flows.call('GetFunction', { project_id: A, function_id: fnId })).function!;
    expect(JSON.stringify(fn)).not.toContain(SECRET);
    const stored = await flows.svc.db.knex('function_secrets').where({ function_id: fnId }).first();
    expect(stored.value_ciphertext).not.toContain(SECRET);
  });

  it('deploys and invokes on workerd with KV persisted per function and the secret bound as env.NAME', async () => {
    const dep = (await flows.call('DeployFunction', { project_id: A, function_id: fnId })).function!;
    expect(dep).toMatchObject({ status: 'FUNCTION_STATUS_DEPLOYED' });
    expect(dep.last_deployed_at).toBeTruthy();
    const one = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ hello: 'world' }) });
    const two = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ hello: 'again' }) });
    expect(one.status_code).toBe(200);
    expect(fromStruct(one.body!)).toMatchObject({ count: 1, got: { hello: 'world' } });
    expect(fromStruct(two.body!)).toMatchObject({ count: 2 });
    // The function saw the secret; the live answer to the caller's own request carries it (the record does not, below).
    expect(fromStruct(two.body!).key_echo).toBe(SECRET);
    expect(two.edge_ray_id).toMatch(/^[0-9a-f]{16}-[A-Z]{3}$/);
    // A new function passes its own reply through: its body bytes and headers, cookies and framing headers left out.
    expect(two.response_mode).toBe('INVOKE_RESPONSE_MODE_PASSTHROUGH');
    expect(JSON.parse(Buffer.from(two.raw_body).toString('utf8'))).toMatchObject({ count: 2, key_echo: SECRET });
    expect(two.headers).toContainEqual({ name: 'x-count', value: '2' });
    expect(two.headers).toContainEqual({ name: 'content-type', value: 'application/json' });
    expect(two.headers.map((h) => h.name)).not.toContain('set-cookie');
  });

  it('a secret never appears in an invocation record, errors included', async () => {
    const failed = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ throw: true, note: SECRET }) });
    expect(failed.status_code).toBe(500);
    expect(failed.error_message).toBe(`failed with ${SECRET}`);
    const list = await flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, limit: 20 });
    expect(list.function_name).toBe('Booking slots');
    expect(list.invocations.length).toBe(3);
    expect(list.invocations.map((i) => i.error_message)).toContain('failed with [REDACTED]');
    expect(list.invocations.find((i) => i.status_code === 200)!.console_logs).toEqual([
      { level: 'log', message: expect.stringMatching(/^call \d with key \[REDACTED\]$/), logged_at: expect.any(String) },
    ]);
    const rows = await flows.svc.db.knex('function_invocations').where({ function_id: fnId });
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(JSON.stringify(list)).not.toContain(SECRET);
    const onlyFailed = await flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, status: 'INVOCATION_STATUS_FAILED' });
    expect(onlyFailed.invocations.map((i) => i.status_code)).toEqual([500]);
    const onlyOk = await flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, status: 'INVOCATION_STATUS_SUCCESS', limit: 1 });
    expect(onlyOk.invocations).toHaveLength(1);
    expect(fromStruct(onlyOk.invocations[0].request_body!)).toEqual({ hello: 'again' });
    await expect(flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, limit: 21 })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });

  it('lists the console lines of its recent invocations, newest first, secrets redacted, limit 1 to 50', async () => {
    const logs = await flows.call('ListFunctionLogs', { project_id: A, function_id: fnId, limit: 50 });
    expect(logs.function_name).toBe('Booking slots');
    expect(logs.logs.map((l) => l.message)).toEqual(['call 2 with key [REDACTED]', 'call 1 with key [REDACTED]']);
    expect(logs.logs[0]).toMatchObject({ level: 'log', outcome: 'success', cf_ray: expect.stringMatching(/^[0-9a-f]{16}-LCL$/) });
    expect(Date.parse(logs.logs[0].logged_at)).toBeGreaterThanOrEqual(Date.parse(logs.logs[1].logged_at));
    expect((await flows.call('ListFunctionLogs', { project_id: A, function_id: fnId, limit: 1 })).logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(SECRET);
    await expect(flows.call('ListFunctionLogs', { project_id: A, function_id: fnId, limit: 51 })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
  });

  it('invoke_response_mode: new functions pass through, wrapped can be chosen and changed', async () => {
    const code = 'async function handler(request, env) { return new Response("plain", { status: 201 }); }';
    const fn = (await flows.call('CreateFunction', { project_id: A, name: 'modes', code, invoke_response_mode: 'INVOKE_RESPONSE_MODE_WRAPPED' })).function!;
    expect(fn.invoke_response_mode).toBe('INVOKE_RESPONSE_MODE_WRAPPED');
    await flows.call('DeployFunction', { project_id: A, function_id: fn.id });
    const wrapped = await flows.call('InvokeFunction', { project_id: A, function_id: fn.id, body: toStruct({}) });
    expect(wrapped).toMatchObject({ response_mode: 'INVOKE_RESPONSE_MODE_WRAPPED', status_code: 201 });
    expect(fromStruct(wrapped.body!)).toEqual({ text: 'plain' });
    const changed = (await flows.call('UpdateFunction', { project_id: A, function_id: fn.id, invoke_response_mode: 'INVOKE_RESPONSE_MODE_PASSTHROUGH' }))
      .function!;
    expect(changed.invoke_response_mode).toBe('INVOKE_RESPONSE_MODE_PASSTHROUGH');
    const through = await flows.call('InvokeFunction', { project_id: A, function_id: fn.id, body: toStruct({}) });
    expect(through.response_mode).toBe('INVOKE_RESPONSE_MODE_PASSTHROUGH');
    expect(Buffer.from(through.raw_body).toString()).toBe('plain');
  });

  it('a function an active workflow or a flow uses is not deleted (409 listing them) unless forced; a free one is', async () => {
    const code = 'async function handler(request, env) { return new Response("x"); }';
    const used = (await flows.call('CreateFunction', { project_id: A, name: 'used by a workflow', code })).function!;
    flows.usages.use(A, used.id, { id: '0b6f1c64-1b1e-4c39-9a56-3f5c2a1d9e01', name: 'Onboarding' });
    const refused = flows.call('DeleteFunction', { project_id: A, function_id: used.id, force: false });
    await expect(refused).rejects.toMatchObject({ code: grpc.status.ABORTED, publicMessage: expect.stringContaining('workflow Onboarding') });
    const err = (await refused.catch((e: unknown) => e)) as { publicFields?: Record<string, unknown> };
    expect(err.publicFields).toMatchObject({
      code: 'function_in_use',
      workflows: [{ id: '0b6f1c64-1b1e-4c39-9a56-3f5c2a1d9e01', name: 'Onboarding' }],
      flows: [],
    });
    await flows.call('GetFunction', { project_id: A, function_id: used.id });
    await flows.call('DeleteFunction', { project_id: A, function_id: used.id, force: true });
    await expect(flows.call('GetFunction', { project_id: A, function_id: used.id })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    const free = (await flows.call('CreateFunction', { project_id: A, name: 'free', code })).function!;
    await flows.call('DeleteFunction', { project_id: A, function_id: free.id, force: false });
    await expect(flows.call('DeleteFunction', { project_id: A, function_id: free.id, force: false })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
  });

  it('limits count characters (code points): a 100-emoji name is accepted, 101 is not', async () => {
    const code = 'async function handler(request, env) { return new Response("x"); }';
    const ok = (await flows.call('CreateFunction', { project_id: A, name: '\u{1F600}'.repeat(100), code })).function!;
    expect([...ok.name]).toHaveLength(100);
    await expect(flows.call('CreateFunction', { project_id: A, name: '\u{1F600}'.repeat(101), code })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await flows.call('DeleteFunction', { project_id: A, function_id: ok.id, force: false });
  });

  it('a function cannot reach the platform’s private network', async () => {
    const res = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ outbound: `${sim.url}/__sim/state` }) });
    expect(res.status_code).toBe(403);
    expect(JSON.stringify(fromStruct(res.body!))).toContain('blocked');
  });

  it('a function that loops forever is stopped at its time limit; the platform and the function keep serving', async () => {
    const started = Date.now();
    const looped = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ loop: true }) });
    expect(looped.status_code).toBe(504);
    expect(looped.error_message).toContain('time limit of 1000 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The service answers at once, and the next call runs on a fresh workerd with the same KV.
    expect((await flows.call('ListFunctions', { project_id: A })).meta?.total_count).toBe(2);
    const next = await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({}) });
    expect(next.status_code).toBe(200);
    expect(fromStruct(next.body!).count).toBe(3);
  });

  it('a function that allocates without bound is stopped at its memory limit; the next call runs on a fresh workerd', async () => {
    const code =
      'async function handler(request, env) { const body = await request.json(); if (body.grow) { const a = []; for (;;) a.push(new Array(1e6).fill(1)); } return Response.json({ ok: true }); }';
    const fn = (await flows.call('CreateFunction', { project_id: A, name: 'hungry', code })).function!;
    await flows.call('DeployFunction', { project_id: A, function_id: fn.id });
    const res = await flows.call('InvokeFunction', { project_id: A, function_id: fn.id, body: toStruct({ grow: true }) });
    expect(res.status_code).toBe(500);
    expect(res.error_message).toContain('memory limit of 128 MiB');
    const next = await flows.call('InvokeFunction', { project_id: A, function_id: fn.id, body: toStruct({}) });
    expect(fromStruct(next.body!)).toEqual({ ok: true });
  });

  it('updating the code makes a new version that runs only after the next deploy', async () => {
    const up = (
      await flows.call('UpdateFunction', { project_id: A, function_id: fnId, code: 'async function handler(request, env) { return Response.json({ v: 2 }); }' })
    ).function!;
    expect(up.version).toBe(2);
    expect(fromStruct((await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({}) })).body!).count).toBe(4);
    await flows.call('DeployFunction', { project_id: A, function_id: fnId });
    expect(fromStruct((await flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({}) })).body!)).toEqual({ v: 2 });
  });

  it('a deploy workerd refuses leaves the function in error with the reason', async () => {
    const code = 'async function handler(request, env) { return new Response("x"); }\nnull.boom();';
    const fn = (await flows.call('CreateFunction', { project_id: A, name: 'crashes at start', code })).function!;
    const dep = (await flows.call('DeployFunction', { project_id: A, function_id: fn.id })).function!;
    expect(dep.status).toBe('FUNCTION_STATUS_ERROR');
    expect(dep.deploy_error).toContain("Cannot read properties of null (reading 'boom')");
    await expect(flows.call('InvokeFunction', { project_id: A, function_id: fn.id, body: toStruct({}) })).rejects.toMatchObject({
      publicMessage: expect.stringContaining('not deployed'),
    });
  });

  it('a function answering a NUL, a lone surrogate or a long text cut mid-emoji is recorded cleaned, and the caller gets its real outcome', async () => {
    const C = randomUUID();
    const code = `async function handler(request, env) {
  const { mode } = await request.json();
  if (mode === 'json') return new Response('{"nul":"a\\\\u0000b","lone":"x\\\\ud800y","ok":"\\u00e9"}', { headers: { 'content-type': 'application/json' } });
  if (mode === 'text') return new Response('plain' + String.fromCharCode(0) + 'text');
  if (mode === 'long') return new Response('a' + '\\u{1F600}'.repeat(40000));
  throw new Error('broke' + String.fromCharCode(0) + 'here ' + String.fromCharCode(0xdc00));
}`;
    const fn = (await flows.call('CreateFunction', { project_id: C, name: 'unstorable answers', code })).function!;
    expect((await flows.call('DeployFunction', { project_id: C, function_id: fn.id })).function!.status).toBe('FUNCTION_STATUS_DEPLOYED');
    const invoke = (mode: string) => flows.call('InvokeFunction', { project_id: C, function_id: fn.id, body: toStruct({ mode }) });
    const json = await invoke('json');
    expect(json.status_code).toBe(200);
    expect(fromStruct(json.body!)).toEqual({ nul: 'a\ufffdb', lone: 'x\ufffdy', ok: 'é' });
    const text = await invoke('text');
    expect(text.status_code).toBe(200);
    expect(fromStruct(text.body!)).toEqual({ text: 'plain\ufffdtext' });
    const long = await invoke('long');
    expect(long.status_code).toBe(200);
    const thrown = await invoke('throw');
    expect(thrown.status_code).toBe(500);
    expect(thrown.error_message).toContain('broke\ufffdhere \ufffd');
    const rows = await flows.svc.db.knex('function_invocations').where({ function_id: fn.id }).orderBy('created_at');
    expect(rows).toHaveLength(4);
    const recorded = rows.map((r) => r.response_body);
    expect(recorded).toContainEqual({ nul: 'a\ufffdb', lone: 'x\ufffdy', ok: 'é' });
    expect(recorded).toContainEqual({ text: 'plain\ufffdtext' });
    // Cut on a code point: whole emoji only, within the limit.
    const cut = recorded.find((b) => typeof b.text === 'string' && b.text.startsWith('a\u{1F600}')).text as string;
    expect(cut.length).toBeLessThanOrEqual(64_000);
    expect(cut.length).toBeGreaterThan(63_990);
    expect(cut).toBe('a' + '\u{1F600}'.repeat((cut.length - 1) / 2));
    expect(rows.map((r) => r.error_message)).toContainEqual(expect.stringContaining('broke\ufffdhere \ufffd'));
  });

  it('invocation records past their retention are swept', async () => {
    const old = {
      project_id: A,
      function_id: fnId,
      status_code: 200,
      success: true,
      duration_ms: 1,
      request_body: '{}',
      response_body: '{}',
      edge_ray_id: 'x',
    };
    const day = 24 * 3600 * 1000;
    await flows.svc.db.knex('function_invocations').insert([
      { ...old, id: randomUUID(), created_at: new Date(Date.now() - 8 * day) },
      { ...old, id: randomUUID(), created_at: new Date(Date.now() - 6 * day) },
    ]);
    const before = await flows.svc.db.knex('function_invocations').where({ function_id: fnId }).count({ n: '*' });
    const sweeper = logRetentionSweeper({
      invocations: new InvocationsRepository(flows.svc.db),
      exchanges: { deleteOlderThan: async () => 0 },
      clock: { now: () => new Date() },
      logger: createLogger({ name: 'test', level: 'silent' }),
      invocationDays: 7,
      exchangeDays: 30,
    }).start();
    try {
      await expect
        .poll(async () => Number((await flows.svc.db.knex('function_invocations').where({ function_id: fnId }).count({ n: '*' }))[0].n))
        .toBe(Number(before[0].n) - 1);
    } finally {
      await sweeper.stop();
    }
  });

  it('another project’s function id answers like an unknown one', async () => {
    for (const [method, req] of [
      ['GetFunction', {}],
      ['UpdateFunction', { name: 'x' }],
      ['DeployFunction', {}],
      ['InvokeFunction', { body: toStruct({}) }],
      ['ListFunctionInvocations', {}],
      ['ListFunctionSecrets', {}],
      ['SetFunctionSecret', { name: 'X', value: 'y' }],
      ['DeleteFunctionSecret', { name: 'API_KEY' }],
      ['ListFunctionLogs', {}],
      ['DeleteFunction', { force: true }],
    ] as const) {
      await expect(flows.call(method, { project_id: B, function_id: fnId, ...req } as never), method).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    }
    expect((await flows.call('ListFunctions', { project_id: B })).functions).toEqual([]);
    await flows.call('DeleteFunctionSecret', { project_id: A, function_id: fnId, name: 'API_KEY' });
    await expect(flows.call('DeleteFunctionSecret', { project_id: A, function_id: fnId, name: 'API_KEY' })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
  });
});
