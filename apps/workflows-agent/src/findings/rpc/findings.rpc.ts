import { afterCursorOf, encodeAfterCursor, toStruct, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { DISMISS_REASONS } from '../domain/signals';
import type { FindingEvidenceView, FindingView, FindingsUsecase } from '../usecases/findings.usecase';

const iso = (d: Date | string | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

/** A finding and its latest investigation → the public Finding. */
export function findingView(v: FindingView): workflowsAgent.Finding {
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
    latest_investigation: inv
      ? {
          id: inv.id,
          status: inv.status,
          agent_run_id: inv.agent_run_id ?? undefined,
          report: inv.report ?? undefined,
          error: inv.error_code ? { code: inv.error_code, message: inv.error_message ?? '' } : undefined,
          started_at: iso(inv.started_at)!,
          finished_at: iso(inv.finished_at),
        }
      : undefined,
    created_at: iso(f.created_at)!,
    updated_at: iso(f.updated_at)!,
  };
}

function evidenceView(e: FindingEvidenceView): workflowsAgent.FindingEvidence {
  return {
    daily: e.daily,
    events: e.events.map((x) => ({ id: x.id, occurred_at: iso(x.occurred_at)!, conversation_id: x.conversation_id ?? undefined, detail: toStruct(x.detail) })),
    affected_conversation_ids: e.affected_conversation_ids,
    comparison_conversation_ids: e.comparison_conversation_ids,
    coverage: e.coverage,
  };
}

/** ListFindings: limit 1-25 (default 20), cursor paged. */
export function listFindingsRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.ListFindingsRequest__Output): Promise<workflowsAgent.ListFindingsResponse> => {
    if (req.limit && (req.limit < 1 || req.limit > 25)) throw invalidArgument('INVALID_LIMIT', 'limit must be 1 to 25', { field: 'limit' });
    const limit = req.limit || 20;
    const page = await findings.list(req.project_id, limit, req.after ? afterCursorOf(req.after) : undefined);
    const last = page.items[page.items.length - 1]?.finding;
    return {
      findings: page.items.map(findingView),
      after_cursor: page.more && last ? encodeAfterCursor(last.qualified_at, last.id) : '',
    };
  };
}

/** GetFinding (any status). */
export function getFindingRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingView(await findings.get(req.project_id, req.finding_id)),
  });
}

/** GetFindingEvidence. */
export function getFindingEvidenceRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingEvidenceResponse> => ({
    evidence: evidenceView(await findings.evidence(req.project_id, req.finding_id)),
  });
}

/** DismissFinding {reason, note}: both required. */
export function dismissFindingRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.DismissFindingRequest__Output): Promise<workflowsAgent.FindingResponse> => {
    if (!(DISMISS_REASONS as readonly string[]).includes(req.reason))
      throw invalidArgument('INVALID_REASON', `reason must be one of ${DISMISS_REASONS.join(', ')}`, { field: 'reason' });
    const note = req.note.trim();
    if (!note || note.length > 2000) throw invalidArgument('INVALID_NOTE', 'note is required (at most 2000 characters)', { field: 'note' });
    return { finding: findingView(await findings.dismiss(req.project_id, req.finding_id, req.reason, note)) };
  };
}

/** MarkFindingAddressed. */
export function markFindingAddressedRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingView(await findings.markAddressed(req.project_id, req.finding_id)),
  });
}

/** StartFindingInvestigation (the gateway answers 202). */
export function startFindingInvestigationRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingView(await findings.startInvestigation(req.project_id, req.finding_id)),
  });
}
