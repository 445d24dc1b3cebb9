import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useProjectApi, queryString } from './project-api';

/** Page-style `meta` of the API (spec 2.14). */
export interface PageMeta {
  page: number;
  per_page: number;
  total_pages: number;
  total_count: number;
}

/** Cursor-style `paging` of the API (spec 2.14). */
export interface CursorPaging {
  cursors: { before: string | null; after: string | null };
  next?: string | null;
  previous?: string | null;
}

/** A page-style list's answer. */
export interface PageList<T> {
  data: T[];
  meta: PageMeta;
}

/** A cursor-style list's answer. */
export interface CursorList<T> {
  data: T[];
  paging?: CursorPaging;
}

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * A page-style list of the project (`?page=&per_page=`, answered with `meta`): the current page, and
 * `setPage`. The previous page stays shown while the next loads. Changing `params` (filters) goes back
 * to page 1. `key` names the list in the query cache (invalidate `['project', projectId, ...key]`).
 */
export function usePageList<T>(key: readonly unknown[], path: string, params: Params = {}, perPage = 20, opts: { refetchInterval?: number | false } = {}) {
  const { api, p, projectId } = useProjectApi();
  const [page, setPage] = useState(1);
  const filters = JSON.stringify(params);
  const [seenFilters, setSeenFilters] = useState(filters);
  if (seenFilters !== filters) {
    setSeenFilters(filters);
    setPage(1);
  }
  const query = useQuery({
    queryKey: ['project', projectId, ...key, params, page, perPage],
    queryFn: () => api.get<PageList<T>>(p(`${path}${queryString({ ...params, page, per_page: perPage })}`)),
    placeholderData: keepPreviousData,
    refetchInterval: opts.refetchInterval,
  });
  return { ...query, page, setPage };
}

/**
 * A cursor-style list of the project (`?limit=&after=|before=`, answered with `paging.cursors`): the
 * current page and moves to older (`after`) and newer (`before`) pages. Changing `params` goes back to
 * the newest page.
 */
export function useCursorList<T>(key: readonly unknown[], path: string, params: Params = {}, limit = 20, opts: { refetchInterval?: number | false } = {}) {
  const { api, p, projectId } = useProjectApi();
  const [cursor, setCursor] = useState<{ after?: string; before?: string }>({});
  const filters = JSON.stringify(params);
  const [seenFilters, setSeenFilters] = useState(filters);
  if (seenFilters !== filters) {
    setSeenFilters(filters);
    setCursor({});
  }
  const query = useQuery({
    queryKey: ['project', projectId, ...key, params, cursor, limit],
    queryFn: () => api.get<CursorList<T>>(p(`${path}${queryString({ ...params, limit, ...cursor })}`)),
    placeholderData: keepPreviousData,
    refetchInterval: opts.refetchInterval,
  });
  const paging = query.data?.paging;
  // `next`/`previous` (null on the last/first page) say whether a page exists; a list answering only cursors is read by them.
  const hasOlder = paging ? (paging.next !== undefined ? Boolean(paging.next) : Boolean(paging.cursors.after)) : false;
  const hasNewer =
    Boolean(cursor.after || cursor.before) && (paging ? (paging.previous !== undefined ? Boolean(paging.previous) : Boolean(paging.cursors.before)) : false);
  return {
    ...query,
    isFirstPage: !cursor.after && !cursor.before,
    hasOlder,
    hasNewer,
    older: () => paging?.cursors.after && setCursor({ after: paging.cursors.after }),
    newer: () => (paging?.cursors.before ? setCursor({ before: paging.cursors.before }) : setCursor({})),
    newest: () => setCursor({}),
  };
}
