/**
 * `paginate(client, path, params)`: every item of a list, page after page, for both list shapes of
 * spec 2.14 — page style (`{ data, meta: { page, total_pages } }`: asks `page + 1` until the last
 * page) and cursor style (`{ data, paging: { cursors, next, previous } }`: follows `cursors.after`
 * while `next` is set, or `cursors.before` while `previous` is set when the walk started with
 * `before`). Typed by the path: only list paths are accepted and items have the list's item type.
 */
import { PlatformApiError } from './errors';
import type { PlatformClient } from './client';
import type { ListItem, ListParams, PaginatedPath } from './types';

type Query = Record<string, unknown>;
type Page = {
  data?: unknown[];
  meta?: { page: number; total_pages: number };
  paging?: { cursors?: { before?: string | null; after?: string | null }; next?: string | null; previous?: string | null };
};
/** The one call the iterator makes, without the path-level generics of the typed client. */
type LooseGet = (path: string, init: { params: { query: Query } & Record<string, unknown> }) => Promise<{ data?: Page; error?: unknown; response: Response }>;

/** The query of the page after `page`, or undefined when `page` was the last. */
function nextQuery(query: Query, page: Page): Query | undefined {
  if (!page.data?.length) return undefined;
  if (page.meta) return page.meta.page < page.meta.total_pages ? { ...query, page: page.meta.page + 1 } : undefined;
  if (page.paging) {
    const backwards = query.before !== undefined;
    const cursor = backwards ? page.paging.cursors?.before : page.paging.cursors?.after;
    const more = backwards ? page.paging.previous : page.paging.next;
    if (!more || !cursor) return undefined;
    const { before: _b, after: _a, ...rest } = query;
    return { ...rest, [backwards ? 'before' : 'after']: cursor };
  }
  return undefined;
}

/**
 * Iterates the items of the list at `path` (`for await (const c of paginate(client, '/messaging/conversations', { query: { limit: 50 } }))`).
 * An error answer throws `PlatformApiError`.
 */
export async function* paginate<P extends PaginatedPath>(
  client: PlatformClient,
  path: P,
  ...args: object extends ListParams<P> ? [params?: ListParams<P>] : [params: ListParams<P>]
): AsyncGenerator<ListItem<P>, void, undefined> {
  const params = (args[0] ?? {}) as { query?: Query } & Record<string, unknown>;
  const get = (client.GET as unknown as LooseGet).bind(client);
  let query: Query | undefined = { ...params.query };
  while (query) {
    const result = await get(path, { params: { ...params, query } });
    if (!result.response.ok || !result.data) throw PlatformApiError.fromResult(result);
    for (const item of result.data.data ?? []) yield item as ListItem<P>;
    query = nextQuery(query, result.data);
  }
}
