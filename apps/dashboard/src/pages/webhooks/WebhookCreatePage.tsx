import { Anchor, Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page, SecretOnce, newIdempotencyKey, useProjectApi, type PageList } from '../kit';
import { WebhooksNav } from './common';
import type { Webhook } from './webhook-state';
import { WebhookForm, type WebhookDraft } from './WebhookForm';

interface NumberRow {
  phone_number_id: string;
  name: string;
}

/** `/p/{id}/webhooks/new`: a new endpoint (project-wide, or for one number); its signing secret shown once. */
export function WebhookCreatePage() {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const key = useRef<{ body: string; key: string } | null>(null);
  const numbers = useQuery({
    queryKey: ['project', projectId, 'phone_numbers', 'for-webhooks'],
    queryFn: () => api.get<PageList<NumberRow>>(p('/messaging/phone_numbers?per_page=100')),
  });
  const create = useMutation({
    mutationFn: (d: WebhookDraft) => {
      const body = { webhook: d };
      const path = number ? `/messaging/phone_numbers/${encodeURIComponent(number)}/webhooks` : '/webhooks';
      // The same submission retried keeps its key; a changed one is a new write.
      const sig = JSON.stringify([path, body]);
      if (key.current?.body !== sig) key.current = { body: sig, key: newIdempotencyKey() };
      return api.request<{ data: Webhook & { secret: string } }>('POST', p(path), body, { 'idempotency-key': key.current.key });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'webhooks'] }),
  });
  const base = `/p/${projectId}/webhooks`;
  if (!can('messaging', 'write')) {
    return (
      <Page title="New webhook endpoint">
        <WebhooksNav />
        <Anchor component={Link} to={base}>
          Your role reads the webhooks but cannot create one.
        </Anchor>
      </Page>
    );
  }
  const made = create.data?.data;
  return (
    <Page title="New webhook endpoint" description="The platform POSTs each chosen event to the URL, signed with the endpoint's secret.">
      <WebhooksNav />
      {made ? (
        <Stack>
          <SecretOnce label="Signing secret" value={made.secret} onDone={() => navigate(`${base}/${made.id}`)} />
          <Group>
            <Button component={Link} to={`${base}/${made.id}`} variant="default">
              Open the endpoint
            </Button>
          </Group>
        </Stack>
      ) : (
        <WebhookForm
          initial={{ url: '', events: [], active: true, payload_version: 'v2' }}
          submitLabel="Create endpoint"
          onSubmit={(d) => create.mutate(d)}
          pending={create.isPending}
          error={create.error}
          extra={
            <Select
              label="Only events about one number (optional)"
              description={
                numbers.error ? 'The numbers could not be read; the endpoint will receive every number’s events.' : 'Empty: events about every number.'
              }
              data={(numbers.data?.data ?? []).map((n) => ({ value: n.phone_number_id, label: `${n.name} (${n.phone_number_id})` }))}
              value={number || null}
              onChange={(v) => setNumber(v ?? '')}
              clearable
              placeholder="All numbers"
            />
          }
        />
      )}
    </Page>
  );
}
