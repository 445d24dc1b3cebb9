/**
 * The one mapping between the contracts' wire forms and the public JSON (docs/decisions/0008):
 * - proto enums are UPPER_SNAKE with the enum name as prefix (`FUNDING_STATUS_NOT_FUNDED`); the
 *   public value is the rest in lowercase (`not_funded`). Services map with {@link toProtoEnum} at
 *   their row mappers, the gateway with {@link fromProtoEnum} (through its derived schemas).
 * - free-form JSON objects travel as `google.protobuf.Struct`: {@link toStruct} builds one from a
 *   plain object exactly as `JSON.stringify` would see it, {@link fromStruct} turns it back.
 */
import type { ListValue__Output } from './generated/google/protobuf/ListValue';
import type { Struct, Struct__Output } from './generated/google/protobuf/Struct';
import type { Value, Value__Output } from './generated/google/protobuf/Value';

/** A JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** The public value of enum name `N` with prefix `P`: `FUNDING_STATUS_NOT_FUNDED` → `not_funded`. */
export type PublicEnumValue<N extends string, P extends string> = N extends `${P}_${infer R}` ? Lowercase<R> : never;

/** `('FUNDING_STATUS', 'not_funded')` → `FUNDING_STATUS_NOT_FUNDED`: a public (or stored) value as its proto enum name. */
export function toProtoEnum<P extends string, V extends string>(prefix: P, value: V): `${P}_${Uppercase<V>}` {
  return `${prefix}_${value.toUpperCase()}` as `${P}_${Uppercase<V>}`;
}

/**
 * `('FUNDING_STATUS', 'FUNDING_STATUS_NOT_FUNDED')` → `not_funded`: a proto enum name as its public
 * value. A name without the prefix (not expected from a contract) is only lowercased.
 */
export function fromProtoEnum<P extends string, N extends string>(prefix: P, name: N): PublicEnumValue<N, P> {
  const rest = name.startsWith(`${prefix}_`) ? name.slice(prefix.length + 1) : name;
  return rest.toLowerCase() as PublicEnumValue<N, P>;
}

/**
 * The enum prefix of an enum type name: `FundingStatus` → `FUNDING_STATUS`, `SetupLinkStatus` →
 * `SETUP_LINK_STATUS` (the house rule for value names).
 */
export function enumPrefixOf(enumTypeName: string): string {
  return enumTypeName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
}

/**
 * A plain object as a `google.protobuf.Struct`. The object is first normalised exactly as
 * `JSON.stringify` sees it (undefined dropped, dates as ISO strings, non-finite numbers null), so
 * what {@link fromStruct} gives back is what `JSON.parse(JSON.stringify(obj))` would.
 */
export function toStruct(obj: object): Struct {
  const plain = JSON.parse(JSON.stringify(obj)) as JsonObject;
  return structOf(plain);
}

function structOf(obj: JsonObject): Struct {
  const fields: Record<string, Value> = {};
  for (const [k, v] of Object.entries(obj)) fields[k] = valueOf(v);
  return { fields };
}

function valueOf(v: JsonValue): Value {
  if (v === null) return { nullValue: 'NULL_VALUE' };
  if (typeof v === 'boolean') return { boolValue: v };
  if (typeof v === 'number') return { numberValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { listValue: { values: v.map(valueOf) } };
  return { structValue: structOf(v) };
}

/** A decoded `google.protobuf.Struct` as the plain JSON object it carries; `{}` when unset. */
export function fromStruct(s: Struct__Output | Struct | null | undefined): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(s?.fields ?? {})) out[k] = jsonOf(v);
  return out;
}

function jsonOf(v: Value__Output | Value | null | undefined): JsonValue {
  if (!v) return null;
  // Decoded messages name the set member in `kind` (oneofs: true); built ones carry only the member.
  const kind = v.kind ?? (['nullValue', 'numberValue', 'stringValue', 'boolValue', 'structValue', 'listValue'] as const).find((k) => v[k] !== undefined);
  switch (kind) {
    case 'numberValue':
      return Number(v.numberValue);
    case 'stringValue':
      return v.stringValue ?? '';
    case 'boolValue':
      return v.boolValue ?? false;
    case 'structValue':
      return fromStruct(v.structValue);
    case 'listValue':
      return ((v.listValue as ListValue__Output | null | undefined)?.values ?? []).map(jsonOf);
    default:
      return null;
  }
}
