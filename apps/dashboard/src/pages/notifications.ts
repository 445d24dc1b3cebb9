import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_ROOT } from '../api/client';
import { useApi } from '../api/context';
import type { Notification } from '../api/types';

/** One page of the person's notifications in a project. */
export interface NotificationsPage {
  data: Notification[];
  paging: { next_cursor: string | null };
  unread_count: number;
}

/** The query key of a project's notifications. */
export const notificationsKey = (projectId: string | undefined) => ['notifications', projectId] as const;

/** The person's notifications in the project, newest first (`GET /notifications?project_id=`). */
export function useNotifications(projectId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: notificationsKey(projectId),
    queryFn: () => api.get<NotificationsPage>(`/notifications?project_id=${encodeURIComponent(projectId!)}&limit=50`),
    enabled: Boolean(projectId),
  });
}

/** Unread notifications of the project (0 while unknown). */
export function useUnreadCount(projectId: string | undefined): number {
  return useNotifications(projectId).data?.unread_count ?? 0;
}

/**
 * Live notifications (decision 0020): the SSE stream of the project, `GET /notifications/stream`
 * with the session cookie; each `notification` event refreshes the list. EventSource reconnects by
 * itself after a dropped connection (`retry: 3000`); a `session_ended` event closes it.
 */
export function useLiveNotifications(projectId: string | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!projectId || typeof EventSource === 'undefined') return;
    const es = new EventSource(`${API_ROOT}/notifications/stream?project_id=${encodeURIComponent(projectId)}`);
    const refresh = () => void qc.invalidateQueries({ queryKey: notificationsKey(projectId) });
    es.addEventListener('notification', refresh);
    es.addEventListener('session_ended', () => {
      es.close();
      void qc.invalidateQueries({ queryKey: ['me'] });
    });
    return () => es.close();
  }, [projectId, qc]);
}
