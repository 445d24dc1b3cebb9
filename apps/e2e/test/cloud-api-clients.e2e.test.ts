/**
 * Contract tests of {proxy_url} with Cloud API client libraries from npm, configured only through
 * their documented options (base URL, Graph version, credential): @kapso/whatsapp-cloud-api (its
 * `baseUrl` + `kapsoApiKey` → X-API-Key, or `accessToken` → Authorization: Bearer) and
 * @great-detail/whatsapp (`baseUrl`, `graphVersion`, `request.headers.Authorization`). Through the
 * gateway and messaging-proxy against the upstream simulator: sends (text, template, interactive,
 * media), mark as read, templates, media upload and download, business profile; another project's
 * business account or media id answers exactly like an unknown one.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { WhatsAppClient } from '@kapso/whatsapp-cloud-api';
import { Client as GreatDetailClient } from '@great-detail/whatsapp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let pn: string;
let waba: string;
let bPn: string;
let bWaba: string;
/** The version-less root of {proxy_url}: what a client library takes as its base URL. */
let root: string;

async function connect(
  project: { apiKey: string },
  seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string }>; tokens: Array<{ value: string }> },
) {
  const customer = await stack.api(project.apiKey, 'POST', '/customers', { customer: { name: 'Client library user' } });
  const r = await stack.api(project.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Main',
      kind: 'production',
      phone_number_id: seeded.phone_numbers[0].id,
      business_account_id: seeded.wabas[0].id,
      access_token: seeded.tokens[0].value,
    },
  });
  expect(r.status).toBe(201);
}

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
  root = stack.proxyUrl.replace(/\/v\d+\.\d+$/, '');
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  const seedA = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const seedB = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = seedA.phone_numbers[0].id;
  waba = seedA.wabas[0].id;
  bPn = seedB.phone_numbers[0].id;
  bWaba = seedB.wabas[0].id;
  await connect(a, seedA);
  await connect(b, seedB);
  await stack.sim('PUT', '/__sim/templates/review', { decision: 'APPROVED', delay_ms: 20 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** An inbound message from `from` to A's number (opens the service window); its wamid. */
async function inbound(from: string): Promise<string> {
  const t = await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from, text: 'hi' });
  return t.payload.entry[0].changes[0].value.messages[0].id as string;
}

/** The error a rejected library call carries, as `{ status, body }`. */
async function failure(p: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { status?: number; httpStatus?: number; response?: Response; raw?: unknown; details?: unknown; message?: string };
    if (e.response instanceof Response) return { status: e.response.status, body: await e.response.clone().json() };
    return { status: e.httpStatus ?? e.status ?? 0, body: e.raw ?? e.details ?? e.message };
  }
  throw new Error('expected the call to fail');
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452' + '00'.repeat(64), 'hex');

describe('@kapso/whatsapp-cloud-api through {proxy_url}', () => {
  const withKey = () => new WhatsAppClient({ baseUrl: root, kapsoApiKey: a.apiKey });
  const withBearer = () => new WhatsAppClient({ baseUrl: root, accessToken: a.apiKey, graphVersion: 'v24.0' });

  it('sends text, buttons, an image by link and a list with X-API-Key (default version v23.0) and with Bearer (v24.0)', async () => {
    await inbound('15550101010');
    for (const client of [withKey(), withBearer()]) {
      const text = await client.messages.sendText({ phoneNumberId: pn, to: '15550101010', body: 'Hello from a client library' });
      expect(text.messages[0].id).toMatch(/^wamid\./);
      const buttons = await client.messages.sendInteractiveButtons({
        phoneNumberId: pn,
        to: '15550101010',
        bodyText: 'Pick one',
        buttons: [
          { id: 'yes', title: 'Yes' },
          { id: 'no', title: 'No' },
        ],
      });
      expect(buttons.messages[0].id).toMatch(/^wamid\./);
      const image = await client.messages.sendImage({ phoneNumberId: pn, to: '15550101010', image: { link: 'https://example.com/cat.png', caption: 'cat' } });
      expect(image.messages[0].id).toMatch(/^wamid\./);
    }
    const versions = (await stack.sim('GET', `/__sim/requests?method=POST&path=/${pn}/messages`)).data.map((r: { path: string }) => r.path.split('/')[1]);
    expect(versions).toContain('v23.0');
    expect(versions).toContain('v24.0');
  });

  it('templates: create (reviewed to APPROVED with a status webhook), list, send, delete', async () => {
    const client = withKey();
    const created = await client.templates.create({
      businessAccountId: waba,
      name: 'kapso_shipping',
      language: 'en_US',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Order {{1}} shipped', example: { body_text: [['A1']] } }],
    } as never);
    expect(created).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    await new Promise((r) => setTimeout(r, 200));
    const list = await client.templates.list({ businessAccountId: waba } as never);
    const found = (list as unknown as { data: Array<{ name: string; status: string; category: string }> }).data.find((t) => t.name === 'kapso_shipping');
    expect(found).toMatchObject({ status: 'APPROVED', category: 'UTILITY' });
    expect(await client.templates.get({ businessAccountId: waba, templateId: created.id } as never)).toMatchObject({
      name: 'kapso_shipping',
      status: 'APPROVED',
    });
    const sent = await client.messages.sendTemplate({
      phoneNumberId: pn,
      to: '15550102020',
      template: { name: 'kapso_shipping', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'A1' }] }] },
    } as never);
    expect(sent.messages[0].id).toMatch(/^wamid\./);
    const deliveries = (await stack.sim('GET', '/__sim/webhooks/deliveries')) as { data?: Array<{ field: string }> } | Array<{ field: string }>;
    const fields = (Array.isArray(deliveries) ? deliveries : (deliveries.data ?? [])).map((d) => d.field);
    expect(fields).toContain('message_template_status_update');
    expect(await client.templates.delete({ businessAccountId: waba, name: 'kapso_shipping' } as never)).toMatchObject({ success: true });
  });

  it('mark as read with a typing indicator (no `to`)', async () => {
    const id = await inbound('15550103030');
    expect(await withBearer().messages.markRead({ phoneNumberId: pn, messageId: id, typingIndicator: { type: 'text' } })).toMatchObject({ success: true });
  });

  it('media: upload, metadata, download of the same bytes through the platform URL, image send by id, delete', async () => {
    const client = withKey();
    const up = await client.media.upload({
      phoneNumberId: pn,
      type: 'image/png',
      file: new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
      fileName: 'p.png',
    });
    expect(up.id).toMatch(/^\d+$/);
    const meta = await client.media.get({ mediaId: up.id, phoneNumberId: pn });
    expect(meta).toMatchObject({ mimeType: 'image/png', fileSize: PNG.length });
    // A signed link of about five minutes (decision 0243).
    const link = new URL(meta.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${root}/v23.0/${up.id}/download`);
    expect([...link.searchParams.keys()]).toEqual(['project_id', 'expires', 'signature']);
    expect(link.searchParams.get('project_id')).toBe(a.projectId);
    const life = Number(link.searchParams.get('expires')) - Date.now() / 1000;
    expect(life).toBeGreaterThan(240);
    expect(life).toBeLessThanOrEqual(301);
    // The library's default sends no header to a media URL on a host other than its vendor's; with the key too.
    const plain = await client.media.download({ mediaId: up.id, phoneNumberId: pn });
    expect(Buffer.from(plain as ArrayBuffer).equals(PNG)).toBe(true);
    const bytes = await client.media.download({ mediaId: up.id, phoneNumberId: pn, auth: 'always' });
    expect(Buffer.from(bytes as ArrayBuffer).equals(PNG)).toBe(true);
    const bare = await fetch(meta.url);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await bare.arrayBuffer()).equals(PNG)).toBe(true);
    // Edited (a longer life) or used with another project's key: refused with { error }, never served.
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const edited = await fetch(longer);
    expect(edited.status).toBe(403);
    expect(await edited.json()).toEqual({ error: expect.stringMatching(/^Invalid media download link/) });
    const otherKey = await fetch(meta.url, { headers: { 'x-api-key': b.apiKey } });
    expect(otherKey.status).toBe(403);
    const sent = await client.messages.sendImage({ phoneNumberId: pn, to: '15550101010', image: { id: up.id } });
    expect(sent.messages[0].id).toMatch(/^wamid\./);
    // Another project's client: the media id reads exactly like one that does not exist.
    const other = new WhatsAppClient({ baseUrl: root, kapsoApiKey: b.apiKey });
    const foreign = await failure(other.media.get({ mediaId: up.id, phoneNumberId: bPn }));
    const unknown = await failure(other.media.get({ mediaId: '987654321098765', phoneNumberId: bPn }));
    expect(foreign).toEqual(unknown);
    expect(foreign.status).toBe(404);
    expect(await client.media.delete({ mediaId: up.id, phoneNumberId: pn })).toMatchObject({ success: true });
  });

  it('business profile read and update', async () => {
    const client = withBearer();
    expect(await client.phoneNumbers.businessProfile.update({ phoneNumberId: pn, about: 'Open 9-5', vertical: 'RETAIL' } as never)).toMatchObject({
      success: true,
    });
    const profile = (await client.phoneNumbers.businessProfile.get({ phoneNumberId: pn, fields: 'about,vertical' } as never)) as unknown as {
      data: Array<Record<string, unknown>>;
    };
    expect(profile.data[0]).toMatchObject({ about: 'Open 9-5', vertical: 'RETAIL' });
  });

  it('calls list: filtered by call id and status, served from the platform store (an unknown call id is an empty page)', async () => {
    const placed = await stack.sim('POST', '/__sim/calls', { phone_number_id: pn, from: '15550101011', duration: 4 });
    const callId = placed.call.id as string;
    // The library serves call history only through a platform it knows as a proxy: the X-API-Key client.
    const client = withKey();
    let listed: { data: Array<Record<string, unknown>> } = { data: [] };
    for (const started = Date.now(); listed.data.length === 0 && Date.now() - started < 10_000;) {
      listed = (await client.calls.list({ phoneNumberId: pn, callId })) as unknown as typeof listed;
      if (listed.data.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(listed.data).toHaveLength(1);
    expect(JSON.stringify(listed.data[0])).toContain(callId);
    expect(((await client.calls.list({ phoneNumberId: pn, callId, status: 'completed' })) as unknown as typeof listed).data).toHaveLength(1);
    expect(((await client.calls.list({ phoneNumberId: pn, callId: 'wacid.unknown' })) as unknown as typeof listed).data).toEqual([]);
  });

  it("another project's business account reads exactly like an unknown one", async () => {
    const client = withKey();
    const foreign = await failure(client.templates.list({ businessAccountId: bWaba } as never));
    const unknown = await failure(client.templates.list({ businessAccountId: '123123123123123' } as never));
    expect(foreign).toEqual(unknown);
    expect(foreign.status).toBe(404);
  });
});

describe('@great-detail/whatsapp through {proxy_url}', () => {
  const client = () => new GreatDetailClient({ baseUrl: root, graphVersion: 'v24.0', request: { headers: { Authorization: `Bearer ${a.apiKey}` } } });

  it('sends text, template, interactive list and an uploaded image; marks a message read', async () => {
    await inbound('15550104040');
    const c = client();
    const text = (await c.message.createMessage({ phoneNumberID: pn, to: '15550104040', type: 'text', text: { body: 'hi' } } as never).json()) as {
      messages: Array<{ id: string }>;
    };
    expect(text.messages[0].id).toMatch(/^wamid\./);
    const list = (await c.message
      .createMessage({
        phoneNumberID: pn,
        to: '15550104040',
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: 'Menu' },
          action: { button: 'Open', sections: [{ title: 'Main', rows: [{ id: 'r1', title: 'Row 1' }] }] },
        },
      } as never)
      .json()) as { messages: Array<{ id: string }> };
    expect(list.messages[0].id).toMatch(/^wamid\./);

    await c.template
      .create(waba, { name: 'gd_welcome', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Welcome!' }] } as never)
      .json();
    await new Promise((r) => setTimeout(r, 200));
    const templates = (await c.template.list(waba, { fields: ['name', 'status', 'category'] } as never).json()) as {
      data: Array<{ id: string; name: string; status: string }>;
    };
    const welcome = templates.data.find((t) => t.name === 'gd_welcome')!;
    expect(welcome).toMatchObject({ status: 'APPROVED' });
    expect(await c.template.get(welcome.id, { fields: ['name', 'category'] } as never).json()).toMatchObject({ name: 'gd_welcome', category: 'MARKETING' });
    const tpl = (await c.message
      .createMessage({ phoneNumberID: pn, to: '15550104040', type: 'template', template: { name: 'gd_welcome', language: { code: 'en_US' } } } as never)
      .json()) as { messages: Array<{ id: string }> };
    expect(tpl.messages[0].id).toMatch(/^wamid\./);

    const up = (await c.media
      .upload({ phoneNumberID: pn, file: new Blob([new Uint8Array(PNG)], { type: 'image/png' }), filename: 'p.png', mimeType: 'image/png' } as never)
      .json()) as {
      id: string;
    };
    const img = (await c.message.createMessage({ phoneNumberID: pn, to: '15550104040', type: 'image', image: { id: up.id } } as never).json()) as {
      messages: Array<{ id: string }>;
    };
    expect(img.messages[0].id).toMatch(/^wamid\./);

    const read = await c.message.createStatus({ phoneNumberID: pn, status: 'read', message_id: await inbound('15550104040') } as never).json();
    expect(read).toEqual({ success: true });
  });

  it('media metadata and download with the same credential, and the business profile', async () => {
    const c = client();
    const up = (await c.media
      .upload({ phoneNumberID: pn, file: new Blob([new Uint8Array(PNG)], { type: 'image/png' }), filename: 'p.png', mimeType: 'image/png' } as never)
      .json()) as {
      id: string;
    };
    const meta = (await c.media.getURL({ mediaID: up.id, phoneNumberID: pn } as never).json()) as { url: string; mime_type: string };
    expect(meta.mime_type).toBe('image/png');
    const res = await c.media.download({ mediaURL: meta.url, request: { headers: { Authorization: `Bearer ${a.apiKey}` } } } as never);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    await c.businessProfile.updateBusinessProfile({ phoneNumberID: pn, description: 'A shop' } as never).json();
    const profile = (await c.businessProfile.getBusinessProfile({ phoneNumberID: pn, fields: ['description'] } as never).json()) as {
      data: Array<{ description: string }>;
    };
    expect(profile.data[0].description).toBe('A shop');
  });
});

describe('docs/examples/cloud-api-client.mjs', () => {
  it('the documented example runs as written against the platform', async () => {
    await inbound('15550105050');
    const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const p = spawn(process.execPath, [join(__dirname, '../../../docs/examples/cloud-api-client.mjs')], {
        env: { ...process.env, PLATFORM_URL: new URL(root).origin, API_KEY: a.apiKey, PHONE_NUMBER_ID: pn, BUSINESS_ACCOUNT_ID: waba, TO: '15550105050' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      p.stdout!.on('data', (d) => (stdout += d));
      p.stderr!.on('data', (d) => (stderr += d));
      p.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const [sent, templates] = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(sent.sent).toMatch(/^wamid\./);
    expect(Array.isArray(templates.templates)).toBe(true);
  });
});

describe('{proxy_url} authentication', () => {
  it('Bearer and X-API-Key are the same key: a wrong Bearer is 401, and Bearer calls are logged like the others', async () => {
    const wrong = await fetch(`${root}/v24.0/${pn}?fields=id`, { headers: { authorization: 'Bearer not-a-key' } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBeTruthy();
    const none = await fetch(`${root}/v24.0/${pn}?fields=id`);
    expect(none.status).toBe(401);
    const ok = await fetch(`${root}/${pn}?fields=id`, { headers: { authorization: `Bearer ${a.apiKey}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-limit')).toBeTruthy();
    let logged = false;
    for (let i = 0; i < 40 && !logged; i++) {
      const logs = await stack.api(a.apiKey, 'GET', '/api_logs?limit=100');
      logged = logs.body.data.some((l: { endpoint: string }) => l.endpoint === `/upstream/messaging/${pn}`);
      if (!logged) await new Promise((r) => setTimeout(r, 100));
    }
    expect(logged).toBe(true);
  });
});
