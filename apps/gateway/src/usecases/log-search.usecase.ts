import type { Context } from '@opentelemetry/api';
import { fromStruct, type common } from '@platform/contracts';
import { compareLogHits, type LogHit, type LogSearchPosition, type LogSearchQuery, type LogSearchResult } from '@platform/db';
import type { Clients, ServiceName } from '../routes/clients';

/** Every source of `GET /log_search`, in the order `sources` lists them (decision 0019). Public API. */
export const LOG_SOURCES = [
  'request_log',
  'external_api_log',
  'upstream_webhook_event',
  'message_event',
  'webhook_delivery',
  'workflow_step',
  'agent_run',
  'function_invocation',
  'function_log',
  'flow_data_exchange',
] as const;

/** A source name. */
export type LogSourceName = (typeof LOG_SOURCES)[number];

/** Services that own sources (every one answers `SearchLogs`). */
type SourceService = Extract<ServiceName, 'messagingProxy' | 'contacts' | 'webhooks' | 'workflowsAgent' | 'flows'>;

/** Who answers each source: the gateway itself, or a service's SearchLogs. */
const OWNER: Readonly<Record<LogSourceName, 'gateway' | SourceService>> = {
  request_log: 'gateway',
  external_api_log: 'messagingProxy',
  upstream_webhook_event: 'messagingProxy',
  message_event: 'contacts',
  webhook_delivery: 'webhooks',
  workflow_step: 'workflowsAgent',
  agent_run: 'workflowsAgent',
  function_invocation: 'flows',
  function_log: 'flows',
  flow_data_exchange: 'flows',
};

type CallOpts = { deadlineMs: number; requestId: string; traceContext?: Context };
type SearchLogsCall = (clients: Pick<Clients, 'call'>, req: common.LogSearchRequest, opts: CallOpts) => Promise<common.LogSearchReply__Output>;

/** Each owning service's `SearchLogs`, typed against its own client. */
const SEARCH_LOGS: Readonly<Record<SourceService, SearchLogsCall>> = {
  messagingProxy: (c, req, o) => c.call('messagingProxy', 'SearchLogs', req, o),
  contacts: (c, req, o) => c.call('contacts', 'SearchLogs', req, o),
  webhooks: (c, req, o) => c.call('webhooks', 'SearchLogs', req, o),
  workflowsAgent: (c, req, o) => c.call('workflowsAgent', 'SearchLogs', req, o),
  flows: (c, req, o) => c.call('flows', 'SearchLogs', req, o),
};

/** Deadline of each service's SearchLogs: a slow service is reported unavailable, the others still answer. */
export const SERVICE_DEADLINE_MS = 2_000;

/** Most request ids a wamid's story joins (its sends and their retries). */
export const MAX_RELATED_REQUEST_IDS = 20;

/** The gateway's own sources, as its repository answers them. */
export interface LocalLogSearch {
  search(query: LogSearchQuery): Promise<LogSearchResult>;
}

/** A validated question of `GET /log_search`. */
export interface LogSearchInput {
  projectId: string;
  /** Sources asked; empty: all ten. */
  sources: LogSourceName[];
  text?: string;
  /** Exact keys (the named parameters, the `filter` pairs and a `q` that is a wamid). */
  keys: Record<string, string>;
  problemsOnly: boolean;
  since?: Date;
  until?: Date;
  /** Order of the page as shown. */
  ascending: boolean;
  /** `after`: continue after this hit in the shown order; `before`: the page before this hit. */
  after?: LogSearchPosition;
  before?: LogSearchPosition;
  limit: number;
  /** Hits whose resource_id or any key value equals this are marked. */
  highlight?: string;
}

/** How the caller reaches the services. */
export interface LogSearchCall {
  clients: Pick<Clients, 'call'>;
  requestId: string;
  traceContext?: Context;
}

/** A source's state in the answer: `unavailable` when its service failed, timed out or does not answer SearchLogs yet. */
export interface LogSourceReport {
  source: LogSourceName;
  status: 'searched' | 'not_applicable' | 'failed' | 'unavailable';
  retention_days: number | null;
  oldest_at: string | null;
}

/** A hit as answered, marked when it concerns the highlighted resource. */
export type LogSearchHitView = LogHit & { highlighted: boolean };

/** One page of the merged search. */
export interface LogSearchPage {
  hits: LogSearchHitView[];
  sources: LogSourceReport[];
  /** More hits after the last one (shown order). */
  hasNext: boolean;
  /** Hits before the first one (shown order). */
  hasPrevious: boolean;
}

interface Answer {
  hits: LogHit[];
  states: LogSourceReport[];
}

const unavailable = (sources: readonly LogSourceName[]): Answer => ({
  hits: [],
  states: sources.map((source) => ({ source, status: 'unavailable', retention_days: null, oldest_at: null })),
});

/**
 * `GET /log_search` (decision 0019): one question asked of every source owner in parallel — the
 * gateway's request log locally, each service through its `SearchLogs` with a 2 s deadline — and the
 * answers merged in the order (occurred_at, source, id). A service that fails, times out or does not
 * answer makes its sources `unavailable`; the answer still lists every source asked, never a silent
 * empty page.
 */
export class LogSearchUsecase {
  constructor(private readonly local: LocalLogSearch) {}

  /** One page, with every asked source's state. */
  async search(input: LogSearchInput, call: LogSearchCall): Promise<LogSearchPage> {
    const asked = input.sources.length > 0 ? LOG_SOURCES.filter((s) => input.sources.includes(s)) : [...LOG_SOURCES];
    const relatedRequestIds = input.keys.wamid ? await this.requestIdsOfWamid(input, call) : [];
    // `before` pages backwards: search in the reverse order from the position, then show it in the asked order.
    const backwards = input.before !== undefined;
    const ascending = backwards ? !input.ascending : input.ascending;
    const base: Omit<LogSearchQuery, 'sources'> = {
      projectId: input.projectId,
      text: input.text,
      keys: input.keys,
      relatedRequestIds,
      problemsOnly: input.problemsOnly,
      since: input.since,
      until: input.until,
      ascending,
      position: input.before ?? input.after,
      // One more than the page: whether a next page exists.
      limit: input.limit + 1,
    };
    const byOwner = new Map<'gateway' | SourceService, LogSourceName[]>();
    for (const s of asked) byOwner.set(OWNER[s], [...(byOwner.get(OWNER[s]) ?? []), s]);
    const answers = await Promise.all(
      [...byOwner].map(([owner, sources]) => (owner === 'gateway' ? this.askLocal(base, sources) : this.askService(owner, base, sources, call))),
    );
    const sign = ascending ? 1 : -1;
    const merged = answers.flatMap((a) => a.hits).sort((a, b) => sign * compareLogHits(a, b));
    const more = merged.length > input.limit;
    const page = merged.slice(0, input.limit);
    if (backwards) page.reverse();
    const states = new Map(answers.flatMap((a) => a.states).map((s) => [s.source, s]));
    return {
      hits: page.map((h) => ({ ...h, highlighted: isHighlighted(h, input.highlight) })),
      sources: asked.map((s) => states.get(s) ?? unavailable([s]).states[0]),
      hasNext: backwards ? true : more,
      hasPrevious: backwards ? more : input.after !== undefined,
    };
  }

  /**
   * The wamid story: the sends of a message (its upstream calls, its message events) carry the
   * request id of the API call that made them; those ids (at most 20) join the request log entries.
   */
  private async requestIdsOfWamid(input: LogSearchInput, call: LogSearchCall): Promise<string[]> {
    const wamid = input.keys.wamid;
    const ask = (service: SourceService, source: LogSourceName) =>
      this.askService(
        service,
        { projectId: input.projectId, keys: { wamid }, relatedRequestIds: [], problemsOnly: false, ascending: true, limit: 50 },
        [source],
        call,
      );
    const answers = await Promise.all([ask('messagingProxy', 'external_api_log'), ask('contacts', 'message_event')]);
    const ids = new Set<string>();
    for (const hit of answers.flatMap((a) => a.hits)) {
      const id = hit.keys.request_id;
      if (id && ids.size < MAX_RELATED_REQUEST_IDS) ids.add(id);
    }
    return [...ids];
  }

  private async askLocal(base: Omit<LogSearchQuery, 'sources'>, sources: LogSourceName[]): Promise<Answer> {
    try {
      const res = await this.local.search({ ...base, sources });
      return {
        hits: res.hits.filter((h) => (sources as string[]).includes(h.source)),
        states: res.sources.map((s) => ({ ...s, source: s.source as LogSourceName, oldest_at: s.oldest_at || null })),
      };
    } catch {
      // searchLogSources reports a failing source itself; this is the database gone entirely.
      return { hits: [], states: sources.map((source) => ({ source, status: 'failed', retention_days: null, oldest_at: null })) };
    }
  }

  private async askService(service: SourceService, base: Omit<LogSearchQuery, 'sources'>, sources: LogSourceName[], call: LogSearchCall): Promise<Answer> {
    const request: common.LogSearchRequest = {
      project_id: base.projectId,
      sources,
      text: base.text ?? '',
      keys: base.keys,
      related_request_ids: base.relatedRequestIds,
      problems_only: base.problemsOnly,
      since: base.since?.toISOString() ?? '',
      until: base.until?.toISOString() ?? '',
      ascending: base.ascending,
      position: base.position ? { occurred_at: base.position.occurredAt, source: base.position.source, id: base.position.id } : undefined,
      limit: base.limit,
    };
    let reply: common.LogSearchReply__Output;
    try {
      reply = await SEARCH_LOGS[service](call.clients, request, {
        deadlineMs: SERVICE_DEADLINE_MS,
        requestId: call.requestId,
        traceContext: call.traceContext,
      });
    } catch {
      // Failed, timed out, or UNIMPLEMENTED (a service not yet answering): its sources are unavailable.
      return unavailable(sources);
    }
    const asked = new Set<string>(sources);
    const states: LogSourceReport[] = (reply.sources ?? [])
      .filter((s) => asked.has(s.source))
      .map((s) => ({
        source: s.source as LogSourceName,
        status: s.status === 'searched' || s.status === 'not_applicable' || s.status === 'failed' ? s.status : 'unavailable',
        retention_days: s.retention_days || null,
        oldest_at: s.oldest_at || null,
      }));
    const hits: LogHit[] = (reply.hits ?? [])
      .filter((h) => asked.has(h.source))
      .map((h) => ({
        source: h.source,
        id: h.id,
        occurred_at: h.occurred_at,
        resource_type: h.resource_type,
        resource_id: h.resource_id,
        summary: h.summary,
        problem: h.problem,
        keys: { ...(h.keys ?? {}) },
        detail: fromStruct(h.detail),
      }));
    return { hits, states };
  }
}

function isHighlighted(hit: LogHit, highlight: string | undefined): boolean {
  if (!highlight) return false;
  return hit.resource_id === highlight || Object.values(hit.keys).includes(highlight);
}
