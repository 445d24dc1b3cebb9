/**
 * The audit log (docs/decisions/0016): who changed what in a project, when, from where, and how it
 * ended. Pure rules, no I/O: the record's shape, the actor of a request, and the action and resource
 * a route of the table is audited under (derived from its operationId and path unless it declares
 * its own).
 */

/** Who acted: an API key, a person (dashboard session or a sign-in-side change), an inbox embed, or the operator's admin CLI. */
export const ACTOR_TYPES = ['user', 'api_key', 'embed', 'admin_cli'] as const;

/** One actor type. */
export type ActorType = (typeof ACTOR_TYPES)[number];

/** The two outcomes of an audited change. */
export const OUTCOMES = ['succeeded', 'failed'] as const;

/** One outcome. */
export type Outcome = (typeof OUTCOMES)[number];

/** Who acted: a key's id and name, a person's user id and email, an embed's id and name; the CLI's operator (OS account) by name only. */
export interface AuditActor {
  type: ActorType;
  id: string | null;
  name: string | null;
}

/** One audit record as written (never updated, never deleted by the code). */
export interface AuditEventRecord {
  /** UUIDv7: sorts in arrival order within a millisecond. */
  id: string;
  project_id: string;
  created_at: Date;
  actor_type: ActorType;
  actor_id: string | null;
  actor_name: string | null;
  /** `<resource_type>.<past-tense verb>`: `api_key.created`, `user.updated`, `webhook.deleted`. */
  action: string;
  resource_type: string;
  resource_id: string | null;
  outcome: Outcome;
  /** HTTP status of the answer (null for a CLI command). */
  status_code: number | null;
  /** The public error of a failed change: the error body's `code` when it has one. */
  error_code: string | null;
  /** The public error message of a failed change (what the caller was told), bounded. */
  error_message: string | null;
  /** Names of the fields the request set (never their values), or null. */
  changed_fields: string[] | null;
  /** The request id (joins `GET /api_logs`' entry), null for a CLI command. */
  request_id: string | null;
  http_method: string | null;
  /** Request path without its query string. */
  path: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** Where the change came from: api, dashboard, embed or mcp (decision 0029); absent (null) for records not made by a request of the route table. */
  source?: string | null;
}

/** What a route of the table declares about its audit (decision 0016); every field optional. */
export interface RouteAudit {
  /** The action recorded (default `<resource_type>.<past tense of the operationId's verb>`). */
  action?: string;
  /** The resource type recorded (default: from the path). */
  resourceType?: string;
  /** The path parameter naming the resource (default: from the path); absent = the created resource's `data.id`. */
  resourceParam?: string;
}

/** The action and resource of one route, resolved once at startup. */
export interface ResolvedRouteAudit {
  action: string;
  resourceType: string;
  /** The path parameter whose value is the resource id; undefined = the id of the created resource (the answer's `data.id`). */
  resourceParam?: string;
}

/** Past tense of the verbs that start the operationIds of the table's writes; another verb is kept as it is. */
const PAST: Readonly<Record<string, string>> = {
  activate: 'activated',
  add: 'added',
  approve: 'approved',
  archive: 'archived',
  cancel: 'cancelled',
  clear: 'cleared',
  clone: 'cloned',
  configure: 'configured',
  connect: 'connected',
  create: 'created',
  delete: 'deleted',
  deploy: 'deployed',
  deprecate: 'deprecated',
  deny: 'denied',
  dismiss: 'dismissed',
  duplicate: 'duplicated',
  ensure: 'ensured',
  insert: 'inserted',
  invite: 'invited',
  invoke: 'invoked',
  mark: 'marked',
  pause: 'paused',
  publish: 'published',
  recover: 'recovered',
  redeliver: 'redelivered',
  refresh: 'refreshed',
  register: 'registered',
  reject: 'rejected',
  reload: 'reloaded',
  remove: 'removed',
  replace: 'replaced',
  replay: 'replayed',
  restore: 'restored',
  resume: 'resumed',
  revoke: 'revoked',
  rotate: 'rotated',
  schedule: 'scheduled',
  send: 'sent',
  set: 'set',
  setup: 'set_up',
  start: 'started',
  stop: 'stopped',
  sync: 'synced',
  test: 'tested',
  update: 'updated',
  upsert: 'upserted',
};

/** Verbs whose route, on a literal segment after an id, adds to that sub-collection (`/customers/{id}/setup_links`). */
const ADDING_VERBS: ReadonlySet<string> = new Set(['create', 'add', 'connect', 'insert']);

/** The verb of an operationId (`createApiKey` → `create`) and the rest in snake case (`api_key`). */
export function splitOperationId(operationId: string): { verb: string; noun: string } {
  const words = operationId.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return { verb: words[0] ?? operationId, noun: words.slice(1).join('_') };
}

/** A collection segment's singular (`api_keys` → `api_key`, `phone_numbers` → `phone_number`, `db` → `db`). */
export function singular(segment: string): string {
  if (segment.endsWith('us')) return segment;
  if (segment.endsWith('ies')) return `${segment.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(segment)) return segment.slice(0, -2);
  if (segment.endsWith('s') && !segment.endsWith('ss')) return segment.slice(0, -1);
  return segment;
}

/** Verbs whose qualifier follows them in the action (`markFindingAddressed` → `finding.marked_addressed`). */
const QUALIFIER_AFTER: ReadonlySet<string> = new Set(['mark']);

/**
 * The action and resource of a route (decision 0016). The resource is the one its path names: the
 * collection before the last id (`/api_keys/{api_key_id}/rotate` → `api_key`, id `api_key_id`); a
 * creation under an id adds to the literal segment after it (`POST /customers/{customer_id}/setup_links`
 * → `setup_link`, its id the answer's); a path without an id acts on its last segment, or on its first
 * when the last is an action (`POST /webhooks` → `webhook`, `POST /messaging/flows/sync` → `flow`).
 * The operationId then names it more exactly when it contains it (`createAgentRun` on `runs` →
 * `agent_run`, `createWorkflowTrigger` → `workflow_trigger`) and qualifies the verb with what follows
 * (`rotateWebhookSecret` → `webhook.secret_rotated`, `ensureFunding` on an account →
 * `account.funding_ensured`, `insertTableRows` on `db` → `db.table_rows_inserted`). The action is `<resource type>.<[qualifier_]past tense of the verb>`;
 * a route's own `audit` overrides any part (`false`, no audit at all, is the capture's to honour).
 */
export function resolveRouteAudit(route: { method: string; path: string; operationId: string; audit?: RouteAudit | false }): ResolvedRouteAudit {
  const declared = route.audit || undefined;
  const segments = route.path.split('/').filter((s) => s && s !== 'messaging');
  const { verb, noun } = splitOperationId(route.operationId);
  let lastParam = -1;
  segments.forEach((s, i) => {
    if (s.startsWith(':')) lastParam = i;
  });
  const nounWords = noun.split('_').filter(Boolean);
  const nounSingular = nounWords.map(singular);
  const findIn = (type: string): number => {
    const words = type.split('_');
    for (let i = 0; i + words.length <= nounSingular.length; i++) if (words.every((w, j) => nounSingular[i + j] === w)) return i + words.length;
    return -1;
  };
  let resourceType: string;
  let resourceParam: string | undefined;
  if (lastParam < 0) {
    const last = singular(segments[segments.length - 1] ?? 'project');
    resourceType = findIn(last) < 0 && segments.length > 1 ? singular(segments[0]) : last;
  } else {
    const tail = segments.slice(lastParam + 1);
    const owner = segments[lastParam - 1];
    if (tail.length === 1 && ADDING_VERBS.has(verb)) resourceType = singular(tail[0]);
    else {
      resourceType = owner ? singular(owner) : 'project';
      resourceParam = segments[lastParam].slice(1);
    }
  }
  let qualifier = '';
  const end = findIn(resourceType);
  if (end >= 0) {
    resourceType = nounSingular.slice(0, end).join('_');
    qualifier = nounWords.slice(end).join('_');
  } else qualifier = noun; // the operationId names something of the resource (`ensureFunding` on an account)
  resourceType = declared?.resourceType ?? resourceType;
  if (declared?.resourceParam !== undefined) resourceParam = declared.resourceParam;
  const past = PAST[verb] ?? verb;
  const done = !qualifier ? past : QUALIFIER_AFTER.has(verb) ? `${past}_${qualifier}` : `${qualifier}_${past}`;
  const action = declared?.action ?? `${resourceType}.${done}`;
  return { action, resourceType, resourceParam };
}

/** Whether a verb has its past tense in the table (tests check every write of the route table does). */
export function knownVerb(verb: string): boolean {
  return verb in PAST;
}

/** Longest names of changed fields kept, and how many. */
const MAX_FIELDS = 50;
const MAX_FIELD_NAME = 64;

/**
 * The names of the fields a JSON body sets, never their values: the keys of the object, or of the
 * one object it wraps (`{ user: { role } }` → `["role"]`, decision 0016). Not an object → null.
 */
export function changedFieldsOf(body: unknown): string[] | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  let obj = body as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1) {
    const inner = obj[keys[0]];
    if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) obj = inner as Record<string, unknown>;
  }
  const names = Object.keys(obj)
    .filter((k) => /^[A-Za-z0-9_.-]{1,64}$/.test(k))
    .slice(0, MAX_FIELDS)
    .map((k) => k.slice(0, MAX_FIELD_NAME))
    .sort();
  return names.length ? names : null;
}
