import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert, Fields, useProjectApi } from '../kit';
import { functionStatusWords, type FunctionRecord } from '../functions/function-logic';
import '../functions/functions.css';
import type { Flow } from './flow-logic';

/**
 * The flow's data endpoint: the function it calls, flows encryption for its number, pointing it at a
 * deployed function (registered upstream in the same call), and registering it again.
 */
export function FlowDataEndpoint({ flow }: { flow: Flow }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const writer = can('messaging', 'write');
  const fns = useQuery({
    queryKey: ['project', projectId, 'functions', 'choices'],
    queryFn: () => api.get<{ data: FunctionRecord[] }>(p('/functions?per_page=100')),
  });
  const current = fns.data?.data.find((f) => f.id === flow.data_endpoint_function_id);
  const [choice, setChoice] = useState<string | null>(null);
  const onFlow = (res: { data: Flow }) => {
    qc.setQueryData(['project', projectId, 'flows', flow.id], res);
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] });
  };
  const encrypt = useMutation({ mutationFn: () => api.post<{ data: Flow }>(p(`/messaging/flows/${flow.id}/setup_encryption`)), onSuccess: onFlow });
  const point = useMutation({
    mutationFn: (function_id: string) => api.request<{ data: Flow }>('PATCH', p(`/messaging/flows/${flow.id}/data_endpoint`), { function_id }),
    onSuccess: onFlow,
  });
  const register = useMutation({ mutationFn: () => api.post<{ data: Flow }>(p(`/messaging/flows/${flow.id}/data_endpoint/register`)), onSuccess: onFlow });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Data endpoint
      </Title>
      <Text size="sm" c="dimmed">
        While the customer moves through the flow, the upstream calls this function (encrypted with the number&apos;s flows key) for each screen&apos;s data.
      </Text>
      <Fields
        label="Data endpoint"
        items={[
          [
            'Function',
            flow.data_endpoint_function_id ? (
              <Anchor key="f" component={Link} to={`/p/${projectId}/functions/${flow.data_endpoint_function_id}`}>
                {current?.name ?? flow.data_endpoint_function_id}
              </Anchor>
            ) : (
              'None'
            ),
          ],
          ['Function status', current ? functionStatusWords(current.status).label : null],
          [
            'URL',
            flow.data_endpoint_url ? (
              <Text key="u" size="sm" ff="monospace" className="fn-break">
                {flow.data_endpoint_url}
              </Text>
            ) : null,
          ],
          ['Registered', flow.has_data_endpoint ? 'Yes' : 'No'],
          ['Encryption', flow.flows_encryption_configured ? 'Configured for the number' : 'Not set up'],
        ]}
      />
      {writer && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Stack gap="xs">
              <Title order={3} size="h5">
                1. Flows encryption
              </Title>
              {!flow.phone_number_id ? (
                <Text size="sm">The flow has no phone number: encryption and a data endpoint need one.</Text>
              ) : (
                <>
                  <Text size="sm">
                    {flow.flows_encryption_configured
                      ? 'A key pair is configured for the number. Setting it up again makes a new key pair and uploads its public key.'
                      : 'Makes a key pair for the number and uploads its public key upstream (the private key stays encrypted on the platform).'}
                  </Text>
                  <Group>
                    <Button variant={flow.flows_encryption_configured ? 'default' : 'filled'} onClick={() => encrypt.mutate()} loading={encrypt.isPending}>
                      {flow.flows_encryption_configured ? 'Set up encryption again' : 'Set up encryption'}
                    </Button>
                  </Group>
                  <ErrorAlert error={encrypt.error} />
                  {encrypt.isSuccess && (
                    <Alert variant="default" color="green" role="status">
                      Encryption is configured.
                    </Alert>
                  )}
                </>
              )}
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                2. The function
              </Title>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Select
                  label="Function"
                  placeholder={fns.isPending ? 'Loading functions…' : 'Pick a deployed function'}
                  data={(fns.data?.data ?? []).map((f) => ({
                    value: f.id,
                    label: `${f.name} (${functionStatusWords(f.status).label})`,
                    disabled: f.status !== 'deployed',
                  }))}
                  value={choice ?? flow.data_endpoint_function_id ?? null}
                  onChange={setChoice}
                  w={320}
                  nothingFoundMessage="No function yet"
                />
                <Button
                  onClick={() => {
                    const id = choice ?? flow.data_endpoint_function_id;
                    if (id) point.mutate(id);
                  }}
                  disabled={!(choice ?? flow.data_endpoint_function_id)}
                  loading={point.isPending}
                >
                  Use and register
                </Button>
                {flow.has_data_endpoint && (
                  <Button variant="default" onClick={() => register.mutate()} loading={register.isPending}>
                    Register again
                  </Button>
                )}
              </Group>
              {fns.data && fns.data.data.length === 0 && (
                <Text size="sm">
                  The project has no function yet:{' '}
                  <Anchor component={Link} to={`/p/${projectId}/functions/new`}>
                    create one
                  </Anchor>{' '}
                  and deploy it.
                </Text>
              )}
              <ErrorAlert error={point.error ?? register.error} />
              {(point.isSuccess || register.isSuccess) && (
                <Alert variant="default" color="green" role="status">
                  The function is registered upstream as the flow&apos;s data endpoint.
                </Alert>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
