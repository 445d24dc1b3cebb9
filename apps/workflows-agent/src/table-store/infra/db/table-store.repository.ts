import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable, Trx } from '@platform/db';
import type { Knex } from 'knex';
import { COLUMN_NAME, type ColumnType, type Filter, type OrderTerm, type RowData, type TableQuery } from '../../domain/table-query';

/** A table of the store as its catalog row describes it. */
export interface StoreTable {
  id: string;
  projectId: string;
  name: string;
  /** The Postgres table holding the rows (generated from the id, never from client input). */
  physical: string;
  /** Inferred columns: JSON types ever written per user column. */
  columns: Record<string, ColumnType[]>;
  /** User columns with indexes. */
  indexed: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** A stored row: system columns plus user data. */
export interface StoredRow {
  id: string;
  data: RowData;
  created_at: Date;
  updated_at: Date;
}

const PHYSICAL = /^t_[0-9a-f]{32}$/;

function physicalName(id: string): string {
  const name = `t_${id.replace(/-/g, '')}`;
  if (!PHYSICAL.test(name)) throw new Error('table store: unexpected physical table name');
  return name;
}

function toTable(r: Record<string, unknown>): StoreTable {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    name: r.name as string,
    physical: physicalName(r.id as string),
    columns: (r.columns ?? {}) as Record<string, ColumnType[]>,
    indexed: (r.indexed_columns ?? []) as string[],
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

function toRow(r: Record<string, unknown>): StoredRow {
  return {
    id: r.id as string,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as RowData,
    created_at: new Date(r.created_at as string),
    updated_at: new Date(r.updated_at as string),
  };
}

// The two expressions a user column is compared and ordered by. The column name is always a bound
// parameter here; Postgres folds it into a constant when planning, so the per-column indexes below
// (same expressions with the name as a literal) serve these predicates.
const TEXT = `((data->>?::text) COLLATE "C")`;
const NUM = `(CASE WHEN jsonb_typeof(data->?::text) = 'number' THEN (data->>?::text)::numeric END)`;

const SYSTEM_SQL: Record<string, string> = { id: 'id', created_at: 'created_at', updated_at: 'updated_at' };
const SYSTEM_CAST: Record<string, string> = { id: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' };
const CMP: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const FLIP: Record<string, string> = { gt: 'lte', gte: 'lt', lt: 'gte', lte: 'gt' };

/** SQL text (fixed fragments only) and bindings of one filter. */
function filterSql(f: Filter): [string, unknown[]] {
  let sql: string;
  let b: unknown[];
  if (f.system) {
    const col = SYSTEM_SQL[f.column];
    const cast = SYSTEM_CAST[f.column];
    if (f.op === 'is') {
      sql = 'false'; // system columns are never null
      b = [];
    } else if (f.op === 'in') {
      sql = `${col} = ANY(?::${cast}[])`;
      b = [f.values];
    } else {
      sql = `${col} ${CMP[f.op]} ?::${cast}`;
      b = [f.values[0]];
    }
  } else {
    const c = f.column;
    switch (f.op) {
      case 'eq':
      case 'neq':
        sql = `${TEXT} ${CMP[f.op]} ?`;
        b = [c, f.text];
        break;
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        // A range compares values of the filter value's type only (others match neither way), so
        // its negation is the opposite comparison within that type, never a bare NOT.
        const op = f.negate ? FLIP[f.op] : f.op;
        if (f.number !== undefined) {
          // The normalised number (never the raw text: `1e-20000` would overflow numeric).
          sql = `${NUM} ${CMP[op]} ?::numeric`;
          b = [c, c, String(f.number)];
        } else {
          sql = `(jsonb_typeof(data->?::text) = 'string' AND ${TEXT} ${CMP[op]} ? COLLATE "C")`;
          b = [c, c, f.text];
        }
        return [sql, b];
      }
      case 'like':
        sql = `${TEXT} LIKE ? COLLATE "C"`;
        b = [c, f.text];
        break;
      case 'ilike':
        sql = `(data->>?::text) ILIKE ?`;
        b = [c, f.text];
        break;
      case 'in':
        sql = `${TEXT} = ANY(?::text[])`;
        b = [c, f.values];
        break;
      case 'is':
        // Null-safe: true or false, never null (so not.is.true keeps rows without the column).
        sql = f.is === 'null' ? `((data->>?::text) IS NULL)` : `COALESCE(data->?::text = ?::jsonb, false)`;
        b = f.is === 'null' ? [c] : [c, f.is];
        break;
    }
  }
  return f.negate ? [`NOT (${sql})`, b] : [sql, b];
}

function applyFilters(q: Knex.QueryBuilder, filters: Filter[]): Knex.QueryBuilder {
  for (const f of filters) {
    const [sql, b] = filterSql(f);
    q.whereRaw(sql, b as Knex.RawBinding[]);
  }
  return q;
}

function applyOrder(q: Knex.QueryBuilder, order: OrderTerm[]): Knex.QueryBuilder {
  for (const o of order) {
    const dir = o.dir === 'asc' ? 'ASC' : 'DESC';
    const nulls = o.nulls === 'first' ? 'NULLS FIRST' : 'NULLS LAST';
    if (o.system) q.orderByRaw(`${SYSTEM_SQL[o.column]} ${dir} ${nulls}`);
    else q.orderByRaw(`${NUM} ${dir} ${nulls}, ${TEXT} ${dir} ${nulls}`, [o.column, o.column, o.column]);
  }
  return q.orderBy('seq', 'asc');
}

/** The literal of a column name in DDL (index expressions take no parameters). */
function columnLiteral(c: string): string {
  if (!COLUMN_NAME.test(c)) throw new Error('table store: column name outside the grammar');
  return `'${c}'`;
}

const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

/**
 * The table store (decision 0700): a catalog of tables per project (`store_tables`) and one Postgres
 * table per store table holding schemaless rows (`id`, `data` jsonb, `created_at`, `updated_at`).
 * Every method takes the project id or a table read through it.
 */
export class TableStoreRepository {
  constructor(private readonly db: Db) {}

  /** Serialises creators of tables in a project (the tables-per-project bound). */
  async lockProject(trx: Trx, projectId: string): Promise<void> {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`store-project:${projectId}`]);
  }

  /** Serialises writers of one upsert key (or any string scoped to a table). */
  async lockKey(trx: Trx, tableId: string, key: string): Promise<void> {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`store-key:${tableId}:${key}`]);
  }

  /** A table of the project by name (FOR UPDATE inside a transaction when asked). */
  async getTable(projectId: string, name: string, opts: { trx?: Trx; forUpdate?: boolean } = {}): Promise<StoreTable | undefined> {
    const q = (opts.trx ?? this.db.knex)('store_tables').where({ project_id: projectId, name });
    if (opts.trx && opts.forUpdate) q.forUpdate();
    const r = await q.first();
    return r ? toTable(r) : undefined;
  }

  /** The project's tables, newest first (spec section 1; id breaks ties so the order is stable). */
  async listTables(projectId: string): Promise<StoreTable[]> {
    const rows = await this.db
      .knex('store_tables')
      .where({ project_id: projectId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toTable);
  }

  /** How many tables the project has. */
  async countTables(trx: Trx, projectId: string): Promise<number> {
    const r = await trx('store_tables').where({ project_id: projectId }).count<{ count: string }[]>({ count: '*' });
    return Number(r[0].count);
  }

  /** Creates a table: its catalog row and its Postgres table with the system indexes. */
  async createTable(trx: Trx, projectId: string, name: string, now: Date): Promise<StoreTable> {
    const id = randomUUID();
    const [r] = await trx('store_tables')
      .insert({ id, project_id: projectId, name, columns: {}, indexed_columns: [], created_at: now, updated_at: now })
      .returning('*');
    const physical = physicalName(id);
    await trx.schema.createTable(physical, (t) => {
      t.uuid('id').primary();
      // Insertion order: the default order of reads and the tie-breaker of every order.
      t.specificType('seq', 'bigint generated always as identity').notNullable();
      t.jsonb('data').notNullable();
      t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
      t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
      t.unique(['seq'], { indexName: `${physical}_seq` });
      t.index(['created_at'], `${physical}_created`);
      t.index(['updated_at'], `${physical}_updated`);
    });
    return toTable(r);
  }

  /** Drops a table and its rows. */
  async dropTable(trx: Trx, table: StoreTable): Promise<void> {
    await trx('store_tables').where({ project_id: table.projectId, id: table.id }).delete();
    await trx.schema.dropTableIfExists(table.physical);
  }

  /** Records the inferred columns of a table. */
  async setColumns(trx: Trx, table: StoreTable, columns: Record<string, ColumnType[]>, now: Date): Promise<void> {
    await trx('store_tables')
      .where({ project_id: table.projectId, id: table.id })
      .update({ columns: JSON.stringify(columns), updated_at: now });
  }

  /**
   * Creates the two indexes of each column (text form with byte order; numbers) and records them.
   * The caller holds the table's catalog row FOR UPDATE, so two requests never build the same index.
   */
  async addIndexes(trx: Trx, table: StoreTable, columns: string[]): Promise<void> {
    for (const c of columns) {
      const lit = columnLiteral(c);
      const base = `${table.physical}_${shortHash(c)}`;
      await trx.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (((data->>${lit}) COLLATE "C"))`, [`${base}_t`, table.physical]);
      await trx.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? ((CASE WHEN jsonb_typeof(data->${lit}) = 'number' THEN (data->>${lit})::numeric END))`, [
        `${base}_n`,
        table.physical,
      ]);
    }
    // Statistics of the new expressions, so the planner knows how selective a filter on them is.
    await trx.raw('ANALYZE ??', [table.physical]);
    await trx('store_tables')
      .where({ project_id: table.projectId, id: table.id })
      .update({ indexed_columns: [...new Set([...table.indexed, ...columns])] });
  }

  /** Rows matching a query: filters, order, page. */
  async select(table: StoreTable, query: TableQuery, on: Queryable = this.db.knex): Promise<StoredRow[]> {
    const q = on(table.physical).select('id', 'data', 'created_at', 'updated_at');
    applyFilters(q, query.filters);
    applyOrder(q, query.order);
    const rows = await q.limit(query.limit).offset(query.offset);
    return rows.map(toRow);
  }

  /** One row by id. */
  async getRow(table: StoreTable, id: string): Promise<StoredRow | undefined> {
    const r = await this.db.knex(table.physical).where({ id }).first('id', 'data', 'created_at', 'updated_at');
    return r ? toRow(r) : undefined;
  }

  /** Rows matching filters, locked for update, at most `max` (the caller tells "more" by max+1). */
  async lockMatching(trx: Trx, table: StoreTable, filters: Filter[], max: number): Promise<StoredRow[]> {
    const q = trx(table.physical).select('id', 'data', 'created_at', 'updated_at');
    applyFilters(q, filters);
    const rows = await q
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(max)
      .forUpdate();
    return rows.map(toRow);
  }

  /** Inserts rows; a duplicate id is a unique violation. */
  async insert(trx: Trx, table: StoreTable, rows: { id?: string; data: RowData }[], now: Date): Promise<StoredRow[]> {
    if (rows.length === 0) return [];
    const values = rows.map((r) => ({ id: r.id ?? randomUUID(), data: JSON.stringify(r.data), created_at: now, updated_at: now }));
    const out: StoredRow[] = [];
    // Chunks keep the bind parameter count far below Postgres' 65,535.
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await trx(table.physical)
        .insert(values.slice(i, i + 500))
        .returning(['id', 'data', 'created_at', 'updated_at']);
      out.push(...inserted.map(toRow));
    }
    return out;
  }

  /** Merges `patch` into the rows with these ids (shallow: given columns replace, others stay). */
  async mergeInto(trx: Trx, table: StoreTable, ids: string[], patch: RowData, now: Date): Promise<StoredRow[]> {
    if (ids.length === 0) return [];
    const rows = await trx(table.physical)
      .whereIn('id', ids)
      .update({ data: trx.raw('data || ?::jsonb', [JSON.stringify(patch)]), updated_at: now })
      .returning(['id', 'data', 'created_at', 'updated_at']);
    const byId = new Map(rows.map((r) => [r.id as string, toRow(r)]));
    return ids.map((id) => byId.get(id)).filter((r): r is StoredRow => r !== undefined);
  }

  /** Deletes the rows with these ids. */
  async deleteIds(trx: Trx, table: StoreTable, ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000)
      await trx(table.physical)
        .whereIn('id', ids.slice(i, i + 1000))
        .delete();
  }
}
