import { Alert, Anchor, Button, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconExternalLink, IconEye, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmButton, ErrorAlert, Fields, Loading, newIdempotencyKey, Page, useProjectApi, when } from '../kit';
import { InvocationsPanel } from '../functions/Invocations';
import '../functions/functions.css';
import { categoryWords, flowActions, type Flow } from './flow-logic';
import { FlowDataEndpoint } from './FlowDataEndpoint';
import { FlowStatusBadge } from './FlowStatusBadge';
import { FlowVersions } from './FlowVersions';

const TABS = ['versions', 'data-endpoint', 'invocations'] as const;
type Tab = (typeof TABS)[number];

/** A flow: its fields and status, the actions its status allows, its versions, data endpoint and the invocations of its function (`?tab=`). */
export function FlowPage() {
  const { flowId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'versions';
  const qc = useQueryClient();
  const key = ['project', projectId, 'flows', flowId] as const;
  const flow = useQuery({ queryKey: key, queryFn: () => api.get<{ data: Flow }>(p(`/messaging/flows/${flowId}`)) });
  const command = useMutation({
    mutationFn: (verb: 'publish' | 'deprecate' | 'preview') => api.post<{ data: Flow }>(p(`/messaging/flows/${flowId}/${verb}`)),
    onSuccess: (res) => {
      qc.setQueryData(key, res);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] });
    },
  });
  if (!flow.data) {
    return <Page title="Flow">{flow.error ? <ErrorAlert error={flow.error} /> : <Loading label="Loading the flow" />}</Page>;
  }
  const f = flow.data.data;
  const allowed = flowActions(f.status);
  const writer = can('messaging', 'write');
  return (
    <Page
      title={f.name}
      description={
        <Anchor component={Link} to={`/p/${projectId}/flows`} size="sm">
          All flows
        </Anchor>
      }
      actions={
        writer && (
          <>
            {allowed.publish && (
              <Button
                leftSection={<IconSend size={16} aria-hidden="true" />}
                onClick={() => command.mutate('publish')}
                loading={command.isPending && command.variables === 'publish'}
              >
                Publish
              </Button>
            )}
            {allowed.preview && (
              <Button
                variant="default"
                leftSection={<IconEye size={16} aria-hidden="true" />}
                onClick={() => command.mutate('preview')}
                loading={command.isPending && command.variables === 'preview'}
              >
                Preview
              </Button>
            )}
            {allowed.clone && <CloneFlow flow={f} />}
            {allowed.deprecate && (
              <ConfirmButton
                label="Deprecate"
                title={`Deprecate ${f.name}?`}
                message="A deprecated flow can no longer be sent or changed; this cannot be undone."
                onConfirm={() => command.mutateAsync('deprecate').catch(() => undefined)}
                loading={command.isPending && command.variables === 'deprecate'}
              />
            )}
          </>
        )
      }
    >
      <ErrorAlert
        error={command.error}
        title={command.variables ? `The flow could not ${command.variables === 'preview' ? 'get a preview' : `be ${command.variables}ed`}` : undefined}
      />
      {command.isSuccess && command.variables === 'publish' && (
        <Alert variant="default" color="green" role="status">
          Published: the flow can be sent to customers.
        </Alert>
      )}
      <Fields
        label="The flow"
        items={[
          ['Status', <FlowStatusBadge key="s" status={f.status} />],
          ['Categories', (f.categories ?? []).map(categoryWords).join(', ')],
          ['Number', f.phone_number_id],
          ['Business account', f.business_account_id],
          ['JSON version', f.json_version],
          ['Data API version', f.data_api_version],
          [
            'Preview',
            f.preview_url ? (
              <Anchor key="pv" href={f.preview_url} target="_blank" rel="noreferrer" className="fn-break" size="sm">
                {f.preview_url} <IconExternalLink size={12} aria-hidden="true" />
              </Anchor>
            ) : (
              'None yet: press Preview'
            ),
          ],
          ['Data endpoint', f.has_data_endpoint ? 'Configured' : 'None'],
          ['Encryption', f.flows_encryption_configured ? 'Configured' : 'Not set up'],
          ['Published', f.published_at ? when(f.published_at) : 'Never'],
          ['Last synced', f.last_synced_at ? when(f.last_synced_at) : 'Never'],
          ['Created', when(f.created_at)],
          ['Updated', when(f.updated_at)],
          [
            'Upstream id',
            <Text key="u" size="sm" ff="monospace" className="fn-break">
              {f.upstream_flow_id}
            </Text>,
          ],
          [
            'Id',
            <Text key="id" size="sm" ff="monospace" className="fn-break">
              {f.id}
            </Text>,
          ],
        ]}
      />
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'versions' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label="Parts of the flow">
          <Tabs.Tab value="versions">Versions</Tabs.Tab>
          <Tabs.Tab value="data-endpoint">Data endpoint</Tabs.Tab>
          <Tabs.Tab value="invocations">Function invocations</Tabs.Tab>
        </Tabs.List>
        <Stack pt="md">
          <Tabs.Panel value="versions">
            <FlowVersions flow={f} />
          </Tabs.Panel>
          <Tabs.Panel value="data-endpoint">
            <FlowDataEndpoint flow={f} />
          </Tabs.Panel>
          <Tabs.Panel value="invocations">
            {f.has_data_endpoint ? (
              <InvocationsPanel path={`/messaging/flows/${f.id}/function_invocations`} queryKey={['flows', f.id, 'invocations']} title="Function invocations" />
            ) : (
              <Text c="dimmed">The flow has no data endpoint: its function&apos;s invocations appear here once one is set.</Text>
            )}
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Page>
  );
}

/** Clone upstream into a new draft (its current JSON as the first version), optionally under a new name. */
function CloneFlow({ flow }: { flow: Flow }) {
  const { api, p, projectId } = useProjectApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState(`${flow.name} (copy)`.slice(0, 200));
  const key = useRef(newIdempotencyKey());
  const clone = useMutation({
    mutationFn: () =>
      api.request<{ data: Flow }>('POST', p(`/messaging/flows/${flow.id}/clone`), { name: name.trim() || undefined }, { 'idempotency-key': key.current }),
    onSuccess: (res) => {
      key.current = newIdempotencyKey();
      close();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] });
      navigate(`/p/${projectId}/flows/${res.data.id}`);
    },
  });
  return (
    <>
      <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={open}>
        Clone
      </Button>
      <Modal opened={opened} onClose={close} title={`Clone ${flow.name}`} centered>
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            clone.mutate();
          }}
        >
          <Stack>
            <TextInput label="Name of the clone" maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Text size="sm" c="dimmed">
              The clone is a new draft with this flow&apos;s current JSON and no data endpoint.
            </Text>
            <ErrorAlert error={clone.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={clone.isPending}>
                Clone
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
