import { Alert, Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Fields, Page, QueryView, durationMs, useProjectApi, when } from '../kit';
import { StateBadge, WebhooksNav } from './common';
import { recoveryPercent, recoveryRunning, recoveryState, type Recovery } from './webhook-state';

/** A figure of the job, large, with its name. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} role="group" aria-label={`${label}: ${value}`}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** `/p/{id}/webhooks/{webhook_id}/recoveries/{recovery_id}`: a recovery job, refetched while queued or running. */
export function RecoveryPage() {
  const { webhookId = '', recoveryId = '' } = useParams();
  const { api, p, projectId } = useProjectApi();
  const job = useQuery({
    queryKey: ['project', projectId, 'webhooks', webhookId, 'recoveries', recoveryId],
    queryFn: () => api.get<{ data: Recovery }>(p(`/webhooks/${encodeURIComponent(webhookId)}/recoveries/${encodeURIComponent(recoveryId)}`)),
    refetchInterval: (q) => (q.state.data && recoveryRunning(q.state.data.data.status) ? 1000 : false),
  });
  return (
    <Page title="Recovery" description="Failed deliveries of a window sent again, one attempt each.">
      <WebhooksNav />
      <QueryView query={job} label="Loading the recovery">
        {({ data: r }) => {
          const pct = recoveryPercent(r);
          const running = recoveryRunning(r.status);
          return (
            <Stack gap="md">
              <Group gap="sm">
                <StateBadge said={recoveryState(r.status)} />
                {running && (
                  <Text size="sm" c="dimmed">
                    Following it as it goes…
                  </Text>
                )}
              </Group>
              <Progress value={pct} size="lg" animated={running} aria-label={`Recovery progress: ${pct} %`} />
              <Text size="sm" aria-live="polite">
                {r.status === 'queued' ? 'Waiting to start.' : `${r.resent + r.skipped} of ${r.total} failed deliveries handled (${pct} %).`}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
                <Figure label="Failed in the window" value={r.total} />
                <Figure label="Resent" value={r.resent} />
                <Figure label="Succeeded" value={r.succeeded} />
                <Figure label="Failed again" value={r.failed} />
                <Figure label="Skipped (no longer failed)" value={r.skipped} />
              </SimpleGrid>
              {r.error && (
                <Alert color="red" role="alert" title="The recovery stopped">
                  {r.error}
                </Alert>
              )}
              <Fields
                label="The recovery"
                items={[
                  ['Window', `${when(r.since)} – ${when(r.until)}`],
                  ['Asked', when(r.created_at)],
                  ['Started', r.started_at ? when(r.started_at) : 'Not yet'],
                  ['Finished', r.finished_at ? when(r.finished_at) : 'Not yet'],
                  ['Took', r.started_at && r.finished_at ? durationMs(Date.parse(r.finished_at) - Date.parse(r.started_at)) : '—'],
                  ['Id', r.id],
                ]}
              />
              <Group gap="md">
                <Anchor component={Link} to={`/p/${projectId}/webhooks/${webhookId}`}>
                  Back to the endpoint
                </Anchor>
                <Anchor component={Link} to={`/p/${projectId}/webhooks/deliveries?webhook_id=${webhookId}`}>
                  Its deliveries
                </Anchor>
              </Group>
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
