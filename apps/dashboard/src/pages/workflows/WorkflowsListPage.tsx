import { Anchor, Badge, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, ErrorAlert, Page, PagePager, QueryView, newIdempotencyKey, relativeTime, useProjectApi, usePageList, when } from '../kit';
import type { Workflow } from './types';
import { WORKFLOW_STATUSES, parseJsonObject, workflowStatusWords } from './words';

/** A workflow status as a badge with its words. */
export function WorkflowStatusBadge({ status }: { status: string }) {
  const w = workflowStatusWords(status);
  return (
    <Badge color={w.color} variant="dot">
      {w.label}
    </Badge>
  );
}

/** `/p/{id}/workflows`: the project's workflows (page style), filtered by status and name; create one. */
export function WorkflowsListPage() {
  const { can } = useProjectApi();
  const [status, setStatus] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameQuery] = useDebouncedValue(name.trim(), 300);
  const list = usePageList<Workflow>(['workflows'], '/workflows', { status, name_contains: nameQuery });
  return (
    <Page
      title="Workflows"
      description="Conversations the platform runs by itself: each workflow is a graph of steps, started by its triggers or by API."
      actions={can('automation', 'write') ? <CreateWorkflow /> : null}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={WORKFLOW_STATUSES.map((s) => ({ value: s, label: workflowStatusWords(s).label }))}
          value={status}
          onChange={setStatus}
          w={180}
        />
        <TextInput label="Name contains" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
      </Group>
      <QueryView query={list} label="Loading workflows">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Workflows"
              minWidth={960}
              empty={status || nameQuery ? 'No workflow matches these filters.' : 'No workflow yet. Create one here or with POST /workflows.'}
              head={['Name', 'Status', 'Executions', 'Last executed', 'Debounce', 'Version', 'Created', 'Updated']}
              rows={data.data.map((w) => [
                <Stack gap={0} key="n">
                  <Anchor component={Link} to={w.id} fw={600}>
                    {w.name}
                  </Anchor>
                  {w.description && (
                    <Text c="dimmed" size="xs" lineClamp={2}>
                      {w.description}
                    </Text>
                  )}
                </Stack>,
                <WorkflowStatusBadge key="s" status={w.status} />,
                w.execution_count,
                w.last_executed_at ? relativeTime(w.last_executed_at) : 'Never',
                w.message_debounce_seconds ? `${w.message_debounce_seconds} s` : 'None',
                w.lock_version,
                when(w.created_at),
                when(w.updated_at),
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="workflows" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

/** Create a workflow (a draft): name, description, debounce and an optional graph JSON (validated on save, 422 naming the path). */
function CreateWorkflow() {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [debounce, setDebounce] = useState<number | string>(0);
  const [definition, setDefinition] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const create = useMutation({
    mutationFn: (body: unknown) => api.request<{ data: Workflow }>('POST', p('/workflows'), body, { 'idempotency-key': key.current }),
    onSuccess: (r) => {
      key.current = newIdempotencyKey();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'workflows'] });
      close();
      navigate(r.data.id);
    },
  });
  const submit = () => {
    setFormError(null);
    const def = parseJsonObject(definition, 'graph JSON');
    if (!def.ok) return setFormError(def.error);
    create.mutate({
      workflow: {
        name: name.trim(),
        description: description.trim() || undefined,
        message_debounce_seconds: typeof debounce === 'number' ? debounce : undefined,
        definition: def.value,
      },
    });
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={open}>
        New workflow
      </Button>
      <Modal opened={opened} onClose={close} closeButtonProps={{ 'aria-label': 'Close' }} title="New workflow" centered size="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Textarea label="Description" maxLength={2000} autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
            <NumberInput
              label="Message debounce (seconds)"
              description="Replies arriving within this many seconds count as one input (0 to 60)."
              min={0}
              max={60}
              value={debounce}
              onChange={setDebounce}
            />
            <Textarea
              label="Graph JSON (optional)"
              description='{"nodes": [{"id", "data": {"node_type", "config"}}], "edges": [{"source", "target", "label"}]}; without it, a lone start node.'
              autosize
              minRows={4}
              maxRows={14}
              ff="monospace"
              value={definition}
              onChange={(e) => setDefinition(e.currentTarget.value)}
            />
            {formError && <ErrorAlert error={formError} />}
            <ErrorAlert error={create.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
                Create draft
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
