import type { Knex } from 'knex';

/**
 * ANALYZEs every table of `schemas`, as autovacuum does within a minute of a table's first rows on a deployed
 * platform. A bench's tables are new: without statistics the planner takes a table for a few pages and may join a
 * batch to it by scanning it whole, a plan that then stays cached while the table grows (bench/README.md,
 * broadcasts' "Statistics, scans and indexes"). Benches call it after their warm-up, for product and floors alike.
 */
export async function analyzeSchemas(db: Knex, schemas: string[]): Promise<void> {
  const { rows } = await db.raw('select schemaname, tablename from pg_tables where schemaname = any(?)', [schemas]);
  for (const r of rows as Array<{ schemaname: string; tablename: string }>) await db.raw('analyze ??.??', [r.schemaname, r.tablename]);
}
