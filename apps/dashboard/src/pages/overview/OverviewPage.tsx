import '@mantine/charts/styles.css';
import './overview.css';
import { AreaChart, LineChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, money, Page, QueryView, useProjectApi, when } from '../kit';
import {
  countWords,
  failureSearch,
  fromMicros,
  percent,
  PERIOD_WORDS,
  periodOf,
  PERIODS,
  rateSeries,
  volumeSeries,
  volumeSummary,
  type Overview,
  type Part,
  type Period,
} from './overview-model';

/** The overview (decision 0025): the project's messages, rates, failures, spend, findings, numbers and webhooks over a period, each linking to its list. */
export function OverviewPage() {
  const { api, p, projectId } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const query = useQuery({
    queryKey: ['overview', projectId, period],
    queryFn: () => api.request<{ data: Overview }>('GET', p(`/overview?period=${period}`)).then((r) => r.data),
    refetchInterval: 60_000,
    // Another period keeps the page (and an opened table) in place until its figures arrive.
    placeholderData: keepPreviousData,
  });
  const section = (path: string) => `/p/${encodeURIComponent(projectId)}/${path}`;
  return (
    <Page
      title="Overview"
      description={`The project over the ${PERIOD_WORDS[period]}; every figure links to its list.`}
      actions={
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(v) => setParams((prev) => ({ ...Object.fromEntries(prev), period: v }), { replace: false })}
          data={PERIODS.map((v) => ({ value: v, label: v === '24h' ? '24 h' : v === '7d' ? '7 days' : '30 days' }))}
        />
      }
    >
      <QueryView query={query} label="Loading the overview">
        {(d) => <OverviewBody d={d} period={period} section={section} />}
      </QueryView>
    </Page>
  );
}

function OverviewBody({ d, period, section }: { d: Overview; period: Period; section: (path: string) => string }) {
  const m = d.messages;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure label="Messages sent" to={section('logs/search?sources=message_event&period=' + period)} part={m}>
          {(x) => <FigureValue value={String(x.totals.sent)} note={`${x.totals.pending} pending`} />}
        </Figure>
        <Figure label="Messages received" to={section('conversations')} part={m}>
          {(x) => <FigureValue value={String(x.totals.received)} note="inbound" />}
        </Figure>
        <Figure label="Delivery rate" to={section('logs/search?sources=message_event&period=' + period)} part={m}>
          {(x) => <FigureValue value={percent(x.delivery_rate)} note={`${x.totals.delivered} delivered of ${x.totals.sent + x.totals.failed}`} />}
        </Figure>
        <Figure label="Read rate" to={section('logs/search?sources=message_event&period=' + period)} part={m}>
          {(x) => <FigureValue value={percent(x.read_rate)} note={`${x.totals.read} read of ${x.totals.delivered} delivered`} />}
        </Figure>
        <Figure label="Failed messages" to={section(failureSearch(0, period))} part={m}>
          {(x) => (
            <FigureValue value={String(x.totals.failed)} note={x.totals.failed ? 'see why in the log search' : 'none failed'} warn={x.totals.failed > 0} />
          )}
        </Figure>
        <Figure label="Spend" to={section('billing')} part={d.spend}>
          {(x) => (
            <FigureValue
              value={money(fromMicros(x.charged_micros), x.currency)}
              note={`${x.complete ? '' : 'at least '}${countWords(x.charges, 'charge')}${x.available_micros !== null ? `; ${money(fromMicros(x.available_micros), x.currency)} available` : ''}`}
            />
          )}
        </Figure>
        <Figure label="Open findings" to={section('findings')} part={d.findings}>
          {(x) => (
            <FigureValue
              value={`${x.complete ? '' : '≥ '}${x.open}`}
              note={
                Object.keys(x.by_signal).length
                  ? Object.entries(x.by_signal)
                      .map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`)
                      .join(', ')
                  : 'nothing open'
              }
              warn={x.open > 0}
            />
          )}
        </Figure>
        <Figure label="Numbers needing attention" to={section('numbers')} part={d.numbers}>
          {(x) => (
            <FigureValue
              value={String(x.needing_attention.length)}
              note={`of ${countWords(x.total, 'number', x.complete)}`}
              warn={x.needing_attention.length > 0}
            />
          )}
        </Figure>
        <Figure label="Webhook endpoints failing" to={section('webhooks')} part={d.webhooks}>
          {(x) => (
            <FigureValue
              value={String(x.failing.length)}
              note={`of ${x.total}; ${countWords(x.failed_deliveries, 'failed delivery', x.failed_deliveries_complete, 'failed deliveries')}`}
              warn={x.failing.length > 0}
            />
          )}
        </Figure>
      </SimpleGrid>

      {m.available ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ChartCard title="Sent and received" summary={volumeSummary(m.totals, period, m.buckets, d.bucket)}>
            <AreaChart
              h={240}
              data={volumeSeries(m.buckets, d.bucket)}
              dataKey="label"
              series={[
                { name: 'Sent', color: 'blue.6' },
                { name: 'Received', color: 'teal.6' },
                { name: 'Failed', color: 'red.6' },
              ]}
              curveType="monotone"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="none"
            />
            <FiguresTable
              label={`Messages per ${d.bucket} (UTC)`}
              head={[d.bucket === 'hour' ? 'Hour (UTC)' : 'Day (UTC)', 'Sent', 'Received', 'Delivered', 'Read', 'Failed', 'Pending']}
              rows={m.buckets.map((b, i) => [
                volumeSeries([b], d.bucket)[0]!.label + (i === 0 ? ' (partial)' : ''),
                b.sent,
                b.received,
                b.delivered,
                b.read,
                b.failed,
                b.pending,
              ])}
            />
          </ChartCard>
          <ChartCard
            title="Delivery and read rates"
            summary={`Delivery rate ${percent(m.delivery_rate)} (delivered of sent and failed), read rate ${percent(m.read_rate)} (read of delivered) over the ${PERIOD_WORDS[period]}.`}
          >
            <LineChart
              h={240}
              data={rateSeries(m.buckets, d.bucket)}
              dataKey="label"
              series={[
                { name: 'Delivered', color: 'blue.6', label: 'Delivery rate' },
                { name: 'Read', color: 'grape.6', label: 'Read rate' },
              ]}
              yAxisProps={{ domain: [0, 100] }}
              unit="%"
              connectNulls
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="none"
            />
            <FiguresTable
              label={`Rates per ${d.bucket} (UTC)`}
              head={[d.bucket === 'hour' ? 'Hour (UTC)' : 'Day (UTC)', 'Delivery rate', 'Read rate']}
              rows={rateSeries(m.buckets, d.bucket).map((r) => [r.label, r.Delivered === null ? '—' : `${r.Delivered}%`, r.Read === null ? '—' : `${r.Read}%`])}
            />
          </ChartCard>
        </SimpleGrid>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" component="section" aria-labelledby="overview-failures">
          <Title order={2} size="h4" id="overview-failures" mb="xs">
            Failures by reason
          </Title>
          {m.available ? <FailureBars reasons={m.failure_reasons} period={period} section={section} /> : <Unavailable text={m.error} />}
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="overview-attention">
          <Title order={2} size="h4" id="overview-attention" mb="xs">
            Needing attention
          </Title>
          <Stack gap="sm">
            {d.numbers.available ? (
              <DataTable
                label="Numbers needing attention"
                minWidth={420}
                empty="Every number is connected with good quality."
                head={['Number', 'Status', 'Quality', 'Why']}
                rows={d.numbers.needing_attention.map((n) => [
                  <Anchor component={Link} to={section(`numbers/${encodeURIComponent(n.phone_number_id)}`)} key="n">
                    {n.display_phone_number || n.phone_number_id}
                    {n.name ? ` (${n.name})` : ''}
                  </Anchor>,
                  n.status || 'unknown',
                  <Badge key="q" variant="light" color={n.quality_rating === 'RED' ? 'red' : n.quality_rating === 'YELLOW' ? 'yellow' : 'gray'}>
                    {n.quality_rating || 'unknown'}
                  </Badge>,
                  n.reasons.join('; '),
                ])}
              />
            ) : (
              <Unavailable text={d.numbers.error} />
            )}
            {d.webhooks.available ? (
              <DataTable
                label="Webhook endpoints failing"
                minWidth={420}
                empty="No webhook endpoint is failing."
                head={['Endpoint', 'Scope', 'Why']}
                rows={d.webhooks.failing.map((w) => [
                  <Anchor component={Link} to={section(`webhooks/${encodeURIComponent(w.id)}`)} key="w" style={{ wordBreak: 'break-all' }}>
                    {w.url}
                  </Anchor>,
                  w.phone_number_id ? `number ${w.phone_number_id}` : 'project',
                  w.failing_since && !w.disabled_reason
                    ? `failing since ${when(w.failing_since)}`
                    : w.disabled_at
                      ? `${w.reason} (${when(w.disabled_at)})`
                      : w.reason,
                ])}
              />
            ) : (
              <Unavailable text={d.webhooks.error} />
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {when(d.since)} to {when(d.until)}; buckets are UTC {d.bucket === 'hour' ? 'hours' : 'days'}, the first one partial. Refreshed every minute.
      </Text>
    </Stack>
  );
}

/** One figure: a card linking to its list, or the part's unavailability in words. */
function Figure<T>({ label, to, part, children }: { label: string; to: string; part: Part<T>; children: (x: T & { available: true }) => ReactNode }) {
  if (!part.available)
    return (
      <Card withBorder padding="sm">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Unavailable text={part.error} />
      </Card>
    );
  return (
    <Card withBorder padding="sm" component={Link} to={to} className="overview-figure">
      <Text size="sm" fw={500} c="dimmed">
        {label}
      </Text>
      {children(part)}
    </Card>
  );
}

function FigureValue({ value, note, warn }: { value: string; note: string; warn?: boolean }) {
  return (
    <>
      <Group gap={6} align="center" wrap="nowrap">
        <Text fz={28} fw={700} lh={1.2} data-figure>
          {value}
        </Text>
        {warn && <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" aria-label="needs attention" role="img" />}
      </Group>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <Alert color="orange" variant="light" p="xs" role="status">
      {text}
    </Alert>
  );
}

/** A chart with its title, a sentence summing it up (its accessible name) and its figures as a table behind a disclosure. */
function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const [chart, table] = Array.isArray(children) ? children : [children, null];
  return (
    <Card withBorder padding="md" component="section" className="overview-chart" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {summary}
      </Text>
      <figure aria-label={`${title}: ${summary} The figures are in the table below.`} style={{ margin: 0 }}>
        {chart}
      </figure>
      {table}
    </Card>
  );
}

function FiguresTable({ label, head, rows }: { label: string; head: string[]; rows: Array<Array<string | number>> }) {
  return (
    <details className="overview-details">
      <summary>Show the figures as a table</summary>
      <DataTable label={label} head={head} rows={rows} minWidth={420} empty="No buckets." />
    </details>
  );
}

/** Failures by reason as a bar list: each reason links to the log search of its error code over the same period. */
function FailureBars({
  reasons,
  period,
  section,
}: {
  reasons: Array<{ code: number; title: string; count: number }>;
  period: Period;
  section: (p: string) => string;
}) {
  if (reasons.length === 0) return <Text c="dimmed">No message failed in the {PERIOD_WORDS[period]}.</Text>;
  const max = Math.max(...reasons.map((r) => r.count));
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Failures by reason">
      {reasons.map((r) => (
        <li key={`${r.code} ${r.title}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={section(failureSearch(r.code, period))} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {r.code ? `${r.code} ` : ''}
              {r.title || (r.code ? 'no title' : 'no error code')}
            </Anchor>
            <Text size="sm" fw={600}>
              {r.count}
            </Text>
          </Group>
          <Progress value={(r.count / max) * 100} color="red" size="sm" aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
