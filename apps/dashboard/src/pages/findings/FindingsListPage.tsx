import { Anchor, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CursorPager, DataTable, Page, QueryView, relativeTime, useCursorList, when } from '../kit';
import type { Finding } from './types';
import { findingStatusWords, investigationStatusWords, signalWords } from './words';

/** A finding status as a badge with its words. */
export function FindingStatusBadge({ status }: { status: string }) {
  const w = findingStatusWords(status);
  return (
    <Badge color={w.color} variant="dot">
      {w.label}
    </Badge>
  );
}

/**
 * `/p/{id}/findings`: candidate and open findings, most recently qualified first (cursor paged, 25 a
 * page at most); the status filter is the API's (`status=candidate|open`), so every page holds it.
 */
export function FindingsListPage() {
  const [status, setStatus] = useState('');
  const list = useCursorList<Finding>(['findings'], '/findings', { status: status || undefined }, 25);
  return (
    <Page title="Findings" description="What the platform noticed going worse than usual in your conversations and operations, with the evidence.">
      <Stack gap={4}>
        <SegmentedControl
          aria-label="Findings by status"
          value={status}
          onChange={setStatus}
          data={[
            { value: '', label: 'Candidate and open' },
            { value: 'open', label: 'Open' },
            { value: 'candidate', label: 'Candidate' },
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <Text size="xs" c="dimmed">
          Dismissed, addressed and quiet findings leave this list; a link to one still opens it.
        </Text>
      </Stack>
      <QueryView query={list} label="Loading findings">
        {(data) => {
          const rows = data.data;
          return (
            <Stack gap="xs">
              <DataTable
                label="Findings"
                minWidth={960}
                empty={status ? `No ${findingStatusWords(status).label.toLowerCase()} finding.` : 'No finding: nothing is going worse than usual.'}
                head={['Finding', 'Status', 'Signal', 'Category', 'Last 7 days', 'Ratio', 'Investigation', 'Qualified', 'First qualified']}
                rows={rows.map((f) => [
                  <Anchor key="t" component={Link} to={f.id} fw={600} size="sm">
                    {f.title}
                  </Anchor>,
                  <FindingStatusBadge key="s" status={f.status} />,
                  `${signalWords(f.signal)}${f.key ? ` (${f.key})` : ''}`,
                  f.category === 'conversation' ? 'Conversation' : 'Operational',
                  f.metrics.recent_count,
                  f.metrics.ratio === null || f.metrics.ratio === undefined ? 'New' : `${Math.round(f.metrics.ratio * 10) / 10}×`,
                  f.latest_investigation ? investigationStatusWords(f.latest_investigation.status).label : 'None',
                  relativeTime(f.qualified_at),
                  when(f.first_qualified_at),
                ])}
              />
              <CursorPager list={list} label="findings" />
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
