import { Anchor, Badge, Button, Code, CopyButton, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import {
  ConfirmButton,
  DataTable,
  ErrorAlert,
  Fields,
  Page,
  PagePager,
  QueryView,
  SecretOnce,
  newIdempotencyKey,
  usePageList,
  useProjectApi,
  when,
  type PageList,
} from '../../kit';
import './embeds.css';
import { MAX_ORIGINS, iframeSnippet, isLanguageTag, isoToLocal, localToIso, parseOrigins } from './embed-logic';

type ScopeType = 'project' | 'customer' | 'phone_number';
type Mode = 'system' | 'light' | 'dark';

interface Embed {
  id: string;
  name: string;
  scope_type: ScopeType;
  scope_id: string;
  scope_name: string;
  status: 'active' | 'revoked' | 'expired';
  allowed_origins: string[];
  default_mode: Mode;
  language: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}

type Issued = Embed & { token: string; embed_url: string };

const SCOPE_WORDS: Record<ScopeType, string> = { project: 'Every conversation of the project', customer: "A customer's numbers", phone_number: 'One number' };
const MODES = [
  { value: 'system', label: 'As the visitor’s system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const STATUS_COLOR = { active: 'teal.9', revoked: 'red.9', expired: 'gray.7' } as const;

/** The Inbox embeds section's pages (`/p/{project_id}/settings/embeds/...`). */
export default function EmbedsRoutes() {
  return (
    <Routes>
      <Route index element={<EmbedsPage />} />
      <Route path=":embedId" element={<EmbedPage />} />
    </Routes>
  );
}

/** `/settings/embeds`: the embeds (page style, filters status and scope), creating one (token and URL shown once, with the snippet). */
function EmbedsPage() {
  const { can } = useProjectApi();
  const [status, setStatus] = useState<string | null>(null);
  const [scopeType, setScopeType] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const list = usePageList<Embed>(['embeds'], '/inbox_embeds', { status, scope_type: scopeType });
  return (
    <Page title="Inbox embeds" description="An inbox page another site frames: the conversations of one scope, framed only by the origins you allow.">
      {issued && <IssuedEmbed embed={issued} onDone={() => setIssued(null)} />}
      {can('messaging', 'write') && <CreateEmbed onCreated={setIssued} />}
      <Group gap="xs" align="flex-end">
        <Select
          label="Status"
          clearable
          placeholder="Any"
          data={[
            { value: 'active', label: 'Active' },
            { value: 'revoked', label: 'Revoked' },
            { value: 'expired', label: 'Expired' },
          ]}
          value={status}
          onChange={setStatus}
          w={160}
        />
        <Select
          label="Scope"
          clearable
          placeholder="Any"
          data={(Object.keys(SCOPE_WORDS) as ScopeType[]).map((s) => ({ value: s, label: SCOPE_WORDS[s] }))}
          value={scopeType}
          onChange={setScopeType}
          w={240}
        />
      </Group>
      <QueryView query={list} label="Loading the embeds">
        {({ data }) => (
          <DataTable
            label="Inbox embeds"
            head={['Name', 'Scope', 'Status', 'Allowed origins', 'Expires', 'Last used', 'Created']}
            minWidth={900}
            rows={data.map((e) => [
              <Anchor key="n" component={Link} to={e.id} size="sm">
                {e.name}
              </Anchor>,
              `${SCOPE_WORDS[e.scope_type]}: ${e.scope_name || e.scope_id}`,
              <EmbedStatus key="s" embed={e} />,
              e.allowed_origins.join(', '),
              e.expires_at ? when(e.expires_at) : 'Never',
              e.last_used_at ? when(e.last_used_at) : 'Never',
              when(e.created_at),
            ])}
            empty={status || scopeType ? 'No embed matches these filters.' : 'No inbox embed yet.'}
          />
        )}
      </QueryView>
      <PagePager meta={list.data?.meta} onPage={list.setPage} label="the embeds" />
    </Page>
  );
}

function EmbedStatus({ embed }: { embed: Embed }) {
  return (
    <Badge variant="filled" color={STATUS_COLOR[embed.status]}>
      {embed.status === 'active' ? 'Active' : embed.status === 'revoked' ? 'Revoked' : 'Expired'}
    </Badge>
  );
}

function IssuedEmbed({ embed, onDone }: { embed: Issued; onDone: () => void }) {
  const snippet = iframeSnippet(embed.embed_url, `${embed.name} inbox`);
  return (
    <Stack gap="xs" className="secret-once-frame">
      <SecretOnce label={`Page address of “${embed.name}”`} value={embed.embed_url} />
      <Text size="sm">
        Token: <Code>{embed.token}</Code> (in the address; a lost one means a new embed).
      </Text>
      <Text size="sm" fw={500} id="snippet-label">
        Paste this in a page of an allowed origin:
      </Text>
      <Code block aria-labelledby="snippet-label" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {snippet}
      </Code>
      <Group gap="xs">
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Snippet copied' : 'Copy the snippet'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={onDone}>
          I have copied it
        </Button>
      </Group>
    </Stack>
  );
}

function ScopePicker({ type, value, onChange }: { type: ScopeType; value: string; onChange: (v: string) => void }) {
  const { api, p, projectId } = useProjectApi();
  const path = type === 'customer' ? '/customers?per_page=100' : '/messaging/phone_numbers?per_page=100';
  const q = useQuery({
    queryKey: ['project', projectId, 'embed-scopes', type],
    queryFn: () => api.get<PageList<{ id: string; name?: string | null; display_phone_number?: string | null }>>(p(path)),
    enabled: type !== 'project',
  });
  if (type === 'project') return null;
  return (
    <Select
      label={type === 'customer' ? 'Customer' : 'Number'}
      required
      searchable
      placeholder={q.isPending ? 'Loading…' : 'Choose'}
      nothingFoundMessage={type === 'customer' ? 'No customer yet' : 'No number yet'}
      data={(q.data?.data ?? []).map((x) => ({ value: x.id, label: [x.display_phone_number, x.name].filter(Boolean).join(' — ') || x.id }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={q.error instanceof Error ? q.error.message : undefined}
      miw={220}
    />
  );
}

function CreateEmbed({ onCreated }: { onCreated: (e: Issued) => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [scopeType, setScopeType] = useState<ScopeType>('project');
  const [scopeId, setScopeId] = useState('');
  const [origins, setOrigins] = useState('');
  const [mode, setMode] = useState<Mode>('system');
  const [language, setLanguage] = useState('en');
  const [expires, setExpires] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseOrigins(origins);
  const idem = useRef<{ body: string; key: string } | null>(null);
  const create = useMutation({
    mutationFn: () => {
      const expiresAt = localToIso(expires);
      const body = {
        inbox_embed: {
          name: name.trim(),
          scope_type: scopeType,
          ...(scopeType !== 'project' ? { scope_id: scopeId } : {}),
          allowed_origins: parsed.origins,
          default_mode: mode,
          language: language.trim(),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        },
      };
      const text = JSON.stringify(body);
      if (!idem.current || idem.current.body !== text) idem.current = { body: text, key: newIdempotencyKey() };
      return api.request<{ data: Issued }>('POST', p('/inbox_embeds'), body, { 'idempotency-key': idem.current.key });
    },
    onSuccess: (d) => {
      idem.current = null;
      onCreated(d.data);
      setName('');
      setOrigins('');
      setExpires('');
      setTouched(false);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'embeds'] });
    },
  });
  const ready = name.trim() && parsed.errors.length === 0 && isLanguageTag(language.trim()) && (scopeType === 'project' || scopeId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-embed-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (ready) create.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-embed-title">
            Create an embed
          </Title>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} miw={220} />
            <Select
              label="Scope"
              required
              allowDeselect={false}
              data={(Object.keys(SCOPE_WORDS) as ScopeType[]).map((s) => ({ value: s, label: SCOPE_WORDS[s] }))}
              value={scopeType}
              onChange={(v) => {
                setScopeType((v as ScopeType) ?? 'project');
                setScopeId('');
              }}
              miw={240}
            />
            <ScopePicker type={scopeType} value={scopeId} onChange={setScopeId} />
          </Group>
          <Textarea
            label="Allowed origins"
            description={`One per line, 1 to ${MAX_ORIGINS}: https://host[:port], https://*.example.com (its subdomains) or http://localhost[:port]; no path.`}
            required
            autosize
            minRows={2}
            value={origins}
            onChange={(e) => setOrigins(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && parsed.errors.length ? parsed.errors.join(' ') : undefined}
          />
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select label="Theme" allowDeselect={false} data={MODES} value={mode} onChange={(v) => setMode((v as Mode) ?? 'system')} w={220} />
            <TextInput
              label="Language (BCP 47)"
              value={language}
              onChange={(e) => setLanguage(e.currentTarget.value)}
              error={language && !isLanguageTag(language.trim()) ? 'A language tag such as en or pt-BR.' : undefined}
              w={160}
            />
            <TextInput
              label="Expires (optional, your time)"
              type="datetime-local"
              value={expires}
              onChange={(e) => setExpires(e.currentTarget.value)}
              w={240}
            />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending} disabled={touched && !ready}>
              Create embed
            </Button>
          </Group>
          <ErrorAlert error={create.error} title="The embed was not created" />
        </Stack>
      </form>
    </Paper>
  );
}

/** `/settings/embeds/{id}`: one embed's fields, editing them (never the scope), revoking it. */
function EmbedPage() {
  const { embedId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const key = ['project', projectId, 'embeds', 'one', embedId];
  const q = useQuery({ queryKey: key, queryFn: () => api.get<{ data: Embed }>(p(`/inbox_embeds/${encodeURIComponent(embedId)}`)) });
  const e = q.data?.data;
  return (
    <Page
      title={e ? `Embed “${e.name}”` : 'Inbox embed'}
      description={
        <Anchor component={Link} to=".." relative="path" size="sm">
          Back to the inbox embeds
        </Anchor>
      }
    >
      <QueryView query={q} label="Loading the embed">
        {({ data: embed }) => (
          <Stack gap="md">
            <Fields
              label="The embed"
              items={[
                ['Status', <EmbedStatus key="s" embed={embed} />],
                ['Scope', `${SCOPE_WORDS[embed.scope_type]}: ${embed.scope_name || embed.scope_id}`],
                [
                  'Scope id',
                  <Text key="sid" ff="monospace" size="sm">
                    {embed.scope_id}
                  </Text>,
                ],
                ['Allowed origins', embed.allowed_origins.join(', ')],
                ['Theme', MODES.find((m) => m.value === embed.default_mode)?.label ?? embed.default_mode],
                ['Language', embed.language],
                ['Expires', embed.expires_at ? when(embed.expires_at) : 'Never'],
                ['Last used', embed.last_used_at ? when(embed.last_used_at) : 'Never'],
                ['Revoked', embed.revoked_at ? when(embed.revoked_at) : null],
                ['Created', when(embed.created_at)],
                ['Changed', when(embed.updated_at)],
              ]}
            />
            <Text size="sm" c="dimmed">
              The page address holds the token, shown only when the embed was created. Its snippet:{' '}
              {iframeSnippet('{the embed’s page address}', `${embed.name} inbox`)}
            </Text>
            {can('messaging', 'write') && embed.status !== 'revoked' && <EditEmbed embed={embed} />}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

function EditEmbed({ embed }: { embed: Embed }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [name, setName] = useState(embed.name);
  const [origins, setOrigins] = useState(embed.allowed_origins.join('\n'));
  const [mode, setMode] = useState<Mode>(embed.default_mode);
  const [language, setLanguage] = useState(embed.language);
  const [expires, setExpires] = useState(isoToLocal(embed.expires_at));
  const parsed = parseOrigins(origins);
  const refresh = () => qc.invalidateQueries({ queryKey: ['project', projectId, 'embeds'] });
  const save = useMutation({
    mutationFn: () =>
      api.request<{ data: Embed }>('PATCH', p(`/inbox_embeds/${embed.id}`), {
        inbox_embed: { name: name.trim(), allowed_origins: parsed.origins, default_mode: mode, language: language.trim(), expires_at: localToIso(expires) },
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: () => api.delete<{ data: Embed }>(p(`/inbox_embeds/${embed.id}`)), onSettled: refresh });
  const ready = name.trim() && parsed.errors.length === 0 && isLanguageTag(language.trim());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-embed-title">
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          if (ready) save.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="edit-embed-title">
            Change the embed
          </Title>
          <TextInput label="Name" required maxLength={200} value={name} onChange={(ev) => setName(ev.currentTarget.value)} maw={420} />
          <Textarea
            label="Allowed origins"
            description="One per line. The scope cannot change: make a new embed for another one."
            required
            autosize
            minRows={2}
            value={origins}
            onChange={(ev) => setOrigins(ev.currentTarget.value)}
            error={parsed.errors.length ? parsed.errors.join(' ') : undefined}
          />
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select label="Theme" allowDeselect={false} data={MODES} value={mode} onChange={(v) => setMode((v as Mode) ?? 'system')} w={220} />
            <TextInput
              label="Language (BCP 47)"
              value={language}
              onChange={(ev) => setLanguage(ev.currentTarget.value)}
              error={language && !isLanguageTag(language.trim()) ? 'A language tag such as en or pt-BR.' : undefined}
              w={160}
            />
            <TextInput
              label="Expires (empty: never; your time)"
              type="datetime-local"
              value={expires}
              onChange={(ev) => setExpires(ev.currentTarget.value)}
              w={260}
            />
          </Group>
          <Group gap="xs">
            <Button type="submit" loading={save.isPending} disabled={!ready}>
              Save changes
            </Button>
            <ConfirmButton
              label="Revoke embed"
              title={`Revoke “${embed.name}”?`}
              message="Its page and API answer 401 from now on, on every gateway; the sites framing it show nothing. It cannot be undone."
              onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
              loading={revoke.isPending}
            />
          </Group>
          {save.isSuccess && (
            <Text size="sm" role="status">
              Saved.
            </Text>
          )}
          <ErrorAlert error={save.error ?? revoke.error} />
        </Stack>
      </form>
    </Paper>
  );
}
