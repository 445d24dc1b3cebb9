import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CursorList } from '../kit';
import { useProjectApi } from '../kit';

/**
 * A cursor-paged list of the project read with a ready query string (`?...&limit=`): the page, and moves
 * to the next (`after`) and previous (`before`) pages. Unlike the kit's `useCursorList` it knows when no
 * further page exists (`paging.next`/`paging.previous` are null) and takes repeatable parameters
 * (`filter=` of the log search). A new `query` goes back to the first page.
 */
export function useCursorQuery<T, X extends object = object>(
  key: readonly unknown[],
  path: string,
  query: string | null,
  opts: { refetchInterval?: number | false } = {},
) {
  const { api, p, projectId } = useProjectApi();
  const [cursor, setCursor] = useState<{ after?: string; before?: string }>({});
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    setSeen(query);
    setCursor({});
  }
  const withCursor =
    query === null
      ? null
      : `${query}${cursor.after ? `&after=${encodeURIComponent(cursor.after)}` : ''}${cursor.before ? `&before=${encodeURIComponent(cursor.before)}` : ''}`;
  const result = useQuery({
    queryKey: ['project', projectId, ...key, withCursor],
    queryFn: () => api.get<CursorList<T> & X>(p(`${path}${withCursor}`)),
    placeholderData: keepPreviousData,
    enabled: withCursor !== null,
    refetchInterval: opts.refetchInterval,
  });
  const paging = result.data?.paging;
  const isFirstPage = !cursor.after && !cursor.before;
  return {
    ...result,
    isFirstPage,
    hasOlder: Boolean(paging?.next && paging.cursors.after),
    hasNewer: !isFirstPage && Boolean(paging?.previous && paging.cursors.before),
    older: () => paging?.cursors.after && setCursor({ after: paging.cursors.after }),
    newer: () => (paging?.previous && paging.cursors.before ? setCursor({ before: paging.cursors.before }) : setCursor({})),
    newest: () => setCursor({}),
  };
}
