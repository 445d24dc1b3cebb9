import { StatusText } from '../functions/StatusText';
import { Alert, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DataTable, ErrorAlert, Loading, newIdempotencyKey, useProjectApi, when } from '../kit';
import { JsonBlock } from '../functions/JsonBlock';
import { parseJsonObject, prettyJson } from '../functions/function-logic';
import '../functions/functions.css';
import { flowActions, validationErrorWords, type Flow, type FlowVersion } from './flow-logic';
import { FlowStatusBadge } from './FlowStatusBadge';

/** A flow's versions (most recent first), each one's JSON on demand, and a new version from JSON with the upstream's validation errors. */
export function FlowVersions({ flow }: { flow: Flow }) {
  const { api, p, projectId, can } = useProjectApi();
  const key = ['project', projectId, 'flows', flow.id, 'versions'];
  const versions = useQuery({ queryKey: key, queryFn: () => api.get<{ data: FlowVersion[] }>(p(`/messaging/flows/${flow.id}/versions`)) });
  const [shown, setShown] = useState<string | null>(null);
  const list = versions.data?.data ?? [];
  const open = shown ?? list[0]?.id ?? null;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Versions
      </Title>
      {versions.error ? <ErrorAlert error={versions.error} /> : null}
      {versions.isPending ? (
        <Loading label="Loading the versions" />
      ) : (
        <DataTable
          label="Versions"
          minWidth={720}
          empty="No version yet."
          head={['Version', 'Status', 'Validation', 'Created', 'Published', 'JSON digest', '']}
          rows={list.map((v) => [
            v.version_label,
            <FlowStatusBadge key="s" status={v.status} />,
            v.validation_errors.length ? (
              <StatusText key="e" color="red.9" label={v.validation_errors.length === 1 ? '1 error' : `${v.validation_errors.length} errors`} />
            ) : (
              <Text key="e" size="sm">
                Valid
              </Text>
            ),
            when(v.created_at),
            v.published_at ? when(v.published_at) : '—',
            <Text key="sha" size="xs" ff="monospace" title={v.flow_json_sha}>
              {v.flow_json_sha.slice(0, 12)}
            </Text>,
            <Button
              key="b"
              size="compact-xs"
              variant="subtle"
              onClick={() => setShown(v.id)}
              aria-pressed={open === v.id}
              aria-label={`Show JSON of ${v.version_label}`}
            >
              Show JSON
            </Button>,
          ])}
        />
      )}
      {open && <VersionJson flowId={flow.id} version={list.find((v) => v.id === open)} versionId={open} />}
      {can('messaging', 'write') && flowActions(flow.status).newVersion && <NewVersion flow={flow} latestId={list[0]?.id} />}
      {flow.status === 'deprecated' && <Text c="dimmed">A deprecated flow takes no new version; clone it to change it.</Text>}
    </Stack>
  );
}

/** One version's validation errors and its JSON, indented, in a block that scrolls. */
function VersionJson({ flowId, versionId, version }: { flowId: string; versionId: string; version?: FlowVersion }) {
  const { api, p, projectId } = useProjectApi();
  const q = useQuery({
    queryKey: ['project', projectId, 'flows', flowId, 'versions', versionId],
    queryFn: () => api.get<{ data: FlowVersion }>(p(`/messaging/flows/${flowId}/versions/${versionId}`)),
  });
  const v = q.data?.data ?? version;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        JSON of {v?.version_label ?? 'the version'}
      </Title>
      {v && v.validation_errors.length > 0 && <ValidationErrors errors={v.validation_errors} />}
      {q.error ? <ErrorAlert error={q.error} /> : null}
      {q.isPending ? (
        <Loading label="Loading the version's JSON" />
      ) : (
        q.data && <JsonBlock value={q.data.data.flow_json ?? {}} label={`JSON of ${q.data.data.version_label}`} />
      )}
    </Stack>
  );
}

function ValidationErrors({ errors }: { errors: Array<Record<string, unknown>> }) {
  return (
    <Alert
      variant="default"
      color="red"
      title={errors.length === 1 ? 'The upstream found 1 validation error' : `The upstream found ${errors.length} validation errors`}
    >
      <List size="sm" spacing={4}>
        {errors.map((e, i) => (
          <List.Item key={i}>
            <span className="fn-break">{validationErrorWords(e)}</span>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A new version from JSON (starting from the latest version's), uploaded upstream; a published flow returns to draft. */
function NewVersion({ flow, latestId }: { flow: Flow; latestId?: string }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const latest = useQuery({
    queryKey: ['project', projectId, 'flows', flow.id, 'versions', latestId],
    queryFn: () => api.get<{ data: FlowVersion }>(p(`/messaging/flows/${flow.id}/versions/${latestId}`)),
    enabled: Boolean(latestId),
  });
  const [text, setText] = useState<string | null>(null);
  const value = text ?? (latest.data ? prettyJson(latest.data.data.flow_json ?? {}) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const create = useMutation({
    mutationFn: (flow_json: Record<string, unknown>) =>
      api.request<{ data: FlowVersion }>('POST', p(`/messaging/flows/${flow.id}/versions`), { flow_json }, { 'idempotency-key': key.current }),
    onSuccess: () => {
      key.current = newIdempotencyKey();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] });
    },
  });
  const made = create.data?.data;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        New version
      </Title>
      {flow.status === 'published' && (
        <Text size="sm" c="dimmed">
          The flow is published: a new version makes it a draft again until you publish it.
        </Text>
      )}
      <Textarea
        className="fn-code"
        label="Flow JSON of the new version"
        autosize
        minRows={8}
        maxRows={24}
        spellCheck={false}
        value={value}
        onChange={(e) => {
          setText(e.currentTarget.value);
          create.reset();
        }}
      />
      {problem && <ErrorAlert error={problem} />}
      <ErrorAlert error={create.error} />
      {made && made.validation_errors.length > 0 && <ValidationErrors errors={made.validation_errors} />}
      {made && made.validation_errors.length === 0 && (
        <Alert variant="default" color="green" role="status">
          {made.version_label} is saved and the upstream found no validation error.
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => {
            const parsed = parseJsonObject(value);
            setProblem(parsed.ok ? null : parsed.error);
            if (parsed.ok) create.mutate(parsed.value);
          }}
          loading={create.isPending}
        >
          Save as a new version
        </Button>
      </Group>
    </Stack>
  );
}
