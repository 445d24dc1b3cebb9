import { type Db, type LogSource, LogSourcesRepository } from '@platform/db';
import type { Logger } from '@platform/logger';

/** Longest text a hit's detail carries (decision 0019). */
const DETAIL_TEXT_MAX = 2_000;

/**
 * The host of a delivery's URL in SQL (userinfo, port, path, query and fragment dropped: a URL may
 * carry a token there). No literal question mark: knex would read it as a binding (`\x3f` is one).
 */
const URL_HOST = `regexp_replace(url, '^[^:/]*://([^/@]*@)*([^/:#\\x3f]*).*$', '\\2')`;

/**
 * The searchable text of a webhook delivery: event type, status, last error, the URL's host and the
 * wamid of a message event. Migration 0004 indexes exactly this expression.
 */
export const WEBHOOK_DELIVERY_TEXT = `event_name || ' ' || status || ' ' || coalesce(last_error, '') || ' ' || ${URL_HOST} || ' ' || coalesce(wamid, '')`;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const iso = (v: unknown): string => (v ? new Date(v as string).toISOString() : '');

/**
 * webhook_delivery: one hit per delivery (an event for one webhook), with its last attempt's answer
 * and error (the delivery row keeps them; the attempt log is `GET /webhooks/deliveries/{id}`). A
 * problem: a failed delivery (retries exhausted, the endpoint gone or disabled) or one whose last
 * attempt failed.
 */
function webhookDeliverySource(retentionDays: number): LogSource {
  return {
    name: 'webhook_delivery',
    from: 'deliveries',
    projectColumn: 'project_id',
    timeColumn: 'created_at',
    idColumn: 'id',
    select: [
      'id as delivery_id',
      'webhook_id',
      'event_id',
      'event_name',
      'status',
      'attempt_count',
      'last_attempt_at',
      'delivered_at',
      'response_status',
      'last_error',
      'is_test',
      'request_id',
      'wamid',
      'phone_number_id',
      `${URL_HOST} as url_host`,
    ],
    keys: {
      webhook_id: 'webhook_id',
      event_type: 'event_name',
      request_id: 'request_id',
      status: 'status',
      wamid: 'wamid',
      phone_number_id: 'phone_number_id',
    },
    text: WEBHOOK_DELIVERY_TEXT,
    problem: `status = 'failed' OR last_failed`,
    retentionDays,
    toHit(r) {
      const keys: Record<string, string> = {};
      for (const [k, col] of [
        ['webhook_id', 'webhook_id'],
        ['event_type', 'event_name'],
        ['request_id', 'request_id'],
        ['status', 'status'],
        ['wamid', 'wamid'],
        ['phone_number_id', 'phone_number_id'],
      ] as const)
        if (str(r[col])) keys[k] = str(r[col]);
      const answer = r.response_status !== null && r.response_status !== undefined ? ` (HTTP ${str(r.response_status)})` : '';
      const error = str(r.last_error);
      return {
        resource_type: 'webhook',
        resource_id: str(r.webhook_id),
        summary: `${str(r.event_name)} → ${str(r.url_host)}: ${str(r.status)}${answer} after ${str(r.attempt_count)} attempt(s)`,
        keys,
        detail: {
          delivery_id: str(r.delivery_id),
          webhook_id: str(r.webhook_id),
          event_id: str(r.event_id),
          event_type: str(r.event_name),
          status: str(r.status),
          attempt_count: Number(r.attempt_count ?? 0),
          last_attempt_at: iso(r.last_attempt_at),
          delivered_at: iso(r.delivered_at),
          last_response_status: r.response_status ?? null,
          last_error: error.length > DETAIL_TEXT_MAX ? error.slice(0, DETAIL_TEXT_MAX) : error,
          url_host: str(r.url_host),
          is_test: r.is_test === true,
        },
      };
    },
  };
}

/** Log search over webhooks' sources (decision 0019): webhook_delivery. */
export class LogSearchRepository extends LogSourcesRepository {
  constructor(db: Db, logger: Logger, settings: { deliveryRetentionDays: number }) {
    super(db, logger, [webhookDeliverySource(settings.deliveryRetentionDays)]);
  }

  /**
   * Retention (kind 1, across projects by design): deletes up to `limit` finished deliveries (never a
   * pending one, nor one a running recovery job still counts on) created before `cutoff`, with their
   * attempts; answers how many deliveries.
   */
  async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
    return this.db.transaction(async (trx) => {
      const ids = (
        (await trx('deliveries as d')
          .where('d.created_at', '<', cutoff)
          .whereNot('d.status', 'pending')
          .whereNotExists(
            trx('webhook_recovery_items as i')
              .join('webhook_recoveries as r', 'r.id', 'i.recovery_id')
              .whereRaw('i.delivery_id = d.id')
              .whereIn('r.status', ['queued', 'running'])
              .select(trx.raw('1')),
          )
          .orderBy('d.created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .select('d.id')) as Array<{ id: string }>
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await trx('delivery_attempts').whereIn('delivery_id', ids).delete();
      // Counted from the returned ids: PGlite reports no affected-row count for a DELETE.
      const deleted = (await trx('deliveries').whereIn('id', ids).delete(['id'])) as unknown[];
      return deleted.length;
    });
  }

  /** Retention of recovery jobs (kind 1): deletes up to `limit` finished jobs created before `cutoff`, with their items. */
  async deleteRecoveriesOlderThan(cutoff: Date, limit: number): Promise<number> {
    return this.db.transaction(async (trx) => {
      const ids = (
        (await trx('webhook_recoveries')
          .where('created_at', '<', cutoff)
          .whereNotIn('status', ['queued', 'running'])
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .select('id')) as Array<{ id: string }>
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await trx('webhook_recovery_items').whereIn('recovery_id', ids).delete();
      const deleted = (await trx('webhook_recoveries').whereIn('id', ids).delete(['id'])) as unknown[];
      return deleted.length;
    });
  }
}
