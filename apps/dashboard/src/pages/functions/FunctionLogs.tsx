import { StatusText } from './StatusText';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, ErrorAlert, Loading, useProjectApi, when } from '../kit';
import type { FunctionLog, FunctionRecord } from './function-logic';
import './functions.css';

const LEVEL_COLOR: Record<string, string> = { error: 'red.9', warn: 'orange.9', info: 'blue.9', debug: 'gray.7', log: 'gray.7' };

/** The console lines of the function's recent invocations (`GET /functions/{id}/logs`, 1 to 50 lines), secrets redacted. */
export function FunctionLogs({ fn }: { fn: FunctionRecord }) {
  const { api, p, projectId } = useProjectApi();
  const [limit, setLimit] = useState('20');
  const q = useQuery({
    queryKey: ['project', projectId, 'functions', fn.id, 'logs', limit],
    queryFn: () => api.get<{ data: { function_id: string; function_name: string; logs: FunctionLog[] } }>(p(`/functions/${fn.id}/logs?limit=${limit}`)),
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Console lines
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label="How many lines"
            size="xs"
            w={130}
            data={['10', '20', '50']}
            value={limit}
            onChange={(v) => setLimit(v ?? '20')}
            allowDeselect={false}
          />
          <Button size="xs" variant="default" onClick={() => q.refetch()} loading={q.isFetching && !q.isPending}>
            Refresh
          </Button>
        </Group>
      </Group>
      {q.error ? <ErrorAlert error={q.error} /> : null}
      {q.isPending ? (
        <Loading label="Loading the logs" />
      ) : (
        <DataTable
          label="Console lines"
          minWidth={760}
          empty="No console line yet: what the function writes with console.log appears here after an invocation."
          head={['When', 'Level', 'Message', 'Outcome', 'Invocation', 'Edge ray id']}
          rows={(q.data?.data.logs ?? []).map((l, i) => [
            when(l.logged_at),
            <StatusText key={`l${i}`} color={LEVEL_COLOR[l.level] ?? 'gray.7'} label={l.level} />,
            <Text key={`m${i}`} size="sm" ff="monospace" className="fn-break">
              {l.message}
            </Text>,
            l.outcome === 'success' ? 'Succeeded' : l.outcome === 'failed' ? 'Failed' : l.outcome,
            <Text key={`i${i}`} size="xs" ff="monospace">
              {l.invocation_id}
            </Text>,
            <Text key={`r${i}`} size="xs" ff="monospace">
              {l.cf_ray}
            </Text>,
          ])}
        />
      )}
    </Stack>
  );
}
