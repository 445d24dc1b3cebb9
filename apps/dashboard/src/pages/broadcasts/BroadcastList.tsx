import { Anchor, Badge, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, Page, PagePager, QueryView, relativeTime, usePageList, useProjectApi, when } from '../kit';
import { numberLabel, usePhoneNumbers, keys } from './hooks';
import { BROADCAST_STATUSES, percent, progressPercent, statusColor, statusWords } from './lifecycle';
import type { Broadcast } from './types';

/** The project's broadcasts, newest first, filtered by status and number (in the URL), paged like the API. */
export function BroadcastList() {
  const { projectId, can } = useProjectApi();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const number = search.get('phone_number_id');
  const numbers = usePhoneNumbers();
  const anyRunning = (rows: Broadcast[] | undefined) => (rows ?? []).some((b) => b.status === 'sending' || b.status === 'copying');
  // Refreshed every few seconds only while a listed broadcast is sending or being copied.
  const [live, setLive] = useState(false);
  const list = usePageList<Broadcast>(keys.list, '/messaging/broadcasts', { status, phone_number_id: number }, 20, { refetchInterval: live ? 3000 : false });
  const running = anyRunning(list.data?.data);
  if (running !== live) setLive(running);
  const setFilter = (k: string, v: string | null) => {
    const next = new URLSearchParams(search);
    if (v) next.set(k, v);
    else next.delete(k);
    setSearch(next, { replace: true });
  };
  const byNumber = new Map((numbers.data?.data ?? []).map((n) => [n.phone_number_id, numberLabel(n)]));

  return (
    <Page
      title="Broadcasts"
      description="One approved template sent to many recipients, with its progress counted as the statuses arrive."
      actions={
        can('messaging', 'write') && (
          <Button component={Link} to={`/p/${projectId}/broadcasts/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            New broadcast
          </Button>
        )
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          value={status}
          onChange={(v) => setFilter('status', v)}
          data={BROADCAST_STATUSES.map((s) => ({ value: s, label: statusWords(s) }))}
          w={200}
        />
        <Select
          label="Sent from"
          placeholder="Any number"
          clearable
          value={number}
          onChange={(v) => setFilter('phone_number_id', v)}
          data={(numbers.data?.data ?? []).map((n) => ({ value: n.phone_number_id, label: numberLabel(n) }))}
          w={260}
        />
      </Group>
      <QueryView query={list} label="Loading the broadcasts">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Broadcasts"
              minWidth={900}
              empty={
                status || number
                  ? 'No broadcast matches these filters.'
                  : 'No broadcast yet. Create one from an approved template, then add its recipients from a CSV file.'
              }
              head={['Name', 'Status', 'Template', 'Sent from', 'Recipients', 'Progress', 'Delivered', 'Failed', 'When']}
              rows={data.data.map((b) => [
                <Anchor component={Link} to={`/p/${projectId}/broadcasts/${b.id}`} key="n">
                  {b.name}
                </Anchor>,
                <Badge key="s" color={statusColor(b.status)} variant="light">
                  {statusWords(b.status)}
                </Badge>,
                b.template ? `${b.template.name} · ${b.template.language_code}` : '—',
                byNumber.get(b.phone_number_id) ?? b.phone_number_id,
                b.total_recipients,
                <Progress key="p" value={progressPercent(b)} aria-label={`${b.name}: ${progressPercent(b)}% done`} size="sm" w={90} />,
                `${b.delivered} (${percent(b.delivery_rate)})`,
                `${b.failed} (${percent(b.failure_rate)})`,
                <Text key="w" size="sm" title={when(b.completed_at ?? b.started_at ?? b.scheduled_at ?? b.created_at)}>
                  {b.completed_at
                    ? `Completed ${relativeTime(b.completed_at)}`
                    : b.started_at
                      ? `Started ${relativeTime(b.started_at)}`
                      : b.scheduled_at
                        ? `Scheduled ${when(b.scheduled_at)}`
                        : `Created ${relativeTime(b.created_at)}`}
                </Text>,
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="broadcasts" />
            {running && (
              <Text size="xs" c="dimmed" role="status">
                Some broadcasts are running: this list refreshes every few seconds.
              </Text>
            )}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
