import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ConfirmButton, ErrorAlert, Fields, Loading, Page, useProjectApi, when } from '../kit';
import { FunctionCode } from './FunctionCode';
import { FunctionInvoke } from './FunctionInvoke';
import { FunctionLogs } from './FunctionLogs';
import { FunctionSecrets } from './FunctionSecrets';
import { FunctionSettings } from './FunctionSettings';
import { functionStatusWords, type FunctionRecord } from './function-logic';
import { FunctionStatusBadge } from './FunctionStatusBadge';
import { InvocationsPanel } from './Invocations';

const TABS = ['code', 'invoke', 'invocations', 'logs', 'secrets', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** A function: its fields, deploy, and tabs for its code, invoking it, its invocations, logs, secrets and settings (`?tab=`, so each is a link). */
export function FunctionPage() {
  const { functionId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'code';
  const qc = useQueryClient();
  const key = ['project', projectId, 'functions', functionId] as const;
  const fn = useQuery({ queryKey: key, queryFn: () => api.get<{ data: FunctionRecord }>(p(`/functions/${functionId}`)) });
  const writer = can('messaging', 'write');
  const deploy = useMutation({
    mutationFn: () => api.post<{ data: FunctionRecord }>(p(`/functions/${functionId}/deploy`)),
    onSuccess: (res) => qc.setQueryData(key, res),
    onSettled: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'functions'] }),
  });
  if (!fn.data) {
    return <Page title="Function">{fn.error ? <ErrorAlert error={fn.error} /> : <Loading label="Loading the function" />}</Page>;
  }
  const f = fn.data.data;
  const status = functionStatusWords(f.status);
  return (
    <Page
      title={f.name}
      description={
        <Anchor component={Link} to={`/p/${projectId}/functions`} size="sm">
          All functions
        </Anchor>
      }
      actions={
        writer && (
          <>
            <Button leftSection={<IconRocket size={16} aria-hidden="true" />} onClick={() => deploy.mutate()} loading={deploy.isPending}>
              {f.status === 'deployed' ? 'Deploy again' : 'Deploy'}
            </Button>
            <DeleteFunction id={f.id} name={f.name} />
          </>
        )
      }
    >
      {deploy.isPending && (
        <Alert variant="default" color="blue" role="status" title="Deploying">
          Deploying version {f.version} to the edge runtime…
        </Alert>
      )}
      <ErrorAlert error={deploy.error} />
      {!deploy.isPending && deploy.isSuccess && f.status === 'deployed' && (
        <Alert variant="default" color="green" role="status" title="Deployed">
          Version {f.version} is live at its endpoint.
        </Alert>
      )}
      {f.status === 'error' && (
        <Alert variant="default" color="red" title="The last deploy failed" role="alert">
          <Text size="sm" className="fn-break">
            {f.deploy_error || 'The runtime gave no reason.'}
          </Text>
        </Alert>
      )}
      <Fields
        label="The function"
        items={[
          [
            'Status',
            <Group key="s" gap="xs">
              <FunctionStatusBadge status={f.status} />
              <Text size="sm" c="dimmed">
                {status.hint}
              </Text>
            </Group>,
          ],
          ['Version', `v${f.version}`],
          ['Last deployed', f.last_deployed_at ? when(f.last_deployed_at) : 'Never'],
          [
            'Endpoint',
            <Text key="e" size="sm" ff="monospace" className="fn-break">
              {f.endpoint_url}
            </Text>,
          ],
          ['Slug', f.slug],
          ['Description', f.description],
          ['Time limit', `${f.timeout_ms} ms`],
          ['Invoke answers', f.invoke_response_mode === 'wrapped' ? 'Wrapped in {data: ...}' : 'As the function answers (passthrough)'],
          ['Secrets', f.secret_names.length ? f.secret_names.join(', ') : 'None'],
          ['Created', when(f.created_at)],
          ['Updated', when(f.updated_at)],
          [
            'Id',
            <Text key="id" size="sm" ff="monospace" className="fn-break">
              {f.id}
            </Text>,
          ],
        ]}
      />
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'code' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label="Parts of the function">
          <Tabs.Tab value="code">Code</Tabs.Tab>
          <Tabs.Tab value="invoke">Invoke</Tabs.Tab>
          <Tabs.Tab value="invocations">Invocations</Tabs.Tab>
          <Tabs.Tab value="logs">Logs</Tabs.Tab>
          <Tabs.Tab value="secrets">Secrets</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Stack pt="md">
          <Tabs.Panel value="code">
            <FunctionCode fn={f} />
          </Tabs.Panel>
          <Tabs.Panel value="invoke">
            <FunctionInvoke fn={f} />
          </Tabs.Panel>
          <Tabs.Panel value="invocations">
            <InvocationsPanel path={`/functions/${f.id}/invocations`} queryKey={['functions', f.id, 'invocations']} />
          </Tabs.Panel>
          <Tabs.Panel value="logs">
            <FunctionLogs fn={f} />
          </Tabs.Panel>
          <Tabs.Panel value="secrets">
            <FunctionSecrets fn={f} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <FunctionSettings fn={f} />
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Page>
  );
}

/** Delete, confirmed; while a workflow or a flow uses the function the API says which (409) and "Delete anyway" forces it. */
function DeleteFunction({ id, name }: { id: string; name: string }) {
  const { api, p, projectId } = useProjectApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [inUse, setInUse] = useState<ApiError | null>(null);
  const del = useMutation({
    mutationFn: (force: boolean) => api.delete(p(`/functions/${id}${force ? '?force=true' : ''}`)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions'] });
      navigate(`/p/${projectId}/functions`);
    },
    onError: (e) => setInUse(e instanceof ApiError && e.status === 409 ? e : null),
  });
  const users = (k: string) => (Array.isArray(inUse?.body[k]) ? (inUse.body[k] as Array<{ id: string; name: string }>) : []);
  return (
    <>
      <ConfirmButton
        label="Delete"
        title={`Delete ${name}?`}
        message="The function and its secrets are deleted; its endpoint stops answering."
        onConfirm={() => del.mutateAsync(false).catch(() => undefined)}
        loading={del.isPending}
      />
      {del.error && !inUse ? <ErrorAlert error={del.error} /> : null}
      {inUse && (
        <Alert variant="default" color="orange" title="This function is in use" role="alert">
          <Stack gap="xs">
            <Text size="sm">{inUse.message}</Text>
            {users('workflows').length > 0 && (
              <Text size="sm">
                Workflows:{' '}
                {users('workflows')
                  .map((w) => w.name)
                  .join(', ')}
              </Text>
            )}
            {users('flows').length > 0 && (
              <Text size="sm">
                Flows:{' '}
                {users('flows')
                  .map((w) => w.name)
                  .join(', ')}
              </Text>
            )}
            <ConfirmButton
              label="Delete anyway"
              title={`Delete ${name} while it is in use?`}
              message="What uses it will then call a function that no longer exists."
              onConfirm={() => del.mutateAsync(true).catch(() => undefined)}
              size="xs"
            />
          </Stack>
        </Alert>
      )}
    </>
  );
}
