import type { Knex } from 'knex';
import type { Db } from './db';
import { isUniqueViolation } from './errors';

/**
 * Log search over a service's own tables (decision 0019). A service declares each of its searchable
 * sources once ({@link LogSource}); {@link searchLogSources} answers one question of `GET /log_search`
 * from all of them, in the merged order (occurred_at, source, id), strictly after a position, so the
 * gateway can merge the answers of every service and page through them with one cursor.
 */

/** A position in the merged order: the last hit of the previous page. */
export interface LogSearchPosition {
  /** ISO 8601 with microseconds, as the hit carried it. */
  occurredAt: string;
  source: string;
  id: string;
}

/** One question, already validated by the gateway. */
export interface LogSearchQuery {
  projectId: string;
  /** Source names to search; empty: all the service declares. */
  sources: string[];
  /** Free text: full-text (simple configuration) or a case-insensitive substring. */
  text?: string;
  /** Exact keys, all of which must match; a source without one of them is not applicable. */
  keys: Record<string, string>;
  /** A row whose request_id key is one of these also matches (a wamid's sends). */
  relatedRequestIds: string[];
  problemsOnly: boolean;
  since?: Date;
  until?: Date;
  ascending: boolean;
  position?: LogSearchPosition;
  limit: number;
}

/** One result row, shaped the same for every source (svc.common.v1.LogSearchHit). */
export interface LogHit {
  source: string;
  id: string;
  occurred_at: string;
  resource_type: string;
  resource_id: string;
  summary: string;
  problem: boolean;
  keys: Record<string, string>;
  detail: Record<string, unknown>;
}

/** How a source answered: searched, not applicable to the keys asked, or failed (its error is logged by the caller). */
export interface LogSourceState {
  source: string;
  status: 'searched' | 'not_applicable' | 'failed';
  retention_days: number;
  /** Oldest row the source holds for the project, ISO 8601; empty when none (or not searched). */
  oldest_at: string;
}

/** The answer of one service: hits in the requested order (at most `limit`) and every source's state. */
export interface LogSearchResult {
  hits: LogHit[];
  sources: LogSourceState[];
  /** Errors of the sources that failed, for the caller's log (never sent to a client). */
  errors: { source: string; err: unknown }[];
}

/**
 * A searchable source: one table (or a join, through `from`) and how its rows read as hits. Every
 * SQL fragment is written by the service, never taken from a request; request values only travel as
 * bindings.
 */
export interface LogSource {
  /** Public source name (LogSearchHit.source). */
  name: string;
  /** FROM clause: a table name, or `table alias join ...`. */
  from: string;
  /** Column (qualified when `from` joins) of the project id, the event time (timestamptz) and the row id. */
  projectColumn: string;
  timeColumn: string;
  idColumn: string;
  /** Columns or expressions the hit is built from (`select` list entries, aliased where they are expressions). */
  select: string[];
  /** Exact keys the source can match: key name → SQL expression compared as text with `=`. */
  keys: Record<string, string>;
  /**
   * SQL expression of the row's searchable text. The service's migration indexes exactly this
   * expression with {@link createLogSearchIndexes} (full-text and trigram); another spelling would not
   * use the indexes. It must be immutable: join columns with `||` and `coalesce(col, '')`, not
   * `concat_ws` (stable), and read JSON with `->>`.
   */
  text: string;
  /** SQL predicate of a problem row. */
  problem: string;
  /** Days the service keeps this source (its retention sweeper's setting). */
  retentionDays: number;
  /** Builds the hit from a selected row (`problem` arrives as the row's `__problem`). */
  toHit(row: Record<string, unknown>): Omit<LogHit, 'source' | 'id' | 'occurred_at' | 'problem'>;
}

const AT = '__at';
const ID = '__id';
const PROBLEM = '__problem';

/** Escapes LIKE metacharacters so a searched substring is taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Terms of a text question: words split on blanks, a "quoted phrase" kept whole, a leading `-`
 * excluding the term. At most 8 terms (the rest is ignored).
 */
export function textTerms(text: string): { term: string; exclude: boolean }[] {
  const terms: { term: string; exclude: boolean }[] = [];
  for (const m of text.matchAll(/(-?)"([^"]+)"|(-?)(\S+)/g)) {
    const exclude = (m[1] ?? m[3]) === '-';
    const term = (m[2] ?? m[4] ?? '').trim();
    if (term && term !== '-') terms.push({ term, exclude });
    if (terms.length === 8) break;
  }
  return terms;
}

/**
 * The text search condition of a source: every term must appear (an excluded one must not). A term
 * of 3 characters or more is a case-insensitive substring, served by the trigram index — the planner
 * estimates it well from the index's statistics, so a term no row holds costs a bitmap probe, not a
 * walk of the project's rows; a shorter term (too short for trigrams) is a whole word, served by the
 * full-text index.
 */
function textCondition(q: Knex.QueryBuilder, src: LogSource, text: string): void {
  for (const { term, exclude } of textTerms(text)) {
    const [sql, binding] =
      term.length >= 3
        ? [`(${src.text}) ilike ? escape '\\'`, likePattern(term)]
        : [`to_tsvector('simple', ${src.text}) @@ plainto_tsquery('simple', ?)`, term];
    if (exclude) q.whereRaw(`not coalesce(${sql}, false)`, [binding]);
    else q.whereRaw(sql, [binding]);
  }
}

/**
 * The keyset condition of a source against a position of the merged order (occurred_at, source, id):
 * the source name is a constant of the source, so it decides whether equal instants come before or
 * after, and the id breaks ties within the source.
 */
function afterPosition(q: Knex.QueryBuilder, src: LogSource, pos: LogSearchPosition, ascending: boolean): void {
  const op = ascending ? '>' : '<';
  const sourceOrder = src.name === pos.source ? 0 : src.name < pos.source ? -1 : 1;
  // Descending: rows before the position in time, or at its instant and ordered before it.
  const tieFirst = ascending ? sourceOrder > 0 : sourceOrder < 0;
  if (sourceOrder === 0) q.whereRaw(`(${src.timeColumn}, ${src.idColumn}::text) ${op} (?::timestamptz, ?)`, [pos.occurredAt, pos.id]);
  else if (tieFirst) q.whereRaw(`${src.timeColumn} ${op}= ?::timestamptz`, [pos.occurredAt]);
  else q.whereRaw(`${src.timeColumn} ${op} ?::timestamptz`, [pos.occurredAt]);
}

/** Which keys of the question the source has: all (search with them), or none it can use (not applicable). */
function applicable(src: LogSource, q: LogSearchQuery): 'keys' | 'related' | false {
  const all = Object.keys(q.keys).every((k) => k in src.keys);
  if (all) return 'keys';
  if (q.relatedRequestIds.length > 0 && 'request_id' in src.keys) return 'related';
  return false;
}

async function searchOne(knex: Knex, src: LogSource, q: LogSearchQuery, mode: 'keys' | 'related'): Promise<LogHit[]> {
  const query = knex
    .select(
      knex.raw(`to_char(${src.timeColumn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${AT}`),
      knex.raw(`${src.idColumn}::text as ${ID}`),
      knex.raw(`(${src.problem}) as ${PROBLEM}`),
      ...src.select.map((s) => knex.raw(s)),
    )
    .fromRaw(src.from)
    .whereRaw(`${src.projectColumn} = ?`, [q.projectId]);
  const keyed = (w: Knex.QueryBuilder) => {
    for (const [k, v] of Object.entries(q.keys)) w.whereRaw(`(${src.keys[k]})::text = ?`, [v]);
  };
  const related = (w: Knex.QueryBuilder) => w.whereRaw(`(${src.keys.request_id})::text = any(?::text[])`, [q.relatedRequestIds]);
  if (mode === 'related') query.where(related);
  else if (q.relatedRequestIds.length > 0 && 'request_id' in src.keys) query.where((w) => w.where(keyed).orWhere(related));
  else keyed(query);
  if (q.text) textCondition(query, src, q.text);
  if (q.problemsOnly) query.whereRaw(`(${src.problem})`);
  if (q.since) query.whereRaw(`${src.timeColumn} >= ?`, [q.since]);
  if (q.until) query.whereRaw(`${src.timeColumn} < ?`, [q.until]);
  if (q.position) afterPosition(query, src, q.position, q.ascending);
  const dir = q.ascending ? 'asc' : 'desc';
  const rows = (await query.orderByRaw(`${src.timeColumn} ${dir}, ${src.idColumn}::text ${dir}`).limit(q.limit)) as Record<string, unknown>[];
  return rows.map((r) => ({
    ...src.toHit(r),
    source: src.name,
    id: String(r[ID]),
    occurred_at: String(r[AT]),
    problem: r[PROBLEM] === true,
  }));
}

async function oldestOf(knex: Knex, src: LogSource, projectId: string): Promise<string> {
  const row = (await knex
    .select(knex.raw(`to_char(${src.timeColumn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${AT}`))
    .fromRaw(src.from)
    .whereRaw(`${src.projectColumn} = ?`, [projectId])
    .orderByRaw(`${src.timeColumn} asc`)
    .first()) as Record<string, unknown> | undefined;
  return row ? String(row[AT]) : '';
}

/** Compares two hits in the merged order (occurred_at, source, id); ISO strings of one width sort as instants. */
export function compareLogHits(a: Pick<LogHit, 'occurred_at' | 'source' | 'id'>, b: Pick<LogHit, 'occurred_at' | 'source' | 'id'>): number {
  const at = Date.parse(a.occurred_at) - Date.parse(b.occurred_at);
  if (at !== 0) return at;
  if (a.occurred_at !== b.occurred_at) return a.occurred_at < b.occurred_at ? -1 : 1;
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Answers one question from the service's sources: each applicable source is searched (in parallel
 * on the pool), the hits merged in the requested order and cut to `limit`. A source that fails is
 * reported `failed` and the others still answer: a search never goes silently empty.
 */
export async function searchLogSources(knex: Knex, all: readonly LogSource[], q: LogSearchQuery): Promise<LogSearchResult> {
  const wanted = q.sources.length > 0 ? all.filter((s) => q.sources.includes(s.name)) : all;
  const errors: LogSearchResult['errors'] = [];
  const answers = await Promise.all(
    wanted.map(async (src) => {
      const mode = applicable(src, q);
      if (!mode) return { state: { source: src.name, status: 'not_applicable', retention_days: src.retentionDays, oldest_at: '' } as LogSourceState, hits: [] };
      try {
        const [hits, oldest] = await Promise.all([searchOne(knex, src, q, mode), oldestOf(knex, src, q.projectId)]);
        return { state: { source: src.name, status: 'searched', retention_days: src.retentionDays, oldest_at: oldest } as LogSourceState, hits };
      } catch (err) {
        errors.push({ source: src.name, err });
        return { state: { source: src.name, status: 'failed', retention_days: src.retentionDays, oldest_at: '' } as LogSourceState, hits: [] };
      }
    }),
  );
  const sign = q.ascending ? 1 : -1;
  const hits = answers
    .flatMap((a) => a.hits)
    .sort((a, b) => sign * compareLogHits(a, b))
    .slice(0, q.limit);
  return { hits, sources: answers.map((a) => a.state), errors };
}

/**
 * Makes pg_trgm available to every service schema: installed once per database in `public` (an
 * extension belongs to the database, not to the schema that created it), tolerating a concurrent
 * migration of another service creating it at the same moment. PGlite loads it as a contrib module.
 */
export async function ensureTrigram(knex: Knex): Promise<void> {
  try {
    // In a savepoint (a nested transaction when `knex` is a migration's transaction): the collision
    // below must not abort the migration's transaction, whose next statements would all fail (25P02).
    await knex.transaction((savepoint) => savepoint.raw('create extension if not exists pg_trgm with schema public'));
  } catch (err) {
    // Two services migrating at once both pass "if not exists"; the loser's insert into pg_extension collides.
    if (!isUniqueViolation(err)) throw err;
  }
}

/**
 * Creates the two indexes of a source's searchable text `expr` (exactly {@link LogSource.text}):
 * full-text (`to_tsvector('simple', expr)`) and trigram (`expr gin_trgm_ops`) for substrings.
 */
export async function createLogSearchIndexes(knex: Knex, table: string, name: string, expr: string): Promise<void> {
  await ensureTrigram(knex);
  await knex.raw(`create index if not exists ${name}_fts on ${table} using gin (to_tsvector('simple', ${expr}))`);
  await knex.raw(`create index if not exists ${name}_trgm on ${table} using gin ((${expr}) public.gin_trgm_ops)`);
}

/**
 * Base of a service's log search repository: its declared sources answer a question, and a source
 * that fails is logged by name (never the question, which may hold a customer's text) and reported
 * `failed`. A service's `LogSearchRepository` extends it with its sources and retention deletes.
 */
export class LogSourcesRepository {
  constructor(
    protected readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void },
    protected readonly sources: readonly LogSource[],
  ) {}

  /** Answers one SearchLogs question (the project is the query's). */
  async search(query: LogSearchQuery): Promise<LogSearchResult> {
    const result = await searchLogSources(this.db.knex, this.sources, query);
    for (const e of result.errors) this.log.warn({ err: e.err, source: e.source }, 'log search source failed');
    return result;
  }
}
