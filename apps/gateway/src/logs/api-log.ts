/** Where a request came from: the public API, the dashboard, an inbox embed or the MCP server (request log and audit log, decision 0029). */
export const REQUEST_SOURCES = ['api', 'dashboard', 'embed', 'mcp'] as const;

/** One request source. */
export type RequestSource = (typeof REQUEST_SOURCES)[number];

/** An API log entry as stored and returned (spec 2.3). */
export interface ApiLogEntry {
  id: string;
  project_id: string | null;
  endpoint: string;
  http_method: string;
  response_status: number;
  response_time_ms: number;
  created_at: Date;
  ip_address: string;
  error_message: string | null;
  api_key_id: string | null;
  api_key_name: string | null;
  /** Scopes the key held at the time, space-separated (decision 0011); null without a known key. */
  api_key_scopes: string | null;
  /** The person whose dashboard session made the request (decision 0015); null for API key calls. */
  user_id: string | null;
  /** Answered by replaying the stored answer of its Idempotency-Key (decision 0013); absent = false. */
  idempotent_replay?: boolean;
  /** X-Request-Id of the request (decision 0018): joins the services' logs (decision 0019); absent = null. */
  request_id?: string | null;
  /** Where the request came from: api, dashboard, embed or mcp (decision 0029); absent = null. */
  source?: string | null;
}
