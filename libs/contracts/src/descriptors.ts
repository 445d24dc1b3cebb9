/**
 * A small, read-only model of the contracts' messages (fields, types, proto3 `optional`, enums,
 * comments), read from the same .proto files as {@link loadContracts}. The gateway derives its
 * public response schemas and OpenAPI descriptions from it (docs/decisions/0008), so a public
 * object is described once, in its proto.
 */
import * as protobuf from 'protobufjs';
import { enumPrefixOf } from './json-mapping';

/** Scalar kinds as the public JSON sees them (every integer width is an integer; int64 travels as a string). */
export type ScalarKind = 'string' | 'bool' | 'int' | 'double' | 'bytes';

/** The type of one field. */
export type FieldType =
  | { kind: 'scalar'; scalar: ScalarKind }
  | { kind: 'enum'; name: string; prefix: string; values: string[]; comment?: string }
  | { kind: 'message'; name: string }
  | { kind: 'struct' };

/** One field of a message. */
export interface FieldDescriptor {
  name: string;
  type: FieldType;
  repeated: boolean;
  /** Declared `optional` (proto3 presence): unset is distinguishable from the default. */
  optional: boolean;
  /** The comment above the field in the .proto, if any. */
  comment?: string;
}

/** One message: its fully-qualified name, comment and fields in declaration order. */
export interface MessageDescriptor {
  name: string;
  comment?: string;
  fields: FieldDescriptor[];
}

const INT = new Set(['int32', 'int64', 'uint32', 'uint64', 'sint32', 'sint64', 'fixed32', 'fixed64', 'sfixed32', 'sfixed64']);

let root: protobuf.Root | undefined;
const cache = new Map<string, MessageDescriptor>();

function contractsRoot(protoRoot: string, files: string[]): protobuf.Root {
  if (root) return root;
  const r = new protobuf.Root();
  r.resolvePath = (_origin, target) => (target.startsWith('google/') || target.startsWith('/') ? target : `${protoRoot}/${target}`);
  // alternateCommentMode keeps `//` comments, the style of every .proto here.
  r.loadSync(files, { keepCase: true, alternateCommentMode: true });
  r.resolveAll();
  root = r;
  return r;
}

/**
 * The descriptor of message `fullName` (e.g. `svc.funding.v1.Funding`) of the given contract
 * files; cached per process. Throws on an unknown name, so a typo fails at startup.
 */
export function describeMessage(fullName: string, source: { protoRoot: string; files: string[] }): MessageDescriptor {
  const hit = cache.get(fullName);
  if (hit) return hit;
  const type = contractsRoot(source.protoRoot, source.files).lookupType(fullName);
  const fields = type.fieldsArray.map((f): FieldDescriptor => {
    const resolved = f.resolve().resolvedType;
    let t: FieldType;
    if (resolved instanceof protobuf.Enum) {
      t = {
        kind: 'enum',
        name: resolved.fullName.replace(/^\./, ''),
        prefix: enumPrefixOf(resolved.name),
        values: Object.keys(resolved.values),
        comment: resolved.comment ?? undefined,
      };
    } else if (resolved instanceof protobuf.Type) {
      const name = resolved.fullName.replace(/^\./, '');
      t = name === 'google.protobuf.Struct' ? { kind: 'struct' } : { kind: 'message', name };
    } else {
      t = {
        kind: 'scalar',
        scalar: INT.has(f.type)
          ? 'int'
          : f.type === 'bool'
            ? 'bool'
            : f.type === 'double' || f.type === 'float'
              ? 'double'
              : f.type === 'bytes'
                ? 'bytes'
                : 'string',
      };
    }
    return {
      name: f.name,
      type: t,
      repeated: f.repeated,
      optional: Boolean((f.options as { proto3_optional?: boolean } | undefined)?.proto3_optional),
      comment: f.comment ?? undefined,
    };
  });
  const d: MessageDescriptor = { name: fullName, comment: type.comment ?? undefined, fields };
  cache.set(fullName, d);
  return d;
}
