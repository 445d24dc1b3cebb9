import type { Context } from '@opentelemetry/api';
import type { UnaryMethodName, UnaryRequest, UnaryResponse } from '@platform/grpc';
import { z } from 'zod';
import type { RouteAudit } from '../audit/audit-event';
import type { KeyCaller } from '../usecases/api-keys.usecase';
import type { Plan } from '../projects/plans';
import type { Clients, ServiceClients, ServiceName } from './clients';
import { wireMappingOf } from './contract-schema';

/** HTTP methods of the public API. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route handler knows about the caller. The project id comes from the API key, never from input. */
export interface RouteContext {
  projectId: string;
  requestId: string;
  /**
   * Who made the request: an API key and its scopes, or a person's session with their role and the
   * scopes it covers (routes that manage keys and users bound what the caller may do by them).
   */
  caller: Exclude<KeyCaller, { kind: 'operator' }>;
  /** The gRPC clients; a route handler only calls them. */
  clients: Pick<Clients, 'call'>;
  /** The request's trace context, when the gateway carries it explicitly (see GatewayAppDeps.tracing). */
  traceContext?: Context;
  /**
   * Deadline of the route's gRPC call when not the route's own: a request holding an Idempotency-Key
   * lets its call run past the route's deadline, so the key keeps the call's real answer (decision 0013).
   */
  deadlineMs?: number;
}

/** Parsed, validated request parts. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  headers: Record<string, string | undefined>;
}

/** A handler's answer; `body` is serialised through the route's response schema. */
export interface RouteReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Bytes answered as they are, not shaped (a function's passthrough answer); `body` is then unused. */
  raw?: Buffer;
  /** Content-Type of `raw`. */
  contentType?: string;
  /**
   * A Server-Sent Events answer (a webhook listener's stream, decision 0028): the handler's checks
   * passed, the response becomes `text/event-stream` and the stream writes to it until either side ends it.
   */
  stream?: RouteStream;
}

/** Where a streamed answer writes: SSE frames, its end, and the client's going away. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
  /** Runs once when the response ends or the client goes away. */
  onClose(fn: () => void): void;
}

/** A streamed answer, opened on the response once the route's handler returned it. */
export interface RouteStream {
  open(sink: StreamSink): void;
}

/** An extra limiter on one route (e.g. the health check's 5/s and 60/min per project). */
export interface RouteLimit {
  /** Limiter name; part of the Redis key. */
  name: string;
  points: number;
  durationSec: number;
  /** Response headers naming the limit and what remains (sent on every response of the route, 429s included). */
  limitHeader: string;
  remainingHeader: string;
  /** Points by the project's plan (then `points` is unused), e.g. workflow start bursts. */
  pointsByPlan?: Readonly<Record<Plan, number>>;
  /**
   * A path parameter that narrows the counted key from the project to one of its resources (e.g.
   * `workflow_id`: a limit per workflow). All limits of a route share the key of the first that names one.
   */
  keyParam?: string;
}

/** One entry of the route table: everything the gateway and the OpenAPI document need. */
export interface RouteDef {
  method: HttpMethod;
  /** Path under {base_url}, express syntax (`/messaging/accounts/:waba_id/funding`). */
  path: string;
  /** OpenAPI operationId. */
  operationId: string;
  summary: string;
  tag: string;
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  /** Headers the route reads (documented, validated), e.g. Idempotency-Key. */
  headers?: z.ZodTypeAny;
  /** Schema of the success body; responses are shaped by it (unset optional fields → null). */
  response: z.ZodTypeAny;
  /** Success statuses documented for the route (first is the default). */
  successStatuses: number[];
  /** Media type of the success answer when not JSON (`text/event-stream` for a stream; `response` then describes one event's data). */
  contentType?: string;
  /** Error statuses documented for the route (401, 403 and 429 are added to every route). */
  errorStatuses: number[];
  /** Deadline of the upstream gRPC call. */
  deadlineMs: number;
  limits?: RouteLimit[];
  /**
   * Takes an optional `Idempotency-Key` (decision 0013): the gateway stores the first answer and
   * replays it to retries. Every POST by default (what creates or starts something); a route may opt out.
   */
  idempotent: boolean;
  /**
   * How the route is audited (decision 0016): every method but GET is, under the action and resource
   * derived from its operationId and path (`audit/audit-event.ts`) unless declared here; `false` opts out.
   */
  audit?: RouteAudit | false;
  /** The gRPC method this route calls, for the route table (`funding.EnsureFunding`), or `gateway` for local routes. */
  target: string;
  /**
   * The route file that declares the route, as a path under `src/routes/` (`broadcasts.routes.ts`,
   * `contacts/messages.routes.ts`); set by {@link routesOf}, checked against the naming rule of
   * `index.ts` by `route-files.test.ts` and printed in docs/routes.md.
   */
  file?: string;
  handle(input: RouteInput<unknown, unknown, unknown>, ctx: RouteContext): Promise<RouteReply>;
}

const DEFAULT_DEADLINE_MS = 5_000;

/**
 * The routes of one route file, tagged with that file (`file`: its path under `src/routes/`, the
 * first argument, which `route-files.test.ts` checks is the file's own path).
 */
export function routesOf(file: string, routes: RouteDef[]): RouteDef[] {
  return routes.map((route) => ({ ...route, file }));
}

/** What every route declaration gives (grpcRoute, localRoute): its place, documentation and schemas. */
interface RouteSpec<P, Q, B> {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  params?: z.ZodType<P, z.ZodTypeDef, unknown>;
  query?: z.ZodType<Q, z.ZodTypeDef, unknown>;
  body?: z.ZodType<B, z.ZodTypeDef, unknown>;
  response: z.ZodTypeAny;
  successStatuses?: number[];
  /** Media type of the success answer when not JSON (a stream: `text/event-stream`). */
  contentType?: string;
  errorStatuses?: number[];
  /** Whether the route takes an Idempotency-Key; default: POST routes do. */
  idempotent?: boolean;
  /** The route's audit action and resource when not derived (decision 0016). */
  audit?: RouteAudit | false;
}

/**
 * Declares a route that calls one gRPC method: validate → map to the RPC request → call with the
 * route's deadline → map the reply. Adding an endpoint = proto + service + one of these.
 */
export function grpcRoute<
  S extends ServiceName,
  M extends UnaryMethodName<ServiceClients[S]>,
  P = Record<string, never>,
  Q = Record<string, never>,
  B = undefined,
>(
  def: RouteSpec<P, Q, B> & {
    headers?: z.ZodTypeAny;
    deadlineMs?: number;
    limits?: RouteLimit[];
    service: S;
    rpc: M;
    request(input: RouteInput<P, Q, B>, ctx: RouteContext): UnaryRequest<ServiceClients[S], M>;
    reply(res: UnaryResponse<ServiceClients[S], M>, input: RouteInput<P, Q, B>): RouteReply;
  },
): RouteDef {
  const deadlineMs = def.deadlineMs ?? DEFAULT_DEADLINE_MS;
  return {
    method: def.method,
    path: def.path,
    operationId: def.operationId,
    summary: def.summary,
    tag: def.tag,
    params: def.params,
    query: def.query,
    body: def.body,
    headers: def.headers,
    response: def.response,
    successStatuses: def.successStatuses ?? [def.method === 'post' ? 201 : 200],
    contentType: def.contentType,
    errorStatuses: def.errorStatuses ?? [400, 404],
    deadlineMs,
    limits: def.limits,
    idempotent: def.idempotent ?? def.method === 'post',
    audit: def.audit,
    target: `${def.service}.${def.rpc}`,
    async handle(input, ctx) {
      const typed = input as RouteInput<P, Q, B>;
      const res = await ctx.clients.call(def.service, def.rpc, def.request(typed, ctx), {
        deadlineMs: ctx.deadlineMs ?? deadlineMs,
        requestId: ctx.requestId,
        traceContext: ctx.traceContext,
      });
      return def.reply(res, typed);
    },
  };
}

/** Declares a route the gateway answers itself (its own data: request logs). */
export function localRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  def: RouteSpec<P, Q, B> & { handle(input: RouteInput<P, Q, B>, ctx: RouteContext): Promise<RouteReply> },
): RouteDef {
  return {
    ...def,
    successStatuses: def.successStatuses ?? [200],
    errorStatuses: def.errorStatuses ?? [400],
    deadlineMs: DEFAULT_DEADLINE_MS,
    idempotent: def.idempotent ?? def.method === 'post',
    target: 'gateway',
    handle: (input, ctx) => def.handle(input as RouteInput<P, Q, B>, ctx),
  };
}

type Shaper = (value: unknown) => unknown;
const shapers = new WeakMap<z.ZodTypeAny, Shaper>();

/**
 * A route's body schema as a document describes it: an optional body (`z.object(...).optional()`) by its
 * own schema, its optionality said apart (OpenAPI's `requestBody.required`, a tool's `required` list),
 * not as `anyOf` with an empty `not` (what zod-to-json-schema makes of an optional at the top).
 */
export function bodySchemaOf(route: Pick<RouteDef, 'body'>): z.ZodTypeAny | undefined {
  return route.body instanceof z.ZodOptional ? (route.body.unwrap() as z.ZodTypeAny) : route.body;
}

/**
 * Shapes a gRPC reply into the public JSON of `schema`: unset optional fields become null, int64
 * strings become numbers where the schema says number, proto-loader's virtual oneof keys (`_x`)
 * and anything not in the schema are dropped; enums and Structs of contract-derived schemas
 * become their public values (`FUNDING_STATUS_NOT_FUNDED` → `not_funded`, Struct → object). The schema is walked once and compiled into
 * closures (cached per schema), so a request pays only for its value.
 */
export function shape(schema: z.ZodTypeAny, value: unknown): unknown {
  return shaperOf(schema)(value);
}

function shaperOf(schema: z.ZodTypeAny): Shaper {
  let fn = shapers.get(schema);
  if (!fn) {
    fn = compileShaper(schema);
    shapers.set(schema, fn);
  }
  return fn;
}

function compileShaper(schema: z.ZodTypeAny): Shaper {
  // Enums and Structs of schemas derived from the contracts carry their wire → JSON mapping.
  const wire = wireMappingOf(schema);
  if (wire) return wire;
  const def = schema._def as { typeName?: string; innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; type?: z.ZodTypeAny; getter?: () => z.ZodTypeAny };
  switch (def.typeName) {
    case 'ZodNullable': {
      const inner = shaperOf(def.innerType!);
      return (value) => (value === undefined || value === null ? null : inner(value));
    }
    case 'ZodOptional':
    case 'ZodDefault': {
      const inner = shaperOf(def.innerType!);
      if (inner === identity) return identity;
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'ZodEffects':
      return shaperOf(def.schema!);
    case 'ZodLazy':
      // Resolved at call time: a recursive schema must not be compiled into an endless loop.
      return (value) => shaperOf(def.getter!())(value);
    case 'ZodObject':
      return compileObjectShaper(Object.entries((schema as z.ZodObject<z.ZodRawShape>).shape) as Array<[string, z.ZodTypeAny]>);
    case 'ZodArray': {
      const item = shaperOf(def.type!);
      return (value) => {
        if (!Array.isArray(value)) return [];
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) out[i] = item(value[i]);
        return out;
      };
    }
    case 'ZodNumber':
      return (value) => (typeof value === 'string' && value !== '' ? Number(value) : value);
    default:
      return identity;
  }
}

/** The shaper of a value kept as it is. */
const identity: Shaper = (value) => value;

/**
 * An object's shaper as one object literal, a property per field in the schema's order (`"id": obj["id"]`),
 * a call only for a field that is not kept as it is. V8 builds such an object in one allocation with its
 * fields in the object itself, where stores one by one grow a separate property store several times and
 * make JSON.stringify slower (bench/README.md, gateway). A field whose value is absent is `undefined`
 * in the object, which JSON leaves out as it left out the field before. The code is built from the
 * schema's own keys, never from input; `__proto__` would name the prototype in a literal, so it is
 * written as a computed key.
 */
function compileObjectShaper(fields: Array<[string, z.ZodTypeAny]>): Shaper {
  const calls: Shaper[] = [];
  const properties = fields.map(([key, fieldSchema]) => {
    const f = shaperOf(fieldSchema);
    const k = JSON.stringify(key);
    const name = key === '__proto__' ? `[${k}]` : k;
    if (f === identity) return `${name}: obj[${k}]`;
    calls.push(f);
    return `${name}: f${calls.length - 1}(obj[${k}])`;
  });
  const body = `return function shapeObject(obj) {
    if (obj === null || obj === undefined || typeof obj !== 'object') return obj ?? null;
    return {
      ${properties.join(',\n      ')}
    };
  };`;
  // Generated from the schema's keys (JSON-quoted), never from input.
  return new Function(...calls.map((_, i) => `f${i}`), body)(...calls) as Shaper;
}
