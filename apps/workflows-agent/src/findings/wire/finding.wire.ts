import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { FindingView } from '../usecases/findings.usecase';
import type { FindingEvidenceView } from '../usecases/finding-evidence';

const iso = (d: Date | string | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

/** A finding and its latest investigation → the public Finding. */
export function findingToWire(v: FindingView): workflowsAgent.Finding {
  const f = v.finding;
  const inv = v.investigation;
  const m = f.metrics;
  return {
    id: f.id,
    status: f.status,
    signal: f.signal,
    key: f.key,
    category: f.category,
    title: f.title,
    metrics: {
      recent_count: m.recent_count,
      baseline_count: m.baseline_count,
      recent_daily_rate: m.recent_daily_rate,
      baseline_daily_rate: m.baseline_daily_rate,
      ratio: m.ratio ?? undefined,
      recent_days: m.recent_days,
      baseline_days: m.baseline_days,
    },
    qualified_at: iso(f.qualified_at)!,
    first_qualified_at: iso(f.first_qualified_at)!,
    dismissal:
      f.dismissed_at && f.status === 'dismissed'
        ? { reason: f.dismiss_reason ?? '', note: f.dismiss_note ?? '', dismissed_at: iso(f.dismissed_at)! }
        : undefined,
    addressed_at: f.status === 'addressed' ? iso(f.addressed_at) : undefined,
    addressed_note: f.status === 'addressed' ? (f.addressed_note ?? undefined) : undefined,
    latest_investigation: inv
      ? {
          id: inv.id,
          // A report being asked for is part of the run, to the client.
          status: inv.status === 'reporting' ? 'running' : inv.status,
          agent_run_id: inv.agent_run_id ?? undefined,
          report: inv.report ? { ...inv.report, evidence: inv.report.evidence ?? [] } : undefined,
          error: inv.error_code ? { code: inv.error_code, message: inv.error_message ?? '' } : undefined,
          started_at: iso(inv.started_at)!,
          finished_at: iso(inv.finished_at),
        }
      : undefined,
    created_at: iso(f.created_at)!,
    updated_at: iso(f.updated_at)!,
  };
}

/** A finding's evidence → the public FindingEvidence. */
export function findingEvidenceToWire(e: FindingEvidenceView): workflowsAgent.FindingEvidence {
  return {
    daily: e.daily,
    events: e.events.map((x) => ({ id: x.id, occurred_at: iso(x.occurred_at)!, conversation_id: x.conversation_id ?? undefined, detail: toStruct(x.detail) })),
    affected_conversation_ids: e.affected_conversation_ids,
    comparison_conversation_ids: e.comparison_conversation_ids,
    coverage: e.coverage,
  };
}
