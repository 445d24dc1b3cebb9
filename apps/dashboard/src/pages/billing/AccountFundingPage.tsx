import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert, Fields, Page, QueryView, newIdempotencyKey, useProjectApi, when } from '../kit';
import { isDigitsId, isRunning, words } from './billing-logic';
import { FundingBadge, RunBadge, type Funding } from './shared';
import { UsageCharts } from './UsageCharts';

/**
 * `/billing/accounts/{waba_id}`: a business account's funding (spec 2.1) with its latest run, refetched
 * while the run is pending or running; starting funding (POST .../funding) when the role writes billing;
 * the account's usage as charts.
 */
export function AccountFundingPage() {
  const { wabaId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const key = ['project', projectId, 'billing', 'funding', wabaId];
  const funding = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ data: Funding }>(p(`/messaging/accounts/${encodeURIComponent(wabaId)}/funding`)),
    refetchInterval: (q) => (isRunning(q.state.data?.data.operation?.status) ? 1500 : false),
    enabled: isDigitsId(wabaId),
  });
  const f = funding.data?.data;
  return (
    <Page
      title={`Business account ${wabaId}`}
      description={
        <Anchor component={Link} to="../.." relative="path" size="sm">
          Back to funding and billing
        </Anchor>
      }
    >
      {!isDigitsId(wabaId) ? (
        <Alert color="red" role="alert">
          A business account id is digits only.
        </Alert>
      ) : (
        <>
          <Paper withBorder p="md" component="section" aria-labelledby="funding-title">
            <Stack gap="sm">
              <Group gap="sm">
                <Title order={2} size="h4" id="funding-title">
                  Funding
                </Title>
                {f && <FundingBadge status={f.status} />}
              </Group>
              <QueryView query={funding} label="Loading the funding">
                {({ data }) => (
                  <Stack gap="sm">
                    {data.message && <Text>{data.message}</Text>}
                    <Fields
                      label="Funding of the business account"
                      items={[
                        ['Status', <FundingBadge key="s" status={data.status} />],
                        ['Reason', data.reason ? words(data.reason) : null],
                        [
                          'Portfolio',
                          data.business_portfolio_id ? (
                            <Anchor key="pf" component={Link} to={`../../portfolios/${data.business_portfolio_id}`} relative="path">
                              {data.business_portfolio_id}
                            </Anchor>
                          ) : null,
                        ],
                        ['Settlement currency', data.currency],
                        ["Account's currency", data.waba_currency],
                        ['Last verified', data.last_verified_at ? when(data.last_verified_at) : 'Never'],
                        ['Last checked', data.last_checked_at ? when(data.last_checked_at) : 'Never'],
                        [
                          'Paid messages',
                          data.paid_messages.paused ? `Paused: ${data.paid_messages.reasons.map(words).join(', ') || 'no reason given'}` : 'Not paused',
                        ],
                      ]}
                    />
                    <RunView run={data.operation} />
                  </Stack>
                )}
              </QueryView>
            </Stack>
          </Paper>
          {can('billing', 'write') && f && (
            <StartFunding
              wabaId={wabaId}
              portfolio={f.business_portfolio_id ?? ''}
              running={isRunning(f.operation?.status)}
              onDone={(d) => qc.setQueryData(key, d)}
            />
          )}
          <UsageCharts path={`/messaging/accounts/${wabaId}/usage`} label={`business account ${wabaId}`} />
        </>
      )}
    </Page>
  );
}

function RunView({ run }: { run: Funding['operation'] }) {
  if (!run) return <Text c="dimmed">No funding run was ever started for this account in this project.</Text>;
  return (
    <Stack gap={4} aria-live="polite">
      <Title order={3} size="h5">
        Latest funding run
      </Title>
      <Fields
        label="Latest funding run"
        items={[
          [
            'Run',
            <Text key="id" ff="monospace" size="sm">
              {run.id}
            </Text>,
          ],
          ['Status', <RunBadge key="s" status={run.status} />],
          ['Started', when(run.started_at)],
          ['Finished', run.finished_at ? when(run.finished_at) : isRunning(run.status) ? 'Still going (refreshing)' : null],
          ['Failure', run.error_kind ? words(run.error_kind) : null],
          ['Upstream error code', run.upstream_error_code === null ? null : String(run.upstream_error_code)],
        ]}
      />
    </Stack>
  );
}

function StartFunding({ wabaId, portfolio, running, onDone }: { wabaId: string; portfolio: string; running: boolean; onDone: (d: { data: Funding }) => void }) {
  const { api, p } = useProjectApi();
  const [value, setValue] = useState(portfolio);
  const idem = useRef<{ body: string; key: string } | null>(null);
  const start = useMutation({
    mutationFn: (business_portfolio_id: string) => {
      const body = JSON.stringify({ business_portfolio_id });
      if (!idem.current || idem.current.body !== body) idem.current = { body, key: newIdempotencyKey() };
      return api.request<{ data: Funding }>(
        'POST',
        p(`/messaging/accounts/${wabaId}/funding`),
        { business_portfolio_id },
        { 'idempotency-key': idem.current.key },
      );
    },
    onSuccess: (d) => {
      idem.current = null;
      onDone(d);
    },
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="start-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate(value.trim());
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="start-title">
            Fund this account
          </Title>
          <Text size="sm" c="dimmed">
            Attaches the project&apos;s credit line to the account through the portfolio that owns it; the run&apos;s progress shows above while it goes.
          </Text>
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Business portfolio id"
              required
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={value && !isDigitsId(value) ? 'Digits only.' : null}
              inputMode="numeric"
            />
            <Button type="submit" loading={start.isPending} disabled={running || !isDigitsId(value)}>
              Start funding
            </Button>
          </Group>
          {running && <Text size="sm">A run is going: wait for it to end.</Text>}
          <ErrorAlert error={start.error} title="Funding was not started" />
        </Stack>
      </form>
    </Paper>
  );
}
