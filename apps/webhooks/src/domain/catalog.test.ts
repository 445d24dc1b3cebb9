import { describe, expect, it } from 'vitest';
import { CATALOG, eventSupportsVersion, ingestedEvent, renderBody, sampleEvent } from './catalog';
import { mapMessagingProxyEvent } from './messaging-proxy-mapping';

const at = '2026-01-01T00:00:00.000Z';
const n1 = { id: '111', display_phone_number: '+1 555-0001' };
const n2 = { id: '222', display_phone_number: '+1 555-0002' };
const base = { event_id: 'up-1', project_id: 'p', waba_id: '900', occurred_at: at };

describe('catalog', () => {
  it('lists every event of spec section 6', () => {
    expect(CATALOG.map((e) => e.name)).toEqual([
      'messaging.account.disabled',
      'messaging.account.restricted',
      'messaging.account.reinstated',
      'messaging.account.violation',
      'messaging.phone_number.offboarded',
      'messaging.phone_number.disconnected',
      'messaging.phone_number.reconnected',
      'messaging.phone_number.created',
      'messaging.message.received',
      'messaging.message.sent',
      'messaging.message.delivered',
      'messaging.message.read',
      'messaging.message.failed',
      'messaging.conversation.created',
      'messaging.conversation.ended',
      'messaging.conversation.inactive',
      'messaging.contact.marketing_preference_changed',
      'messaging.contact.identity_changed',
      'messaging.thread.ownership_changed',
      'messaging.thread.standby',
      'agent.run.approval_required',
      'agent.run.completed',
      'agent.run.failed',
      'agent.run.cancelled',
      'workflow.execution.started',
      'workflow.execution.waiting',
      'workflow.execution.handoff',
      'workflow.execution.ended',
      'workflow.execution.failed',
      'messaging.broadcast.status_changed',
    ]);
  });

  it('v2-only events have no v1 body; others render both versions', () => {
    for (const e of CATALOG) {
      const ev = sampleEvent(e.name, at);
      const v1 = renderBody(ev, 'v1', at);
      const v2 = JSON.parse(renderBody(ev, 'v2', at)!);
      expect(v2.event).toBe(e.name);
      if (e.versions.includes('v1')) expect(JSON.parse(v1!)).toMatchObject({ type: e.name, occurred_at: at, data: ev.fields });
      else expect(v1).toBeUndefined();
    }
    expect(eventSupportsVersion('messaging.account.disabled', 'v1')).toBe(false);
    expect(eventSupportsVersion('agent.run.completed', 'v1')).toBe(true);
  });

  it('marks test bodies', () => {
    expect(JSON.parse(renderBody(sampleEvent('agent.run.completed', at), 'v2', at, { test: true })!).test).toBe(true);
  });

  it('marketing preference payload carries the sequence and previous status', () => {
    const e = ingestedEvent(
      'messaging.contact.marketing_preference_changed',
      { contact_id: 'c', phone_number_id: '111', status: 'stopped', source: 'meta_delivery_error', upstream_error_code: 131050 },
      { previousStatus: null, sequence: 3, occurredAt: at },
    );
    expect(e.fields).toMatchObject({
      phone_number_id: '111',
      sequence: 3,
      marketing_preference: { status: 'stopped', previous_status: null, source: 'meta_delivery_error', upstream_error_code: 131050 },
    });
    expect(e.phoneNumberIds).toEqual(['111']);
  });
});

describe('messaging-proxy → public events', () => {
  it('account disabled: once per project and account, every affected number', () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.AccountDisabled', { ...base, phone_numbers: [n1, n2, n1] })!;
    expect(m.projectId).toBe('p');
    expect(m.upstreamEventId).toBe('up-1');
    expect(JSON.parse(renderBody(m.event, 'v2', at)!)).toEqual({ event: 'messaging.account.disabled', business_account_id: '900', phone_numbers: [n1, n2] });
  });

  it("a number a setup link connected: messaging.phone_number.created with the peer's project and customer ids", () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.PhoneNumberCreated', {
      ...base,
      customer_id: 'c-1',
      phone_number: n1,
      connection_type: 'coexistence',
      setup_link_id: 'l-1',
      reconnected: true,
    })!;
    expect(m).toMatchObject({ projectId: 'p', upstreamEventId: 'up-1', occurredAt: at });
    expect(m.event.phoneNumberIds).toEqual(['111']);
    expect(JSON.parse(renderBody(m.event, 'v2', at)!)).toEqual({
      event: 'messaging.phone_number.created',
      phone_number_id: '111',
      display_phone_number: '+1 555-0001',
      business_account_id: '900',
      connection_type: 'coexistence',
      project: { id: 'p' },
      customer: { id: 'c-1' },
      setup_link_id: 'l-1',
      reconnected: true,
    });
    expect(renderBody(m.event, 'v1', at)).toBeUndefined();
    // Without a number there is nothing to announce.
    expect(mapMessagingProxyEvent('svc.messaging_proxy.v1.PhoneNumberCreated', { ...base, customer_id: 'c-1' })).toBeUndefined();
  });

  it('account restricted on several numbers: restrictions[], no top-level number', () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.AccountRestricted', {
      ...base,
      phone_numbers: [n1, n2],
      restrictions: [
        { type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: at },
        { type: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expires_at: '' },
      ],
    })!;
    const body = JSON.parse(renderBody(m.event, 'v2', at)!);
    expect(body.restrictions).toEqual([
      { type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: at },
      { type: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expires_at: null },
    ]);
    expect(body.phone_number).toBeUndefined();
    expect(body.phone_numbers).toHaveLength(2);
  });

  it('single restricted number: top-level phone_number and phone_numbers lists only it', () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.AccountRestricted', { ...base, phone_numbers: [n1, n2], phone_number: n2, restrictions: [] })!;
    const body = JSON.parse(renderBody(m.event, 'v2', at)!);
    expect(body).toMatchObject({ phone_number: n2.display_phone_number, phone_number_id: '222', phone_numbers: [n2] });
  });

  it('violation: as restricted for a single number, with the violation type', () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.AccountViolated', {
      ...base,
      phone_numbers: [n1],
      phone_number: n1,
      violation_type: 'SCAM',
      restrictions: [],
    })!;
    expect(JSON.parse(renderBody(m.event, 'v2', at)!)).toEqual({
      event: 'messaging.account.violation',
      business_account_id: '900',
      phone_numbers: [n1],
      restrictions: [],
      violation_type: 'SCAM',
      phone_number: n1.display_phone_number,
      phone_number_id: '111',
    });
  });

  it('reinstated has the disabled shape', () => {
    const m = mapMessagingProxyEvent('svc.messaging_proxy.v1.AccountReinstated', { ...base, phone_numbers: [n1] })!;
    expect(JSON.parse(renderBody(m.event, 'v2', at)!)).toEqual({ event: 'messaging.account.reinstated', business_account_id: '900', phone_numbers: [n1] });
  });

  it('phone number disconnected adds disconnection; offboarded and reconnected do not', () => {
    const src = { provider: 'upstream', event: 'ACCOUNT_OFFBOARDED', business_account_id: '900' };
    const d = mapMessagingProxyEvent('svc.messaging_proxy.v1.PhoneNumberDisconnected', {
      ...base,
      phone_number: n1,
      connection_type: 'coexistence',
      source: src,
      disconnection: { reason: 'ACCOUNT_DISCONNECTED', initiated_by: 'USER' },
    })!;
    expect(JSON.parse(renderBody(d.event, 'v2', at)!)).toEqual({
      event: 'messaging.phone_number.disconnected',
      phone_number_id: '111',
      connection_type: 'coexistence',
      source: src,
      disconnection: { reason: 'ACCOUNT_DISCONNECTED', initiated_by: 'USER' },
    });
    for (const t of ['PhoneNumberOffboarded', 'PhoneNumberReconnected']) {
      const m = mapMessagingProxyEvent(`svc.messaging_proxy.v1.${t}`, { ...base, phone_number: n1, connection_type: 'dedicated', source: src })!;
      expect(Object.keys(JSON.parse(renderBody(m.event, 'v2', at)!))).toEqual(['event', 'phone_number_id', 'connection_type', 'source']);
    }
  });

  it('ignores internal events that are not public (pricing, display names, user preference)', () => {
    expect(mapMessagingProxyEvent('svc.messaging_proxy.v1.MessagePriced', base)).toBeUndefined();
    expect(mapMessagingProxyEvent('svc.messaging_proxy.v1.UserPreferenceChanged', base)).toBeUndefined();
  });
});
