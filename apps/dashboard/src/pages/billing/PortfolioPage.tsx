import { Alert, Anchor, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmButton, DataTable, ErrorAlert, Fields, Page, PagePager, QueryView, newIdempotencyKey, usePageList, useProjectApi, when } from '../kit';
import { isDigitsId, isRunning, words } from './billing-logic';
import { FundingBadge, RunBadge, type Funding } from './shared';
import { UsageCharts } from './UsageCharts';

interface PortfolioAccount {
  waba_id: string;
  business_portfolio_id: string;
  membership_status: 'active' | 'removed';
  created_at: string;
  funding: Funding;
}

interface Operation {
  id: string;
  business_portfolio_id: string;
  type: 'revoke';
  status: 'pending' | 'running' | 'succeeded' | 'failed';
  started_at: string;
  finished_at: string | null;
  error_kind: string | null;
  upstream_error_code: number | null;
  accounts_total: number;
  accounts_revoked: number;
  accounts_failed: number;
}

/**
 * `/billing/portfolios/{portfolio_id}`: a portfolio's business accounts with their funding (page style),
 * its usage as charts, and revoking its funding (decision 0102) with the operation's progress
 * (`?operation=` keeps it in the URL), refetched while it runs.
 */
export function PortfolioPage() {
  const { portfolioId = '' } = useParams();
  const { can } = useProjectApi();
  const valid = isDigitsId(portfolioId);
  return (
    <Page
      title={`Business portfolio ${portfolioId}`}
      description={
        <Anchor component={Link} to="../.." relative="path" size="sm">
          Back to funding and billing
        </Anchor>
      }
    >
      {!valid ? (
        <Alert color="red" role="alert">
          A business portfolio id is digits only.
        </Alert>
      ) : (
        <>
          <Accounts portfolioId={portfolioId} />
          <Revocation portfolioId={portfolioId} canWrite={can('billing', 'write')} />
          <UsageCharts path={`/messaging/portfolios/${portfolioId}/usage`} label={`portfolio ${portfolioId}`} />
        </>
      )}
    </Page>
  );
}

function Accounts({ portfolioId }: { portfolioId: string }) {
  const list = usePageList<PortfolioAccount>(['billing', 'portfolio-accounts', portfolioId], `/messaging/portfolios/${portfolioId}/accounts`);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pf-accounts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pf-accounts-title">
          Business accounts of the portfolio
        </Title>
        <QueryView query={list} label="Loading the portfolio's accounts">
          {({ data }) => (
            <DataTable
              label="Business accounts of the portfolio"
              head={['Business account', 'Membership', 'Funding', 'Reason', 'Latest run', 'Recorded']}
              rows={data.map((a) => [
                <Anchor key="a" component={Link} to={`../../accounts/${a.waba_id}`} relative="path" ff="monospace" size="sm">
                  {a.waba_id}
                </Anchor>,
                a.membership_status === 'active' ? 'Active' : 'Removed',
                <FundingBadge key="f" status={a.funding?.status} />,
                a.funding?.reason ? words(a.funding.reason) : '—',
                a.funding?.operation ? <RunBadge key="r" status={a.funding.operation.status} /> : 'None',
                when(a.created_at),
              ])}
              empty="This project funded no account of this portfolio."
            />
          )}
        </QueryView>
        <PagePager meta={list.data?.meta} onPage={list.setPage} label="the portfolio's accounts" />
      </Stack>
    </Paper>
  );
}

function Revocation({ portfolioId, canWrite }: { portfolioId: string; canWrite: boolean }) {
  const { api, p, projectId } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const opId = params.get('operation');
  const [reason, setReason] = useState('');
  const idem = useRef<{ body: string; key: string } | null>(null);
  const op = useQuery({
    queryKey: ['project', projectId, 'billing', 'operation', portfolioId, opId],
    queryFn: () => api.get<{ data: Operation }>(p(`/messaging/portfolios/${portfolioId}/funding/operations/${encodeURIComponent(opId ?? '')}`)),
    enabled: Boolean(opId),
    refetchInterval: (q) => (isRunning(q.state.data?.data.status) ? 1000 : false),
  });
  const revoke = useMutation({
    mutationFn: () => {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      const text = JSON.stringify(body);
      if (!idem.current || idem.current.body !== text) idem.current = { body: text, key: newIdempotencyKey() };
      return api.request<{ data: Operation }>('POST', p(`/messaging/portfolios/${portfolioId}/funding/revoke`), body, { 'idempotency-key': idem.current.key });
    },
    onSuccess: (d) => {
      idem.current = null;
      setParams({ operation: d.data.id }, { replace: true });
    },
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="revoke-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="revoke-title">
          Revoke the portfolio&apos;s funding
        </Title>
        {canWrite && (
          <>
            <Text size="sm" c="dimmed">
              Deletes the credit allocation of every account of the portfolio this project funded: their paid messages pause. It runs in the background; its
              progress shows here.
            </Text>
            <Group align="flex-end" gap="xs">
              <TextInput label="Reason (optional, kept with the operation)" maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              <ConfirmButton
                label="Revoke funding"
                title="Revoke this portfolio's funding?"
                message={`Every account of portfolio ${portfolioId} funded by this project stops being funded; their paid messages pause until funded again.`}
                onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
                loading={revoke.isPending}
              />
            </Group>
            <ErrorAlert error={revoke.error} title="Funding was not revoked" />
          </>
        )}
        {!opId && !canWrite && <Text c="dimmed">Your role reads the funding but does not revoke it.</Text>}
        {opId && (
          <QueryView query={op} label="Loading the revocation">
            {({ data: o }) => <OperationView op={o} />}
          </QueryView>
        )}
      </Stack>
    </Paper>
  );
}

function OperationView({ op }: { op: Operation }) {
  const done = op.accounts_revoked + op.accounts_failed;
  const pct = op.accounts_total > 0 ? Math.round((done / op.accounts_total) * 100) : op.status === 'succeeded' ? 100 : 0;
  return (
    <Stack gap="xs" aria-live="polite">
      <Group gap="xs">
        <Text fw={500}>Revocation</Text>
        <RunBadge status={op.status} />
      </Group>
      <Progress value={pct} aria-label={`Revocation progress: ${done} of ${op.accounts_total} accounts done`} />
      <Text size="sm">
        {op.accounts_revoked} of {op.accounts_total} accounts revoked, {op.accounts_failed} failed.
      </Text>
      <Fields
        label="Revocation operation"
        items={[
          [
            'Operation',
            <Text key="id" ff="monospace" size="sm">
              {op.id}
            </Text>,
          ],
          ['Started', when(op.started_at)],
          ['Finished', op.finished_at ? when(op.finished_at) : 'Still going (refreshing)'],
          ['Failure', op.error_kind ? `${words(op.error_kind)} (it may be partly applied)` : null],
          ['Upstream error code', op.upstream_error_code === null ? null : String(op.upstream_error_code)],
        ]}
      />
    </Stack>
  );
}
