import './agent-runs.css';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmButton, ErrorAlert, Fields, Loading, Page, QueryView, durationMs, useProjectApi, when } from '../kit';
import { JsonBlock } from '../kit';
import { RunStatusBadge } from './AgentRunsListPage';
import type { AgentRun, AgentRunStep, AgentToolCall } from './types';
import { runActions, runPollMs, stepTitle, tokensWords, usd } from './words';

/** `/p/{id}/agent-runs/{run_id}`: a run with its steps and tool calls; pause, resume, cancel; approve or reject a pending tool call. */
export function AgentRunPage() {
  const { runId = '' } = useParams();
  const { api, p, projectId } = useProjectApi();
  const query = useQuery({
    queryKey: ['project', projectId, 'agent-run', runId],
    queryFn: () => api.get<{ data: AgentRun }>(p(`/agent/runs/${encodeURIComponent(runId)}`)),
    refetchInterval: (q) => runPollMs(q.state.data?.data.status),
  });
  const run = query.data?.data;
  return (
    <Page
      title={run ? `Agent run ${run.id.slice(0, 8)}` : 'Agent run'}
      description={
        <Anchor component={Link} to=".." relative="path" size="sm">
          All agent runs
        </Anchor>
      }
      actions={run ? <RunControls run={run} /> : null}
    >
      <QueryView query={query} label="Loading the agent run">
        {({ data }) => <RunBody run={data} />}
      </QueryView>
    </Page>
  );
}

function useRunUpdate(runId: string) {
  const { projectId } = useProjectApi();
  const qc = useQueryClient();
  return (r: { data: AgentRun }) => {
    qc.setQueryData(['project', projectId, 'agent-run', runId], r);
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'agent-run-steps', runId] });
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'agent-runs'] });
  };
}

/** Pause, resume and cancel as the status allows (409 otherwise, shown as the API's sentence). */
function RunControls({ run }: { run: AgentRun }) {
  const { api, p, can } = useProjectApi();
  const onDone = useRunUpdate(run.id);
  const act = useMutation({
    mutationFn: (verb: 'pause' | 'resume' | 'cancel') => api.request<{ data: AgentRun }>('POST', p(`/agent/runs/${run.id}/${verb}`)),
    onSuccess: onDone,
  });
  if (!can('automation', 'write')) return null;
  const a = runActions(run.status);
  if (!a.pause && !a.resume && !a.cancel) return null;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {a.pause && (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
            onClick={() => act.mutate('pause')}
            loading={act.isPending && act.variables === 'pause'}
          >
            Pause
          </Button>
        )}
        {a.resume && (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            onClick={() => act.mutate('resume')}
            loading={act.isPending && act.variables === 'resume'}
          >
            Resume
          </Button>
        )}
        {a.cancel && (
          <ConfirmButton
            label="Cancel run"
            title="Cancel this run?"
            message="A model call or tool in flight is aborted and the run ends as cancelled. This cannot be undone."
            confirmLabel="Cancel the run"
            onConfirm={() => act.mutateAsync('cancel').catch(() => undefined)}
          />
        )}
      </Group>
      <ErrorAlert error={act.error} />
    </Stack>
  );
}

function RunBody({ run }: { run: AgentRun }) {
  const { api, p, projectId, can } = useProjectApi();
  const steps = useQuery({
    queryKey: ['project', projectId, 'agent-run-steps', run.id, run.status, run.iterations, run.updated_at],
    queryFn: () => api.get<{ data: AgentRunStep[] }>(p(`/agent/runs/${run.id}/steps`)),
  });
  const took = run.started_at && run.finished_at ? new Date(run.finished_at).getTime() - new Date(run.started_at).getTime() : null;
  return (
    <Stack gap="lg">
      <Group gap="sm" role="status" aria-live="polite">
        <RunStatusBadge status={run.status} />
        <Text size="sm">
          {run.status === 'queued' || run.status === 'running' ? 'This page follows the run as it goes.' : null}
          {run.status === 'waiting_for_approval' ? 'A tool call waits for your decision.' : null}
          {run.status === 'paused' ? 'Paused: resume it to go on from its last completed step.' : null}
        </Text>
      </Group>
      {run.pending_tool_call && run.status === 'waiting_for_approval' && (
        <PendingCall run={run} call={run.pending_tool_call} canDecide={can('automation', 'write')} />
      )}
      {run.error && (
        <Alert color="red" title={`The run failed: ${run.error.code}`} role="alert">
          {run.error.message}
        </Alert>
      )}
      {run.result && (
        <Card withBorder padding="sm">
          <Title order={2} size="h4">
            Result
          </Title>
          <Text size="sm" className="ar-text">
            {run.result}
          </Text>
        </Card>
      )}
      {run.warnings.length > 0 && (
        <Alert color="yellow" title="Settings the model rules changed">
          <List size="sm">
            {run.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Prompt
        </Title>
        <Text size="sm" className="ar-text">
          {run.prompt}
        </Text>
      </Stack>
      <Fields
        label="The run"
        items={[
          ['Model', `${run.agent.provider_model} (${run.agent.provider})`],
          ['Iterations', `${run.iterations} of at most ${run.agent.max_iterations}`],
          ['Tokens', tokensWords(run.usage)],
          [
            'Prompt cache',
            run.usage.cache_read_input_tokens || run.usage.cache_write_input_tokens
              ? `${run.usage.cache_read_input_tokens ?? 0} read, ${run.usage.cache_write_input_tokens ?? 0} written`
              : 'None',
          ],
          ['Cost', usd(run.usage.cost_usd)],
          [
            'Conversation',
            run.conversation_id ? (
              <Anchor key="c" component={Link} to={`../../conversations/${run.conversation_id}`} relative="path">
                {run.conversation_id.slice(0, 8)}
              </Anchor>
            ) : null,
          ],
          ['Number', run.phone_number_id],
          [
            'Workflow execution',
            run.workflow_execution_id ? (
              <Anchor key="we" component={Link} to={`../../workflows/executions/${run.workflow_execution_id}`} relative="path">
                {run.workflow_execution_id.slice(0, 8)}
              </Anchor>
            ) : null,
          ],
          ['Created', when(run.created_at)],
          ['Started', run.started_at ? when(run.started_at) : null],
          ['Finished', run.finished_at ? `${when(run.finished_at)}${took !== null ? ` (took ${durationMs(took)})` : ''}` : null],
          ['Updated', when(run.updated_at)],
          ['Request ID', run.request_id],
          ['ID', run.id],
        ]}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Steps
        </Title>
        {steps.isPending ? <Loading label="Loading the steps" /> : <StepList steps={steps.data?.data ?? []} />}
        <ErrorAlert error={steps.error} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Agent settings
        </Title>
        <Fields
          label="Agent settings"
          items={[
            ['Delivery', run.agent.message_delivery_mode === 'tool_only' ? 'Tool only (sends only through tools)' : 'Sends its text as messages'],
            ['Tools', run.agent.tools.length ? run.agent.tools.join(', ') : 'None'],
            ['Need approval', run.agent.approval_required_tools.length ? run.agent.approval_required_tools.join(', ') : 'None'],
            [
              'Temperature',
              run.agent.temperature === null || run.agent.temperature === undefined
                ? 'Model default (or ignored under extended thinking)'
                : String(run.agent.temperature),
            ],
            ['Reasoning effort', run.agent.reasoning_effort],
            ['Max tokens per call', String(run.agent.max_tokens)],
            ['Token budget', String(run.agent.token_budget)],
            ['Timeout', `${run.agent.timeout_seconds} s`],
            ['Prompt cache TTL', run.agent.prompt_cache_ttl],
            ['System prompt', run.agent.system_prompt],
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Metadata
        </Title>
        <JsonBlock value={run.metadata} label="Metadata of the run" />
      </Stack>
    </Stack>
  );
}

/** The tool call waiting for a decision: its tool and arguments; approve (the tool runs) or reject with a reason (told to the model). */
function PendingCall({ run, call, canDecide }: { run: AgentRun; call: AgentToolCall; canDecide: boolean }) {
  const { api, p } = useProjectApi();
  const onDone = useRunUpdate(run.id);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (verb: 'approve' | 'reject') =>
      api.request<{ data: AgentRun }>('POST', p(`/agent/runs/${run.id}/${verb}`), {
        tool_call_id: call.tool_call_id,
        ...(verb === 'reject' && reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: onDone,
  });
  return (
    <Card withBorder padding="md" style={{ borderColor: 'var(--mantine-color-orange-6)' }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Tool call waiting for approval: {call.tool_name}
        </Title>
        <Text size="sm">The tool does not run until someone approves it. Its arguments:</Text>
        <JsonBlock value={call.arguments} label={`Arguments of ${call.tool_name}`} />
        <Text size="xs" c="dimmed">
          Call ID {call.tool_call_id}
        </Text>
        {canDecide ? (
          <>
            <Textarea
              label="Reason (told to the model when you reject)"
              autosize
              minRows={1}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => decide.mutate('approve')}
                loading={decide.isPending && decide.variables === 'approve'}
              >
                Approve tool call
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => decide.mutate('reject')}
                loading={decide.isPending && decide.variables === 'reject'}
              >
                Reject tool call
              </Button>
            </Group>
            <ErrorAlert error={decide.error} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Your role cannot decide tool calls.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The steps oldest first: model calls (text, tool calls asked, tokens, cost) and tool calls (status, result). */
function StepList({ steps }: { steps: AgentRunStep[] }) {
  if (steps.length === 0) return <Text c="dimmed">No step yet.</Text>;
  return (
    <section aria-label="Steps of the run, oldest first">
      <Timeline bulletSize={14} lineWidth={2}>
        {steps.map((s) => (
          <Timeline.Item
            key={s.index}
            color={s.status === 'failed' || s.status === 'rejected' ? 'red' : s.kind === 'tool' ? 'teal' : 'blue'}
            title={
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {s.index + 1}. {stepTitle(s)}
                </Text>
                {s.usage && (
                  <Text size="xs" c="dimmed">
                    {tokensWords(s.usage)} · {usd(s.usage.cost_usd)}
                  </Text>
                )}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {when(s.created_at)}
              {s.tool_call_id ? ` · call ${s.tool_call_id}` : ''}
            </Text>
            {s.text && (
              <Text size="sm" className="ar-text">
                {s.text}
              </Text>
            )}
            {s.tool_calls.length > 0 && (
              <Stack gap={2} mt={4}>
                {s.tool_calls.map((c) => (
                  <Group key={c.tool_call_id} gap={6} wrap="wrap" align="flex-start">
                    <Badge size="sm" variant="light" color="gray">
                      asks {c.tool_name}
                    </Badge>
                    <Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
                      {JSON.stringify(c.arguments)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {s.kind === 'tool' && s.result && Object.keys(s.result).length > 0 && <JsonBlock value={s.result} label={`Result of step ${s.index + 1}`} />}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
