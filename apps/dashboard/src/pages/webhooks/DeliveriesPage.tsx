import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CursorPager, DataTable, Page, QueryView, usePageList, useProjectApi, when } from '../kit';
import { FilterForm, listQuery, useUrlFilters } from '../logs/common';
import { useCursorQuery } from '../logs/cursor-query';
import { StateBadge, WebhooksNav } from './common';
import { EVENTS } from './events';
import { attemptAnswer, deliveryState, type Delivery, type Webhook } from './webhook-state';
import { LOG_PERIODS } from '../logs/log-query';

const FILTERS = ['webhook_id', 'status', 'event', 'errors_only', 'period'];

/** `/p/{id}/webhooks/deliveries`: the delivery log (cursor paged), filtered from the URL, refreshed while some are pending. */
export function DeliveriesPage() {
  const { projectId } = useProjectApi();
  const filters = useUrlFilters(FILTERS);
  const { params, draft, set } = filters;
  const hooks = usePageList<Webhook>(['webhooks'], '/webhooks', {}, 100);
  const [pending, setPending] = useState(false);
  const list = useCursorQuery<Delivery>(['webhook_deliveries'], '/webhook_deliveries', listQuery(params, FILTERS), { refetchInterval: pending ? 3000 : false });
  const anyPending = Boolean(list.data?.data.some((d) => d.status === 'pending'));
  if (anyPending !== pending) setPending(anyPending);
  const urlOf = new Map((hooks.data?.data ?? []).map((w) => [w.id, w.url]));
  const base = `/p/${projectId}/webhooks`;
  return (
    <Page title="Webhook deliveries" description="Every event sent to the project's endpoints, with how each endpoint answered.">
      <WebhooksNav />
      <FilterForm label="Filters of the delivery log" filters={filters} errorsOnly="Errors only (the last attempt failed)">
        <Select
          label="Endpoint"
          data={[{ value: '', label: 'Every endpoint' }, ...(hooks.data?.data ?? []).map((w) => ({ value: w.id, label: w.url }))]}
          value={draft.webhook_id}
          onChange={(v) => set('webhook_id', v ?? '')}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Status"
          data={[
            { value: '', label: 'Any status' },
            { value: 'pending', label: 'Pending' },
            { value: 'delivered', label: 'Delivered' },
            { value: 'failed', label: 'Failed' },
          ]}
          value={draft.status}
          onChange={(v) => set('status', v ?? '')}
          allowDeselect={false}
        />
        <Select
          label="Event"
          data={[{ value: '', label: 'Any event' }, ...EVENTS.map((e) => ({ value: e.name, label: e.name }))]}
          value={draft.event}
          onChange={(v) => set('event', v ?? '')}
          allowDeselect={false}
          searchable
        />
        <Select label="Period" data={LOG_PERIODS} value={draft.period} onChange={(v) => set('period', v ?? '')} allowDeselect={false} />
      </FilterForm>
      <QueryView query={list} label="Loading the delivery log">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Deliveries"
              minWidth={960}
              empty="No delivery matches these filters."
              head={['Created', 'Event', 'Status', 'Attempts', 'Last answer', 'Next retry', 'Endpoint']}
              rows={data.data.map((d) => [
                <Anchor component={Link} to={`${base}/deliveries/${d.id}`} key="c" size="sm" aria-label={`Delivery of ${d.event} at ${when(d.created_at)}`}>
                  {when(d.created_at)}
                </Anchor>,
                <Group gap={4} key="e">
                  <Text size="sm">{d.event}</Text>
                  {d.test && (
                    <Badge variant="default" style={{ textTransform: 'none' }}>
                      test
                    </Badge>
                  )}
                </Group>,
                <StateBadge key="s" said={deliveryState(d.status)} />,
                d.attempts,
                d.attempts === 0 ? 'Not tried yet' : attemptAnswer(d.response_status, d.last_error),
                d.next_attempt_at ? when(d.next_attempt_at) : '—',
                <Text size="sm" key="u" style={{ overflowWrap: 'anywhere' }}>
                  {urlOf.get(d.webhook_id) ?? d.url}
                </Text>,
              ])}
            />
            <CursorPager list={list} label="the delivery log" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
