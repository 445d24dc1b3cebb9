/**
 * Notifications end to end (issue 36 item 6, decision 0020): the upstream simulator disables a
 * business account, messaging-proxy publishes `messaging_proxy.account.disabled` on NATS, the
 * gateway's consumer notifies the project's owner — live on the SSE stream of a signed-in dashboard
 * session, in the list, and by mail through a real SMTP server — while another project's owner hears
 * nothing. Risks removed: an event never reaching a person across the real processes, a notification
 * of one project leaking to another, the live stream or the mail silently missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, signIn, startSmtpCapture, type DashboardSession, type SmtpCapture } from '@platform/testing';
import { startStack, type Stack } from '../src';

let stack: Stack;
let smtp: SmtpCapture;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string; display_phone_number: string }>; tokens: Array<{ value: string }> };

async function until<T>(fn: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An owner of the project (the admin CLI's), signed in to the dashboard API. */
async function ownerSession(projectId: string, email: string): Promise<DashboardSession> {
  const added = (await stack.admin(['user', 'add-owner', '--project', projectId, '--email', email, '--json'])) as { password: string };
  return signIn(stack.gatewayUrl, email, added.password);
}

/** Reads a dashboard SSE stream into `events` until aborted. */
function openStream({ cookie }: DashboardSession): { events: Array<{ event: string; data: any }>; close(): void } {
  const events: Array<{ event: string; data: any }> = [];
  const ctl = new AbortController();
  void (async () => {
    const r = await fetch(`${stack.gatewayUrl}/app/api/v1/notifications/stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: ctl.signal });
    const reader = r.body!.getReader();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += new TextDecoder().decode(value);
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })().catch(() => undefined);
  return { events, close: () => ctl.abort() };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  stack = await startStack({
    services: ['messaging-proxy'],
    appEnv: { gateway: { SMTP_URL: smtp.url, NOTIFICATION_MAIL_INTERVAL_MS: '200' } },
  });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  seeded = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-7201' }] }] }],
    tokens: [{}],
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

describe('notifications over the whole stack', () => {
  it('an account the upstream disables reaches its project owner live, in the list and by mail; the other project hears nothing', async () => {
    const ownerA = await ownerSession(a.projectId, 'owner-a@notify.test');
    const ownerB = await ownerSession(b.projectId, 'owner-b@notify.test');
    const streamA = openStream(ownerA);
    const streamB = openStream(ownerB);
    try {
      const waba = seeded.wabas[0].id;
      const pn = seeded.phone_numbers[0];
      const cust = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Notify Inc' } });
      const conn = await stack.api(a.apiKey, 'POST', `/customers/${cust.body.data.id}/messaging/phone_numbers`, {
        messaging_phone_number: {
          name: pn.display_phone_number,
          kind: 'production',
          phone_number_id: pn.id,
          business_account_id: waba,
          access_token: seeded.tokens[0].value,
          webhook_destination_url: 'https://example.com/h',
          webhook_verify_token: 'vt',
        },
      });
      expect(conn.status).toBe(201);
      // The streams are open before the fact happens (their first heartbeat or nothing yet).
      await new Promise((r) => setTimeout(r, 300));
      await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'account_update', waba_id: waba, event: 'DISABLED_UPDATE', ban_state: 'DISABLE' });

      const live = await until(() => streamA.events.find((e) => e.event === 'notification'));
      expect(live.data).toMatchObject({ kind: 'number_restricted', project_id: a.projectId, read_at: null });
      expect(live.data.title).toBe('Business account disabled');
      expect(live.data.body).toContain(waba);

      const list = await appCall(stack.gatewayUrl, ownerA, 'GET', '/notifications?status=unread');
      expect(list.status).toBe(200);
      expect(list.body.data.map((n: { id: string; kind: string }) => [n.id, n.kind])).toEqual([[live.data.id, 'number_restricted']]);

      const mail = await until(() => smtp.mails.find((m) => m.to.includes('owner-a@notify.test') && /Business account disabled/.test(m.raw)));
      expect(mail.raw).toContain(waba);

      // B's owner: nothing live, nothing listed, no mail; A's notification id answers B like an unknown one.
      expect((await appCall(stack.gatewayUrl, ownerB, 'GET', '/notifications?status=all')).body.data).toEqual([]);
      expect(streamB.events.filter((e) => e.event === 'notification')).toEqual([]);
      expect(smtp.mails.filter((m) => m.to.includes('owner-b@notify.test') && /Business account/.test(m.raw))).toEqual([]);
      const foreign = await appCall(stack.gatewayUrl, ownerB, 'POST', `/notifications/${live.data.id}/read`);
      const unknown = await appCall(stack.gatewayUrl, ownerB, 'POST', '/notifications/00000000-0000-4000-8000-000000000000/read');
      expect(foreign.status).toBe(404);
      expect([foreign.status, foreign.body]).toEqual([unknown.status, unknown.body]);
      // A's owner marks it read: the unread list empties.
      expect((await appCall(stack.gatewayUrl, ownerA, 'POST', `/notifications/${live.data.id}/read`)).status).toBe(200);
      expect((await appCall(stack.gatewayUrl, ownerA, 'GET', '/notifications?status=unread')).body.data).toEqual([]);
    } finally {
      streamA.close();
      streamB.close();
    }
  }, 60_000);
});
