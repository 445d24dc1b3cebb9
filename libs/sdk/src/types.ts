/**
 * The generated operation types (`generated/openapi.ts`, openapi-typescript) as the client exposes
 * them: an operation's `Idempotency-Key` header becomes optional, since the client adds a random key
 * when the caller gives none (decision 0027). Plus the types the iterators are typed by.
 */
import type { paths } from './generated/openapi';

type KeyHeader = { 'Idempotency-Key'?: string };
/** The `header` member of an operation's parameters once its key is optional (optional itself when nothing else is required). */
type HeaderWithOptionalKey<Rest> = object extends Rest ? { header?: Rest & KeyHeader } : { header: Rest & KeyHeader };
type WithOptionalKey<Op> = Op extends { parameters: { header: infer H } }
  ? H extends { 'Idempotency-Key': string }
    ? Omit<Op, 'parameters'> & { parameters: Omit<Op['parameters'], 'header'> & HeaderWithOptionalKey<Omit<H, 'Idempotency-Key'>> }
    : Op
  : Op;

/** Every path of {base_url} and its operations, as the client types them. */
export type PlatformPaths = { [P in keyof paths]: { [M in keyof paths[P]]: WithOptionalKey<paths[P][M]> } };

/** The JSON body of an operation's 200 answer. */
type OkJson<Op> = Op extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
type GetOf<P extends keyof PlatformPaths> = PlatformPaths[P] extends { get: infer Op } ? Op : never;

/** Page-style paging (spec 2.14): `meta`. */
export interface PageMeta {
  page: number;
  per_page: number;
  total_pages: number;
  total_count: number;
}
/** Cursor-style paging (spec 2.14): `paging`. */
export interface CursorPaging {
  cursors: { before?: string | null; after?: string | null };
  next?: string | null;
  previous?: string | null;
}

/** A list answer of either shape. */
type ListBody = { data: unknown[]; meta: PageMeta } | { data: unknown[]; paging: CursorPaging };

/** The paths whose GET is a page-style (`meta`) or cursor-style (`paging`) list: what `paginate` walks. */
export type PaginatedPath = {
  [P in keyof PlatformPaths]: OkJson<GetOf<P>> extends ListBody ? P : never;
}[keyof PlatformPaths];

/** One item of the list at `P`. */
export type ListItem<P extends PaginatedPath> = OkJson<GetOf<P>> extends { data: (infer T)[] } ? T : never;

/** The parameters (`path`, `query`, ...) of the list at `P`, as `client.GET` takes them. */
export type ListParams<P extends PaginatedPath> = GetOf<P> extends { parameters: infer R } ? R : never;
