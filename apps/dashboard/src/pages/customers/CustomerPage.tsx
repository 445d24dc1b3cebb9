import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmButton, DataTable, ErrorAlert, Fields, Loading, Page, PagePager, QueryView, relativeTime, useProjectApi, usePageList, when } from '../kit';
import type { PageList } from '../kit';
import type { PhoneNumber } from '../numbers/numbers';
import { qualityWords } from '../numbers/numbers';
import { ConnectNumberForm } from './ConnectNumberForm';
import { OnboardingProgress } from './OnboardingProgress';
import { SetupLinks } from './SetupLinks';
import { isSignupRunning, type Customer, type SetupLink } from './onboarding';

/** How often the page looks again while the customer may be onboarding (link active) and while a step runs. */
const WAITING_MS = 3000;
const RUNNING_MS = 1000;

/** `/p/{id}/customers/{customer_id}`: a customer's fields, its onboarding, numbers and setup links. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const enc = encodeURIComponent(customerId);
  const customer = useQuery({
    queryKey: ['project', projectId, 'customers', customerId],
    queryFn: () => api.get<{ data: Customer }>(p(`/customers/${enc}`)),
  });
  // The newest link drives the onboarding steps; it is looked at again while the customer may act.
  const newest = useQuery({
    queryKey: ['project', projectId, 'customers', customerId, 'newest-link'],
    queryFn: () => api.get<PageList<SetupLink>>(p(`/customers/${enc}/setup_links?page=1&per_page=1`)),
    refetchInterval: (q) => {
      const l = q.state.data?.data[0];
      if (!l) return false;
      if (isSignupRunning(l.messaging_setup_status)) return RUNNING_MS;
      return l.status === 'active' ? WAITING_MS : false;
    },
  });
  const link = newest.data?.data[0];
  const watching = Boolean(link && (link.status === 'active' || isSignupRunning(link.messaging_setup_status)));
  const numbers = usePageList<PhoneNumber>(['customers', customerId, 'numbers'], '/messaging/phone_numbers', { customer_id: customerId }, 20, {
    refetchInterval: watching ? WAITING_MS : false,
  });
  // When the link is used the number is connected already (same finish): read the numbers and links again.
  const lastStatus = useRef<string | undefined>(undefined);
  const linkState = link ? `${link.id}:${link.status}:${link.messaging_setup_status}` : undefined;
  useEffect(() => {
    if (lastStatus.current && linkState && lastStatus.current !== linkState) {
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'customers', customerId, 'numbers'] });
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'customers', customerId, 'setup_links'] });
    }
    lastStatus.current = linkState;
  }, [linkState, qc, projectId, customerId]);

  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api.delete(p(`/customers/${enc}`)),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'customers'] });
      navigate('..', { relative: 'path' });
    },
  });
  const [editing, setEditing] = useState(false);
  const writer = can('messaging', 'write');

  if (!customer.data) {
    return <Page title="Customer">{customer.error ? <ErrorAlert error={customer.error} /> : <Loading label="Loading the customer" />}</Page>;
  }
  const c = customer.data.data;
  return (
    <Page
      title={c.name}
      description={
        <Anchor component={Link} to="..">
          All customers
        </Anchor>
      }
      actions={
        writer ? (
          <>
            <Button component={Link} to="setup-links/new" leftSection={<IconLink size={16} aria-hidden="true" />}>
              New setup link
            </Button>
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
              Edit
            </Button>
            <ConfirmButton
              label="Delete"
              title={`Delete ${c.name}?`}
              message="The customer and its setup links are deleted. A customer with connected numbers cannot be deleted."
              onConfirm={() => remove.mutateAsync().catch(() => undefined)}
              loading={remove.isPending}
            />
          </>
        ) : null
      }
    >
      <ErrorAlert error={remove.error} title="The customer was not deleted" />
      {editing && <EditCustomer customer={c} onDone={() => setEditing(false)} />}
      <Fields
        label="Customer"
        items={[
          ['Name', c.name],
          ['Your id for it', c.external_customer_id],
          ['Customer id', <code key="id">{c.id}</code>],
          ['Created', when(c.created_at)],
          ['Updated', when(c.updated_at)],
        ]}
      />

      <Card withBorder component="section" aria-labelledby="onboarding-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="onboarding-title">
              Onboarding
            </Title>
            {watching && (
              <Badge variant="dot" color="blue">
                Watching for the customer’s progress
              </Badge>
            )}
          </Group>
          <QueryView query={newest} label="Loading the onboarding">
            {() => <OnboardingProgress link={link} numbers={numbers.data?.data ?? []} />}
          </QueryView>
        </Stack>
      </Card>

      <Stack component="section" aria-labelledby="numbers-title" gap="xs">
        <Title order={2} size="h4" id="numbers-title">
          Numbers
        </Title>
        <QueryView query={numbers} label="Loading the customer's numbers">
          {(data) => (
            <>
              <DataTable
                label="Numbers of the customer"
                head={['Number', 'Name', 'Status', 'Quality', 'Connection', 'Connected']}
                empty="No number connected yet: the customer connects one through a setup link."
                rows={data.data.map((n) => [
                  <Anchor component={Link} to={`/p/${projectId}/numbers/${n.phone_number_id}`} key="n">
                    {n.display_phone_number || n.phone_number_id}
                  </Anchor>,
                  n.name || n.verified_name || '—',
                  n.status || '—',
                  qualityWords(n.quality_rating).words,
                  n.is_coexistence ? 'Coexistence (business app)' : 'Dedicated API number',
                  <span title={when(n.created_at)} key="c">
                    {relativeTime(n.created_at)}
                  </span>,
                ])}
              />
              <PagePager meta={data.meta} onPage={numbers.setPage} label="numbers" />
            </>
          )}
        </QueryView>
        {writer && <ConnectNumberForm customerId={customerId} />}
      </Stack>

      <SetupLinks customerId={customerId} refetchInterval={watching ? WAITING_MS : false} />
    </Page>
  );
}

/** Name and the project's own id; an emptied id is cleared (`null`). */
function EditCustomer({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [name, setName] = useState(customer.name);
  const [external, setExternal] = useState(customer.external_customer_id ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, string | null> = {};
      if (name.trim() !== customer.name) body.name = name.trim();
      const ext = external.trim();
      if (ext !== (customer.external_customer_id ?? '')) body.external_customer_id = ext || null;
      if (!Object.keys(body).length) return Promise.resolve(null);
      return api.request('PATCH', p(`/customers/${encodeURIComponent(customer.id)}`), { customer: body });
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'customers'] });
      onDone();
    },
  });
  return (
    <Card withBorder component="form" aria-label="Edit the customer" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <Stack gap="sm">
        <Group grow align="flex-start" className="stack-narrow">
          <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput
            label="Your id for it"
            description="Leave empty to clear it"
            maxLength={200}
            value={external}
            onChange={(e) => setExternal(e.currentTarget.value)}
          />
        </Group>
        <ErrorAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            Save
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Changes apply at once; setup links already sent keep working.
        </Text>
      </Stack>
    </Card>
  );
}
