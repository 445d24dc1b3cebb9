import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DataTable, Page, PagePager, QueryView, usePageList, useProjectApi, when } from '../kit';
import { StateBadge, WebhooksNav } from './common';
import { webhookState, type Webhook } from './webhook-state';

/** `/p/{id}/webhooks`: the project's webhook endpoints (page style). */
export function WebhooksListPage() {
  const { projectId, can } = useProjectApi();
  const list = usePageList<Webhook>(['webhooks'], '/webhooks');
  const base = `/p/${projectId}/webhooks`;
  return (
    <Page
      title="Webhooks"
      description="Endpoints the platform sends the project's events to, signed, with retries."
      actions={
        can('messaging', 'write') && (
          <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            New endpoint
          </Button>
        )
      }
    >
      <WebhooksNav />
      <QueryView query={list} label="Loading the webhook endpoints">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Webhook endpoints"
              minWidth={820}
              empty="No webhook endpoint yet: create one to receive the project's events."
              head={['Endpoint', 'State', 'Events', 'Payload', 'Number', 'Created', '']}
              rows={data.data.map((w) => [
                <Anchor component={Link} to={`${base}/${w.id}`} key="u" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {w.url}
                </Anchor>,
                <Stack gap={2} key="s">
                  <StateBadge said={webhookState(w)} />
                  {w.failing_since && (
                    <Text size="xs" c="dimmed">
                      failing since {when(w.failing_since)}
                    </Text>
                  )}
                </Stack>,
                <Text size="sm" key="e" title={w.events.join(', ')}>
                  {w.events.length === 1 ? w.events[0] : `${w.events.length} events`}
                </Text>,
                w.payload_version,
                w.phone_number_id ?? 'All numbers',
                when(w.created_at),
                <Anchor component={Link} to={`${base}/deliveries?webhook_id=${w.id}`} key="d" size="sm">
                  Deliveries
                </Anchor>,
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="webhook endpoints" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
