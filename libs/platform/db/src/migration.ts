import type { Knex } from 'knex';

/**
 * One schema change, written in code (knex `.ts` file migrations break under vitest and bundlers).
 * `name` is recorded in the service's `knex_migrations` table; never rename or reorder a shipped one.
 */
export type Migration = {
  /** Unique, stable name, e.g. `001_create_contacts`. */
  name: string;
  /** Applies the change; runs inside a transaction with `search_path` set to the service schema. */
  up(knex: Knex): Promise<void>;
  /** Reverts the change (optional: forward-only services omit it). */
  down?(knex: Knex): Promise<void>;
};

/** knex migration source over an in-memory list; order of the list is the order of application. */
export class InCodeMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: Migration[]) {
    const seen = new Set<string>();
    for (const m of migrations) {
      if (seen.has(m.name)) throw new Error(`duplicate migration name: ${m.name}`);
      seen.add(m.name);
    }
  }

  getMigrations(): Promise<Migration[]> {
    return Promise.resolve(this.migrations);
  }

  getMigrationName(migration: Migration): string {
    return migration.name;
  }

  getMigration(migration: Migration): Promise<Knex.Migration> {
    return Promise.resolve({
      up: (knex: Knex) => migration.up(knex),
      down: (knex: Knex) => {
        if (!migration.down) throw new Error(`migration ${migration.name} has no down()`);
        return migration.down(knex);
      },
    });
  }
}
