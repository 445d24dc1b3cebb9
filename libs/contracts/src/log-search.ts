import type { LogSearchReply } from './generated/svc/common/v1/LogSearchReply';
import type { LogSearchRequest__Output } from './generated/svc/common/v1/LogSearchRequest';
import { toStruct } from './json-mapping';

/**
 * The log search question as a service reads it (decision 0019): the wire request of
 * `SearchLogs` in the shape `@platform/db`'s `searchLogSources` takes. The gateway validated every
 * value; a service only converts.
 */
export function logSearchQueryOf(req: LogSearchRequest__Output): {
  projectId: string;
  sources: string[];
  text?: string;
  keys: Record<string, string>;
  relatedRequestIds: string[];
  problemsOnly: boolean;
  since?: Date;
  until?: Date;
  ascending: boolean;
  position?: { occurredAt: string; source: string; id: string };
  limit: number;
} {
  const pos = req.position;
  return {
    projectId: req.project_id,
    sources: req.sources ?? [],
    text: req.text || undefined,
    keys: { ...(req.keys ?? {}) },
    relatedRequestIds: req.related_request_ids ?? [],
    problemsOnly: req.problems_only,
    since: req.since ? new Date(req.since) : undefined,
    until: req.until ? new Date(req.until) : undefined,
    ascending: req.ascending,
    position: pos && pos.occurred_at ? { occurredAt: pos.occurred_at, source: pos.source, id: pos.id } : undefined,
    limit: Math.min(Math.max(req.limit || 20, 1), 101),
  };
}

/** A service's search answer on the wire: hits with their detail as a Struct, and every source's state. */
export function logSearchReplyToWire(result: {
  hits: readonly {
    source: string;
    id: string;
    occurred_at: string;
    resource_type: string;
    resource_id: string;
    summary: string;
    problem: boolean;
    keys: Record<string, string>;
    detail: Record<string, unknown>;
  }[];
  sources: readonly { source: string; status: string; retention_days: number; oldest_at: string }[];
}): LogSearchReply {
  return {
    hits: result.hits.map((h) => ({ ...h, detail: toStruct(h.detail) })),
    sources: result.sources.map((s) => ({ ...s })),
  };
}
