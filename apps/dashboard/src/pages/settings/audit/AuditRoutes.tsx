import { Button, Code, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CursorPager, DataTable, Fields, Page, QueryView, useCursorList, when } from '../../kit';
import { EMPTY_FILTERS, actionWords, actorWords, filterErrors, filterParams, type AuditFilters } from './audit-logic';

interface AuditEvent {
  id: string;
  created_at: string;
  actor: { type: string; id: string | null; name: string | null };
  action: string;
  resource_type: string;
  resource_id: string | null;
  outcome: 'succeeded' | 'failed';
  status_code: number | null;
  error_code: string | null;
  error_message: string | null;
  changed_fields: string[] | null;
  request: { id: string | null; method: string | null; path: string | null; ip_address: string | null; user_agent: string | null };
  /** api, dashboard, embed or mcp (decision 0029); null for changes not made through the API's routes or recorded before. */
  source: string | null;
}

/** The Audit log section's pages (`/p/{project_id}/settings/audit/...`; owners and admins only, decision 0016). */
export default function AuditRoutes() {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
    </Routes>
  );
}

/** `/settings/audit`: who changed what, newest first (cursor paged), filtered as the API filters, each event's details. */
function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(EMPTY_FILTERS);
  const errors = filterErrors(draft);
  const list = useCursorList<AuditEvent>(['audit'], '/audit_events', filterParams(applied), 25);
  const set = (k: keyof AuditFilters) => (v: string | null) => setDraft((d) => ({ ...d, [k]: v ?? '' }));
  return (
    <Page
      title="Audit log"
      description="Every change to the project — people, roles, keys, embeds, webhooks, numbers, funding, workflows — who made it, from where, and how it ended."
    >
      <Paper withBorder p="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (Object.keys(errors).length === 0) setApplied(draft);
          }}
          aria-label="Filters of the audit log"
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select
              label="Who"
              clearable
              placeholder="Anyone"
              data={[
                { value: 'user', label: 'A person' },
                { value: 'api_key', label: 'An API key' },
                { value: 'embed', label: 'An inbox embed' },
                { value: 'admin_cli', label: 'The admin CLI' },
              ]}
              value={draft.actor_type || null}
              onChange={set('actor_type')}
              w={170}
            />
            <TextInput label="Actor id" value={draft.actor_id} onChange={(e) => set('actor_id')(e.currentTarget.value)} error={errors.actor_id} w={200} />
            <TextInput
              label="Action"
              placeholder="api_key.rotated"
              value={draft.action}
              onChange={(e) => set('action')(e.currentTarget.value)}
              error={errors.action}
              w={190}
            />
            <TextInput
              label="Resource type"
              placeholder="user"
              value={draft.resource_type}
              onChange={(e) => set('resource_type')(e.currentTarget.value)}
              error={errors.resource_type}
              w={150}
            />
            <TextInput
              label="Resource id"
              value={draft.resource_id}
              onChange={(e) => set('resource_id')(e.currentTarget.value)}
              error={errors.resource_id}
              w={200}
            />
            <Select
              label="Outcome"
              clearable
              placeholder="Any"
              data={[
                { value: 'succeeded', label: 'Succeeded' },
                { value: 'failed', label: 'Failed' },
              ]}
              value={draft.outcome || null}
              onChange={set('outcome')}
              w={140}
            />
            <Select
              label="Period"
              clearable
              placeholder="All"
              data={[
                { value: '24h', label: 'Last 24 hours' },
                { value: '7d', label: 'Last 7 days' },
                { value: '30d', label: 'Last 30 days' },
              ]}
              value={draft.period || null}
              onChange={set('period')}
              w={160}
            />
          </Group>
          <Group gap="xs" mt="sm">
            <Button type="submit" size="sm">
              Apply filters
            </Button>
            <Button
              variant="default"
              size="sm"
              onClick={() => {
                setDraft(EMPTY_FILTERS);
                setApplied(EMPTY_FILTERS);
              }}
            >
              Clear
            </Button>
          </Group>
        </form>
      </Paper>
      <QueryView query={list} label="Loading the audit log">
        {({ data }) => (
          <DataTable
            label="Audit events, newest first"
            head={['When', 'Who', 'Action', 'Resource', 'Outcome', 'Details']}
            minWidth={900}
            rows={data.map((e) => [
              when(e.created_at),
              actorWords(e.actor),
              <Stack key="a" gap={0}>
                <Text size="sm">{actionWords(e.action)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {e.action}
                </Text>
              </Stack>,
              <Text key="r" size="sm">
                {e.resource_type}
                {e.resource_id ? ` ${e.resource_id}` : ''}
              </Text>,
              <Text key="o" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {e.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}
                {e.status_code ? ` (${e.status_code})` : ''}
              </Text>,
              <EventDetails key="d" event={e} />,
            ])}
            empty={Object.keys(filterParams(applied)).length ? 'No event matches these filters.' : 'Nothing was changed in this project yet.'}
          />
        )}
      </QueryView>
      <CursorPager list={list} label="the audit log" />
    </Page>
  );
}

function EventDetails({ event: e }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} miw={open ? 320 : undefined}>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} details of ${e.action} at ${when(e.created_at)}`}
      >
        {open ? 'Hide details' : 'Details'}
      </Button>
      {open && (
        <Fields
          label={`Details of ${e.action}`}
          items={[
            ['Event', <Code key="id">{e.id}</Code>],
            ['Actor', `${actorWords(e.actor)}${e.actor.id ? ` (${e.actor.id})` : ''}`],
            ['Changed fields', e.changed_fields?.length ? e.changed_fields.join(', ') : null],
            ['Status', e.status_code === null ? null : String(e.status_code)],
            ['Error', [e.error_code, e.error_message].filter(Boolean).join(': ') || null],
            ['Request', e.request.method || e.request.path ? `${e.request.method ?? ''} ${e.request.path ?? ''}`.trim() : null],
            ['Source', e.source === 'mcp' ? 'MCP server (an AI assistant’s tool call)' : e.source],
            ['Request id', e.request.id],
            ['IP address', e.request.ip_address],
            ['User agent', e.request.user_agent],
          ]}
        />
      )}
    </Stack>
  );
}
