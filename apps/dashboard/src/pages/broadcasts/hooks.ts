import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey, useProjectApi, type PageList } from '../kit';
import type { Template } from '../../inbox/inbox-api';
import { refetchEvery } from './lifecycle';
import type { Broadcast, PhoneNumberLite } from './types';

/** Query keys of the section (under `['project', projectId, ...]`). */
export const keys = {
  list: ['broadcasts'] as const,
  one: (id: string) => ['broadcasts', 'one', id] as const,
  recipients: (id: string) => ['broadcasts', 'recipients', id] as const,
};

/** One broadcast, refetched while it runs (sending, copying) or waits (scheduled). */
export function useBroadcast(id: string) {
  const { api, p, projectId } = useProjectApi();
  return useQuery({
    queryKey: ['project', projectId, ...keys.one(id)],
    queryFn: () => api.get<{ data: Broadcast }>(p(`/messaging/broadcasts/${encodeURIComponent(id)}`)).then((r) => r.data),
    refetchInterval: (q) => refetchEvery(q.state.data?.status),
  });
}

/** The project's connected numbers (the first 100, newest first). */
export function usePhoneNumbers() {
  const { api, p, projectId } = useProjectApi();
  return useQuery({
    queryKey: ['project', projectId, 'broadcasts', 'phone-numbers'],
    queryFn: () => api.get<PageList<PhoneNumberLite>>(p('/messaging/phone_numbers?per_page=100')),
    staleTime: 60_000,
  });
}

/** A number's approved templates, as the upstream lists them. */
export function useApprovedTemplates(phoneNumberId: string | null) {
  const { api, p, projectId } = useProjectApi();
  return useQuery({
    queryKey: ['project', projectId, 'broadcasts', 'templates', phoneNumberId],
    queryFn: () =>
      api
        .get<{ data: Template[] }>(p(`/messaging/phone_numbers/${encodeURIComponent(phoneNumberId ?? '')}/message_templates?status=APPROVED&limit=100`))
        .then((r) => r.data),
    enabled: Boolean(phoneNumberId),
    staleTime: 60_000,
  });
}

/** The project's workflows (for the broadcast's agent), when the role reads automation. */
export function useWorkflows(enabled: boolean) {
  const { api, p, projectId } = useProjectApi();
  return useQuery({
    queryKey: ['project', projectId, 'broadcasts', 'workflows'],
    queryFn: () => api.get<PageList<{ id: string; name: string; status: string }>>(p('/workflows?per_page=100')),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** Label of a number in words: its name and display number. */
export function numberLabel(n: PhoneNumberLite): string {
  const shown = n.display_phone_number || n.phone_number_id;
  return n.name ? `${n.name} · ${shown}` : shown;
}

/**
 * A write of a broadcast (a command or a creation): one idempotency key per intended write, kept while
 * the same write is retried after a failure and renewed once it succeeds. Refreshes the broadcast, its
 * recipients and the list when done.
 */
export function useBroadcastWrite<TVars, TResult>(id: string | null, run: (vars: TVars, key: string) => Promise<TResult>) {
  const { projectId } = useProjectApi();
  const qc = useQueryClient();
  const key = useRef<string>(newIdempotencyKey());
  return useMutation({
    mutationFn: (vars: TVars) => run(vars, key.current),
    onSuccess: async () => {
      key.current = newIdempotencyKey();
      await qc.invalidateQueries({ queryKey: ['project', projectId, ...keys.list] });
      if (id) await qc.invalidateQueries({ queryKey: ['project', projectId, ...keys.one(id)] });
    },
  });
}
