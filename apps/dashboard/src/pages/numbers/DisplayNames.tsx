import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DataTable, ErrorAlert, PagePager, QueryView, newIdempotencyKey, useProjectApi, usePageList, when } from '../kit';
import { displayNameStatusWords, type DisplayNameRequest } from './numbers';

/** How often the list is read again while a request waits for the upstream's review. */
const REVIEW_POLL_MS = 5000;

/** A number's display name requests (page style, newest first) and a new request for upstream review. */
export function DisplayNames({ phoneNumberId }: { phoneNumberId: string }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const path = `/messaging/phone_numbers/${encodeURIComponent(phoneNumberId)}/display_name_requests`;
  const [pending, setPending] = useState(false);
  const list = usePageList<DisplayNameRequest>(['numbers', phoneNumberId, 'display_names'], path, {}, 10, {
    refetchInterval: pending ? REVIEW_POLL_MS : false,
  });
  const anyPending = Boolean(list.data?.data.some((r) => r.status === 'pending_review'));
  if (anyPending !== pending) setPending(anyPending);
  const [name, setName] = useState('');
  const key = useRef<string | null>(null);
  const create = useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return api.request<{ data: DisplayNameRequest }>(
        'POST',
        p(path),
        { display_name_request: { display_name: name.trim() } },
        { 'idempotency-key': key.current },
      );
    },
    onSuccess: async () => {
      key.current = null;
      setName('');
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'numbers', phoneNumberId] });
    },
  });
  const valid = name.trim().length >= 3 && name.trim().length <= 512;
  return (
    <Stack component="section" aria-labelledby="display-names-title" gap="xs">
      <Title order={2} size="h4" id="display-names-title">
        Display name requests
      </Title>
      {can('messaging', 'write') && (
        <form aria-label="Request a new display name" onSubmit={(e) => (e.preventDefault(), create.mutate())}>
          <Group align="flex-end" gap="xs" className="stack-narrow">
            <TextInput
              label="New display name"
              description="3 to 512 characters; the upstream reviews it before it shows."
              value={name}
              onChange={(e) => {
                key.current = null;
                setName(e.currentTarget.value);
              }}
              maxLength={512}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={create.isPending} disabled={!valid}>
              Request
            </Button>
          </Group>
        </form>
      )}
      <ErrorAlert error={create.error} title="The request was not submitted" />
      <QueryView query={list} label="Loading the display name requests">
        {(data) => (
          <>
            <DataTable
              label="Display name requests"
              head={['Requested name', 'Previous name', 'Status', 'Submitted', 'Reviewed', 'Applied', 'Upstream error']}
              minWidth={820}
              empty="No display name request yet."
              rows={data.data.map((r) => {
                const s = displayNameStatusWords(r);
                return [
                  r.requested_display_name,
                  r.previous_display_name ?? '—',
                  <Badge key="s" color={s.colour} variant="dot" style={{ textTransform: 'none' }}>
                    {s.words}
                  </Badge>,
                  when(r.submitted_at),
                  r.reviewed_at ? when(r.reviewed_at) : '—',
                  r.applied_at ? when(r.applied_at) : '—',
                  r.upstream_error_code != null ? (
                    <Text key="e" size="xs">
                      {r.upstream_error_code}
                      {r.upstream_error_subcode != null ? `/${r.upstream_error_subcode}` : ''} {r.upstream_error_type ?? ''} {r.upstream_error_message ?? ''}
                    </Text>
                  ) : (
                    '—'
                  ),
                ];
              })}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="display name requests" />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
