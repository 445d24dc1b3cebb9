import { toStruct, type workflowsAgent } from '@platform/contracts';

/** A table store row (`id`, the data's fields, dates) → the Struct the Db* RPCs return. */
export function dbRowToWire(r: Record<string, unknown>): NonNullable<workflowsAgent.DbRowResponse['row']> {
  return toStruct(r);
}
