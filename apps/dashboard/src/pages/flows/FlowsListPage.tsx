import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, ErrorAlert, Page, PagePager, QueryView, useProjectApi, usePageList, when } from '../kit';
import { categoryWords, type Flow } from './flow-logic';
import { FlowStatusBadge } from './FlowStatusBadge';
import { accountsOf, numberLabel, useNumbers } from './numbers';

/** The project's flows, most recent first (page style), filtered by name, status and number (kept in the address); sync from the upstream. */
export function FlowsListPage() {
  const { can, projectId } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const status = params.get('status');
  const number = params.get('phone_number_id');
  const [nameText, setNameText] = useState(name);
  const [debounced] = useDebouncedValue(nameText, 300);
  const numbers = useNumbers();
  const set = (k: string, v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  useEffect(() => {
    if (debounced.trim() !== name) set('name', debounced.trim() || null);
    // Only a new typed value moves the address.
  }, [debounced]);
  const list = usePageList<Flow>(['flows'], '/messaging/flows', { name_contains: name, status, phone_number_id: number });
  return (
    <Page
      title="Flows"
      description="Interactive forms the customer fills inside WhatsApp, kept in sync with the upstream."
      actions={
        can('messaging', 'write') && (
          <Button component={Link} to={`/p/${projectId}/flows/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            New flow
          </Button>
        )
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Name contains" value={nameText} onChange={(e) => setNameText(e.currentTarget.value)} w={220} />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          w={160}
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
            { value: 'deprecated', label: 'Deprecated' },
          ]}
          value={status}
          onChange={(v) => set('status', v)}
        />
        <Select
          label="Number"
          placeholder="Any"
          clearable
          w={280}
          data={(numbers.data?.data ?? []).map((n) => ({ value: n.phone_number_id, label: numberLabel(n) }))}
          value={number}
          onChange={(v) => set('phone_number_id', v)}
        />
      </Group>
      <QueryView query={list} label="Loading flows">
        {(data) => (
          <>
            <DataTable
              label="Flows"
              minWidth={820}
              empty={
                name || status || number
                  ? 'No flow matches these filters.'
                  : 'No flow yet. Create one, or sync the flows of a business account from the upstream.'
              }
              head={['Name', 'Status', 'Categories', 'Number', 'Data endpoint', 'JSON version', 'Updated']}
              rows={data.data.map((f) => [
                <Anchor key="n" component={Link} to={`/p/${projectId}/flows/${f.id}`}>
                  {f.name}
                </Anchor>,
                <FlowStatusBadge key="s" status={f.status} />,
                (f.categories ?? []).map(categoryWords).join(', ') || '—',
                f.phone_number_id || '—',
                f.has_data_endpoint ? 'Yes' : 'No',
                f.json_version || '—',
                when(f.updated_at),
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="flows" />
          </>
        )}
      </QueryView>
      {can('messaging', 'write') && <SyncFlows accounts={accountsOf(numbers.data?.data ?? [])} />}
    </Page>
  );
}

/** Pulls the flows of a business account from the upstream (`POST /messaging/flows/sync`): new ones added, known ones refreshed. */
function SyncFlows({ accounts }: { accounts: string[] }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [account, setAccount] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const chosen = account ?? (accounts.length === 1 ? accounts[0] : null);
  const sync = useMutation({
    mutationFn: (business_account_id: string) => api.post<{ data: { created: Flow[]; updated: Flow[] } }>(p('/messaging/flows/sync'), { business_account_id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = accounts.length ? chosen : typed.trim();
    if (id) sync.mutate(id);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-label="Sync flows from the upstream">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Sync from the upstream
          </Title>
          <Text size="sm" c="dimmed">
            Flows made outside the platform are added; those it knows get the upstream&apos;s status, name and versions.
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {accounts.length ? (
              <Select label="Business account" data={accounts} value={chosen} onChange={setAccount} w={260} allowDeselect={false} />
            ) : (
              <TextInput label="Business account id" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={260} inputMode="numeric" />
            )}
            <Button
              type="submit"
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={sync.isPending}
              disabled={accounts.length ? !chosen : !typed.trim()}
            >
              Sync flows
            </Button>
          </Group>
          <ErrorAlert error={sync.error} />
          {sync.data && (
            <Alert variant="default" color="green" role="status">
              {sync.data.data.created.length} added, {sync.data.data.updated.length} refreshed.
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
