import type { workflowsAgent } from '@platform/contracts';
import type { StoreTable } from '../infra/db/table-store.repository';

/** A table of the catalog → the public DbTable: name, inferred columns (name and JSON types ever written, by name), dates. */
export function dbTableToWire(t: StoreTable): workflowsAgent.DbTable {
  return {
    name: t.name,
    columns: Object.keys(t.columns)
      .sort()
      .map((name) => ({ name, types: t.columns[name] })),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}
