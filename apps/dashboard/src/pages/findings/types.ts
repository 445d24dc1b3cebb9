/** Findings as the API answers them (`svc.workflows_agent.v1.Finding`, `FindingEvidence`, `FindingInvestigation`). */

export interface FindingMetrics {
  recent_count: number;
  baseline_count: number;
  recent_daily_rate: number;
  baseline_daily_rate: number;
  ratio: number | null;
  recent_days: number;
  baseline_days: number;
}

export interface FindingInvestigation {
  id: string;
  status: string;
  agent_run_id: string | null;
  report: {
    summary: string;
    causes: string[];
    suggested_fixes: string[];
    evidence: Array<{ id: string; kind: string; causes: number[] }>;
  } | null;
  error: { code: string; message: string } | null;
  started_at: string;
  finished_at: string | null;
}

export interface Finding {
  id: string;
  status: string;
  signal: string;
  key: string;
  category: string;
  title: string;
  metrics: FindingMetrics;
  qualified_at: string;
  first_qualified_at: string;
  dismissal: { reason: string; note: string; dismissed_at: string } | null;
  addressed_at: string | null;
  addressed_note: string | null;
  latest_investigation: FindingInvestigation | null;
  created_at: string;
  updated_at: string;
}

export interface FindingEvidence {
  daily: Array<{ day: string; count: number }>;
  events: Array<{ id: string; occurred_at: string; conversation_id: string | null; detail: Record<string, unknown> }>;
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
