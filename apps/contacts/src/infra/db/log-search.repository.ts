import { type Db, type LogSource, LogSourcesRepository } from '@platform/db';
import type { Logger } from '@platform/logger';

/** Longest text a hit's detail carries (decision 0019). */
const DETAIL_TEXT_MAX = 2_000;

/**
 * The searchable text of a message_event over `message_statuses` (columns prefixed by `p`): the wamid,
 * the status and the first error's code and title. Message bodies are customers' content and are
 * never searchable; the message type lives on `messages` and is shown in the hit, not searched.
 */
const messageEventText = (p: string) =>
  `${p}wamid || ' ' || ${p}status || ' ' || coalesce(${p}raw #>> '{errors,0,code}', '') || ' ' || coalesce(${p}raw #>> '{errors,0,title}', '')`;

/** The message_event text as migration 0005 indexes it (unqualified; the same expression as the source's). */
export const MESSAGE_EVENT_TEXT_INDEXED = messageEventText('');

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const cut = (v: string): string => (v.length > DETAIL_TEXT_MAX ? v.slice(0, DETAIL_TEXT_MAX) : v);

/** The first error of a raw status, as `{ code, title }` strings (empty when none). */
function firstError(raw: unknown): { code: string; title: string } {
  const errors = raw && typeof raw === 'object' ? (raw as { errors?: unknown }).errors : undefined;
  const e = Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? (errors[0] as Record<string, unknown>) : {};
  return { code: str(e.code), title: str(e.title ?? e.message) };
}

/**
 * message_event: one hit per status the upstream reported for a message (sent, delivered, read,
 * failed, ...), joined to its message for the keys it holds. A message the upstream reported nothing
 * for yet (a pending send, an inbound message) has no event here: inbound receipts are searched as
 * messaging-proxy's upstream_webhook_event, sends as its external_api_log (decision 0019, "Sources of contacts").
 */
function messageEventSource(retentionDays: number): LogSource {
  return {
    name: 'message_event',
    from: 'message_statuses s join messages m on m.id = s.message_id',
    projectColumn: 's.project_id',
    timeColumn: 's."timestamp"',
    idColumn: 's.seq',
    select: [
      's.wamid as wamid',
      's.status as status',
      's.raw as raw',
      'm.id as message_id',
      'm.phone_number_id as phone_number_id',
      'm.conversation_id as conversation_id',
      'm.request_id as request_id',
      'm.direction as direction',
      'm.origin as origin',
      'm.type as type',
      'm.status as message_status',
    ],
    keys: {
      wamid: 's.wamid',
      phone_number_id: 'm.phone_number_id',
      conversation_id: 'm.conversation_id',
      request_id: 'm.request_id',
      status: 's.status',
      wa_id: `s.raw ->> 'recipient_id'`,
    },
    text: messageEventText('s.'),
    problem: `s.status = 'failed'`,
    retentionDays,
    toHit(r) {
      const raw = (r.raw ?? {}) as Record<string, unknown>;
      const err = firstError(raw);
      const keys: Record<string, string> = {};
      const put = (k: string, v: unknown) => {
        if (str(v)) keys[k] = str(v);
      };
      put('wamid', r.wamid);
      put('phone_number_id', r.phone_number_id);
      put('conversation_id', r.conversation_id);
      put('request_id', r.request_id);
      put('status', r.status);
      put('wa_id', raw.recipient_id);
      const errorText = err.code || err.title ? ` (${[err.code, err.title].filter(Boolean).join(' ')})` : '';
      return {
        resource_type: 'message',
        resource_id: str(r.wamid),
        summary: `message ${str(r.wamid)} ${str(r.status)}${errorText}`,
        keys,
        detail: {
          message_id: str(r.message_id),
          status: str(r.status),
          message_status: str(r.message_status),
          direction: str(r.direction),
          origin: str(r.origin),
          type: str(r.type),
          recipient_id: str(raw.recipient_id),
          errors: cut(JSON.stringify(Array.isArray(raw.errors) ? raw.errors : [])),
          pricing: raw.pricing && typeof raw.pricing === 'object' ? raw.pricing : null,
        },
      };
    },
  };
}

/** Log search over contacts' sources (decision 0019): message_event. */
export class LogSearchRepository extends LogSourcesRepository {
  constructor(db: Db, logger: Logger, settings: { messageEventRetentionDays: number }) {
    super(db, logger, [messageEventSource(settings.messageEventRetentionDays)]);
  }

  /**
   * Retention (kind 1, across projects by design): deletes up to `limit` status rows older than
   * `cutoff`, oldest first; answers how many. Messages themselves are conversation history (the inbox
   * reads them) and stay.
   */
  async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
    const k = this.db.knex;
    // Counted from the returned ids: PGlite reports no affected-row count for a DELETE.
    const deleted = (await k('message_statuses')
      .whereIn('seq', k('message_statuses').where('timestamp', '<', cutoff).orderBy('timestamp').limit(limit).select('seq'))
      .delete(['seq'])) as unknown[];
    return deleted.length;
  }
}
