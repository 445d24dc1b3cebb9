/**
 * The platform's gRPC contracts: typed TypeScript generated from `protos/` (run `npm run proto`),
 * plus the loader that turns the .proto files into runtime service definitions and client constructors.
 * Apps import only this entry point.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import * as protobuf from 'protobufjs';
import { describeMessage, type MessageDescriptor } from './descriptors';
import type { ProtoGrpcType as BroadcastsProto } from './generated/broadcasts';
import type { ProtoGrpcType as ContactsProto } from './generated/contacts';
import type { ProtoGrpcType as FlowsProto } from './generated/flows';
import type { ProtoGrpcType as FundingProto } from './generated/funding';
import type { ProtoGrpcType as MessagingProxyProto } from './generated/messaging_proxy';
import type { ProtoGrpcType as WebhooksProto } from './generated/webhooks';
import type { ProtoGrpcType as WorkflowsAgentProto } from './generated/workflows_agent';

export type * as common from './generated/svc/common/v1';
export {
  DEFAULT_PER_PAGE,
  MAX_PAGE,
  MAX_PER_PAGE,
  normalizePage,
  pageMeta,
  parseCursorTime,
  isLogPeriod,
  logWindowStart,
  type LogPeriod,
  type Page,
  type PageInput,
} from './paging';
export {
  afterCursorOf,
  decodeCursor,
  encodeAfterCursor,
  encodeCursor,
  keysetCursors,
  keysetPageRequest,
  type CursorPosition,
  type KeysetPageInput,
  type KeysetPageRequest,
} from './cursor';
export { SETUP_LINK_THEME_KEYS, type SetupLinkThemeKey } from './setup-link-theme';
export { idempotentMethodsOf } from './idempotency';
export { lazyClient, type LazyClient } from './lazy-client';
export { logSearchQueryOf, logSearchReplyToWire } from './log-search';
export type * as funding from './generated/svc/funding/v1';
export type * as messagingProxy from './generated/svc/messaging_proxy/v1';
export type * as webhooks from './generated/svc/webhooks/v1';
export type * as contacts from './generated/svc/contacts/v1';
export type * as flows from './generated/svc/flows/v1';
export type * as broadcasts from './generated/svc/broadcasts/v1';
export type * as workflowsAgent from './generated/svc/workflows_agent/v1';
export { enumPrefixOf, fromProtoEnum, fromStruct, toProtoEnum, toStruct, type JsonObject, type JsonValue, type PublicEnumValue } from './json-mapping';
export type { FieldDescriptor, FieldType, MessageDescriptor, ScalarKind } from './descriptors';

/**
 * Options that keep data intact across the wire (stack-notes): int64 as strings, enum names,
 * defaults for scalar fields, virtual oneof fields, snake_case kept as in the public JSON.
 */
export const PROTO_LOADER_OPTIONS: protoLoader.Options = { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true };

let protoRoot: string | undefined;

/** Overrides where the .proto files are read from (bundled builds copy them next to the bundle). */
export function setProtoRoot(dir: string): void {
  protoRoot = dir;
}

/** The directory holding `svc/...` proto files: the repository's `protos/` or `./protos` of a bundle. */
export function getProtoRoot(): string {
  if (protoRoot) return protoRoot;
  const candidates = [resolve(__dirname, '../../../protos'), resolve(process.cwd(), 'protos'), resolve(__dirname, 'protos')];
  const found = candidates.find((c) => existsSync(join(c, 'svc/common/v1/common.proto')));
  if (!found) throw new Error(`proto files not found in ${candidates.join(', ')}`);
  protoRoot = found;
  return found;
}

/** Proto file of each service contract, relative to the proto root. */
export const SERVICE_PROTOS = {
  funding: 'svc/funding/v1/funding.proto',
  messagingProxy: 'svc/messaging_proxy/v1/messaging_proxy.proto',
  webhooks: 'svc/webhooks/v1/webhooks.proto',
  contacts: 'svc/contacts/v1/contacts.proto',
  flows: 'svc/flows/v1/flows.proto',
  broadcasts: 'svc/broadcasts/v1/broadcasts.proto',
  workflowsAgent: 'svc/workflows_agent/v1/workflows_agent.proto',
} as const;

/** Typed runtime objects of every service contract. */
export interface Contracts {
  funding: FundingProto['svc']['funding']['v1'];
  messagingProxy: MessagingProxyProto['svc']['messaging_proxy']['v1'];
  webhooks: WebhooksProto['svc']['webhooks']['v1'];
  contacts: ContactsProto['svc']['contacts']['v1'];
  flows: FlowsProto['svc']['flows']['v1'];
  broadcasts: BroadcastsProto['svc']['broadcasts']['v1'];
  workflowsAgent: WorkflowsAgentProto['svc']['workflows_agent']['v1'];
}

let cached: { contracts: Contracts; packageDefinitions: Record<keyof Contracts, protoLoader.PackageDefinition> } | undefined;

/** Loads every contract once per process (synchronously; a few ms) and returns the typed runtime objects. */
export function loadContracts(): { contracts: Contracts; packageDefinitions: Record<keyof Contracts, protoLoader.PackageDefinition> } {
  if (cached) return cached;
  const root = getProtoRoot();
  const defs = {} as Record<keyof Contracts, protoLoader.PackageDefinition>;
  const objs = {} as Record<keyof Contracts, grpc.GrpcObject>;
  for (const [name, file] of Object.entries(SERVICE_PROTOS) as Array<[keyof Contracts, string]>) {
    defs[name] = protoLoader.loadSync(file, { ...PROTO_LOADER_OPTIONS, includeDirs: [root] });
    objs[name] = grpc.loadPackageDefinition(defs[name]);
  }
  const pick = <T>(o: grpc.GrpcObject, path: string[]): T => path.reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o) as T;
  const contracts: Contracts = {
    funding: pick(objs.funding, ['svc', 'funding', 'v1']),
    messagingProxy: pick(objs.messagingProxy, ['svc', 'messaging_proxy', 'v1']),
    webhooks: pick(objs.webhooks, ['svc', 'webhooks', 'v1']),
    contacts: pick(objs.contacts, ['svc', 'contacts', 'v1']),
    flows: pick(objs.flows, ['svc', 'flows', 'v1']),
    broadcasts: pick(objs.broadcasts, ['svc', 'broadcasts', 'v1']),
    workflowsAgent: pick(objs.workflowsAgent, ['svc', 'workflows_agent', 'v1']),
  };
  cached = { contracts, packageDefinitions: defs };
  return cached;
}

/**
 * The descriptor of one message of the service contracts (fields in declaration order, types,
 * proto3 `optional`, enums, comments), e.g. `svc.funding.v1.Funding`: what public schemas are
 * derived from (docs/decisions/0008). Throws on an unknown name.
 */
export function describeContractMessage(fullName: string): MessageDescriptor {
  return describeMessage(fullName, { protoRoot: getProtoRoot(), files: Object.values(SERVICE_PROTOS) });
}

let eventRoot: protobuf.Root | undefined;

/** Loads every `svc/<service>/v1/events.proto` once: the internal event contracts. */
function eventTypes(): protobuf.Root {
  if (eventRoot) return eventRoot;
  const root = getProtoRoot();
  const files = readdirSync(join(root, 'svc'))
    .map((svc) => join(root, 'svc', svc, 'v1', 'events.proto'))
    .filter((f) => existsSync(f));
  const r = new protobuf.Root();
  r.resolvePath = (_origin, target) => (target.startsWith('/') ? target : join(root, target));
  r.loadSync(files, { keepCase: true });
  eventRoot = r;
  return r;
}

/**
 * Encodes an internal event as protobuf bytes. `type` is the fully-qualified message name, e.g.
 * `svc.messaging_proxy.v1.PhoneNumberDisconnected`; the object must match it (verified).
 */
export function encodeEvent(type: string, payload: Record<string, unknown>): Uint8Array {
  const T = eventTypes().lookupType(type);
  const problem = T.verify(payload);
  if (problem) throw new Error(`invalid ${type}: ${problem}`);
  return T.encode(T.fromObject(payload)).finish();
}

/** Decodes an internal event to a plain object (int64 as strings, enums as names, defaults filled). */
export function decodeEvent<T = Record<string, unknown>>(type: string, bytes: Uint8Array): T {
  const M = eventTypes().lookupType(type);
  return M.toObject(M.decode(bytes), { longs: String, enums: String, defaults: true, arrays: true, objects: true }) as T;
}
