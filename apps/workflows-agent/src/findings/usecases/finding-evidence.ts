import type { UsecaseContext } from '../../context';
import { BASELINE_DAYS, RECENT_DAYS, SIGNAL_RULES, windowsOf, type Signal } from '../domain/signals';
import type { FindingRow } from '../infra/db/findings.repository';

/** Evidence caps (capabilities §3): events, affected and comparison conversations. */
export const EVIDENCE_CAPS = { events: 100, affected: 50, comparison: 20 } as const;

/** The evidence of a finding (GET /findings/{id}/evidence). */
export interface FindingEvidenceView {
  daily: Array<{ day: string; count: number }>;
  events: Array<{ id: string; occurred_at: Date; conversation_id: string | null; detail: Record<string, unknown> }>;
  affected_conversation_ids: string[];
  comparison_conversation_ids: string[];
  coverage: {
    events_total: number;
    events_shown: number;
    affected_conversations_total: number;
    affected_conversations_shown: number;
    comparison_conversations_shown: number;
  };
}

/**
 * A finding of the project and its evidence at the clock's now (decision 0742): 35 daily counts
 * (zeros filled), the newest events of the recent window, the affected conversations and, for
 * conversation signals, comparison conversations without the signal; undefined when the finding is
 * not the project's. Read by GET /findings/{id}/evidence and by the investigator's tools.
 */
export async function readFindingEvidence(
  ctx: UsecaseContext,
  projectId: string,
  findingId: string,
): Promise<{ finding: FindingRow; evidence: FindingEvidenceView } | undefined> {
  const repo = ctx.findings.repo;
  const f = await repo.get(projectId, findingId);
  if (!f) return undefined;
  const now = ctx.clock.now();
  const w = windowsOf(now);
  const since = new Date(`${w.recentFrom}T00:00:00.000Z`);
  const [stored, samples, affected, comparison] = await Promise.all([
    repo.daily(projectId, f.signal, f.key, w.baselineFrom),
    repo.samples(projectId, f.signal, f.key, since, EVIDENCE_CAPS.events),
    repo.affectedConversations(projectId, f.signal, f.key, since, EVIDENCE_CAPS.affected),
    SIGNAL_RULES[f.signal as Signal]?.category === 'conversation'
      ? repo.comparisonConversations(projectId, f.signal, since, EVIDENCE_CAPS.comparison)
      : Promise.resolve([] as string[]),
  ]);
  const byDay = new Map(stored.map((d) => [d.day, d.count]));
  const daily = [];
  for (let i = RECENT_DAYS + BASELINE_DAYS - 1; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    daily.push({ day: d, count: byDay.get(d) ?? 0 });
  }
  return {
    finding: f,
    evidence: {
      daily,
      events: samples.rows.map((r) => ({ id: r.id, occurred_at: r.occurred_at, conversation_id: r.conversation_id, detail: r.detail })),
      affected_conversation_ids: affected.ids,
      comparison_conversation_ids: comparison,
      coverage: {
        events_total: samples.total,
        events_shown: samples.rows.length,
        affected_conversations_total: affected.total,
        affected_conversations_shown: affected.ids.length,
        comparison_conversations_shown: comparison.length,
      },
    },
  };
}
