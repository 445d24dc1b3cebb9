import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmButton, ErrorAlert, Fields, Loading, Page, QueryView, relativeTime, useProjectApi, when } from '../kit';
import { nodeTypeWords, pathOfEvents, readDefinition } from './graph';
import { JsonBlock } from '../kit';
import type { ExecutionEvent, Workflow, WorkflowExecution } from './types';
import { StepsList, WorkflowGraph } from './WorkflowGraph';
import { ExecutionStatusBadge } from './WorkflowPage';
import { eventTypeWords, executionIsLive, resumeBody, triggerTypeWords, waitingReasonWords } from './words';

const LIVE_MS = 2000;
/** Events read for the path (newest first; the API's page size limit). */
const EVENTS_LIMIT = 100;

/** `/p/{id}/workflows/executions/{execution_id}`: an execution, the path it took, its variables and errors; resume it; force a status. */
export function ExecutionPage() {
  const { executionId = '' } = useParams();
  const { api, p, projectId } = useProjectApi();
  const query = useQuery({
    queryKey: ['project', projectId, 'workflow-execution', executionId],
    queryFn: () => api.get<{ data: WorkflowExecution }>(p(`/workflow_executions/${encodeURIComponent(executionId)}`)),
    refetchInterval: (q) => (executionIsLive(q.state.data?.data.status) ? LIVE_MS : false),
  });
  const e = query.data?.data;
  return (
    <Page
      title={e ? `Execution ${e.id.slice(0, 8)}` : 'Execution'}
      description={
        e ? (
          <Anchor component={Link} to={`../../${e.workflow_id}`} relative="path" size="sm">
            Its workflow
          </Anchor>
        ) : null
      }
    >
      <QueryView query={query} label="Loading the execution">
        {({ data }) => <ExecutionBody execution={data} />}
      </QueryView>
    </Page>
  );
}

function ExecutionBody({ execution: e }: { execution: WorkflowExecution }) {
  const { api, p, projectId, can } = useProjectApi();
  const live = executionIsLive(e.status);
  const workflow = useQuery({
    queryKey: ['project', projectId, 'workflow', e.workflow_id],
    queryFn: () => api.get<{ data: Workflow }>(p(`/workflows/${e.workflow_id}`)),
  });
  const events = useQuery({
    // Keyed by the execution's last event too: a change seen on the execution (it ended between two
    // polls) reads the events again, so the path always reaches the step it stopped at.
    queryKey: ['project', projectId, 'workflow-execution-events', e.id, e.status, e.last_event_at],
    queryFn: () =>
      api.get<{ data: ExecutionEvent[]; paging?: { cursors: { after: string | null } } }>(p(`/workflow_executions/${e.id}/events?limit=${EVENTS_LIMIT}`)),
    refetchInterval: live ? LIVE_MS : false,
  });
  const definition = useMemo(() => readDefinition(workflow.data?.data.definition), [workflow.data]);
  const path = useMemo(() => pathOfEvents(events.data?.data ?? [], e.current_step?.node_id ?? null), [events.data, e.current_step]);
  const vars = e.execution_context?.vars ?? {};
  const waiting = waitingReasonWords(e.waiting_reason);
  return (
    <Stack gap="lg">
      <Group gap="sm" role="status" aria-live="polite">
        <ExecutionStatusBadge status={e.status} />
        <Text size="sm">
          {e.status === 'waiting' && waiting ? `Waiting ${waiting}` : e.status === 'running' ? 'Running: this page follows it.' : null}
          {e.current_step ? ` At step ${e.current_step.node_id} (${nodeTypeWords(e.current_step.node_type)}, step ${e.current_step.position}).` : ''}
          {e.timeout_at ? ` The wait times out ${relativeTime(e.timeout_at)}.` : ''}
        </Text>
      </Group>
      {e.status === 'waiting' && e.resumable_execution_id && e.resumable_execution_id !== e.id && (
        <Text size="sm">
          It waits on the workflow it called: input goes to{' '}
          <Anchor component={Link} to={`../${e.resumable_execution_id}`} relative="path">
            execution {e.resumable_execution_id.slice(0, 8)}
          </Anchor>
          .
        </Text>
      )}
      {can('automation', 'write') && e.status === 'waiting' && (!e.resumable_execution_id || e.resumable_execution_id === e.id) && <ResumeForm execution={e} />}
      {e.error_details && (
        <Card withBorder padding="sm" role="alert">
          <Title order={2} size="h4" c="red">
            Why it failed
          </Title>
          {typeof e.error_details.message === 'string' && <Text size="sm">{e.error_details.message}</Text>}
          <JsonBlock value={e.error_details} label="Error details" />
        </Card>
      )}
      <Fields
        label="The execution"
        items={[
          [
            'Workflow',
            workflow.data ? (
              <Anchor key="w" component={Link} to={`../../${e.workflow_id}`} relative="path">
                {workflow.data.data.name}
              </Anchor>
            ) : (
              e.workflow_id
            ),
          ],
          ['Trigger', triggerTypeWords(e.trigger_type)],
          ['Observer', e.observer ? 'Yes: it sends nothing and receives no inbound message' : 'No'],
          ['Sends from (number)', e.phone_number_id],
          ['Contact phone number', e.phone_number],
          ['Contact user ID', e.recipient],
          [
            'Conversation',
            e.conversation_id ? (
              <Anchor key="c" component={Link} to={`../../../conversations/${e.conversation_id}`} relative="path">
                {e.conversation_id.slice(0, 8)}
              </Anchor>
            ) : null,
          ],
          [
            'Called by',
            e.parent_execution_id ? (
              <Anchor key="pe" component={Link} to={`../${e.parent_execution_id}`} relative="path">
                execution {e.parent_execution_id.slice(0, 8)}
              </Anchor>
            ) : null,
          ],
          [
            'Input goes to',
            e.resumable_execution_id ? (e.resumable_execution_id === e.id ? 'This execution' : `execution ${e.resumable_execution_id.slice(0, 8)}`) : null,
          ],
          ['Started', when(e.started_at)],
          ['Last event', `${when(e.last_event_at)} (${relativeTime(e.last_event_at)})`],
          ['Ended', e.ended_at ? when(e.ended_at) : null],
          ['Created', when(e.created_at)],
          ['Updated', when(e.updated_at)],
          ['Tracking ID', e.tracking_id],
          ['Request ID', e.request_id],
          ['ID', e.id],
        ]}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          The path it took
        </Title>
        <Text size="sm" c="dimmed">
          Passed steps are outlined in green, the current step in orange; the events below list the same path in order.
        </Text>
        <QueryView query={workflow} label="Loading the workflow's graph">
          {() => <WorkflowGraph definition={definition} path={path} label="The workflow's graph with the path of this execution" />}
        </QueryView>
        <StepsList definition={definition} title="Steps of the workflow" />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Variables
        </Title>
        <JsonBlock value={vars} label="Variables (vars)" />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Context
        </Title>
        <JsonBlock
          value={{ context: e.execution_context?.context, system: e.execution_context?.system, metadata: e.execution_context?.metadata }}
          label="Context, system and metadata"
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Events
        </Title>
        {events.isPending ? (
          <Loading label="Loading the events" />
        ) : (
          <EventList events={events.data?.data ?? []} more={Boolean(events.data?.paging?.cursors.after)} />
        )}
        <ErrorAlert error={events.error} />
      </Stack>
      {can('automation', 'write') && <ForceStatus execution={e} />}
    </Stack>
  );
}

/** The events oldest first (the API lists them newest first), each with its step, direction, edge and payload. */
function EventList({ events, more }: { events: ExecutionEvent[]; more: boolean }) {
  const ordered = useMemo(() => [...events].reverse(), [events]);
  if (ordered.length === 0) return <Text c="dimmed">No event yet.</Text>;
  return (
    <Stack gap="xs">
      {more && (
        <Text size="sm" c="dimmed">
          The {EVENTS_LIMIT} newest events are shown.
        </Text>
      )}
      <section aria-label="Events of the execution, oldest first">
        <Timeline bulletSize={14} lineWidth={2}>
          {ordered.map((ev) => (
            <Timeline.Item
              key={ev.id}
              title={
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {eventTypeWords(ev.event_type)}
                  </Text>
                  {ev.step && (
                    <Badge size="sm" variant="light" color="gray">
                      {ev.step.node_id} · {nodeTypeWords(ev.step.node_type)}
                    </Badge>
                  )}
                  {ev.edge_label && (
                    <Badge size="sm" variant="light" color="gray">
                      took {ev.edge_label}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {ev.direction}
                  </Text>
                </Group>
              }
            >
              <Text size="xs" c="dimmed">
                {when(ev.created_at)}
              </Text>
              {ev.payload && Object.keys(ev.payload).length > 0 && (
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
                  {JSON.stringify(ev.payload).slice(0, 400)}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}

/** Resumes a waiting execution with a reply (text or payload) and variables merged into `vars` (`POST .../resume`). */
function ResumeForm({ execution: e }: { execution: WorkflowExecution }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [reply, setReply] = useState('');
  const [kind, setKind] = useState<'text' | 'payload'>('text');
  const [variables, setVariables] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const resume = useMutation({
    mutationFn: (body: unknown) => api.request<{ data: WorkflowExecution }>('POST', p(`/workflow_executions/${e.id}/resume`), body),
    onSuccess: (r) => {
      qc.setQueryData(['project', projectId, 'workflow-execution', e.id], r);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow-execution', e.id] });
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow-execution-events', e.id] });
      setReply('');
      setVariables('');
    },
  });
  const submit = () => {
    setFormError(null);
    const b = resumeBody(reply, variables, kind);
    if (!b.ok) return setFormError(b.error);
    resume.mutate(b.body);
  };
  return (
    <Card withBorder padding="md">
      <form
        aria-label="Resume the execution"
        onSubmit={(ev) => {
          ev.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            Resume it
          </Title>
          <Text size="sm" c="dimmed">
            The reply is what {'{{last_user_input}}'} and the step’s save_response_to receive; the variables are merged into vars first.
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput label="Reply" value={reply} onChange={(ev) => setReply(ev.currentTarget.value)} miw={220} style={{ flex: 1 }} />
            <SegmentedControl
              aria-label="The reply is"
              value={kind}
              onChange={(v) => setKind(v as 'text' | 'payload')}
              data={[
                { value: 'text', label: 'Text' },
                { value: 'payload', label: 'Payload' },
              ]}
            />
          </Group>
          <Textarea
            label="Variables (JSON object, optional)"
            autosize
            minRows={1}
            ff="monospace"
            value={variables}
            onChange={(ev) => setVariables(ev.currentTarget.value)}
          />
          {formError && <ErrorAlert error={formError} />}
          <ErrorAlert error={resume.error} />
          <Group>
            <Button type="submit" leftSection={<IconArrowBackUp size={16} aria-hidden="true" />} loading={resume.isPending}>
              Resume execution
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Forces a status (`PATCH /workflow_executions/{id}`): end it, hand it off to a person, or give a handoff back to the workflow. */
function ForceStatus({ execution: e }: { execution: WorkflowExecution }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const force = useMutation({
    mutationFn: (status: string) => api.request<{ data: WorkflowExecution }>('PATCH', p(`/workflow_executions/${e.id}`), { workflow_execution: { status } }),
    onSuccess: (r) => {
      qc.setQueryData(['project', projectId, 'workflow-execution', e.id], r);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflow-execution-events', e.id] });
    },
  });
  if (e.status === 'ended' || e.status === 'failed') return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Change its status
      </Title>
      <Group gap="xs">
        {e.status !== 'handoff' && (
          <ConfirmButton
            label="Hand off to a person"
            color="blue"
            title="Hand this execution off?"
            message="The workflow stops answering this contact until the execution is given back (running) or ended."
            onConfirm={() => force.mutateAsync('handoff').catch(() => undefined)}
          />
        )}
        {e.status === 'handoff' && (
          <Button variant="default" onClick={() => force.mutate('running')} loading={force.isPending}>
            Give back to the workflow
          </Button>
        )}
        <ConfirmButton
          label="End it"
          title="End this execution?"
          message="It stops where it is and sends nothing more. This cannot be undone."
          onConfirm={() => force.mutateAsync('ended').catch(() => undefined)}
        />
      </Group>
      <ErrorAlert error={force.error} />
    </Stack>
  );
}
