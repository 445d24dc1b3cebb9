import { describeContractMessage, fromProtoEnum, fromStruct, type FieldDescriptor, type PublicEnumValue } from '@platform/contracts';
import { z } from 'zod';

/**
 * Response schemas derived from the service contracts (docs/decisions/0008): a public object is
 * described once, by its proto message, and the gateway builds the zod schema that shapes replies
 * and feeds the OpenAPI document from the message's descriptor. Rules, field by field:
 *
 * | proto                              | public JSON                                   |
 * |------------------------------------|-----------------------------------------------|
 * | `string`, `bool`                   | string, boolean                               |
 * | any integer (int64 travels as text)| integer                                       |
 * | `double`, `float`                  | number                                        |
 * | `optional T` (proto3 presence)     | T or null (unset → null)                      |
 * | message `M`                        | the derived object of M                       |
 * | `optional M`                       | the derived object of M, or null              |
 * | `repeated T`                       | array of T (unset → [])                       |
 * | enum `E` (`E_NAME_VALUE`)          | the lowercase value without the prefix        |
 * | `google.protobuf.Struct`           | the JSON object it carries (unset → {})       |
 *
 * Field comments become descriptions; the field order of the message is the key order of the JSON.
 * Hand-written overrides only where the public JSON differs from (or narrows) the proto.
 */

/** Per field: a schema replacing the derived one (keeps the field's position), or `null` to leave the field out of the public JSON. */
export type Overrides = Record<string, z.ZodTypeAny | null>;

type WireMapping = (value: unknown) => unknown;
const wireMappings = new WeakMap<z.ZodTypeAny, WireMapping>();

/**
 * How `shape` turns the wire value of a derived enum or Struct schema into public JSON, or
 * undefined for every other schema.
 */
export function wireMappingOf(schema: z.ZodTypeAny): WireMapping | undefined {
  return wireMappings.get(schema);
}

/** Package of most contract messages: `contractObject('svc.funding.v1.Funding')`. */
export type ContractMessageName = `svc.${string}.v1.${string}`;

/** Options of {@link contractObject}. */
export interface ContractObjectOptions {
  /** String fields holding UUIDs (documented as `format: uuid`; nullability and description stay derived). */
  uuid?: string[];
}

/**
 * The public object of contract message `name`, with `overrides` applied (fields the public JSON
 * adds are added with `.extend()`). Throws at startup when the message or a named field does
 * not exist, so a renamed proto field cannot silently drop out of an override.
 */
export function contractObject(name: ContractMessageName, overrides: Overrides = {}, opts: ContractObjectOptions = {}): z.ZodObject<z.ZodRawShape> {
  const d = describeContractMessage(name);
  const known = new Set(d.fields.map((f) => f.name));
  for (const k of [...Object.keys(overrides), ...(opts.uuid ?? [])]) if (!known.has(k)) throw new Error(`${name} has no field ${k}`);
  const shape: z.ZodRawShape = {};
  for (const f of d.fields) {
    if (f.name in overrides) {
      const o = overrides[f.name];
      if (o) shape[f.name] = o;
      continue;
    }
    shape[f.name] = fieldSchema(f, opts.uuid?.includes(f.name) ?? false);
  }
  return z.object(shape);
}

/** The public values of proto enum `E` (names prefixed `P`) without the zero value: `'draft' | 'published'`. */
export type PublicValues<E extends string, P extends string> = Exclude<PublicEnumValue<E, P>, 'unspecified'>;

/**
 * The public values of a contract enum field without the `_UNSPECIFIED` zero value, e.g.
 * `['draft', 'published']`, for query filters; `V` names them for the type checker
 * (`PublicValues<flows.FlowStatus__Output, 'FLOW_STATUS'>`).
 */
export function contractEnumValues<V extends string = string>(message: ContractMessageName, field: string): [V, ...V[]] {
  const f = describeContractMessage(message).fields.find((x) => x.name === field);
  if (!f || f.type.kind !== 'enum') throw new Error(`${message}.${field} is not an enum field`);
  return publicValues(f.type.prefix, f.type.values) as [V, ...V[]];
}

function publicValues(prefix: string, names: string[]): [string, ...string[]] {
  const values = names.filter((n) => n !== `${prefix}_UNSPECIFIED`).map((n) => fromProtoEnum(prefix, n) as string);
  if (values.length === 0) throw new Error(`enum ${prefix} has no value besides UNSPECIFIED`);
  return values as [string, ...string[]];
}

function fieldSchema(f: FieldDescriptor, uuid: boolean): z.ZodTypeAny {
  const item = uuid && f.type.kind === 'scalar' && f.type.scalar === 'string' ? z.string().uuid() : itemSchema(f);
  const s = f.repeated ? z.array(item) : f.optional ? item.nullable() : item;
  if (!f.comment) return s;
  // describe() clones: the clone keeps the wire mapping of the schema it was made from.
  const described = s.describe(f.comment);
  const mapping = wireMappings.get(s);
  if (mapping) wireMappings.set(described, mapping);
  return described;
}

function itemSchema(f: FieldDescriptor): z.ZodTypeAny {
  const t = f.type;
  switch (t.kind) {
    case 'scalar':
      return t.scalar === 'int' ? z.number().int() : t.scalar === 'double' ? z.number() : t.scalar === 'bool' ? z.boolean() : z.string();
    case 'enum': {
      const s = z.enum(publicValues(t.prefix, t.values));
      wireMappings.set(s, (v) => (typeof v === 'string' ? fromProtoEnum(t.prefix, v) : v));
      return s;
    }
    case 'struct': {
      const s = z.record(z.unknown());
      wireMappings.set(s, (v) => fromStruct(v as Parameters<typeof fromStruct>[0]));
      return s;
    }
    case 'message':
      return contractObject(t.name as ContractMessageName);
  }
}
