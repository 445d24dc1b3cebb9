/**
 * Workflow triggers (decision 0713): what starts executions of a workflow. Pure rules: the input's
 * shape per trigger type, the display name, and the project-event property filter.
 *
 * - `inbound_message` (`phone_number_id`): an inbound message on the number that no running or
 *   waiting execution takes starts the workflow; one active per number of a project.
 * - `api_call`: `POST /workflows/{id}/executions` is accepted only while the workflow has an active
 *   api_call trigger or no api_call trigger at all (a deactivated one switches API starts off).
 * - `messaging_event` (`event`, optional `phone_number_id`): a message or conversation event of the
 *   project, or `messaging.thread.control_received`, starts an observer execution.
 * - `project_event` (`triggerable_attributes{event_name, property_key?, operator?, property_value?}`):
 *   an emitted project event whose property passes the filter starts an observer execution.
 */
import { eventNameError } from './graph.schema';

/** Trigger types. */
export const TRIGGER_TYPES = ['inbound_message', 'api_call', 'messaging_event', 'project_event'] as const;
/** A trigger type. */
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Platform events a `messaging_event` trigger may name. */
export const MESSAGING_TRIGGER_EVENTS = [
  'messaging.message.received',
  'messaging.message.sent',
  'messaging.message.failed',
  'messaging.conversation.created',
  'messaging.conversation.ended',
  'messaging.thread.control_received',
] as const;

/** Operators of a project-event property filter. */
export const FILTER_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte'] as const;
/** A filter operator. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A project event filter: the event's name and, optionally, one property comparison. */
export interface ProjectEventFilter {
  event_name: string;
  property_key?: string;
  operator?: FilterOperator;
  property_value?: string | number | boolean;
}

/** A validated trigger to store. */
export interface TriggerSpec {
  trigger_type: TriggerType;
  active: boolean;
  phone_number_id?: string;
  /** messaging_event: the event; project_event: the event name. */
  event?: string;
  /** project_event: the property comparison (without event_name). */
  filter?: Omit<ProjectEventFilter, 'event_name'>;
}

/** A trigger as submitted. */
export interface TriggerInput {
  trigger_type: string;
  active?: boolean;
  phone_number_id?: string;
  event?: string;
  triggerable_attributes?: Record<string, unknown>;
}

const DIGITS = /^\d{1,32}$/;
const PROPERTY_KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** Validates a trigger input; the error names the field (`trigger.<field>`, prefixed by `at`). */
export function parseTrigger(input: TriggerInput, at = 'trigger'): { ok: true; spec: TriggerSpec } | { ok: false; message: string } {
  const bad = (field: string, message: string) => ({ ok: false as const, message: `${at}.${field} ${message}` });
  if (!(TRIGGER_TYPES as readonly string[]).includes(input.trigger_type)) return bad('trigger_type', `must be one of ${TRIGGER_TYPES.join(', ')}`);
  const type = input.trigger_type as TriggerType;
  const active = input.active ?? true;
  const attrs = input.triggerable_attributes;
  const onlyFor = (field: string, types: string) => bad(field, `is only allowed for ${types} triggers`);
  if (input.phone_number_id !== undefined && !DIGITS.test(input.phone_number_id)) return bad('phone_number_id', 'must be a digit string');
  switch (type) {
    case 'inbound_message':
      if (!input.phone_number_id) return bad('phone_number_id', 'is required for inbound_message triggers');
      if (input.event !== undefined) return onlyFor('event', 'messaging_event');
      if (attrs !== undefined) return onlyFor('triggerable_attributes', 'project_event');
      return { ok: true, spec: { trigger_type: type, active, phone_number_id: input.phone_number_id } };
    case 'api_call':
      if (input.phone_number_id !== undefined) return onlyFor('phone_number_id', 'inbound_message and messaging_event');
      if (input.event !== undefined) return onlyFor('event', 'messaging_event');
      if (attrs !== undefined) return onlyFor('triggerable_attributes', 'project_event');
      return { ok: true, spec: { trigger_type: type, active } };
    case 'messaging_event':
      if (!input.event) return bad('event', `is required for messaging_event triggers: one of ${MESSAGING_TRIGGER_EVENTS.join(', ')}`);
      if (!(MESSAGING_TRIGGER_EVENTS as readonly string[]).includes(input.event)) return bad('event', `must be one of ${MESSAGING_TRIGGER_EVENTS.join(', ')}`);
      if (attrs !== undefined) return onlyFor('triggerable_attributes', 'project_event');
      return {
        ok: true,
        spec: { trigger_type: type, active, event: input.event, ...(input.phone_number_id ? { phone_number_id: input.phone_number_id } : {}) },
      };
    case 'project_event': {
      if (input.phone_number_id !== undefined) return onlyFor('phone_number_id', 'inbound_message and messaging_event');
      if (input.event !== undefined) return bad('event', 'is not used by project_event triggers; name the event in triggerable_attributes.event_name');
      if (!attrs || typeof attrs !== 'object')
        return bad('triggerable_attributes', 'is required for project_event triggers ({ event_name, property_key?, operator?, property_value? })');
      const unknown = Object.keys(attrs).filter((k) => !['event_name', 'property_key', 'operator', 'property_value'].includes(k));
      if (unknown.length) return bad('triggerable_attributes', `has unknown field(s): ${unknown.join(', ')}`);
      const name = attrs.event_name;
      if (typeof name !== 'string' || eventNameError(name) !== null) {
        return bad('triggerable_attributes.event_name', 'must be a project event name such as order.placed (lower-case dotted words, at most 128 characters)');
      }
      const { property_key: key, operator: op, property_value: value } = attrs;
      const given = [key, op, value].filter((v) => v !== undefined && v !== null).length;
      if (given === 0) return { ok: true, spec: { trigger_type: type, active, event: name } };
      if (given !== 3) return bad('triggerable_attributes', 'must give property_key, operator and property_value together, or none of them');
      if (typeof key !== 'string' || !PROPERTY_KEY.test(key))
        return bad('triggerable_attributes.property_key', 'must be a property name (letters, digits, _ . -; at most 64)');
      if (typeof op !== 'string' || !(FILTER_OPERATORS as readonly string[]).includes(op))
        return bad('triggerable_attributes.operator', `must be one of ${FILTER_OPERATORS.join(', ')}`);
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        return bad('triggerable_attributes.property_value', 'must be a string, number or boolean');
      }
      if (typeof value === 'string' && value.length > 1024) return bad('triggerable_attributes.property_value', 'must be at most 1024 characters');
      if (op !== 'eq' && (typeof value !== 'number' || !Number.isFinite(value)))
        return bad('triggerable_attributes.property_value', `must be a number for operator ${op}`);
      return {
        ok: true,
        spec: { trigger_type: type, active, event: name, filter: { property_key: key, operator: op as FilterOperator, property_value: value } },
      };
    }
  }
}

/** The name shown for a trigger. */
export function triggerDisplayName(spec: Pick<TriggerSpec, 'trigger_type' | 'phone_number_id' | 'event' | 'filter'>): string {
  switch (spec.trigger_type) {
    case 'inbound_message':
      return `Inbound message on ${spec.phone_number_id}`;
    case 'api_call':
      return 'API call';
    case 'messaging_event':
      return `Event ${spec.event}${spec.phone_number_id ? ` on ${spec.phone_number_id}` : ''}`;
    case 'project_event': {
      const f = spec.filter;
      return `Project event ${spec.event}${f?.property_key ? ` where ${f.property_key} ${f.operator} ${JSON.stringify(f.property_value)}` : ''}`;
    }
  }
}

/**
 * Whether a project event's properties pass a trigger's filter: no filter passes; `eq` compares
 * strictly (a number also equals its decimal string); gt/gte/lt/lte need a numeric property (a
 * numeric string counts). A missing property never passes.
 */
export function matchesFilter(filter: TriggerSpec['filter'] | undefined, properties: Record<string, unknown>): boolean {
  if (!filter?.property_key || filter.operator === undefined) return true;
  const actual = properties[filter.property_key];
  if (actual === undefined || actual === null) return false;
  const expected = filter.property_value;
  if (filter.operator === 'eq') {
    if (actual === expected) return true;
    if (typeof expected === 'number' && typeof actual === 'string') return actual.trim() !== '' && Number(actual) === expected;
    if (typeof expected === 'string' && typeof actual === 'number') return expected.trim() !== '' && Number(expected) === actual;
    return false;
  }
  const n = typeof actual === 'number' ? actual : typeof actual === 'string' && actual.trim() !== '' ? Number(actual) : NaN;
  if (!Number.isFinite(n) || typeof expected !== 'number') return false;
  switch (filter.operator) {
    case 'gt':
      return n > expected;
    case 'gte':
      return n >= expected;
    case 'lt':
      return n < expected;
    case 'lte':
      return n <= expected;
  }
}
