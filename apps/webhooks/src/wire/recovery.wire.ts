import type { webhooks } from '@platform/contracts';
import type { RecoveryRow } from '../infra/db/recoveries.repository';

const iso = (v: Date | string | null): string | undefined => (v ? new Date(v).toISOString() : undefined);

/** The public view of a recovery job. */
export function recoveryToWire(r: RecoveryRow): webhooks.WebhookRecovery {
  return {
    id: r.id,
    webhook_id: r.webhook_id,
    status: r.status,
    since: iso(r.since),
    until: iso(r.until),
    total: r.total,
    resent: r.resent,
    succeeded: r.succeeded,
    failed: r.failed,
    skipped: r.skipped,
    error: r.error ?? undefined,
    created_at: iso(r.created_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  };
}
