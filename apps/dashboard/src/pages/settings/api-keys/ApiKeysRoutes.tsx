import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConfirmButton, DataTable, ErrorAlert, Page, QueryView, SecretOnce, newIdempotencyKey, useProjectApi, when } from '../../kit';
import './api-keys.css';
import { GRACE_CHOICES, SCOPE_WORDS, canHandleKey, graceWords, keyStatusWords, scopesOfRole, type Scope } from './keys-logic';

interface ApiKey {
  id: string;
  name: string;
  display_prefix: string;
  last_four: string | null;
  scopes: Scope[];
  status: 'active' | 'rotating' | 'expired' | 'revoked';
  created_at: string;
  created_by_key_id: string | null;
  last_used_at: string | null;
  expires_at: string | null;
  replaced_by_key_id: string | null;
  revoked_at: string | null;
  /** Runs the MCP tools that need an approval without one (decision 0029); set at creation by a full-scope caller. */
  mcp_approvals_waived: boolean;
}

type Issued = ApiKey & { secret: string; previous_key?: ApiKey };

/** The API keys section's pages (`/p/{project_id}/settings/api-keys/...`). */
export default function ApiKeysRoutes() {
  return (
    <Routes>
      <Route index element={<ApiKeysPage />} />
    </Routes>
  );
}

const STATUS_COLOR: Record<ApiKey['status'], string> = { active: 'teal.9', rotating: 'indigo.9', expired: 'gray.7', revoked: 'red.9' };

/** `/settings/api-keys`: list, create (shown once), rotate (new secret shown once, the old one's grace), revoke. */
function ApiKeysPage() {
  const { api, p, projectId, project, can } = useProjectApi();
  const writes = can('keys', 'write');
  const offered = scopesOfRole(project.role, writes);
  const [shown, setShown] = useState<{ title: string; key: Issued } | null>(null);
  const keys = useQuery({ queryKey: ['project', projectId, 'api-keys'], queryFn: () => api.get<{ data: ApiKey[] }>(p('/api_keys')) });
  const names = new Map((keys.data?.data ?? []).map((k) => [k.id, k.name]));
  return (
    <Page title="API keys" description="Keys call the platform's API ({base_url}) for this project. A secret is shown once: the platform keeps only its hash.">
      {shown && (
        <Stack gap="xs" className="secret-once-frame">
          <SecretOnce label={shown.title} value={shown.key.secret} onDone={() => setShown(null)} />
          {shown.key.previous_key && (
            <Text size="sm" role="status">
              The old secret of “{shown.key.previous_key.name}” ({shown.key.previous_key.display_prefix}…{shown.key.previous_key.last_four ?? ''}){' '}
              {shown.key.previous_key.expires_at ? `keeps working until ${when(shown.key.previous_key.expires_at)}.` : 'stopped working.'}
            </Text>
          )}
        </Stack>
      )}
      {writes && <CreateKey scopes={offered} onCreated={(k) => setShown({ title: `Secret of the new key “${k.name}”`, key: k })} />}
      <QueryView query={keys} label="Loading the API keys">
        {({ data }) => (
          <DataTable
            label="API keys of the project"
            head={['Name', 'Key', 'Scopes', 'Status', 'Created', 'Last used', 'Actions']}
            minWidth={980}
            rows={data.map((k) => [
              <Stack key="n" gap={0}>
                <Text size="sm" fw={500}>
                  {k.name}
                </Text>
                {k.created_by_key_id && (
                  <Text size="xs" c="dimmed">
                    Created by key {names.get(k.created_by_key_id) ?? k.created_by_key_id}
                  </Text>
                )}
              </Stack>,
              <Text key="k" ff="monospace" size="sm">
                {k.display_prefix}…{k.last_four ?? '????'}
              </Text>,
              <Stack key="sc" gap={2}>
                <Text size="sm">{k.scopes.join(', ')}</Text>
                {k.mcp_approvals_waived && (
                  <Text size="xs" c="dimmed">
                    MCP tool calls run without approvals
                  </Text>
                )}
              </Stack>,
              <Stack key="s" gap={2}>
                <Badge variant="filled" color={STATUS_COLOR[k.status]}>
                  {k.status}
                </Badge>
                <Text size="xs" c="dimmed">
                  {keyStatusWords(k.status)}
                  {k.status === 'rotating' && k.expires_at ? ` (${when(k.expires_at)})` : ''}
                  {k.status === 'expired' && k.expires_at ? ` ${when(k.expires_at)}` : ''}
                  {k.revoked_at ? ` ${when(k.revoked_at)}` : ''}
                  {k.replaced_by_key_id ? `; replaced by ${names.get(k.replaced_by_key_id) ?? k.replaced_by_key_id}` : ''}
                </Text>
              </Stack>,
              when(k.created_at),
              k.last_used_at ? when(k.last_used_at) : 'Never',
              <KeyActions
                key="a"
                apiKey={k}
                allowed={writes && canHandleKey(project.role, writes, k.scopes)}
                onRotated={(r) => setShown({ title: `New secret of “${r.name}”`, key: r })}
              />,
            ])}
            empty="This project has no API key yet."
          />
        )}
      </QueryView>
    </Page>
  );
}

function CreateKey({ scopes, onCreated }: { scopes: Scope[]; onCreated: (k: Issued) => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [waived, setWaived] = useState(false);
  // Only a caller who may give `full` (an owner or admin) may create a key that waives MCP approvals (decision 0029).
  const mayWaive = scopes.includes('full');
  const idem = useRef<{ body: string; key: string } | null>(null);
  const create = useMutation({
    mutationFn: () => {
      const body = { api_key: { name: name.trim(), scopes: chosen, ...(mayWaive && waived ? { mcp_approvals_waived: true } : {}) } };
      const text = JSON.stringify(body);
      if (!idem.current || idem.current.body !== text) idem.current = { body: text, key: newIdempotencyKey() };
      return api.request<{ data: Issued }>('POST', p('/api_keys'), body, { 'idempotency-key': idem.current.key });
    },
    onSuccess: (d) => {
      idem.current = null;
      setName('');
      setChosen([]);
      setWaived(false);
      onCreated(d.data);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'api-keys'] });
    },
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-key-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-key-title">
            Create a key
          </Title>
          <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} maw={420} />
          <Checkbox.Group label="Scopes" description="Only the scopes your role may give are offered." value={chosen} onChange={setChosen} withAsterisk>
            <Stack gap={6} mt={6}>
              {scopes.map((s) => (
                <Checkbox key={s} value={s} label={SCOPE_WORDS[s]} />
              ))}
            </Stack>
          </Checkbox.Group>
          {mayWaive && (
            <Checkbox
              label="Let AI assistants using this key (the MCP server) send messages, delete, change webhooks and spend credits without asking a person"
              description="Otherwise each such tool call waits for an approval in MCP approvals. Set only now: it cannot be changed later."
              checked={waived}
              onChange={(e) => setWaived(e.currentTarget.checked)}
            />
          )}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={!name.trim() || chosen.length === 0}>
              Create key
            </Button>
          </Group>
          <ErrorAlert error={create.error} title="The key was not created" />
        </Stack>
      </form>
    </Paper>
  );
}

function KeyActions({ apiKey, allowed, onRotated }: { apiKey: ApiKey; allowed: boolean; onRotated: (k: Issued) => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [grace, setGrace] = useState('3600');
  const refresh = () => qc.invalidateQueries({ queryKey: ['project', projectId, 'api-keys'] });
  const idem = useRef<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => {
      idem.current ??= newIdempotencyKey();
      return api.request<{ data: Issued }>(
        'POST',
        p(`/api_keys/${apiKey.id}/rotate`),
        { grace_period_seconds: Number(grace) },
        { 'idempotency-key': idem.current },
      );
    },
    onSuccess: (d) => {
      idem.current = null;
      onRotated(d.data);
    },
    onSettled: refresh,
  });
  const revoke = useMutation({ mutationFn: () => api.delete<{ data: ApiKey }>(p(`/api_keys/${apiKey.id}`)), onSettled: refresh });
  if (!allowed || apiKey.status === 'revoked' || apiKey.status === 'expired')
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        {apiKey.status === 'active' && (
          <>
            <Select
              size="xs"
              w={150}
              aria-label={`Grace of the old secret of ${apiKey.name}`}
              allowDeselect={false}
              data={GRACE_CHOICES.map((s) => ({ value: String(s), label: `Old works ${graceWords(s)}` }))}
              value={grace}
              onChange={(v) => v && setGrace(v)}
            />
            <ConfirmButton
              size="xs"
              color="blue"
              label="Rotate"
              title={`Rotate “${apiKey.name}”?`}
              message={`A new secret with the same name and scopes is made and shown once; the old one keeps working ${Number(grace) === 0 ? 'no longer: it stops at once' : `for ${graceWords(Number(grace))}`}.`}
              confirmLabel="Rotate key"
              onConfirm={() => rotate.mutateAsync().catch(() => undefined)}
              loading={rotate.isPending}
            />
          </>
        )}
        <ConfirmButton
          size="xs"
          label="Revoke"
          title={`Revoke “${apiKey.name}”?`}
          message="Calls with this key are refused from now on (within seconds on every gateway). This cannot be undone."
          confirmLabel="Revoke key"
          onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
          loading={revoke.isPending}
        />
      </Group>
      <ErrorAlert error={rotate.error ?? revoke.error} />
    </Stack>
  );
}
