import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CursorPager, ErrorAlert, JsonBlock, Page, QueryView, relativeTime, useCursorList, useProjectApi, when } from '../kit';

/** An approval of `GET /mcp/approvals` (decision 0029). */
interface McpApproval {
  id: string;
  status: 'pending' | 'approved' | 'denied' | 'running' | 'used' | 'expired';
  tool: string;
  operation_id: string;
  reason: 'sends_messages' | 'deletes' | 'changes_webhooks' | 'spends_credits';
  request: { method: string; url: string; headers: Record<string, string>; body: unknown };
  requested_by: { api_key_id: string; api_key_name: string };
  decided_by: { type: 'user' | 'api_key'; id: string | null; name: string | null } | null;
  decided_at: string | null;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  result_status: number | null;
}

const REASONS: Record<McpApproval['reason'], string> = {
  sends_messages: 'Sends messages',
  deletes: 'Deletes',
  changes_webhooks: 'Changes webhooks',
  spends_credits: 'Spends or moves credits',
};

const STATUSES: Array<{ value: McpApproval['status']; label: string; color: string }> = [
  { value: 'pending', label: 'Pending', color: 'orange' },
  { value: 'approved', label: 'Approved', color: 'teal' },
  { value: 'used', label: 'Used', color: 'blue' },
  { value: 'denied', label: 'Denied', color: 'red' },
  { value: 'expired', label: 'Expired', color: 'gray' },
  { value: 'running', label: 'Running', color: 'blue' },
];

/** `/p/{id}/mcp-approvals`: tool calls of AI assistants (the MCP server) waiting for a person, with the exact request each would make; approve or deny. */
export default function McpApprovalsPage() {
  const [status, setStatus] = useState<string | null>('pending');
  const query = useCursorList<McpApproval>(['mcp-approvals'], '/mcp/approvals', { status }, 50, { refetchInterval: status === 'pending' ? 5000 : false });
  return (
    <Page
      title="MCP approvals"
      description="An AI assistant connected to the MCP server asks here before it sends messages, deletes, changes webhooks or spends credits. Each request is shown exactly as it would be made (the key and secrets hidden); it runs once, only after an approval, within 15 minutes."
    >
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        value={status}
        onChange={setStatus}
        w={240}
      />
      <QueryView query={query} label="Loading MCP approvals">
        {({ data }) =>
          data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {status === 'pending' ? 'No tool call is waiting for a decision.' : 'No approval matches.'}
            </Text>
          ) : (
            <Stack gap="md">
              {data.map((a) => (
                <ApprovalCard key={a.id} approval={a} />
              ))}
              <CursorPager list={query} label="MCP approvals" />
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}

function StatusBadge({ status }: { status: McpApproval['status'] }) {
  const s = STATUSES.find((x) => x.value === status)!;
  return (
    <Badge color={s.color} variant="dot">
      {s.label}
    </Badge>
  );
}

/** One approval: what it does, who asked, the request; approve or deny while pending. */
function ApprovalCard({ approval: a }: { approval: McpApproval }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const decide = useMutation({
    mutationFn: (verb: 'approve' | 'deny') => api.request<{ data: McpApproval }>('POST', p(`/mcp/approvals/${a.id}/${verb}`)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['project', projectId, 'mcp-approvals'] }),
  });
  const label = `${a.request.method} ${a.request.url}`;
  return (
    <Card withBorder padding="md" component="section" aria-label={`Approval of ${a.tool}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {a.tool}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
              {REASONS[a.reason]}
            </Badge>
            <StatusBadge status={a.status} />
          </Group>
        </Group>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Text size="sm">
          Asked by the key {a.requested_by.api_key_name} {relativeTime(a.created_at)}
          {a.status === 'pending' ? `; expires ${when(a.expires_at)}` : ''}.
          {a.decided_by
            ? ` ${a.status === 'denied' ? 'Denied' : 'Approved'} by ${a.decided_by.type === 'user' ? 'a person' : 'another key'} ${when(a.decided_at!)}.`
            : ''}
          {a.used_at ? ` Ran ${when(a.used_at)} (HTTP ${a.result_status}).` : ''}
        </Text>
        <JsonBlock value={a.request} label={`Request of ${a.tool}`} />
        {a.status === 'pending' && can('keys', 'write') && (
          <>
            <Group gap="xs">
              <Button
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => decide.mutate('approve')}
                loading={decide.isPending && decide.variables === 'approve'}
                aria-label={`Approve ${a.tool}`}
              >
                Approve
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => decide.mutate('deny')}
                loading={decide.isPending && decide.variables === 'deny'}
                aria-label={`Deny ${a.tool}`}
              >
                Deny
              </Button>
            </Group>
            <ErrorAlert error={decide.error} />
          </>
        )}
      </Stack>
    </Card>
  );
}
