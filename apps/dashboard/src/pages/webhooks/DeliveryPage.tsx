import { Alert, Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { DataTable, ErrorAlert, Fields, Page, QueryView, durationMs, useProjectApi, when } from '../kit';
import { CorrelationId } from '../logs/common';
import { StateBadge, WebhooksNav } from './common';
import { attemptAnswer, deliveryState, type Delivery } from './webhook-state';
import '../logs/logs.css';

/** `/p/{id}/webhooks/deliveries/{delivery_id}`: a delivery with its attempts; redeliver it; refetched while pending. */
export function DeliveryPage() {
  const { deliveryId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const key = ['project', projectId, 'webhook_deliveries', 'one', deliveryId];
  const q = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ data: Delivery }>(p(`/webhook_deliveries/${encodeURIComponent(deliveryId)}`)),
    refetchInterval: (s) => (s.state.data?.data.status === 'pending' ? 1000 : false),
  });
  const redeliver = useMutation({
    mutationFn: () => api.post<{ data: Delivery }>(p(`/webhook_deliveries/${encodeURIComponent(deliveryId)}/redeliver`)),
    onSuccess: (res) => {
      qc.setQueryData(key, res);
      return qc.invalidateQueries({ queryKey: ['project', projectId, 'webhook_deliveries'] });
    },
  });
  return (
    <Page title="Webhook delivery" description="One event sent to one endpoint, with every attempt.">
      <WebhooksNav />
      <QueryView query={q} label="Loading the delivery">
        {({ data: d }) => {
          const attempts = d.attempt_log ?? [];
          return (
            <Stack gap="md">
              <Group justify="space-between">
                <Group gap="xs">
                  <StateBadge said={deliveryState(d.status)} />
                  <Text size="sm">{d.event}</Text>
                  {d.test && (
                    <Text size="sm" c="dimmed">
                      (a test)
                    </Text>
                  )}
                </Group>
                {can('messaging', 'write') && (
                  <Button
                    leftSection={<IconRefresh size={16} aria-hidden="true" />}
                    onClick={() => redeliver.mutate()}
                    loading={redeliver.isPending}
                    disabled={d.status === 'pending'}
                  >
                    Redeliver
                  </Button>
                )}
              </Group>
              <ErrorAlert error={redeliver.error} title="Not redelivered" />
              {redeliver.isSuccess && d.status === 'pending' && (
                <Alert color="blue" role="status">
                  A new attempt is scheduled now; this page follows it.
                </Alert>
              )}
              <Fields
                label="The delivery"
                items={[
                  ['Event', d.event],
                  ['Status', deliveryState(d.status).label],
                  ['Attempts', String(d.attempts)],
                  ['Last answer', d.attempts === 0 ? 'Not tried yet' : attemptAnswer(d.response_status, d.last_error)],
                  ['Last error', d.last_error],
                  ['Last attempt', d.last_attempt_at ? when(d.last_attempt_at) : null],
                  ['Next retry', d.next_attempt_at ? when(d.next_attempt_at) : d.status === 'pending' ? 'Soon' : 'None'],
                  ['Delivered', d.delivered_at ? when(d.delivered_at) : null],
                  [
                    'Endpoint URL',
                    <Text key="u" size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {d.url}
                    </Text>,
                  ],
                  [
                    'Endpoint',
                    <Anchor key="w" component={Link} to={`/p/${projectId}/webhooks/${d.webhook_id}`} size="sm">
                      {d.webhook_id}
                    </Anchor>,
                  ],
                  ['Payload version', d.payload_version],
                  ['Event id (webhook-id header)', d.event_id],
                  ['Caused by request', <CorrelationId key="r" id={d.request_id} />],
                  ['Created', when(d.created_at)],
                  ['Updated', when(d.updated_at)],
                  ['Delivery id', d.id],
                ]}
              />
              <Title order={2} size="h4">
                Attempts
              </Title>
              <DataTable
                label="Attempts of the delivery"
                minWidth={760}
                empty="No attempt yet."
                head={['#', 'Started', 'Duration', 'Answer', 'Error', 'Response (first 1 KiB)']}
                rows={attempts.map((a) => [
                  a.number,
                  when(a.started_at),
                  durationMs(a.duration_ms),
                  a.response_status ? `HTTP ${a.response_status}` : 'No answer',
                  a.error ?? '—',
                  a.response_body ? (
                    <Code block key="b" className="logs-pre">
                      {a.response_body}
                    </Code>
                  ) : (
                    '—'
                  ),
                ])}
              />
              <Title order={2} size="h4">
                Payload (the exact body signed)
              </Title>
              {d.payload ? (
                <Code block className="logs-pre" tabIndex={0} aria-label="Payload of the delivery">
                  {JSON.stringify(d.payload, null, 2)}
                </Code>
              ) : (
                <Text c="dimmed">The body is not JSON, or was not kept.</Text>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
