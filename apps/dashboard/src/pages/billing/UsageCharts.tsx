import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, ErrorAlert, Loading, money, queryString, useProjectApi, when } from '../kit';
import { dayBefore, usageRows, usageTotals, type Usage } from './billing-logic';
import './billing.css';

/**
 * Usage of a business account or a portfolio (decision 0103) over a period: the messaging and calling
 * charges per day as a stacked bar chart, the messages and calls per day as a second chart, and each
 * chart's text equivalent (a table of the same numbers) and totals in words.
 */
export function UsageCharts({ path, label }: { path: string; label: string }) {
  const { api, p, projectId } = useProjectApi();
  const [range, setRange] = useState({ start: dayBefore(30), end: dayBefore(0) });
  const [draft, setDraft] = useState(range);
  const query = useQuery({
    queryKey: ['project', projectId, 'usage', path, range],
    queryFn: () => api.get<{ data: Usage }>(p(`${path}${queryString({ start_date: range.start, end_date: range.end })}`)),
  });
  const usage = query.data?.data;
  const rows = usage ? usageRows(usage.entries) : [];
  const totals = usageTotals(rows);
  const currency = rows[0]?.currency ?? 'USD';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="usage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="usage-title">
          Usage of {label}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setRange(draft);
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput label="From (UTC day)" type="date" value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.currentTarget.value })} />
            <TextInput label="To (UTC day)" type="date" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.currentTarget.value })} />
            <Button type="submit" variant="default">
              Show usage
            </Button>
          </Group>
        </form>
        <ErrorAlert error={query.error} />
        {query.isPending && <Loading label="Loading usage" />}
        {usage && (
          <>
            <Text size="sm" c="dimmed">
              {usage.start_date} to {usage.end_date} (UTC). Messaging recorded up to{' '}
              {usage.freshness?.messaging_last_recorded_at ? when(usage.freshness.messaging_last_recorded_at) : 'never'}; calling recorded up to{' '}
              {usage.freshness?.calling_last_recorded_at ? when(usage.freshness.calling_last_recorded_at) : 'never'}.
              {usage.business_portfolio_id ? ` Portfolio ${usage.business_portfolio_id}.` : ''}
            </Text>
            {rows.length === 0 ? (
              <Text c="dimmed">No usage was recorded in this period.</Text>
            ) : (
              <>
                {totals.map((t) => (
                  <Text key={t.currency} data-testid="usage-totals">
                    In all: {money(t.total, t.currency)} — messaging {money(t.messaging, t.currency)} ({t.messages} messages), calling{' '}
                    {money(t.calling, t.currency)} ({t.calls} calls).
                  </Text>
                ))}
                <figure style={{ margin: 0 }} aria-labelledby="usage-charges-caption">
                  <Text component="figcaption" id="usage-charges-caption" fw={500} size="sm">
                    Charges per day ({currency}), messaging and calling
                  </Text>
                  <div
                    className="billing-chart"
                    role="img"
                    aria-label={`Bar chart of the charges per day in ${currency}; the table below gives the same numbers.`}
                  >
                    <BarChart
                      h={220}
                      data={rows}
                      dataKey="date"
                      type="stacked"
                      withLegend
                      valueFormatter={(v) => money(v, currency)}
                      series={[
                        { name: 'messaging', label: 'Messaging', color: 'blue.6' },
                        { name: 'calling', label: 'Calling', color: 'teal.6' },
                      ]}
                    />
                  </div>
                </figure>
                <figure style={{ margin: 0 }} aria-labelledby="usage-counts-caption">
                  <Text component="figcaption" id="usage-counts-caption" fw={500} size="sm">
                    Messages and calls priced per day
                  </Text>
                  <div
                    className="billing-chart"
                    role="img"
                    aria-label="Bar chart of the messages and calls priced per day; the table below gives the same numbers."
                  >
                    <BarChart
                      h={180}
                      data={rows}
                      dataKey="date"
                      withLegend
                      series={[
                        { name: 'messages', label: 'Messages', color: 'indigo.6' },
                        { name: 'calls', label: 'Calls', color: 'orange.7' },
                      ]}
                    />
                  </div>
                </figure>
                <DataTable
                  label="Usage per day (the charts' numbers)"
                  head={['Day (UTC)', 'Messaging', 'Messages (billable)', 'Calling', 'Calls (duration)', 'Total']}
                  rows={rows.map((r) => [
                    r.date,
                    money(r.messaging, r.currency),
                    `${r.messages} (${r.billableMessages})`,
                    money(r.calling, r.currency),
                    `${r.calls} (${r.callSeconds} s)`,
                    money(r.total, r.currency),
                  ])}
                  empty="No usage was recorded in this period."
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
