/**
 * The table store's request grammar (issue 21, spec 4.7; decision 0700): table and column names,
 * PostgREST-style filters, `select`, `order`, `limit`/`offset`, `on_conflict`, and the row rules.
 * Pure: every malformed part is refused here with a message naming it, and what comes out is typed
 * data (a column name matched by a closed pattern, an operator from a closed list, a value) that the
 * repository binds as parameters; no input ever reaches SQL as text.
 */
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';

/** Limits of the table store (decision 0700). */
export const TABLE_LIMITS = {
  /** Bytes of one row's JSON (user columns). */
  rowBytes: 64 * 1024,
  /** Rows in one POST or PUT body. */
  rowsPerRequest: 1000,
  /** Tables per project. */
  tablesPerProject: 100,
  /** User columns per table (the three system columns are not counted). */
  columnsPerTable: 100,
  /** Filters in one request. */
  filtersPerRequest: 20,
  /** Values in one `in.(...)` list. */
  inValues: 500,
  /** Default and maximum page size of a read. */
  defaultLimit: 100,
  maxLimit: 1000,
  /** Largest offset of a read (deeper pages: filter on an ordered column instead). */
  maxOffset: 100_000,
  /** Rows one PATCH or DELETE may change (nothing changes when more match). */
  rowsPerWrite: 10_000,
  /** Columns that get indexes when first filtered or ordered on. */
  indexedColumnsPerTable: 16,
  /** Columns in `order`. */
  orderColumns: 5,
  /** Nesting of objects and arrays inside a row (the row itself is level 1). */
  maxDepth: 32,
} as const;

/** Table names: a letter or underscore, then letters, digits, `_` or `-`; at most 63 characters. */
export const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,62}$/;
/** Column names: a letter or underscore, then letters, digits or `_`; at most 63 characters. */
export const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** Columns every row has; set by the store, never by a client. */
export const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'] as const;
/** A system column. */
export type SystemColumn = (typeof SYSTEM_COLUMNS)[number];
/** Query parameter names that are not filters. */
export const RESERVED_PARAMS = ['select', 'order', 'limit', 'offset', 'on_conflict', 'all'] as const;

const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Filter operators (PostgREST names). */
export const FILTER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
/** A filter operator. */
export type FilterOp = (typeof FILTER_OPS)[number];

/**
 * One parsed filter. Comparison rules (decision 0700): `eq`, `neq`, `like`, `ilike` and `in` compare
 * the value's text form (a string as it is, a number as JSON writes it, `true`/`false`);
 * `gt`/`gte`/`lt`/`lte` compare numerically when the filter value is a number (rows whose value is a
 * number), otherwise as strings byte by byte (rows whose value is a string: ISO dates order right);
 * a value of the other type matches neither the range nor its negation (`not.gt` = `lte` in type);
 * `is` takes `null`, `true` or `false`. A missing column reads as null; like SQL, a null value
 * matches no comparison (`neq` and `not.` included) except `is.null`.
 */
export type Filter =
  | { column: string; system: false; op: 'eq' | 'neq' | 'like' | 'ilike'; negate: boolean; text: string }
  | { column: string; system: false; op: 'gt' | 'gte' | 'lt' | 'lte'; negate: boolean; number?: number; text: string }
  | { column: string; system: false; op: 'in'; negate: boolean; values: string[] }
  | { column: string; system: false; op: 'is'; negate: boolean; is: 'null' | 'true' | 'false' }
  | { column: SystemColumn; system: true; op: Exclude<FilterOp, 'like' | 'ilike'>; negate: boolean; values: string[]; is?: 'null' | 'true' | 'false' };

/** One `order` term. */
export interface OrderTerm {
  column: string;
  system: boolean;
  dir: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

/** A parsed request: filters and read options. */
export interface TableQuery {
  filters: Filter[];
  /** Columns to return; undefined = every column. */
  select?: string[];
  order: OrderTerm[];
  limit: number;
  offset: number;
  /** Upsert key columns named by `on_conflict`. */
  onConflict?: string[];
  /** `all=true`: the explicit consent to a filterless bulk DELETE or PATCH. */
  all: boolean;
}

/** One query parameter as received (a key may repeat). */
export interface QueryParam {
  key: string;
  value: string;
}

const bad = (message: string) => invalidArgument('INVALID_TABLE_QUERY', message);

/** Checks a table name; 400 naming the rule. */
export function checkTableName(name: string): string {
  if (!TABLE_NAME.test(name)) {
    throw bad('Invalid table name: use 1 to 63 letters, digits, "_" or "-", starting with a letter or "_"');
  }
  return name;
}

/** Checks a user column name (system columns refused); 400 naming the column. */
export function checkColumnName(name: string, where: string): string {
  // The message never echoes a name that failed the grammar (it may be hostile; it is logged).
  if (!COLUMN_NAME.test(name) || name === '__proto__') {
    throw bad(`Invalid column name in ${where}: use letters, digits and "_", starting with a letter or "_", at most 63 (not __proto__)`);
  }
  return name;
}

const isSystem = (c: string): c is SystemColumn => (SYSTEM_COLUMNS as readonly string[]).includes(c);

/** Splits the body of `in.(...)`: comma separated, values optionally double-quoted (`\"`, `\\` escapes). */
export function parseInList(raw: string, column: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw bad(`Invalid filter ${column}: in takes a parenthesised list, in.(a,b)`);
  const body = raw.slice(1, -1);
  const out: string[] = [];
  if (body === '') return out;
  let i = 0;
  for (;;) {
    let value = '';
    if (body[i] === '"') {
      i++;
      let closed = false;
      while (i < body.length) {
        const ch = body[i];
        if (ch === '\\') {
          if (i + 1 >= body.length) break;
          value += body[i + 1];
          i += 2;
        } else if (ch === '"') {
          closed = true;
          i++;
          break;
        } else {
          value += ch;
          i++;
        }
      }
      if (!closed) throw bad(`Invalid filter ${column}: unterminated quoted value in in.(...)`);
      if (i < body.length && body[i] !== ',') throw bad(`Invalid filter ${column}: expected "," after a quoted value in in.(...)`);
    } else {
      const end = body.indexOf(',', i);
      value = end === -1 ? body.slice(i) : body.slice(i, end);
      if (value.includes('"')) throw bad(`Invalid filter ${column}: quote a value that contains "`);
      i = end === -1 ? body.length : end;
    }
    out.push(value);
    if (out.length > TABLE_LIMITS.inValues) throw bad(`Invalid filter ${column}: in.(...) takes at most ${TABLE_LIMITS.inValues} values`);
    if (i >= body.length) return out;
    i++; // the comma
    if (i >= body.length) throw bad(`Invalid filter ${column}: empty value at the end of in.(...)`);
  }
}

function checkSystemValue(column: SystemColumn, value: string): string {
  if (column === 'id') {
    if (!isUuid(value)) throw bad('Invalid filter id: values of id are UUIDs');
    return value.toLowerCase();
  }
  const m = ISO_TIME.exec(value);
  const d = new Date(value);
  if (!m || Number.isNaN(d.getTime()) || !calendarDate(value)) throw bad(`Invalid filter ${column}: values of ${column} are ISO 8601 date-times`);
  // Postgres has no year 0 and JS writes years past 9999 as +0YYYYY: both would be a 500 (22008).
  const year = d.getUTCFullYear();
  if (year < 1 || year > 9999) throw bad(`Invalid filter ${column}: dates must be in the years 0001 to 9999`);
  return d.toISOString();
}

/** True when the `YYYY-MM-DD` that starts `s` is a day of the calendar (Date would roll 2024-02-30 over to March). */
function calendarDate(s: string): boolean {
  const [y, mo, d] = [Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(2000, mo, 0)).getUTCDate() && (mo !== 2 || d <= 28 || isLeap(y));
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The number a range filter compares with, or undefined when the value is not a number (a string
 * range). A number JavaScript cannot hold (`1e400`, or `1e-20000` that would read as 0) is refused:
 * the repository binds `String(number)`, the value rows hold (Postgres would overflow on the text).
 */
function rangeNumber(column: string, value: string): number | undefined {
  if (!NUMBER.test(value)) return undefined;
  const n = Number(value);
  const mantissaIsZero = !/[1-9]/.test(value.replace(/[eE].*$/, ''));
  if (!Number.isFinite(n) || (n === 0 && !mantissaIsZero))
    throw bad(`Invalid filter ${column}: the number is out of range (about ±1.8e308, smallest magnitude about 5e-324)`);
  return n;
}

/**
 * The SQL LIKE pattern of a `like`/`ilike` filter value (decision 0700): `*` is the only wildcard (any
 * run of characters, PostgREST's URL-friendly form); every other character is itself. `\`, `%` and `_`
 * are escaped with LIKE's default escape character (backslash), so a trailing or inner backslash is a
 * literal backslash (never Postgres 22025) and `%`/`_` match only themselves.
 */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

/** Parses one filter `[not.]op.value` on `column`. */
export function parseFilter(column: string, raw: string): Filter {
  const system = isSystem(column);
  if (!system) checkColumnName(column, 'filter');
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opName = dot === -1 ? rest : rest.slice(0, dot);
  if (!(FILTER_OPS as readonly string[]).includes(opName) || dot === -1) {
    throw bad(`Invalid filter ${column}: expected [not.]operator.value with operator one of ${FILTER_OPS.join(', ')}`);
  }
  const op = opName as FilterOp;
  const value = rest.slice(dot + 1);
  if (op === 'is') {
    if (value !== 'null' && value !== 'true' && value !== 'false') throw bad(`Invalid filter ${column}: is takes null, true or false`);
    if (system) {
      if (value !== 'null') throw bad(`Invalid filter ${column}: is takes null on ${column}`);
      return { column, system, op, negate, values: [], is: value };
    }
    return { column, system, op, negate, is: value };
  }
  if (system) {
    if (op === 'like' || op === 'ilike') throw bad(`Invalid filter ${column}: ${op} does not apply to ${column}`);
    if (column === 'id' && op !== 'eq' && op !== 'neq' && op !== 'in') throw bad(`Invalid filter id: ${op} does not apply to id`);
    const values = op === 'in' ? parseInList(value, column) : [value];
    return { column, system, op, negate, values: values.map((v) => checkSystemValue(column, v)) };
  }
  if (op === 'in') return { column, system, op, negate, values: parseInList(value, column) };
  if (op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte') {
    const n = rangeNumber(column, value);
    return { column, system, op, negate, text: value, ...(n !== undefined ? { number: n } : {}) };
  }
  if (op === 'like' || op === 'ilike') {
    return { column, system, op, negate, text: likePattern(value) };
  }
  return { column, system, op, negate, text: value };
}

function parseOrder(raw: string): OrderTerm[] {
  const terms = raw.split(',');
  if (terms.length > TABLE_LIMITS.orderColumns) throw bad(`Invalid order: at most ${TABLE_LIMITS.orderColumns} columns`);
  return terms.map((term) => {
    const parts = term.split('.');
    const column = parts[0];
    const system = isSystem(column);
    if (!system) checkColumnName(column, 'order');
    let dir: 'asc' | 'desc' = 'asc';
    let nulls: 'first' | 'last' | undefined;
    for (const p of parts.slice(1)) {
      if (p === 'asc' || p === 'desc') dir = p;
      else if (p === 'nullsfirst') nulls = 'first';
      else if (p === 'nullslast') nulls = 'last';
      else throw bad(`Invalid order: ${column} takes .asc, .desc, .nullsfirst or .nullslast`);
    }
    if (parts.length > 3) throw bad(`Invalid order: ${column} takes one direction and one nulls position`);
    return { column, system, dir, nulls: nulls ?? (dir === 'asc' ? 'last' : 'first') };
  });
}

function parseColumns(raw: string, where: string): string[] {
  const cols = raw.split(',').map((c) => c.trim());
  if (cols.length > TABLE_LIMITS.columnsPerTable + SYSTEM_COLUMNS.length) throw bad(`Invalid ${where}: too many columns`);
  for (const c of cols) if (!isSystem(c)) checkColumnName(c, where);
  return [...new Set(cols)];
}

function parseInteger(raw: string, name: string, min: number, max: number): number {
  if (!/^[0-9]{1,9}$/.test(raw)) throw bad(`Invalid ${name}: an integer from ${min} to ${max}`);
  const n = Number(raw);
  if (n < min || n > max) throw bad(`Invalid ${name}: an integer from ${min} to ${max}`);
  return n;
}

/**
 * Parses a request's query parameters. Filters are ANDed (a column may carry several);
 * `select`, `order`, `limit`, `offset`, `on_conflict`, `all` may appear once each.
 */
export function parseTableQuery(params: QueryParam[]): TableQuery {
  const q: TableQuery = { filters: [], order: [], limit: TABLE_LIMITS.defaultLimit, offset: 0, all: false };
  const seen = new Set<string>();
  for (const { key, value } of params) {
    if ((RESERVED_PARAMS as readonly string[]).includes(key)) {
      if (seen.has(key)) throw bad(`Invalid ${key}: given more than once`);
      seen.add(key);
      switch (key) {
        case 'select':
          if (value !== '*') q.select = parseColumns(value, 'select');
          break;
        case 'order':
          q.order = parseOrder(value);
          break;
        case 'limit':
          q.limit = parseInteger(value, 'limit', 1, TABLE_LIMITS.maxLimit);
          break;
        case 'offset':
          q.offset = parseInteger(value, 'offset', 0, TABLE_LIMITS.maxOffset);
          break;
        case 'on_conflict':
          q.onConflict = parseColumns(value, 'on_conflict');
          if (q.onConflict.some(isSystem) && !(q.onConflict.length === 1 && q.onConflict[0] === 'id')) {
            throw bad('Invalid on_conflict: id alone, or user columns');
          }
          break;
        case 'all':
          if (value !== 'true') throw bad('Invalid all: only all=true');
          q.all = true;
          break;
      }
      continue;
    }
    q.filters.push(parseFilter(key, value));
    if (q.filters.length > TABLE_LIMITS.filtersPerRequest) throw bad(`Too many filters: at most ${TABLE_LIMITS.filtersPerRequest}`);
  }
  return q;
}

/** A JSON value as the store keeps it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };
/** A row's user columns. */
export type RowData = Record<string, JsonValue>;

/** JSON type names recorded per column (the inferred columns of a table). */
export type ColumnType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** The JSON type of a value. */
export function jsonTypeOf(v: unknown): ColumnType {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'object';
  }
}

/**
 * Checks the rows of a write: objects, user column names only, each at most `rowBytes` of JSON;
 * `allowId` lets a POST choose a row's UUID. Returns the rows with `id` split out.
 */
export function checkRows(rows: unknown[], opts: { allowId: boolean; where: string }): { id?: string; data: RowData }[] {
  if (rows.length === 0) throw bad(`Invalid body: ${opts.where} needs at least one row`);
  if (rows.length > TABLE_LIMITS.rowsPerRequest) throw bad(`Invalid body: at most ${TABLE_LIMITS.rowsPerRequest} rows per request`);
  return rows.map((row, i) => {
    const at = rows.length > 1 ? `row ${i}` : 'row';
    if (row === null || typeof row !== 'object' || Array.isArray(row)) throw bad(`Invalid body: ${at} is not an object`);
    const data: RowData = {};
    let id: string | undefined;
    for (const [k, v] of Object.entries(row as Record<string, unknown>)) {
      if (k === 'id' && opts.allowId) {
        if (typeof v !== 'string' || !isUuid(v)) throw bad(`Invalid body: ${at}: id must be a UUID`);
        id = v.toLowerCase();
        continue;
      }
      if (isSystem(k)) throw bad(`Invalid body: ${at}: ${k} is set by the store`);
      checkColumnName(k, `body ${at}`);
      data[k] = v as JsonValue;
    }
    if (Object.keys(data).length > TABLE_LIMITS.columnsPerTable) throw bad(`Invalid body: ${at} has more than ${TABLE_LIMITS.columnsPerTable} columns`);
    if (depthOf(data) > TABLE_LIMITS.maxDepth) throw bad(`Invalid body: ${at} nests objects and arrays deeper than ${TABLE_LIMITS.maxDepth} levels`);
    if (Buffer.byteLength(JSON.stringify(data)) > TABLE_LIMITS.rowBytes) throw bad(`Invalid body: ${at} is larger than ${TABLE_LIMITS.rowBytes} bytes`);
    return id === undefined ? { data } : { id, data };
  });
}

/** Levels of objects and arrays in a JSON value (a scalar is 0); stops counting past the limit. */
export function depthOf(v: unknown, level = 0): number {
  if (v === null || typeof v !== 'object' || level > TABLE_LIMITS.maxDepth) return level;
  let max = level + 1;
  for (const x of Object.values(v as Record<string, unknown>)) max = Math.max(max, depthOf(x, level + 1));
  return max;
}

/** Column → types of the rows, merged into `known`; `added` is true when anything is new. */
export function mergeColumnTypes(known: Record<string, ColumnType[]>, rows: RowData[]): { columns: Record<string, ColumnType[]>; added: boolean } {
  const columns: Record<string, ColumnType[]> = { ...known };
  let added = false;
  for (const row of rows) {
    for (const [k, v] of Object.entries(row)) {
      const t = jsonTypeOf(v);
      const have = columns[k] ?? [];
      if (!have.includes(t)) {
        columns[k] = [...have, t].sort();
        added = true;
      }
    }
  }
  return { columns, added };
}

/** The text form a filter compares against (`eq`, `in`, `like`): a string as is, other JSON as Postgres prints it. */
export function textForm(v: JsonValue | undefined): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** Projects a row onto `select` (a column the row lacks reads as null). */
export function project(row: Record<string, unknown>, select: string[] | undefined): Record<string, unknown> {
  if (!select) return row;
  const out: Record<string, unknown> = {};
  for (const c of select) out[c] = row[c] ?? null;
  return out;
}
