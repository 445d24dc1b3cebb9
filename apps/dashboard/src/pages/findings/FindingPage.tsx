import '@mantine/charts/styles.css';
import './findings.css';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Button, Card, Group, List, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataTable, ErrorAlert, Fields, Loading, Page, QueryView, newIdempotencyKey, relativeTime, useProjectApi, when } from '../kit';
import { FindingStatusBadge } from './FindingsListPage';
import type { Finding, FindingEvidence, FindingInvestigation } from './types';
import {
  DISMISS_REASONS,
  dailyTotals,
  findingActions,
  investigationIsLive,
  investigationStatusWords,
  metricsSentence,
  reasonWords,
  signalWords,
} from './words';

const LIVE_MS = 2000;

/** `/p/{id}/findings/{finding_id}`: a finding, its evidence and investigation; dismiss, mark addressed, investigate. */
export function FindingPage() {
  const { findingId = '' } = useParams();
  const { api, p, projectId } = useProjectApi();
  const query = useQuery({
    queryKey: ['project', projectId, 'finding', findingId],
    queryFn: () => api.get<{ data: Finding }>(p(`/findings/${encodeURIComponent(findingId)}`)),
    refetchInterval: (q) => (investigationIsLive(q.state.data?.data.latest_investigation?.status) ? LIVE_MS : false),
  });
  const f = query.data?.data;
  return (
    <Page
      title={f ? f.title : 'Finding'}
      description={
        <Anchor component={Link} to=".." relative="path" size="sm">
          All findings
        </Anchor>
      }
      actions={f ? <FindingActions finding={f} /> : null}
    >
      <QueryView query={query} label="Loading the finding">
        {({ data }) => <FindingBody finding={data} />}
      </QueryView>
    </Page>
  );
}

function useFindingUpdate(id: string) {
  const { projectId } = useProjectApi();
  const qc = useQueryClient();
  return (r: { data: Finding }) => {
    qc.setQueryData(['project', projectId, 'finding', id], r);
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'findings'] });
  };
}

/** Dismiss (reason and note), mark addressed (note), start an investigation (202), as the status allows. */
function FindingActions({ finding: f }: { finding: Finding }) {
  const { api, p, can } = useProjectApi();
  const onDone = useFindingUpdate(f.id);
  const [key] = useState(newIdempotencyKey);
  const investigate = useMutation({
    mutationFn: () => api.request<{ data: Finding }>('POST', p(`/findings/${f.id}/start_investigation`), undefined, { 'idempotency-key': key }),
    onSuccess: onDone,
  });
  if (!can('automation', 'write')) return null;
  const a = findingActions(f.status, f.latest_investigation?.status);
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {a.investigate && (
          <Button leftSection={<IconSearch size={16} aria-hidden="true" />} onClick={() => investigate.mutate()} loading={investigate.isPending}>
            Investigate
          </Button>
        )}
        {a.markAddressed && <MarkAddressed finding={f} />}
        {a.dismiss && <Dismiss finding={f} />}
      </Group>
      <ErrorAlert error={investigate.error} />
    </Stack>
  );
}

function Dismiss({ finding: f }: { finding: Finding }) {
  const { api, p } = useProjectApi();
  const onDone = useFindingUpdate(f.id);
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const dismiss = useMutation({
    mutationFn: () => api.request<{ data: Finding }>('POST', p(`/findings/${f.id}/dismiss`), { reason, note: note.trim() }),
    onSuccess: (r) => {
      onDone(r);
      close();
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        Dismiss
      </Button>
      <Modal opened={opened} onClose={close} closeButtonProps={{ 'aria-label': 'Close' }} title="Dismiss this finding" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            dismiss.mutate();
          }}
        >
          <Stack>
            <Text size="sm">It leaves the list and reopens only if the signal doubles again.</Text>
            <Select
              label="Reason"
              required
              data={DISMISS_REASONS.map((r) => ({ value: r, label: reasonWords(r) }))}
              value={reason}
              onChange={setReason}
              allowDeselect={false}
            />
            <Textarea label="Note" required autosize minRows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <ErrorAlert error={dismiss.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={dismiss.isPending} disabled={!reason || !note.trim()}>
                Dismiss finding
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function MarkAddressed({ finding: f }: { finding: Finding }) {
  const { api, p } = useProjectApi();
  const onDone = useFindingUpdate(f.id);
  const [opened, { open, close }] = useDisclosure(false);
  const [note, setNote] = useState('');
  const mark = useMutation({
    mutationFn: () => api.request<{ data: Finding }>('POST', p(`/findings/${f.id}/mark_addressed`), note.trim() ? { note: note.trim() } : {}),
    onSuccess: (r) => {
      onDone(r);
      close();
    },
  });
  return (
    <>
      <Button variant="default" onClick={open}>
        Mark addressed
      </Button>
      <Modal opened={opened} onClose={close} closeButtonProps={{ 'aria-label': 'Close' }} title="Mark this finding addressed" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            mark.mutate();
          }}
        >
          <Stack>
            <Text size="sm">
              The platform keeps watching the signal. Say what was done; a note is needed unless a completed investigation covers the current evidence.
            </Text>
            <Textarea label="What was done" autosize minRows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <ErrorAlert error={mark.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={mark.isPending}>
                Mark addressed
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function FindingBody({ finding: f }: { finding: Finding }) {
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <FindingStatusBadge status={f.status} />
        <Text size="sm">{metricsSentence(f.metrics)}</Text>
      </Group>
      {f.dismissal && (
        <Alert color="gray" title={`Dismissed ${relativeTime(f.dismissal.dismissed_at)}: ${reasonWords(f.dismissal.reason)}`}>
          {f.dismissal.note}
        </Alert>
      )}
      {f.addressed_at && (
        <Alert color="green" title={`Addressed ${relativeTime(f.addressed_at)}`}>
          {f.addressed_note ?? 'Covered by a completed investigation.'}
        </Alert>
      )}
      <Fields
        label="The finding"
        items={[
          ['Signal', signalWords(f.signal)],
          ['About', f.key || 'Conversations'],
          ['Category', f.category === 'conversation' ? 'Conversation' : 'Operational'],
          ['Last days', `${f.metrics.recent_count} in ${f.metrics.recent_days} days (${f.metrics.recent_daily_rate.toFixed(2)} a day)`],
          ['Before', `${f.metrics.baseline_count} in ${f.metrics.baseline_days} days (${f.metrics.baseline_daily_rate.toFixed(2)} a day)`],
          ['Ratio', f.metrics.ratio === null || f.metrics.ratio === undefined ? 'No baseline' : `${f.metrics.ratio.toFixed(1)}×`],
          ['Qualified', when(f.qualified_at)],
          ['First qualified', when(f.first_qualified_at)],
          ['Dismissed', f.dismissal ? when(f.dismissal.dismissed_at) : null],
          ['Addressed', f.addressed_at ? when(f.addressed_at) : null],
          ['Created', when(f.created_at)],
          ['Updated', when(f.updated_at)],
          ['ID', f.id],
        ]}
      />
      <Investigation investigation={f.latest_investigation} />
      <Evidence findingId={f.id} />
    </Stack>
  );
}

/** The latest investigation: its status (followed while it runs), the agent run, the report with its causes, fixes and cited evidence, or the error. */
function Investigation({ investigation: i }: { investigation: FindingInvestigation | null }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Investigation
      </Title>
      {!i ? (
        <Text c="dimmed" size="sm">
          Not investigated yet. An investigation is an agent run that reads this evidence and reports likely causes and fixes.
        </Text>
      ) : (
        <Card withBorder padding="sm">
          <Stack gap="xs">
            <Group gap="sm" role="status" aria-live="polite">
              <Badge color={investigationStatusWords(i.status).color} variant="dot">
                {investigationStatusWords(i.status).label}
              </Badge>
              <Text size="sm">
                {investigationIsLive(i.status) ? 'Investigating: this page follows it.' : null} Started {when(i.started_at)}
                {i.finished_at ? `, finished ${when(i.finished_at)}` : ''}.
              </Text>
              {i.agent_run_id && (
                <Anchor component={Link} to={`../../agent-runs/${i.agent_run_id}`} relative="path" size="sm">
                  Its agent run
                </Anchor>
              )}
            </Group>
            {investigationIsLive(i.status) && <Loading label="Investigation running" />}
            {i.error && (
              <Alert color="red" title={`It failed: ${i.error.code}`}>
                {i.error.message}
              </Alert>
            )}
            {i.report && (
              <Stack gap="xs">
                <Text size="sm" className="fd-text">
                  {i.report.summary}
                </Text>
                <Text fw={600} size="sm">
                  Causes
                </Text>
                <List type="ordered" size="sm">
                  {i.report.causes.map((c, n) => (
                    <List.Item key={n}>
                      {c}
                      {i.report!.evidence.some((e) => e.causes.includes(n)) && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (evidence:{' '}
                          {i
                            .report!.evidence.filter((e) => e.causes.includes(n))
                            .map((e) => e.id)
                            .join(', ')}
                          )
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
                <Text fw={600} size="sm">
                  Suggested fixes
                </Text>
                {i.report.suggested_fixes.length ? (
                  <List size="sm">
                    {i.report.suggested_fixes.map((s, n) => (
                      <List.Item key={n}>{s}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    None.
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  Evidence cited: {i.report.evidence.map((e) => `${e.kind} ${e.id}`).join(', ') || 'none'}.
                </Text>
              </Stack>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** The evidence: 35 daily counts (a chart and its totals in words), the newest events, affected and comparison conversations, with coverage. */
function Evidence({ findingId }: { findingId: string }) {
  const { api, p, projectId } = useProjectApi();
  const query = useQuery({
    queryKey: ['project', projectId, 'finding-evidence', findingId],
    queryFn: () => api.get<{ data: FindingEvidence }>(p(`/findings/${findingId}/evidence`)),
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Evidence
      </Title>
      <QueryView query={query} label="Loading the evidence">
        {({ data: ev }) => {
          const totals = dailyTotals(ev.daily);
          const c = ev.coverage;
          return (
            <Stack gap="md">
              <figure className="fd-chart">
                <BarChart
                  h={200}
                  data={ev.daily.map((d) => ({ day: d.day.slice(5), Events: d.count }))}
                  dataKey="day"
                  series={[{ name: 'Events', color: 'red.6' }]}
                  tickLine="y"
                  gridAxis="y"
                  xAxisProps={{ interval: 6 }}
                />
                <Text component="figcaption" size="sm" c="dimmed">
                  Events a day over the last {ev.daily.length} days: {totals.recent} in the last 7 days, {totals.before} in the days before.
                </Text>
              </figure>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  Events
                </Title>
                <Text size="xs" c="dimmed">
                  {c.events_shown} newest shown of {c.events_total} in the recent window.
                </Text>
                <DataTable
                  label="Events of the signal"
                  empty="No event in the recent window."
                  head={['When', 'Conversation', 'Detail']}
                  minWidth={560}
                  rows={ev.events.map((e) => [
                    when(e.occurred_at),
                    e.conversation_id ? (
                      <Anchor key="c" component={Link} to={`../../conversations/${e.conversation_id}`} relative="path" size="sm">
                        {e.conversation_id.slice(0, 8)}
                      </Anchor>
                    ) : (
                      '—'
                    ),
                    <Text key="d" size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
                      {JSON.stringify(e.detail)}
                    </Text>,
                  ])}
                />
              </Stack>
              <ConversationIds
                title="Affected conversations"
                note={`${c.affected_conversations_shown} shown of ${c.affected_conversations_total}.`}
                ids={ev.affected_conversation_ids}
                empty="No conversation is concerned (an operational signal)."
              />
              <ConversationIds
                title="Comparison conversations (same window, without the signal)"
                note={`${c.comparison_conversations_shown} shown.`}
                ids={ev.comparison_conversation_ids}
                empty="None."
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}

function ConversationIds({ title, note, ids, empty }: { title: string; note: string; ids: string[]; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {note}
          </Text>
          <Group gap="xs">
            {ids.map((id) => (
              <Anchor key={id} component={Link} to={`../../conversations/${id}`} relative="path" size="sm" ff="monospace">
                {id.slice(0, 8)}
              </Anchor>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
