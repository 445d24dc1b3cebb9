import { createHash, randomUUID } from 'node:crypto';
import { mediaLinkKey, verifyMediaLink } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
const other = randomUUID();
let pn: string;
let wabaId: string;
let token: string;
let otherPn: string;
let otherWaba: string;

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
  const acct = await seedAccount(sim);
  ({ wabaId, token } = acct);
  pn = acct.numbers[0].id;
  await connectSeededNumber(mp, project, acct);
  const second = await seedAccount(sim);
  otherPn = second.numbers[0].id;
  otherWaba = second.wabaId;
  await connectSeededNumber(mp, other, second);
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

/** A call to the pass-through as the gateway makes it (project from the key). */
function call(method: string, path: string, body?: unknown, projectId = project, headers: Record<string, string> = {}) {
  const isForm = body instanceof FormData;
  return fetch(`${mp.httpUrl}/proxy/${path}`, {
    method,
    headers: { 'x-project-id': projectId, ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}
const requests = async (path: string) =>
  (
    await sim.control<{ data: Array<{ path: string; query: Record<string, unknown>; access_token: string; body: unknown }> }>(
      'GET',
      `/requests?path=${encodeURIComponent(path)}`,
    )
  ).data;

async function inbound(from: string): Promise<string> {
  const t = await sim.control<{ payload: { entry: Array<{ changes: Array<{ value: { messages: Array<{ id: string }> } }> }> } }>('POST', '/webhooks/trigger', {
    kind: 'inbound_message',
    phone_number_id: pn,
    from,
    text: 'hello',
  });
  return t.payload.entry[0].changes[0].value.messages[0].id;
}

function imageForm(bytes: Buffer | Uint8Array, type = 'image/png'): FormData {
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'pixel.png');
  return form;
}

describe('{proxy_url} versions and credentials', () => {
  it('forwards the version the client asked for, the default when none, and never the client credential parameters', async () => {
    for (const [prefix, version] of [
      ['v23.0/', 'v23.0'],
      ['v24.0/', 'v24.0'],
      ['', 'v24.0'],
    ] as const) {
      const res = await call('GET', `${prefix}${pn}?fields=id,status&access_token=stolen&appsecret_proof=x`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: pn, status: 'CONNECTED' });
      const last = (await requests(`/${version}/${pn}`)).at(-1)!;
      expect(last.query).toEqual({ fields: 'id,status' });
      expect(last.access_token).toBe(token);
    }
  });

  it('an id the project does not own answers exactly like an unknown one (numbers, business accounts, media)', async () => {
    const unknown = await call('GET', `v24.0/999000111222333/message_templates`);
    const bodyUnknown = await unknown.json();
    for (const foreign of [`${otherPn}`, `${otherWaba}/message_templates`, `${otherWaba}/phone_numbers`, `${otherWaba}/subscribed_apps`]) {
      const res = await call('GET', `v24.0/${foreign}`);
      expect(res.status).toBe(unknown.status);
      expect(await res.json()).toEqual(bodyUnknown);
    }
    expect(unknown.status).toBe(404);
    expect((await requests(`/v24.0/${otherWaba}/message_templates`)).length).toBe(0);
    const odd = await call('PROPFIND', `${pn}`);
    expect(odd.status).toBe(405);
    expect(await odd.json()).toEqual({ error: 'Method PROPFIND is not part of the Graph API' });
  });
});

describe('everyday surface through the pass-through', () => {
  it('mark as read with a typing indicator needs no `to`; an unknown message id is the upstream error', async () => {
    const id = await inbound('15550002222');
    const res = await call('POST', `v23.0/${pn}/messages`, {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: id,
      typing_indicator: { type: 'text' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const bad = await call('POST', `${pn}/messages`, { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('business account paths route with the owner number credentials: templates list, create (reviewed), delete', async () => {
    const created = await call('POST', `v24.0/${wabaId}/message_templates`, {
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Your order {{1}} shipped', example: { body_text: [['A1']] } }],
    });
    expect(created.status).toBe(200);
    const t = (await created.json()) as { id: string; status: string; category: string };
    expect(t).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    await new Promise((r) => setTimeout(r, 300));
    const list = await call('GET', `${wabaId}/message_templates?fields=name,status,category,language,quality_score`);
    const data = ((await list.json()) as { data: Array<{ id: string; status: string; name: string }> }).data;
    expect(data.find((x) => x.id === t.id)).toMatchObject({ name: 'order_update', status: 'APPROVED' });
    // Template ids the project's own answers named route to the account: Graph's `/{id}` and `{waba}/message_templates/{id}`.
    expect(await (await call('GET', `${t.id}?fields=name,status`)).json()).toEqual({ name: 'order_update', status: 'APPROVED', id: t.id });
    expect(await (await call('GET', `v23.0/${wabaId}/message_templates/${t.id}`)).json()).toMatchObject({ id: t.id, category: 'UTILITY' });
    const unknownTemplate = await call('GET', `999111222333444`);
    for (const foreign of [call('GET', t.id, undefined, other), call('GET', `${otherWaba}/message_templates/${t.id}`, undefined, other)]) {
      const r = await foreign;
      expect(r.status).toBe(unknownTemplate.status);
      expect(await r.json()).toEqual(await unknownTemplate.clone().json());
    }
    const dup = await call('POST', `${wabaId}/message_templates`, {
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'x' }],
    });
    expect(dup.status).toBe(400);
    const templateCalls = await requests(`/v24.0/${wabaId}/message_templates`);
    expect(templateCalls.length).toBeGreaterThan(0);
    expect(templateCalls.every((r) => r.access_token === token)).toBe(true);
    const sent = await call('POST', `${pn}/messages`, {
      messaging_product: 'whatsapp',
      to: '15550003333',
      type: 'template',
      template: { name: 'order_update', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'A1' }] }] },
    });
    expect(sent.status).toBe(200);
    const del = await call('DELETE', `${wabaId}/message_templates?name=order_update`);
    expect(await del.json()).toEqual({ success: true });
    expect((await (await call('GET', `${wabaId}/phone_numbers?fields=id`)).json()) as { data: Array<{ id: string }> }).toMatchObject({ data: [{ id: pn }] });
    expect(await (await call('GET', `${wabaId}/subscribed_apps`)).json()).toHaveProperty('data');
    const unsubscribe = await call('DELETE', `${wabaId}/subscribed_apps`);
    expect(unsubscribe.status).toBe(409);
    expect((await requests(`/${wabaId}/subscribed_apps`)).some((r) => (r as { method?: string }).method === 'DELETE')).toBe(false);
  });

  it('media: upload, metadata with the platform download URL, download of the exact bytes, delete; other projects see it as unknown', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a' + 'ab'.repeat(500), 'hex');
    const up = await call('POST', `v23.0/${pn}/media`, imageForm(bytes));
    expect(up.status).toBe(200);
    const { id } = (await up.json()) as { id: string };
    expect(id).toMatch(/^\d+$/);
    const meta = await call('GET', `v23.0/${id}`, undefined, project, { 'x-svc-proxy-base': 'https://api.example.test/upstream/messaging' });
    const m = (await meta.json()) as { url: string; mime_type: string; file_size: number; sha256: string };
    expect(m).toMatchObject({ mime_type: 'image/png', file_size: bytes.length });
    // A signed link of this project's media id (decision 0243), valid for MEDIA_LINK_TTL_SECONDS from now.
    const link = new URL(m.url);
    expect(`${link.origin}${link.pathname}`).toBe(`https://api.example.test/upstream/messaging/v23.0/${id}/download`);
    expect([...link.searchParams.keys()]).toEqual(['project_id', 'expires', 'signature']);
    expect(link.searchParams.get('project_id')).toBe(project);
    const expires = Number(link.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + mp.config.MEDIA_LINK_TTL_SECONDS))).toBeLessThan(60);
    const check = verifyMediaLink(mediaLinkKey(mp.config.MEDIA_LINK_KEY), id, Object.fromEntries(link.searchParams), Date.now());
    expect(check).toEqual({ ok: true, link: { projectId: project, mediaId: id, expires } });
    const dl = await call('GET', `v23.0/${id}/download`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);

    const unknownMeta = await call('GET', `v23.0/888777666555444`);
    const unknownBody = await unknownMeta.json();
    for (const path of [`v23.0/${id}`, `v23.0/${id}/download`]) {
      const foreign = await call('GET', path, undefined, other);
      expect(foreign.status).toBe(unknownMeta.status);
      expect(await foreign.json()).toEqual(unknownBody);
    }
    const foreignDelete = await call('DELETE', `v23.0/${id}`, undefined, other);
    expect(foreignDelete.status).toBe(404);

    expect(await (await call('DELETE', `v23.0/${id}`)).json()).toEqual({ success: true });
    expect((await call('GET', `v23.0/${id}`)).status).toBe(404);
  });

  it('media a number received (inbound webhook) routes to that number: metadata and download; other projects get unknown', async () => {
    await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks` });
    try {
      const t = await sim.control<{
        delivery: { status: number };
        payload: { entry: Array<{ changes: Array<{ value: { messages: Array<{ image: { id: string; sha256: string } }> } }> }> };
      }>('POST', '/webhooks/trigger', {
        kind: 'inbound_message',
        phone_number_id: pn,
        from: '15550005555',
        message: { type: 'image', image: { mime_type: 'image/jpeg' } },
      });
      expect(t.delivery.status).toBe(200);
      const { id, sha256 } = t.payload.entry[0].changes[0].value.messages[0].image;
      const meta = (await (await call('GET', `v24.0/${id}`)).json()) as { mime_type: string; sha256: string };
      expect(meta).toMatchObject({ mime_type: 'image/jpeg', sha256 });
      const dl = await call('GET', `v24.0/${id}/download`);
      expect(dl.status).toBe(200);
      const bytes = Buffer.from(await dl.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
      expect((await call('GET', `v24.0/${id}/download`, undefined, other)).status).toBe(404);
    } finally {
      await sim.control('PUT', '/webhook', { url: null });
    }
  });

  it('media over its kind limit is cut off before the upstream; unsupported types and non-multipart bodies are 400', async () => {
    const before = (await requests(`/v24.0/${pn}/media`)).length;
    const mediaBefore = (await sim.control<{ media: unknown[] }>('GET', '/cloud')).media.length;
    const big = await call('POST', `${pn}/media`, imageForm(Buffer.alloc(5 * 1024 * 1024 + 10, 1)));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/image uploads are limited to 5 MB/);
    const state = await sim.control<{ media: unknown[] }>('GET', '/cloud');
    expect(state.media.length).toBe(mediaBefore);
    const exe = await call('POST', `${pn}/media`, imageForm(Buffer.from('MZ'), 'application/x-msdownload'));
    expect(exe.status).toBe(400);
    const json = await call('POST', `${pn}/media`, { messaging_product: 'whatsapp' });
    expect(json.status).toBe(400);
    // The refused ones never completed upstream (an aborted stream is not a new media object).
    expect((await requests(`/v24.0/${pn}/media`)).length - before).toBeLessThanOrEqual(1);
  });

  it('business profile, block users, register/deregister, two-step PIN, QR codes, call permissions and settings', async () => {
    const upd = await call('POST', `${pn}/whatsapp_business_profile`, {
      messaging_product: 'whatsapp',
      about: 'We ship',
      vertical: 'RETAIL',
      websites: ['https://shop.example'],
    });
    expect(await upd.json()).toEqual({ success: true });
    const prof = await call('GET', `${pn}/whatsapp_business_profile?fields=about,vertical,websites`);
    expect(await prof.json()).toEqual({ data: [{ about: 'We ship', vertical: 'RETAIL', websites: ['https://shop.example'], messaging_product: 'whatsapp' }] });
    expect((await call('POST', `${pn}/whatsapp_business_profile`, { messaging_product: 'whatsapp', about: 'x'.repeat(140) })).status).toBe(400);

    await inbound('15550004444');
    const block = await call('POST', `${pn}/block_users`, { messaging_product: 'whatsapp', block_users: [{ user: '15550004444' }, { user: '15550009999' }] });
    const b = (await block.json()) as { block_users: { added_users: unknown[]; failed_users: Array<{ errors: Array<{ code: number }> }> } };
    expect(b.block_users.added_users).toEqual([{ input: '15550004444', wa_id: '15550004444' }]);
    expect(b.block_users.failed_users[0].errors[0].code).toBe(139102);
    expect(await (await call('GET', `${pn}/block_users`)).json()).toMatchObject({ data: [{ wa_id: '15550004444' }] });
    const unblock = await call('DELETE', `${pn}/block_users`, { messaging_product: 'whatsapp', block_users: [{ user: '15550004444' }] });
    expect(((await unblock.json()) as { block_users: { removed_users: unknown[] } }).block_users.removed_users).toHaveLength(1);

    expect(await (await call('POST', pn, { pin: '123456' })).json()).toEqual({ success: true });
    const mismatch = await call('POST', `${pn}/register`, { messaging_product: 'whatsapp', pin: '654321' });
    expect(((await mismatch.json()) as { error: { code: number } }).error.code).toBe(133005);
    expect(await (await call('POST', `${pn}/deregister`, {})).json()).toEqual({ success: true });
    expect((await call('POST', `${pn}/messages`, { messaging_product: 'whatsapp', to: '15550004444', type: 'text', text: { body: 'hi' } })).status).toBe(400);
    expect(await (await call('POST', `${pn}/register`, { messaging_product: 'whatsapp', pin: '123456' })).json()).toEqual({ success: true });

    const qr = (await (await call('POST', `${pn}/message_qrdls`, { prefilled_message: 'Hi!', generate_qr_image: 'SVG' })).json()) as {
      code: string;
      deep_link_url: string;
    };
    expect(qr.deep_link_url).toBe(`https://wa.me/message/${qr.code}`);
    expect(await (await call('GET', `${pn}/message_qrdls`)).json()).toMatchObject({ data: [{ code: qr.code, prefilled_message: 'Hi!' }] });
    expect(await (await call('DELETE', `${pn}/message_qrdls/${qr.code}`)).json()).toEqual({ success: true });

    const perms = (await (await call('GET', `${pn}/call_permissions?user_wa_id=15550004444`)).json()) as {
      permission: { status: string };
      actions: Array<{ action_name: string; can_perform_action: boolean }>;
    };
    expect(perms.permission.status).toBe('no_permission');
    expect(perms.actions.find((a) => a.action_name === 'send_call_permission_request')?.can_perform_action).toBe(true);
    expect((await call('GET', `${pn}/call_permissions`)).status).toBe(400);
    expect(await (await call('POST', `${pn}/settings`, { calling: { status: 'ENABLED' } })).json()).toEqual({ success: true });
    expect(await (await call('GET', `${pn}/settings`)).json()).toMatchObject({ calling: { status: 'ENABLED' } });
  });
});
