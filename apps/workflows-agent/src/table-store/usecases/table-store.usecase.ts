import { alreadyExists, invalidArgument, notFound, validationFailed } from '@platform/errors';
import { isUniqueViolation, type Trx } from '@platform/db';
import {
  TABLE_LIMITS,
  checkRows,
  checkTableName,
  mergeColumnTypes,
  parseTableQuery,
  project,
  textForm,
  type Filter,
  type JsonValue,
  type QueryParam,
  type RowData,
  type TableQuery,
} from '../domain/table-query';
import type { StoreTable, StoredRow } from '../infra/db/table-store.repository';
import type { UsecaseContext } from '../../context';

/** A row as the API shows it: `id`, the user columns, `created_at`, `updated_at`. */
export type PublicRow = Record<string, unknown>;

const tableNotFound = () => notFound('TABLE_NOT_FOUND', 'Table not found');
const bad = (message: string) => invalidArgument('INVALID_TABLE_QUERY', message);

function toPublic(r: StoredRow): PublicRow {
  return { id: r.id, ...r.data, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}

/** Columns a query filters or orders on (those that get indexes). */
function usedColumns(q: TableQuery, extra: string[] = []): string[] {
  const cols = [...q.filters.filter((f) => !f.system).map((f) => f.column), ...q.order.filter((o) => !o.system).map((o) => o.column), ...extra];
  return [...new Set(cols.filter((c) => c !== 'id' && c !== 'created_at' && c !== 'updated_at'))];
}

/** How an upsert finds a row's match: the key columns and, per row, its key values. */
type UpsertKey = { kind: 'id'; id: string } | { kind: 'columns'; values: [string, string][] };

/**
 * The table store (issue 21, spec 4.7, decision 0700): tables by name per project, schemaless rows,
 * PostgREST-style filters, upsert by filter. Tables come to exist on their first write.
 */
export class TableStoreUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** GET /db/{table}: rows matching the filters, ordered and paged. */
  async select(projectId: string, tableName: string, params: QueryParam[]): Promise<PublicRow[]> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.onConflict || q.all) throw bad('on_conflict and all apply to writes only');
    const table = await this.ctx.tables.getTable(projectId, tableName);
    if (!table) throw tableNotFound();
    const indexed = await this.ensureIndexes(table, usedColumns(q));
    const rows = await this.ctx.tables.select(indexed, q);
    return rows.map((r) => project(toPublic(r), q.select));
  }

  /** GET /db/{table}/{id}. */
  async getRow(projectId: string, tableName: string, id: string, params: QueryParam[]): Promise<PublicRow> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.filters.length || q.order.length || q.onConflict || q.all) throw bad('Reading one row takes select only');
    const table = await this.ctx.tables.getTable(projectId, tableName);
    if (!table) throw tableNotFound();
    const row = await this.ctx.tables.getRow(table, id);
    if (!row) throw notFound('ROW_NOT_FOUND', 'Row not found');
    return project(toPublic(row), q.select);
  }

  /** POST /db/{table}: inserts one row or many; creates the table on first use. */
  async insert(projectId: string, tableName: string, body: unknown, params: QueryParam[]): Promise<PublicRow[]> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.filters.length || q.order.length || q.onConflict || q.all) throw bad('POST takes select only');
    const rows = checkRows(Array.isArray(body) ? body : [body], { allowId: true, where: 'POST' });
    const table = await this.ensureTable(projectId, tableName);
    try {
      const out = await this.ctx.db.transaction(async (trx) => {
        await this.recordColumns(
          trx,
          table,
          rows.map((r) => r.data),
        );
        return this.ctx.tables.insert(trx, table, rows, this.ctx.clock.now());
      });
      return out.map((r) => project(toPublic(r), q.select));
    } catch (e) {
      if (isUniqueViolation(e)) throw alreadyExists('ROW_EXISTS', 'A row with this id already exists');
      throw e;
    }
  }

  /**
   * PUT /db/{table}: upsert. The key is either the `eq` filters (`?email=eq.a@b.c`; a row may repeat
   * a key column only with the same value) or `on_conflict=col,...` naming columns every row
   * carries. Rows matching the key are updated (given columns merged), otherwise the row is inserted
   * with the key columns. One advisory lock per key serialises concurrent upserts of a key.
   */
  async upsert(projectId: string, tableName: string, body: unknown, params: QueryParam[]): Promise<PublicRow[]> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.order.length || q.all) throw bad('PUT takes eq filters or on_conflict, and select');
    if (q.onConflict && q.filters.length) throw bad('PUT takes either eq filters or on_conflict, not both');
    if (!q.onConflict && q.filters.length === 0) throw bad('PUT needs the upsert key: eq filters (?email=eq.x) or on_conflict=column');
    for (const f of q.filters) {
      if (f.op !== 'eq' || f.negate) throw bad(`Invalid filter ${f.column}: PUT takes eq filters only (the upsert key)`);
    }
    const rows = checkRows(Array.isArray(body) ? body : [body], { allowId: false, where: 'PUT' });
    const idKey = q.onConflict?.[0] === 'id' || q.filters.some((f) => f.column === 'id');
    if (idKey && q.filters.length > 1) throw bad('An upsert by id takes the id filter alone');
    const keys = rows.map((r, i) => this.keyOf(q, r.data, i, rows.length));
    const table = await this.ensureTable(projectId, tableName);
    const keyCols = keys[0].kind === 'columns' ? keys[0].values.map(([c]) => c) : [];
    const indexed = await this.ensureIndexes(table, keyCols);
    const out = await this.ctx.db.transaction(async (trx) => {
      const lockKeys = [...new Set(keys.map((k) => JSON.stringify(k)))].sort();
      for (const k of lockKeys) await this.ctx.tables.lockKey(trx, indexed.id, k);
      await this.recordColumns(
        trx,
        indexed,
        rows.map((r) => r.data),
      );
      const now = this.ctx.clock.now();
      const result: StoredRow[] = [];
      for (let i = 0; i < rows.length; i++) {
        const key = keys[i];
        const filters: Filter[] =
          key.kind === 'id'
            ? [{ column: 'id', system: true, op: 'eq', negate: false, values: [key.id] }]
            : key.values.map(([column, text]) => ({ column, system: false as const, op: 'eq' as const, negate: false, text }));
        const matches = await this.ctx.tables.lockMatching(trx, indexed, filters, TABLE_LIMITS.rowsPerWrite + 1);
        if (matches.length > TABLE_LIMITS.rowsPerWrite) throw bad(`The upsert key matches more than ${TABLE_LIMITS.rowsPerWrite} rows`);
        if (matches.length) {
          const merged = await this.ctx.tables.mergeInto(
            trx,
            indexed,
            matches.map((m) => m.id),
            rows[i].data,
            now,
          );
          checkMergedSize(merged);
          result.push(...merged);
        } else {
          const data: RowData = { ...rows[i].data };
          if (key.kind === 'columns') for (const [c, text] of key.values) if (!(c in data)) data[c] = text;
          if (key.kind === 'columns') await this.recordColumns(trx, indexed, [data]);
          result.push(...(await this.ctx.tables.insert(trx, indexed, [{ id: key.kind === 'id' ? key.id : undefined, data }], now)));
        }
      }
      return result;
    });
    return out.map((r) => project(toPublic(r), q.select));
  }

  /** PATCH /db/{table}: merges the body into every row matching the filters (all=true for every row). */
  async update(projectId: string, tableName: string, body: unknown, params: QueryParam[]): Promise<PublicRow[]> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.order.length || q.onConflict) throw bad('PATCH takes filters, all=true and select');
    if (Array.isArray(body)) throw bad('Invalid body: PATCH takes one object (the columns to set)');
    const [{ data: patch }] = checkRows([body], { allowId: false, where: 'PATCH' });
    const table = await this.ctx.tables.getTable(projectId, tableName);
    if (!table) throw tableNotFound();
    if (!q.filters.length && !q.all) throw bad('PATCH without filters changes every row: add all=true to mean it');
    const indexed = await this.ensureIndexes(table, usedColumns(q));
    const out = await this.ctx.db.transaction(async (trx) => {
      const matches = await this.ctx.tables.lockMatching(trx, indexed, q.filters, TABLE_LIMITS.rowsPerWrite + 1);
      if (matches.length > TABLE_LIMITS.rowsPerWrite) throw bad(`The filters match more than ${TABLE_LIMITS.rowsPerWrite} rows; nothing was changed`);
      if (!matches.length) return [];
      await this.recordColumns(trx, indexed, [patch]);
      const merged = await this.ctx.tables.mergeInto(
        trx,
        indexed,
        matches.map((m) => m.id),
        patch,
        this.ctx.clock.now(),
      );
      checkMergedSize(merged);
      return merged;
    });
    return out.map((r) => project(toPublic(r), q.select));
  }

  /** DELETE /db/{table}: deletes the rows matching the filters (all=true for every row); returns them. */
  async delete(projectId: string, tableName: string, params: QueryParam[]): Promise<PublicRow[]> {
    checkTableName(tableName);
    const q = parseTableQuery(params);
    if (q.order.length || q.onConflict) throw bad('DELETE takes filters, all=true and select');
    const table = await this.ctx.tables.getTable(projectId, tableName);
    if (!table) throw tableNotFound();
    if (!q.filters.length && !q.all) throw bad('DELETE without filters removes every row: add all=true to mean it');
    const indexed = await this.ensureIndexes(table, usedColumns(q));
    const out = await this.ctx.db.transaction(async (trx) => {
      const matches = await this.ctx.tables.lockMatching(trx, indexed, q.filters, TABLE_LIMITS.rowsPerWrite + 1);
      if (matches.length > TABLE_LIMITS.rowsPerWrite) throw bad(`The filters match more than ${TABLE_LIMITS.rowsPerWrite} rows; nothing was deleted`);
      await this.ctx.tables.deleteIds(
        trx,
        indexed,
        matches.map((m) => m.id),
      );
      return matches;
    });
    return out.map((r) => project(toPublic(r), q.select));
  }

  /** GET /database_tables: the project's tables with their inferred columns (catalog rows). */
  async listTables(projectId: string): Promise<StoreTable[]> {
    return this.ctx.tables.listTables(projectId);
  }

  /** GET /database_tables/{table}. */
  async getTable(projectId: string, tableName: string): Promise<StoreTable> {
    checkTableName(tableName);
    const t = await this.ctx.tables.getTable(projectId, tableName);
    if (!t) throw tableNotFound();
    return t;
  }

  /** DELETE /database_tables/{table}: drops the table and its rows. */
  async dropTable(projectId: string, tableName: string): Promise<void> {
    checkTableName(tableName);
    await this.ctx.db.transaction(async (trx) => {
      const t = await this.ctx.tables.getTable(projectId, tableName, { trx, forUpdate: true });
      if (!t) throw tableNotFound();
      await this.ctx.tables.dropTable(trx, t);
    });
  }

  /** The upsert key of one row. */
  private keyOf(q: TableQuery, data: RowData, i: number, n: number): UpsertKey {
    const at = n > 1 ? `row ${i}` : 'row';
    if (q.onConflict) {
      if (q.onConflict[0] === 'id') throw bad('on_conflict=id: upsert by id with the filter id=eq.<uuid>');
      return {
        kind: 'columns',
        values: [...q.onConflict].sort().map((c) => {
          const t = keyText(data[c]);
          if (t === undefined) throw bad(`Invalid body: ${at}: the key column ${c} must be a string, number or boolean`);
          return [c, t];
        }),
      };
    }
    const idFilter = q.filters.find((f) => f.column === 'id');
    if (idFilter && idFilter.system) return { kind: 'id', id: idFilter.values[0] };
    const values: [string, string][] = [];
    for (const f of q.filters) {
      if (f.system || f.op !== 'eq') throw bad(`Invalid filter ${f.column}: an upsert key is id or user columns`);
      if (f.column in data && keyText(data[f.column]) !== f.text) throw bad(`Invalid body: ${at}: ${f.column} differs from the filter`);
      values.push([f.column, f.text]);
    }
    const unique = new Map(values);
    if (unique.size !== values.length) throw bad('PUT takes one eq filter per key column');
    return { kind: 'columns', values: [...unique].sort(([a], [b]) => (a < b ? -1 : 1)) };
  }

  /** The table, created when missing (bounded per project). */
  private async ensureTable(projectId: string, name: string): Promise<StoreTable> {
    const existing = await this.ctx.tables.getTable(projectId, name);
    if (existing) return existing;
    return this.ctx.db.transaction(async (trx) => {
      await this.ctx.tables.lockProject(trx, projectId);
      const again = await this.ctx.tables.getTable(projectId, name, { trx });
      if (again) return again;
      if ((await this.ctx.tables.countTables(trx, projectId)) >= TABLE_LIMITS.tablesPerProject) {
        throw validationFailed(`A project has at most ${TABLE_LIMITS.tablesPerProject} tables (drop one with DELETE /database_tables/{table})`);
      }
      return this.ctx.tables.createTable(trx, projectId, name, this.ctx.clock.now());
    });
  }

  /** Records new columns and types of written rows; refuses a table past its column bound. */
  private async recordColumns(trx: Trx, table: StoreTable, rows: RowData[]): Promise<void> {
    if (!mergeColumnTypes(table.columns, rows).added) return;
    const locked = await this.ctx.tables.getTable(table.projectId, table.name, { trx, forUpdate: true });
    if (!locked) throw tableNotFound();
    const { columns, added } = mergeColumnTypes(locked.columns, rows);
    if (!added) return;
    if (Object.keys(columns).length > TABLE_LIMITS.columnsPerTable) {
      throw bad(`A table has at most ${TABLE_LIMITS.columnsPerTable} columns; this write would add more`);
    }
    await this.ctx.tables.setColumns(trx, locked, columns, this.ctx.clock.now());
    table.columns = columns;
  }

  /** Indexes for columns used in filters and orders, created once per column (bounded per table). */
  private async ensureIndexes(table: StoreTable, columns: string[]): Promise<StoreTable> {
    const missing = columns.filter((c) => !table.indexed.includes(c));
    if (!missing.length || table.indexed.length >= TABLE_LIMITS.indexedColumnsPerTable) return table;
    return this.ctx.db.transaction(async (trx) => {
      const locked = await this.ctx.tables.getTable(table.projectId, table.name, { trx, forUpdate: true });
      if (!locked) throw tableNotFound();
      const room = TABLE_LIMITS.indexedColumnsPerTable - locked.indexed.length;
      const add = columns.filter((c) => !locked.indexed.includes(c)).slice(0, Math.max(0, room));
      if (add.length) await this.ctx.tables.addIndexes(trx, locked, add);
      return { ...locked, indexed: [...locked.indexed, ...add] };
    });
  }
}

/** The text form of a key value; undefined for values that cannot be a key (null, objects, arrays). */
function keyText(v: JsonValue | undefined): string | undefined {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return textForm(v) ?? undefined;
  return undefined;
}

function checkMergedSize(rows: StoredRow[]): void {
  for (const r of rows) {
    if (Buffer.byteLength(JSON.stringify(r.data)) > TABLE_LIMITS.rowBytes) {
      throw bad(`A row would grow past ${TABLE_LIMITS.rowBytes} bytes; nothing was changed`);
    }
  }
}
