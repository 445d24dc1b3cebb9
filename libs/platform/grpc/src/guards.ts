import type * as grpc from '@grpc/grpc-js';
import { invalidArgument } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `v` is a UUID (any version, either case), the shape of every platform resource id. The
 * one UUID check of the platform: RPC id fields are checked with it by {@link unaryHandler}; code
 * that reads ids from elsewhere (cursors, identifiers that may be an id) calls it directly.
 */
export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID.test(v);
}

/** The request field that makes an RPC tenant-scoped: the project the gateway took from the API key. */
export const PROJECT_ID_FIELD = 'project_id';

/** What {@link checkRequestGuards} checks on one RPC's requests. */
export interface RequestGuards {
  /**
   * Whether the request names the caller's project. `undefined` until the server registers the
   * handler: the request message then decides (it has a `project_id` field or not).
   */
  tenantScoped?: boolean;
  /** Request fields that must hold a UUID (platform resource ids), declared per RPC. */
  uuids: readonly string[];
  /** Request fields that hold a UUID when set (optional filters); empty means not given. */
  optionalUuids?: readonly string[];
}

/**
 * The shared guards of every RPC, run before its handler: a tenant-scoped request must name its
 * project as a UUID (an empty one is PROJECT_REQUIRED "project_id is required", any other non-UUID
 * INVALID_PROJECT_ID "project_id must be a UUID"); each declared id field must hold a UUID (an
 * optional one when set), or the call fails with INVALID_<FIELD> "<field> must be a UUID" and is
 * never looked up. Both are
 * INVALID_ARGUMENT. Whether a malformed path id answers 400 or 404 publicly is the gateway's route
 * schema's decision; these guards only keep malformed ids away from the database.
 */
export function checkRequestGuards(req: unknown, guards: RequestGuards = { uuids: [] }): void {
  if (typeof req !== 'object' || req === null) return;
  const r = req as Record<string, unknown>;
  if (guards.tenantScoped ?? PROJECT_ID_FIELD in r) {
    const projectId = r[PROJECT_ID_FIELD];
    if (!projectId) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    if (!isUuid(projectId)) throw invalidArgument('INVALID_PROJECT_ID', 'project_id must be a UUID');
  }
  for (const field of guards.uuids) {
    if (!isUuid(r[field])) throw invalidUuid(field);
  }
  for (const field of guards.optionalUuids ?? []) {
    if (r[field] && !isUuid(r[field])) throw invalidUuid(field);
  }
}

function invalidUuid(field: string) {
  return invalidArgument(`INVALID_${field.toUpperCase()}`, `${field} must be a UUID`);
}

/** Guards of the handlers built by {@link unaryHandler}, completed from the contract at registration. */
const handlerGuards = new WeakMap<object, RequestGuards>();

/** Records the guards `handler` applies (called by {@link unaryHandler}). */
export function attachGuards(handler: object, guards: RequestGuards): void {
  handlerGuards.set(handler, guards);
}

interface FieldDescriptor {
  name?: string;
  type?: string;
  label?: string;
}

/** Fields of a method's request message, from the proto descriptor proto-loader keeps on the definition. */
function requestFields(method: grpc.MethodDefinition<unknown, unknown>): FieldDescriptor[] | undefined {
  const requestType = (method as { requestType?: { type?: { field?: FieldDescriptor[] } } }).requestType;
  return requestType?.type?.field;
}

/**
 * Completes and verifies the guards of a service's handlers against its contract, when the server
 * registers them: a method whose request message has a `project_id` field is tenant-scoped, and
 * its handler must be a {@link unaryHandler} (so the project check cannot be skipped); every
 * declared id field must be a singular string field of the request. Throws at startup otherwise,
 * so a misspelt declaration never silently checks nothing.
 */
export function applyContractGuards(serviceName: string, definition: grpc.ServiceDefinition, implementation: grpc.UntypedServiceImplementation): void {
  for (const [name, method] of Object.entries(definition)) {
    const fields = requestFields(method);
    if (!fields) continue; // a definition without descriptors (hand-built): the request decides at call time
    const handler = implementation[name] ?? (method.originalName ? implementation[method.originalName] : undefined);
    if (!handler) continue; // grpc-js answers UNIMPLEMENTED
    const guards = handlerGuards.get(handler);
    const tenantScoped = fields.some((f) => f.name === PROJECT_ID_FIELD);
    if (!guards) {
      if (tenantScoped) throw new Error(`${serviceName}/${name}: a tenant-scoped RPC must be served through unaryHandler (project and id guards)`);
      continue;
    }
    for (const id of [...guards.uuids, ...(guards.optionalUuids ?? [])]) {
      const f = fields.find((x) => x.name === id);
      if (!f || f.type !== 'TYPE_STRING' || f.label === 'LABEL_REPEATED') {
        throw new Error(`${serviceName}/${name}: declared UUID field "${id}" is not a string field of the request message`);
      }
    }
    guards.tenantScoped = tenantScoped;
  }
}
