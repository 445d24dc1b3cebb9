import { describe, expect, it } from 'vitest';
import { matchesFilter, parseTrigger, triggerDisplayName } from './trigger';
import { statusTransition } from './workflow-status';

describe('parseTrigger', () => {
  it('accepts each type with its own fields and defaults active to true', () => {
    expect(parseTrigger({ trigger_type: 'inbound_message', phone_number_id: '1065' })).toEqual({
      ok: true,
      spec: { trigger_type: 'inbound_message', active: true, phone_number_id: '1065' },
    });
    expect(parseTrigger({ trigger_type: 'api_call', active: false })).toEqual({ ok: true, spec: { trigger_type: 'api_call', active: false } });
    expect(parseTrigger({ trigger_type: 'messaging_event', event: 'messaging.thread.control_received' })).toEqual({
      ok: true,
      spec: { trigger_type: 'messaging_event', active: true, event: 'messaging.thread.control_received' },
    });
    expect(parseTrigger({ trigger_type: 'project_event', triggerable_attributes: { event_name: 'order.placed' } })).toEqual({
      ok: true,
      spec: { trigger_type: 'project_event', active: true, event: 'order.placed' },
    });
  });

  it('refuses fields of other types, missing ones and bad filters, naming the field', () => {
    const msg = (input: Parameters<typeof parseTrigger>[0]) => {
      const r = parseTrigger(input, 'triggers[2]');
      return r.ok ? 'ok' : r.message;
    };
    expect(msg({ trigger_type: 'cron' })).toBe('triggers[2].trigger_type must be one of inbound_message, api_call, messaging_event, project_event');
    expect(msg({ trigger_type: 'inbound_message' })).toBe('triggers[2].phone_number_id is required for inbound_message triggers');
    expect(msg({ trigger_type: 'inbound_message', phone_number_id: '+1 555' })).toBe('triggers[2].phone_number_id must be a digit string');
    expect(msg({ trigger_type: 'api_call', event: 'messaging.message.sent' })).toBe('triggers[2].event is only allowed for messaging_event triggers');
    expect(msg({ trigger_type: 'messaging_event', event: 'messaging.message.read' })).toContain('triggers[2].event must be one of');
    expect(msg({ trigger_type: 'project_event' })).toContain('triggers[2].triggerable_attributes is required');
    expect(msg({ trigger_type: 'project_event', triggerable_attributes: { event_name: 'Order Placed' } })).toContain('event_name must be a project event name');
    expect(msg({ trigger_type: 'project_event', triggerable_attributes: { event_name: 'a.b', property_key: 'x' } })).toBe(
      'triggers[2].triggerable_attributes must give property_key, operator and property_value together, or none of them',
    );
    expect(msg({ trigger_type: 'project_event', triggerable_attributes: { event_name: 'a.b', property_key: 'x', operator: 'lt', property_value: '5' } })).toBe(
      'triggers[2].triggerable_attributes.property_value must be a number for operator lt',
    );
    expect(msg({ trigger_type: 'project_event', triggerable_attributes: { event_name: 'a.b', color: 'red' } })).toBe(
      'triggers[2].triggerable_attributes has unknown field(s): color',
    );
  });

  it('names triggers for display', () => {
    expect(triggerDisplayName({ trigger_type: 'inbound_message', phone_number_id: '1065' })).toBe('Inbound message on 1065');
    expect(triggerDisplayName({ trigger_type: 'messaging_event', event: 'messaging.message.failed', phone_number_id: '9' })).toBe(
      'Event messaging.message.failed on 9',
    );
    expect(triggerDisplayName({ trigger_type: 'project_event', event: 'a.b', filter: { property_key: 'tier', operator: 'eq', property_value: 'gold' } })).toBe(
      'Project event a.b where tier eq "gold"',
    );
  });
});

describe('matchesFilter', () => {
  it('passes without a filter and compares eq strictly (a number equals its decimal string)', () => {
    expect(matchesFilter(undefined, {})).toBe(true);
    const eq = (property_value: string | number | boolean) => ({ property_key: 'v', operator: 'eq' as const, property_value });
    expect(matchesFilter(eq('gold'), { v: 'gold' })).toBe(true);
    expect(matchesFilter(eq('gold'), { v: 'Gold' })).toBe(false);
    expect(matchesFilter(eq(5), { v: '5' })).toBe(true);
    expect(matchesFilter(eq('5'), { v: 5 })).toBe(true);
    expect(matchesFilter(eq(true), { v: 'true' })).toBe(false);
    expect(matchesFilter(eq('x'), {})).toBe(false);
    expect(matchesFilter(eq(0), { v: '' })).toBe(false);
  });

  it('compares numerically for gt/gte/lt/lte and never passes a non-number', () => {
    const f = (operator: 'gt' | 'gte' | 'lt' | 'lte') => ({ property_key: 'total', operator, property_value: 100 });
    expect([99, 100, 101].map((t) => matchesFilter(f('gt'), { total: t }))).toEqual([false, false, true]);
    expect([99, 100, 101].map((t) => matchesFilter(f('gte'), { total: t }))).toEqual([false, true, true]);
    expect([99, 100, 101].map((t) => matchesFilter(f('lt'), { total: t }))).toEqual([true, false, false]);
    expect([99, 100, 101].map((t) => matchesFilter(f('lte'), { total: String(t) }))).toEqual([true, true, false]);
    expect(matchesFilter(f('gt'), { total: 'lots' })).toBe(false);
    expect(matchesFilter(f('gt'), { total: null })).toBe(false);
  });
});

describe('workflow statuses', () => {
  it('allows the table of decision 0712 and validates only on the way to active', () => {
    expect(statusTransition('draft', 'active')).toEqual({ kind: 'ok', validate: true });
    expect(statusTransition('paused', 'active')).toEqual({ kind: 'ok', validate: true });
    expect(statusTransition('active', 'paused')).toEqual({ kind: 'ok', validate: false });
    expect(statusTransition('active', 'archived')).toEqual({ kind: 'ok', validate: false });
    expect(statusTransition('archived', 'draft')).toEqual({ kind: 'ok', validate: false });
    expect(statusTransition('active', 'active')).toEqual({ kind: 'same' });
    expect(statusTransition('draft', 'paused')).toEqual({ kind: 'refused', message: 'A draft workflow cannot become paused' });
    expect(statusTransition('archived', 'paused')).toEqual({
      kind: 'refused',
      message: 'An archived workflow cannot become paused; restore it to draft first',
    });
  });
});
