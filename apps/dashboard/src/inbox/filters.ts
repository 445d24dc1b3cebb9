/**
 * The conversation list's view ↔ the URL's query string. Every filter lives in the URL, so a view is a
 * deep link (`${basePath}/conversations?inbox_status=pending&assignee=me&q=kim`) and opening a
 * conversation keeps it. No `inbox_status` means the Open tab (what an operator works on);
 * `inbox_status=all` is every status.
 */
import type { ConversationCounts, ConversationFilters, InboxStatus } from './inbox-api';

export const STATUS_TABS = ['open', 'pending', 'resolved', 'snoozed', 'all'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export const STATUS_LABELS: Record<StatusTab, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', snoozed: 'Snoozed', all: 'All' };

/** At most this many contact property filters at once (the API's limit, decision 0507). */
export const MAX_PROPERTY_FILTERS = 3;

export const TOO_MANY_PROPERTIES = `At most ${MAX_PROPERTY_FILTERS} contact property filters at once: remove one before adding another.`;

/** What the list shows, as the URL says it. */
export interface InboxView {
  status: StatusTab;
  /** `me`, `unassigned` or a member's user id; absent: everyone. */
  assignee?: string;
  unread: boolean;
  q: string;
  phone_number_id?: string;
  properties: Array<{ key: string; value: string }>;
}

export const DEFAULT_VIEW: InboxView = { status: 'open', unread: false, q: '', properties: [] };

const PROPERTY_PARAM = /^contact_property\[(.+)\]$/;
const ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The view of a query string; unknown or malformed values fall back to the default (never a broken page). */
export function viewFromSearch(search: URLSearchParams | string): InboxView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = p.get('inbox_status');
  const assignee = p.get('assignee')?.trim();
  const number = p.get('phone_number_id')?.trim();
  const properties: InboxView['properties'] = [];
  for (const [name, value] of p) {
    const m = PROPERTY_PARAM.exec(name);
    if (m && properties.length < MAX_PROPERTY_FILTERS && value !== '') properties.push({ key: m[1]!, value });
  }
  return {
    status: (STATUS_TABS as readonly string[]).includes(status ?? '') ? (status as StatusTab) : 'open',
    assignee: assignee && ID.test(assignee) ? assignee : undefined,
    unread: p.get('unread') === 'true',
    q: (p.get('q') ?? '').slice(0, 100),
    phone_number_id: number && ID.test(number) ? number : undefined,
    properties,
  };
}

/** The query string of a view (without `?`); the default view is the empty string. */
export function searchOfView(v: InboxView): string {
  const p = new URLSearchParams();
  if (v.status !== 'open') p.set('inbox_status', v.status);
  if (v.assignee) p.set('assignee', v.assignee);
  if (v.unread) p.set('unread', 'true');
  if (v.q.trim()) p.set('q', v.q.trim());
  if (v.phone_number_id) p.set('phone_number_id', v.phone_number_id);
  for (const { key, value } of v.properties.slice(0, MAX_PROPERTY_FILTERS)) p.append(`contact_property[${key}]`, value);
  return p.toString();
}

/** What the mode may filter by: an embed has no "me" and no unread (its capabilities, decision 0017). */
export interface FilterAbilities {
  me: boolean;
  unread: boolean;
}

/** The API's filters of a view (`all` is no status filter); what the mode cannot filter by is dropped. */
export function apiFilters(v: InboxView, can: FilterAbilities = { me: true, unread: true }): ConversationFilters {
  const f: ConversationFilters = {};
  if (v.status !== 'all') f.inbox_status = v.status as InboxStatus;
  if (v.assignee && (v.assignee !== 'me' || can.me)) f.assignee = v.assignee;
  if (v.unread && can.unread) f.unread = true;
  if (v.q.trim()) f.q = v.q.trim();
  if (v.phone_number_id) f.phone_number_id = v.phone_number_id;
  if (v.properties.length) f.contact_property = v.properties.slice(0, MAX_PROPERTY_FILTERS);
  return f;
}

/**
 * Adds a `key = value` property filter: the new view, or a sentence saying why not (a fourth filter,
 * an empty key or value). The same key again replaces its value.
 */
export function addProperty(v: InboxView, key: string, value: string): InboxView | string {
  const k = key.trim();
  const val = value.trim();
  if (!k || !val) return 'Give both a property name and a value.';
  if (/[[\]]/.test(k)) return 'A property name cannot contain square brackets.';
  const others = v.properties.filter((p) => p.key !== k);
  if (others.length >= MAX_PROPERTY_FILTERS) return TOO_MANY_PROPERTIES;
  return { ...v, properties: [...others, { key: k, value: val }] };
}

/** The view without the property filter of `key`. */
export function removeProperty(v: InboxView, key: string): InboxView {
  return { ...v, properties: v.properties.filter((p) => p.key !== key) };
}

/** The count a status tab shows: its status's, or all four for `all` (the counts ignore `inbox_status`). */
export function tabCount(counts: ConversationCounts | undefined, tab: StatusTab): number | undefined {
  if (!counts) return undefined;
  return tab === 'all' ? counts.open + counts.pending + counts.resolved + counts.snoozed : counts[tab];
}

/** True when the view narrows beyond its status tab (the empty state says so). */
export function isNarrowed(v: InboxView): boolean {
  return Boolean(v.assignee || v.unread || v.q.trim() || v.phone_number_id || v.properties.length);
}
