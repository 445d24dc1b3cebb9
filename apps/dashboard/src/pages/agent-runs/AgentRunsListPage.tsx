import { Anchor, Badge, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CursorPager, DataTable, ErrorAlert, Page, QueryView, newIdempotencyKey, relativeTime, useCursorList, useProjectApi, when } from '../kit';
import type { AgentRun } from './types';
import { RUN_STATUSES, runStatusWords, usd } from './words';

/** A run status as a badge with its words. */
export function RunStatusBadge({ status }: { status: string }) {
  const w = runStatusWords(status);
  return (
    <Badge color={w.color} variant="dot">
      {w.label}
    </Badge>
  );
}

/** `/p/{id}/agent-runs`: the project's agent runs, newest first (cursor paged), by status; start one. */
export function AgentRunsListPage() {
  const { can } = useProjectApi();
  const [status, setStatus] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const list = useCursorList<AgentRun>(['agent-runs'], '/agent/runs', { status }, 20, { refetchInterval: live ? 3000 : false });
  const anyLive = Boolean(list.data?.data.some((r) => r.status === 'queued' || r.status === 'running'));
  if (anyLive !== live) setLive(anyLive);
  return (
    <Page
      title="Agent runs"
      description="Runs of the AI agent: their steps, tool calls, approvals and cost."
      actions={can('automation', 'write') ? <StartRun /> : null}
    >
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={RUN_STATUSES.map((s) => ({ value: s, label: runStatusWords(s).label }))}
        value={status}
        onChange={setStatus}
        w={240}
      />
      <QueryView query={list} label="Loading agent runs">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Agent runs"
              minWidth={960}
              empty={status ? `No ${runStatusWords(status).label.toLowerCase()} run.` : 'No agent run yet.'}
              head={['Prompt', 'Status', 'Model', 'Iterations', 'Tokens', 'Cost', 'Created', 'Finished']}
              rows={data.data.map((r) => [
                <Anchor key="p" component={Link} to={r.id} size="sm" lineClamp={2} maw={320}>
                  {r.prompt}
                </Anchor>,
                <Stack gap={0} key="s">
                  <RunStatusBadge status={r.status} />
                  {r.pending_tool_call && (
                    <Text size="xs" c="dimmed">
                      {r.pending_tool_call.tool_name} needs a decision
                    </Text>
                  )}
                </Stack>,
                r.agent?.provider_model ?? '—',
                r.iterations,
                r.usage?.total_tokens ?? 0,
                usd(r.usage?.cost_usd),
                relativeTime(r.created_at),
                r.finished_at ? when(r.finished_at) : '—',
              ])}
            />
            <CursorPager list={list} label="agent runs" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

interface ProviderModel {
  id: string;
  name: string;
  provider: string;
}

/** Starts a run (`POST /agent/runs`, 202): the prompt, the model, and optional conversation and agent settings. */
function StartRun() {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [prompt, setPrompt] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState('');
  const [settings, setSettings] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const models = useQuery({
    queryKey: ['project', projectId, 'provider-models'],
    queryFn: () => api.get<{ data: ProviderModel[] }>(p('/provider_models')),
    enabled: opened,
    staleTime: 300_000,
  });
  const start = useMutation({
    mutationFn: (body: unknown) => api.request<{ data: AgentRun }>('POST', p('/agent/runs'), body, { 'idempotency-key': key.current }),
    onSuccess: (r) => {
      key.current = newIdempotencyKey();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'agent-runs'] });
      close();
      navigate(r.data.id);
    },
  });
  const submit = () => {
    setFormError(null);
    let agent: Record<string, unknown> = {};
    if (settings.trim()) {
      try {
        const parsed: unknown = JSON.parse(settings);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return setFormError('The agent settings must be a JSON object.');
        agent = parsed as Record<string, unknown>;
      } catch {
        return setFormError('The agent settings are not valid JSON.');
      }
    }
    if (model) agent = { ...agent, provider_model: model };
    start.mutate({ prompt: prompt.trim(), conversation_id: conversationId.trim() || undefined, agent: Object.keys(agent).length ? agent : undefined });
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={open}>
        New run
      </Button>
      <Modal opened={opened} onClose={close} closeButtonProps={{ 'aria-label': 'Close' }} title="New agent run" centered size="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Textarea label="Prompt" required autosize minRows={3} maxLength={50_000} value={prompt} onChange={(e) => setPrompt(e.currentTarget.value)} />
            <Select
              label="Model"
              placeholder="The default model"
              clearable
              searchable
              data={(models.data?.data ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.provider})` }))}
              value={model}
              onChange={setModel}
            />
            <ErrorAlert error={models.error} />
            <TextInput
              label="Conversation ID (optional)"
              description="The send tools talk in this conversation."
              value={conversationId}
              onChange={(e) => setConversationId(e.currentTarget.value)}
            />
            <Textarea
              label="Agent settings (JSON object, optional)"
              description="system_prompt, temperature, max_iterations, webhook_tools, approval_required_tools, … (spec 4.12)."
              autosize
              minRows={2}
              ff="monospace"
              value={settings}
              onChange={(e) => setSettings(e.currentTarget.value)}
            />
            {formError && <ErrorAlert error={formError} />}
            <ErrorAlert error={start.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={start.isPending} disabled={!prompt.trim()}>
                Start run
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
