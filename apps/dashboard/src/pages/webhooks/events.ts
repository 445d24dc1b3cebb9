/** The public events a project webhook subscribes to (docs/events.md), with the payload versions that carry them. */
export interface EventInfo {
  name: string;
  /** Only in payload v2. */
  v2Only: boolean;
}

const V2_ONLY = [
  'messaging.account.disabled',
  'messaging.account.reinstated',
  'messaging.account.restricted',
  'messaging.account.violation',
  'messaging.phone_number.offboarded',
  'messaging.phone_number.disconnected',
  'messaging.phone_number.reconnected',
  'messaging.phone_number.created',
];

const BOTH = [
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
  'messaging.broadcast.status_changed',
  'agent.run.approval_required',
  'agent.run.completed',
  'agent.run.failed',
  'agent.run.cancelled',
  'workflow.execution.started',
  'workflow.execution.waiting',
  'workflow.execution.handoff',
  'workflow.execution.ended',
  'workflow.execution.failed',
];

/** Every event of the catalog. */
export const EVENTS: EventInfo[] = [...BOTH.map((name) => ({ name, v2Only: false })), ...V2_ONLY.map((name) => ({ name, v2Only: true }))];

/** The events a payload version carries (v1 lacks the v2-only ones). */
export function eventsFor(version: string): string[] {
  return EVENTS.filter((e) => version === 'v2' || !e.v2Only).map((e) => e.name);
}

/** The options of an events picker grouped by their first word (messaging, agent, workflow). */
export function eventOptions(version: string): Array<{ group: string; items: string[] }> {
  const groups = new Map<string, string[]>();
  for (const name of eventsFor(version)) {
    const g = name.split('.')[0];
    groups.set(g, [...(groups.get(g) ?? []), name]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
