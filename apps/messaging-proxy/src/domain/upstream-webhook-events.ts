/**
 * The searchable record of received upstream changes (log search source `upstream_webhook_event`,
 * decision 0019): one row per change of a delivery that maps to a project, and per message or status
 * item of a `messages` change (each has its own wamid). Pure: the receiver writes the rows in the
 * receipt's transaction.
 */
import { looseList, looseObject, looseObjects, optionalText } from '@platform/lenient';

type Obj = Record<string, unknown>;

/** One received change as stored in `upstream_webhook_events`. */
export interface UpstreamWebhookEventRow {
  id: string;
  project_id: string;
  received_at: Date;
  request_id: string | null;
  field: string;
  kind: string;
  status: string | null;
  phone_number_id: string | null;
  wamid: string | null;
  wa_id: string | null;
  error_codes: string | null;
  error_titles: string | null;
  payload_excerpt: string;
}

/** The numbers of an account, as far as the record needs them. */
export interface EventNumber {
  projectId: string;
  phoneNumberId: string;
}

/** What one delivery is: its parsed payload, the account numbers it names, its id and arrival time. */
export interface EventDelivery {
  payload: unknown;
  byWaba: ReadonlyMap<string, readonly EventNumber[]>;
  requestId?: string;
  now: Date;
}

/** Longest payload excerpt kept, characters (~4 KB). */
export const PAYLOAD_EXCERPT_CHARS = 4_000;
/** Items (messages or statuses) of one change recorded at most; a change carries one in practice. */
const ITEMS_PER_CHANGE = 100;

/** The `errors` of an upstream object (codes and titles, or the message when no title). */
function errorsOf(list: unknown): { codes: string[]; titles: string[] } {
  const codes: string[] = [];
  const titles: string[] = [];
  for (const e of looseObjects.parse(list)) {
    const code = optionalText.parse(e.code);
    const title = optionalText.parse(e.title) ?? optionalText.parse(e.message);
    if (code) codes.push(storable(code.slice(0, 32)));
    if (title) titles.push(storable(title.slice(0, 300)));
  }
  return { codes, titles };
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text Postgres stores: without NUL and lone surrogates (a cut pair, or sent so), which `text` and the
 * JSON batch insert refuse; one such character must not fail the delivery's transaction.
 */
export function storable(text: string): string {
  return text.replace(UNSTORABLE, '');
}

/** JSON of `value` cut to {@link PAYLOAD_EXCERPT_CHARS}. */
export function payloadExcerpt(value: unknown): string {
  const json = JSON.stringify(value) ?? '';
  return storable(json.length > PAYLOAD_EXCERPT_CHARS ? json.slice(0, PAYLOAD_EXCERPT_CHARS) : json);
}

/** The projects a change is for: the number it names, else every number of the account. */
function projectsOf(numbers: readonly EventNumber[], value: Obj): Array<{ projectId: string; phoneNumberId: string | null }> {
  const named = optionalText.parse(looseObject.parse(value.metadata).phone_number_id) ?? optionalText.parse(value.phone_number_id);
  const matching = named ? numbers.filter((n) => n.phoneNumberId === named) : numbers;
  const seen = new Map<string, { projectId: string; phoneNumberId: string | null }>();
  for (const n of matching) if (!seen.has(n.projectId)) seen.set(n.projectId, { projectId: n.projectId, phoneNumberId: named ?? null });
  return [...seen.values()];
}

interface Item {
  kind: string;
  status?: string;
  wamid?: string;
  waId?: string;
  errors: unknown;
  excerpt: unknown;
}

/** The items of one change: each message and status of a `messages` change, else the change itself. */
function itemsOf(field: string, value: Obj): Item[] {
  const items: Item[] = [];
  if (field === 'messages') {
    const waId = optionalText.parse(looseObject.parse(looseObjects.parse(value.contacts)[0]).wa_id);
    for (const m of looseObjects.parse(value.messages).slice(0, ITEMS_PER_CHANGE))
      items.push({
        kind: 'message',
        wamid: optionalText.parse(m.id),
        waId: optionalText.parse(m.from) ?? waId,
        errors: m.errors,
        excerpt: { ...value, messages: [m], statuses: undefined },
      });
    for (const s of looseObjects.parse(value.statuses).slice(0, ITEMS_PER_CHANGE)) {
      const status = optionalText.parse(s.status)?.slice(0, 64);
      items.push({
        kind: `status:${status ?? 'unknown'}`,
        status,
        wamid: optionalText.parse(s.id),
        waId: optionalText.parse(s.recipient_id),
        errors: s.errors,
        excerpt: { ...value, messages: undefined, statuses: [s] },
      });
    }
  }
  if (items.length === 0) items.push({ kind: optionalText.parse(value.event)?.slice(0, 64) ?? field, errors: undefined, excerpt: value });
  return items;
}

/**
 * The rows of one delivery: every change of an account with numbers in a project, once per project
 * it is for; changes of accounts no project connected (or of a number no project has) are not recorded.
 * `newId` gives each row its id.
 */
export function upstreamWebhookEventRows(d: EventDelivery, newId: () => string): UpstreamWebhookEventRow[] {
  const rows: UpstreamWebhookEventRow[] = [];
  for (const entry of looseObjects.parse(looseObject.parse(d.payload).entry)) {
    const wabaId = optionalText.parse(entry.id);
    const numbers = wabaId ? (d.byWaba.get(wabaId) ?? []) : [];
    if (numbers.length === 0) continue;
    for (const change of looseObjects.parse(entry.changes)) {
      const field = storable((optionalText.parse(change.field) ?? 'unknown').slice(0, 64));
      const value = looseObject.parse(change.value);
      const projects = projectsOf(numbers, value);
      if (projects.length === 0) continue;
      const changeErrors = errorsOf(looseList.parse(value.errors));
      for (const item of itemsOf(field, value)) {
        const own = errorsOf(item.errors);
        const codes = [...own.codes, ...changeErrors.codes];
        const titles = [...own.titles, ...changeErrors.titles];
        const excerpt = payloadExcerpt(item.excerpt);
        for (const p of projects)
          rows.push({
            id: newId(),
            project_id: p.projectId,
            received_at: d.now,
            request_id: d.requestId ?? null,
            field,
            kind: storable(item.kind),
            status: item.status === undefined ? null : storable(item.status),
            phone_number_id: p.phoneNumberId,
            wamid: item.wamid === undefined ? null : storable(item.wamid.slice(0, 256)),
            wa_id: item.waId === undefined ? null : storable(item.waId.slice(0, 64)),
            error_codes: codes.length ? codes.join(' ') : null,
            error_titles: titles.length ? titles.join('; ') : null,
            payload_excerpt: excerpt,
          });
      }
    }
  }
  return rows;
}
