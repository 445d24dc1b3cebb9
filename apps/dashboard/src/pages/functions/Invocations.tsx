import { StatusText } from './StatusText';
import './functions.css';
import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { DataTable, durationMs, ErrorAlert, Loading, queryString, useProjectApi, when } from '../kit';
import { invocationKindWords, invocationOutcome, type Invocation, type Invocations } from './function-logic';
import { JsonBlock } from './JsonBlock';

const LIMITS = ['5', '10', '20'];

/**
 * Recent invocations of a function (`/functions/{id}/invocations`) or of a flow's data-endpoint function
 * (`/messaging/flows/{id}/function_invocations`): status filter, how many (1 to 20), each row's request,
 * response, error and console lines on demand. `refetchInterval` while the page expects new ones.
 */
export function InvocationsPanel({
  path,
  queryKey,
  title = 'Invocations',
  refetchInterval,
}: {
  path: string;
  queryKey: readonly unknown[];
  title?: string;
  refetchInterval?: number | false;
}) {
  const { api, p, projectId } = useProjectApi();
  const [status, setStatus] = useState<string | null>(null);
  const [limit, setLimit] = useState<string>('10');
  const [open, setOpen] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['project', projectId, ...queryKey, status, limit],
    queryFn: () => api.get<{ data: Invocations }>(p(`${path}${queryString({ status, limit })}`)),
    refetchInterval,
  });
  const list = q.data?.data.invocations ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4">
          {title}
          {q.data?.data.function_name ? ` of ${q.data.data.function_name}` : ''}
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label="Outcome"
            size="xs"
            w={140}
            data={[
              { value: 'success', label: 'Succeeded' },
              { value: 'failed', label: 'Failed' },
            ]}
            value={status}
            onChange={setStatus}
            placeholder="All"
            clearable
          />
          <Select label="How many" size="xs" w={110} data={LIMITS} value={limit} onChange={(v) => setLimit(v ?? '10')} allowDeselect={false} />
          <Button size="xs" variant="default" onClick={() => q.refetch()} loading={q.isFetching && !q.isPending}>
            Refresh
          </Button>
        </Group>
      </Group>
      {q.error ? <ErrorAlert error={q.error} /> : null}
      {q.isPending ? (
        <Loading label="Loading invocations" />
      ) : (
        <DataTable
          label={title}
          minWidth={760}
          empty={
            status ? 'No invocation with this outcome among the recent ones.' : 'No invocation yet: invoke the function to see its request and answer here.'
          }
          head={['When', 'Outcome', 'Status code', 'Duration', 'Kind', 'Edge ray id', '']}
          rows={
            list.length === 0 ? (
              []
            ) : (
              <>
                {list.map((inv) => (
                  <InvocationRow key={inv.id} inv={inv} open={open === inv.id} onToggle={() => setOpen(open === inv.id ? null : inv.id)} />
                ))}
              </>
            )
          }
        />
      )}
    </Stack>
  );
}

function InvocationRow({ inv, open, onToggle }: { inv: Invocation; open: boolean; onToggle: () => void }) {
  const outcome = invocationOutcome(inv);
  return (
    <Fragment>
      <Table.Tr data-invocation={inv.id}>
        <Table.Td>{when(inv.created_at)}</Table.Td>
        <Table.Td>
          <StatusText color={outcome === 'success' ? 'green.9' : 'red.9'} label={outcome === 'success' ? 'Succeeded' : 'Failed'} />
        </Table.Td>
        <Table.Td>{inv.status_code}</Table.Td>
        <Table.Td>{durationMs(inv.duration_ms)}</Table.Td>
        <Table.Td>{invocationKindWords(inv.kind)}</Table.Td>
        <Table.Td>
          <Text component="span" ff="monospace" size="xs">
            {inv.edge_ray_id || '—'}
          </Text>
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-xs"
            variant="default"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`${open ? 'Hide details' : 'Details'} of the invocation of ${when(inv.created_at)}`}
          >
            {open ? 'Hide details' : 'Details'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={7}>
            <InvocationDetails inv={inv} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** The request, answer, error and console lines of one invocation. */
export function InvocationDetails({ inv }: { inv: Invocation }) {
  return (
    <Stack gap="xs" maw={900}>
      <Text size="xs" c="dimmed">
        Invocation {inv.id}
      </Text>
      {inv.error_message && (
        <Text size="sm" c="red" className="fn-break">
          Error: {inv.error_message}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {inv.kind === 'upstream_notification' ? 'Notification from the upstream' : 'Request'}
      </Text>
      <JsonBlock value={inv.request_body ?? {}} label={`Request of invocation ${inv.id}`} />
      {inv.kind !== 'upstream_notification' && (
        <>
          <Text size="sm" fw={600}>
            Response
          </Text>
          <JsonBlock value={inv.response_body ?? {}} label={`Response of invocation ${inv.id}`} />
        </>
      )}
      <Text size="sm" fw={600}>
        Console
      </Text>
      {inv.console_logs && inv.console_logs.length > 0 ? (
        <JsonBlock
          label={`Console of invocation ${inv.id}`}
          text={inv.console_logs.map((l) => `${l.logged_at}  ${l.level.toUpperCase()}  ${l.message}`).join('\n')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Nothing written to the console.
        </Text>
      )}
    </Stack>
  );
}
