import { Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, ErrorAlert, Page, PagePager, QueryView, newIdempotencyKey, relativeTime, useProjectApi, usePageList, when } from '../kit';
import type { Customer } from './onboarding';

/** `/p/{id}/customers`: the project's customers, newest first (page style), and creating one. */
export function CustomersListPage() {
  const { can } = useProjectApi();
  const list = usePageList<Customer>(['customers', 'list'], '/customers');
  const [creating, setCreating] = useState(false);
  return (
    <Page
      title="Customers"
      description="The businesses you onboard: each connects its numbers through a setup link you send it."
      actions={
        can('messaging', 'write') && !creating ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
            New customer
          </Button>
        ) : null
      }
    >
      {creating && <NewCustomerForm onCancel={() => setCreating(false)} />}
      <QueryView query={list} label="Loading customers">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Customers"
              head={['Name', 'Your id for it', 'Created', 'Updated']}
              empty="No customer yet. Create one, then send it a setup link to connect its number."
              rows={data.data.map((c) => [
                <Anchor component={Link} to={c.id} key="n">
                  {c.name}
                </Anchor>,
                c.external_customer_id ?? '—',
                <span title={when(c.created_at)} key="c">
                  {relativeTime(c.created_at)}
                </span>,
                when(c.updated_at),
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="customers" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

/** The create form: name and the project's own id for the customer (optional). */
function NewCustomerForm({ onCancel }: { onCancel: () => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [external, setExternal] = useState('');
  const key = useRef<string | null>(null);
  const create = useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      const customer: Record<string, string> = { name: name.trim() };
      if (external.trim()) customer.external_customer_id = external.trim();
      return api.request<{ data: Customer }>('POST', p('/customers'), { customer }, { 'idempotency-key': key.current });
    },
    onSuccess: async (res) => {
      key.current = null;
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'customers'] });
      navigate(res.data.id);
    },
  });
  const changed = () => {
    key.current = null;
  };
  return (
    <Card withBorder component="form" aria-label="New customer" onSubmit={(e) => (e.preventDefault(), create.mutate())}>
      <Stack gap="sm">
        <Text fw={600}>New customer</Text>
        <Group grow align="flex-start" className="stack-narrow">
          <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => (setName(e.currentTarget.value), changed())} />
          <TextInput
            label="Your id for it (optional)"
            description="external_customer_id: unique in the project"
            maxLength={200}
            value={external}
            onChange={(e) => (setExternal(e.currentTarget.value), changed())}
          />
        </Group>
        <ErrorAlert error={create.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create customer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
