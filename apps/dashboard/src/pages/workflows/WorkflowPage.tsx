import { Anchor, Badge, Button, Card, Group, Select, SegmentedControl, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ConfirmButton,
  CursorPager,
  DataTable,
  ErrorAlert,
  Fields,
  Page,
  QueryView,
  newIdempotencyKey,
  relativeTime,
  useCursorList,
  useProjectApi,
  when,
} from '../kit';
import { readDefinition } from './graph';
import type { Workflow, WorkflowExecution, WorkflowTrigger } from './types';
import { StepsList, WorkflowGraph } from './WorkflowGraph';
import { WorkflowStatusBadge } from './WorkflowsListPage';
import { EXECUTION_STATUSES, executionStatusWords, parseJsonObject, statusActions, triggerTypeWords, waitingReasonWords } from './words';

/** `/p/{id}/workflows/{workflow_id}`: a workflow, its graph, status actions, triggers, executions, and starting one. */
export function WorkflowPage() {
  const { workflowId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const query = useQuery({
    queryKey: ['project', projectId, 'workflow', workflowId],
    queryFn: () => api.get<{ data: Workflow }>(p(`/workflows/${encodeURIComponent(workflowId)}`)),
  });
  const wf = query.data?.data;
  return (
    <Page
      title={wf ? `Workflow: ${wf.name}` : 'Workflow'}
      description={
        <Anchor component={Link} to=".." relative="path" size="sm">
          All workflows
        </Anchor>
      }
      actions={wf && can('automation', 'write') ? <StatusActions workflow={wf} /> : null}
    >
      <QueryView query={query} label="Loading the workflow">
        {({ data: w }) => <WorkflowBody workflow={w} />}
      </QueryView>
    </Page>
  );
}

function WorkflowBody({ workflow: w }: { workflow: Workflow }) {
  const { can } = useProjectApi();
  const definition = useMemo(() => readDefinition(w.definition), [w.definition]);
  return (
    <Stack gap="lg">
      <Fields
        label="The workflow"
        items={[
          ['Status', <WorkflowStatusBadge key="s" status={w.status} />],
          ['Description', w.description],
          ['Executions', String(w.execution_count)],
          ['Last executed', w.last_executed_at ? `${when(w.last_executed_at)} (${relativeTime(w.last_executed_at)})` : 'Never'],
          ['Message debounce', w.message_debounce_seconds ? `${w.message_debounce_seconds} s` : 'None'],
          ['Version (lock_version)', String(w.lock_version)],
          ['Activated', w.activated_at ? when(w.activated_at) : null],
          ['Archived', w.archived_at ? when(w.archived_at) : null],
          ['Created', when(w.created_at)],
          ['Updated', when(w.updated_at)],
          [
            'ID',
            <Text key="id" ff="monospace" size="sm">
              {w.id}
            </Text>,
          ],
        ]}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Graph
        </Title>
        <WorkflowGraph definition={definition} label={`Graph of ${w.name} (read-only)`} />
        <StepsList definition={definition} />
      </Stack>
      <Triggers workflow={w} />
      {can('automation', 'write') && <StartExecution workflow={w} />}
      <Executions workflowId={w.id} />
    </Stack>
  );
}

/** Activate, pause, archive, restore as decision 0712's transition table allows from the status. */
function StatusActions({ workflow: w }: { workflow: Workflow }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: (verb: string) => api.request<{ data: Workflow }>('POST', p(`/workflows/${w.id}/${verb}`)),
    onSuccess: (r) => {
      qc.setQueryData(['project', projectId, 'workflow', w.id], r);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflows'] });
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow-triggers', w.id] });
    },
  });
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {statusActions(w.status).map((a) =>
          a.confirm ? (
            <ConfirmButton
              key={a.verb}
              label={a.label}
              title={`Archive ${w.name}?`}
              message="It starts no new execution and its triggers are turned off (their numbers become free). Executions under way continue. You can restore it to draft later."
              onConfirm={() => change.mutateAsync(a.verb).catch(() => undefined)}
            />
          ) : (
            <Button
              key={a.verb}
              variant={a.verb === 'activate' ? 'filled' : 'default'}
              onClick={() => change.mutate(a.verb)}
              loading={change.isPending && change.variables === a.verb}
            >
              {a.label}
            </Button>
          ),
        )}
      </Group>
      <ErrorAlert error={change.error} />
    </Stack>
  );
}

function triggerDetail(t: WorkflowTrigger): string {
  const parts: string[] = [];
  if (t.phone_number_id) parts.push(`number ${t.phone_number_id}`);
  if (t.event) parts.push(t.event);
  const a = t.triggerable_attributes as { event_name?: string; property_key?: string; operator?: string; property_value?: unknown } | null;
  if (a?.event_name)
    parts.push(`event ${a.event_name}${a.property_key ? ` where ${a.property_key} ${a.operator ?? 'eq'} ${JSON.stringify(a.property_value)}` : ''}`);
  return parts.join(', ') || '—';
}

/** The workflow's triggers: turned on or off, deleted, added. */
function Triggers({ workflow: w }: { workflow: Workflow }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const key = ['project', projectId, 'workflow-triggers', w.id];
  const triggers = useQuery({ queryKey: key, queryFn: () => api.get<{ data: WorkflowTrigger[] }>(p(`/workflows/${w.id}/triggers`)) });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const toggle = useMutation({
    mutationFn: (t: WorkflowTrigger) => api.request('PATCH', p(`/triggers/${t.id}`), { trigger: { active: !t.active } }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (t: WorkflowTrigger) => api.request('DELETE', p(`/triggers/${t.id}`)), onSuccess: refresh });
  const write = can('automation', 'write');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Triggers
      </Title>
      <QueryView query={triggers} label="Loading the triggers">
        {({ data }) => (
          <DataTable
            label="Triggers"
            empty="No trigger: this workflow starts only by API (or when another workflow calls it)."
            head={['Trigger', 'Type', 'Listens to', 'Active', 'Created', 'Updated', ...(write ? [''] : [])]}
            rows={data.map((t) => [
              t.display_name || t.id,
              triggerTypeWords(t.trigger_type),
              triggerDetail(t),
              write ? (
                <Switch
                  key="a"
                  checked={t.active}
                  onChange={() => toggle.mutate(t)}
                  label={t.active ? 'On' : 'Off'}
                  aria-label={`${t.display_name || 'Trigger'} active`}
                />
              ) : t.active ? (
                'On'
              ) : (
                'Off'
              ),
              when(t.created_at),
              when(t.updated_at),
              ...(write
                ? [
                    <ConfirmButton
                      key="d"
                      size="xs"
                      label="Delete"
                      title="Delete this trigger?"
                      message={`${t.display_name || triggerTypeWords(t.trigger_type)} will no longer start ${w.name}.`}
                      onConfirm={() => remove.mutateAsync(t).catch(() => undefined)}
                    />,
                  ]
                : []),
            ])}
          />
        )}
      </QueryView>
      <ErrorAlert error={toggle.error ?? remove.error} />
      {write && w.status !== 'archived' && <AddTrigger workflowId={w.id} onAdded={refresh} />}
    </Stack>
  );
}

/** Adds a trigger (one active inbound_message trigger per number: the API answers 409 otherwise). */
function AddTrigger({ workflowId, onAdded }: { workflowId: string; onAdded: () => void }) {
  const { api, p } = useProjectApi();
  const [type, setType] = useState<string | null>('inbound_message');
  const [numberId, setNumberId] = useState('');
  const [event, setEvent] = useState<string | null>(null);
  const [eventName, setEventName] = useState('');
  const key = useRef(newIdempotencyKey());
  const add = useMutation({
    mutationFn: (trigger: Record<string, unknown>) =>
      api.request('POST', p(`/workflows/${workflowId}/triggers`), { trigger }, { 'idempotency-key': key.current }),
    onSuccess: () => {
      key.current = newIdempotencyKey();
      setNumberId('');
      setEventName('');
      onAdded();
    },
  });
  const submit = () => {
    const t: Record<string, unknown> = { trigger_type: type };
    if (numberId.trim()) t.phone_number_id = numberId.trim();
    if (type === 'messaging_event' && event) t.event = event;
    if (type === 'project_event') t.triggerable_attributes = { event_name: eventName.trim() };
    add.mutate(t);
  };
  return (
    <Card withBorder padding="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Add a trigger
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Type"
              data={['inbound_message', 'api_call', 'messaging_event', 'project_event'].map((v) => ({ value: v, label: triggerTypeWords(v) }))}
              value={type}
              onChange={setType}
              allowDeselect={false}
              w={200}
            />
            {(type === 'inbound_message' || type === 'messaging_event') && (
              <TextInput
                label="Phone number ID"
                required={type === 'inbound_message'}
                value={numberId}
                onChange={(e) => setNumberId(e.currentTarget.value)}
                w={200}
              />
            )}
            {type === 'messaging_event' && (
              <Select
                label="Event"
                clearable
                data={[
                  'messaging.message.received',
                  'messaging.message.sent',
                  'messaging.message.failed',
                  'messaging.conversation.created',
                  'messaging.conversation.ended',
                  'messaging.thread.control_received',
                ]}
                value={event}
                onChange={setEvent}
                w={280}
              />
            )}
            {type === 'project_event' && (
              <TextInput label="Event name" required value={eventName} onChange={(e) => setEventName(e.currentTarget.value)} w={220} />
            )}
            <Button type="submit" variant="light" loading={add.isPending}>
              Add trigger
            </Button>
          </Group>
          <ErrorAlert error={add.error} />
        </Stack>
      </form>
    </Card>
  );
}

/** Starts an execution (202): the number it sends from, the contact (phone number and/or user id), initial variables and context. */
function StartExecution({ workflow: w }: { workflow: Workflow }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [numberId, setNumberId] = useState('');
  const [phone, setPhone] = useState('');
  const [recipient, setRecipient] = useState('');
  const [variables, setVariables] = useState('');
  const [context, setContext] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<WorkflowExecution | null>(null);
  const key = useRef(newIdempotencyKey());
  const start = useMutation({
    mutationFn: (body: unknown) =>
      api.request<{ data: WorkflowExecution }>('POST', p(`/workflows/${w.id}/executions`), body, { 'idempotency-key': key.current }),
    onSuccess: (r) => {
      key.current = newIdempotencyKey();
      setStarted(r.data);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow-executions', w.id] });
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow', w.id] });
    },
  });
  const submit = () => {
    setFormError(null);
    const vars = parseJsonObject(variables, 'variables');
    if (!vars.ok) return setFormError(vars.error);
    const ctx = parseJsonObject(context, 'context values');
    if (!ctx.ok) return setFormError(ctx.error);
    if (!phone.trim() && !recipient.trim()) return setFormError('Give the contact’s phone number or user ID.');
    start.mutate({
      workflow_execution: {
        phone_number_id: numberId.trim(),
        phone_number: phone.trim() || undefined,
        recipient: recipient.trim() || undefined,
        variables: vars.value,
        context: ctx.value,
      },
    });
  };
  return (
    <Card withBorder padding="md">
      <form
        aria-label="Start an execution"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            Start an execution
          </Title>
          {w.status !== 'active' && (
            <Text size="sm" c="dimmed">
              Only an active workflow starts executions; activate it first.
            </Text>
          )}
          <Group gap="sm" align="flex-start" wrap="wrap" grow>
            <TextInput label="Send from (phone number ID)" required value={numberId} onChange={(e) => setNumberId(e.currentTarget.value)} miw={200} />
            <TextInput label="Contact phone number" placeholder="+15550100" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} miw={200} />
            <TextInput
              label="Contact user ID"
              description="Business-scoped user ID, when known"
              value={recipient}
              onChange={(e) => setRecipient(e.currentTarget.value)}
              miw={200}
            />
          </Group>
          <Group gap="sm" align="flex-start" wrap="wrap" grow>
            <Textarea
              label="Variables (JSON object)"
              autosize
              minRows={2}
              ff="monospace"
              value={variables}
              onChange={(e) => setVariables(e.currentTarget.value)}
              miw={240}
            />
            <Textarea
              label="Context (JSON object)"
              autosize
              minRows={2}
              ff="monospace"
              value={context}
              onChange={(e) => setContext(e.currentTarget.value)}
              miw={240}
            />
          </Group>
          {formError && <ErrorAlert error={formError} />}
          <ErrorAlert error={start.error} />
          {started && (
            <Text size="sm" role="status">
              Started:{' '}
              <Anchor component={Link} to={`../executions/${started.id}`} relative="path">
                execution {started.id.slice(0, 8)}
              </Anchor>{' '}
              ({executionStatusWords(started.status).label.toLowerCase()}).
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
              loading={start.isPending}
              disabled={!numberId.trim() || w.status !== 'active'}
            >
              Start execution
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** An execution status as a badge with its words. */
export function ExecutionStatusBadge({ status }: { status: string }) {
  const w = executionStatusWords(status);
  return (
    <Badge color={w.color} variant="dot">
      {w.label}
    </Badge>
  );
}

/** The workflow's executions, newest first (cursor paged), filtered by status; refetched while any runs or waits. */
function Executions({ workflowId }: { workflowId: string }) {
  const [status, setStatus] = useState<string>('');
  const [live, setLive] = useState(false);
  const list = useCursorList<WorkflowExecution>(['workflow-executions', workflowId], `/workflows/${workflowId}/executions`, { status }, 20, {
    refetchInterval: live ? 3000 : false,
  });
  const anyRunning = Boolean(list.data?.data.some((e) => e.status === 'running'));
  if (anyRunning !== live) setLive(anyRunning);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Executions
      </Title>
      <SegmentedControl
        aria-label="Executions by status"
        value={status}
        onChange={setStatus}
        data={[{ value: '', label: 'All' }, ...EXECUTION_STATUSES.map((s) => ({ value: s, label: executionStatusWords(s).label }))]}
        size="xs"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueryView query={list} label="Loading the executions">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Executions"
              minWidth={960}
              empty={status ? `No ${executionStatusWords(status).label.toLowerCase()} execution.` : 'No execution yet.'}
              head={['Execution', 'Status', 'At step', 'Trigger', 'Contact', 'Started', 'Last event', 'Ended']}
              rows={data.data.map((e) => [
                <Anchor key="id" component={Link} to={`../executions/${e.id}`} relative="path" ff="monospace" size="sm">
                  {e.id.slice(0, 8)}
                </Anchor>,
                <Stack gap={0} key="s">
                  <ExecutionStatusBadge status={e.status} />
                  {e.status === 'waiting' && waitingReasonWords(e.waiting_reason) && (
                    <Text size="xs" c="dimmed">
                      {waitingReasonWords(e.waiting_reason)}
                    </Text>
                  )}
                </Stack>,
                e.current_step ? `${e.current_step.node_id}` : '—',
                triggerTypeWords(e.trigger_type),
                e.phone_number ?? e.recipient ?? '—',
                when(e.started_at),
                relativeTime(e.last_event_at),
                e.ended_at ? when(e.ended_at) : '—',
              ])}
            />
            <CursorPager list={list} label="executions" />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
