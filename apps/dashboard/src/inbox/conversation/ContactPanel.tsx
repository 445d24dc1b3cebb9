import { IconLock } from '@tabler/icons-react';
import { inline } from './icons';
import { ActionIcon, Alert, Badge, Button, Collapse, Divider, Group, Loader, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { inboxKeys, type Contact, type InboxConversation, type Member } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { memberName } from './ConversationHeader';
import { parsePropertyValue, propertyKeyProblem, propertyType, showPropertyValue, type PropertyType } from './properties';
import { refusalView } from './refusal';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

function ErrorLine({ error, action }: { error: unknown; action: string }) {
  const v = refusalView(error, action);
  return (
    <Alert color="red" role="alert" title={v.title} p="xs">
      {v.message}
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PropertyForm({
  initial,
  existing,
  onSave,
  onCancel,
  pending,
}: {
  initial: { key: string; type: PropertyType; value: string } | null;
  existing: string[];
  onSave: (key: string, value: string | number | boolean) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const [key, setKey] = useState(initial?.key ?? '');
  const [type, setType] = useState<PropertyType>(initial?.type ?? 'string');
  const [value, setValue] = useState(initial?.value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const kp = propertyKeyProblem(key, existing, initial?.key ?? null);
        if (kp) return setProblem(kp);
        const v = parsePropertyValue(type, value);
        if ('error' in v) return setProblem(v.error);
        setProblem(null);
        onSave(key.trim(), v.value);
      }}
    >
      <Stack gap={6}>
        <TextInput size="xs" label="Property name" value={key} disabled={Boolean(initial)} onChange={(e) => setKey(e.currentTarget.value)} />
        <Select
          size="xs"
          label="Kind of value"
          allowDeselect={false}
          value={type}
          onChange={(v) => {
            setType((v as PropertyType) ?? 'string');
            setValue('');
          }}
          data={[
            { value: 'string', label: 'Text' },
            { value: 'number', label: 'Number' },
            { value: 'boolean', label: 'Yes or no' },
          ]}
        />
        {type === 'boolean' ? (
          <Select
            size="xs"
            label="Value"
            allowDeselect={false}
            value={value || null}
            onChange={(v) => setValue(v ?? '')}
            data={[
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]}
          />
        ) : (
          <TextInput
            size="xs"
            label="Value"
            inputMode={type === 'number' ? 'decimal' : undefined}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        )}
        {problem && (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" type="submit" loading={pending}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Properties({ contact }: { contact: Contact }) {
  const { api } = useInbox();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const m = useMutation({
    mutationFn: (props: Record<string, string | number | boolean | null>) => api.updateContactProperties(contact.id, props),
    onSuccess: (c) => {
      qc.setQueryData(inboxKeys.contact(api.scopeKey, contact.id), c);
      setEditing(null);
    },
  });
  const entries = Object.entries(contact.properties ?? {});
  return (
    <Section title="Properties">
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          No properties yet.
        </Text>
      )}
      <Stack gap={4} component="dl" m={0}>
        {entries.map(([k, v]) =>
          editing === k ? (
            <div key={k}>
              <Text component="dt" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {k}
              </Text>
              <Text component="dd" m={0}>
                <PropertyForm
                  initial={{ key: k, type: propertyType(v), value: String(v) }}
                  existing={entries.map(([x]) => x)}
                  pending={m.isPending}
                  onSave={(key, value) => m.mutate({ [key]: value })}
                  onCancel={() => setEditing(null)}
                />
              </Text>
            </div>
          ) : (
            <div key={k}>
              <Text component="dt" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {k}
              </Text>
              <Group component="dd" m={0} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {showPropertyValue(v)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" aria-label={`Edit the property ${k}`} onClick={() => setEditing(k)}>
                    Edit
                  </Button>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red.9"
                    aria-label={`Remove the property ${k}`}
                    loading={m.isPending && m.variables?.[k] === null}
                    onClick={() => m.mutate({ [k]: null })}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              </Group>
            </div>
          ),
        )}
      </Stack>
      {editing === 'new' ? (
        <PropertyForm
          initial={null}
          existing={entries.map(([x]) => x)}
          pending={m.isPending}
          onSave={(key, value) => m.mutate({ [key]: value })}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button size="xs" variant="light" onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          Add a property
        </Button>
      )}
      {m.isError && <ErrorLine error={m.error} action="The change of properties" />}
    </Section>
  );
}

function ContactDetails({ conversation, numberLabel }: { conversation: InboxConversation; numberLabel: (id: string) => string }) {
  const { api } = useInbox();
  const contact = useQuery({
    queryKey: inboxKeys.contact(api.scopeKey, conversation.contact_id),
    queryFn: () => api.getContact(conversation.contact_id),
  });
  const prefs = useQuery({
    queryKey: [...inboxKeys.contact(api.scopeKey, conversation.contact_id), 'marketing'],
    queryFn: () => api.listMarketingPreferences(conversation.contact_id),
  });
  if (contact.isPending) return <Loader size="sm" role="status" aria-label="Loading the contact" />;
  if (contact.isError) return <ErrorLine error={contact.error} action="Loading the contact" />;
  const c = contact.data;
  const rows: Array<[string, string]> = [
    ['Name', c.name || 'Not given'],
    ['Number', c.phone_number || 'Hidden (username only)'],
    ...(c.username ? ([['Username', c.username]] as Array<[string, string]>) : []),
    ['First seen', when(c.created_at)],
  ];
  return (
    <>
      <Section title="Contact">
        <Stack gap={4} component="dl" m={0}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <Text component="dt" size="xs" c="dimmed">
                {k}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {v}
              </Text>
            </div>
          ))}
        </Stack>
      </Section>
      <Properties contact={c} />
      <Section title="Marketing messages">
        {prefs.isPending && <Loader size="xs" role="status" aria-label="Loading the marketing preferences" />}
        {prefs.isError && <ErrorLine error={prefs.error} action="Loading the marketing preferences" />}
        {prefs.data && prefs.data.length === 0 && <Text size="sm">The customer has not stopped marketing messages on any number.</Text>}
        {prefs.data?.map((p) => (
          <Group key={p.phone_number_id} gap="xs" wrap="wrap">
            <Badge color={p.status === 'stopped' ? 'red.9' : 'teal.9'} variant="filled">
              {p.status === 'stopped' ? 'Stopped' : 'Resumed'}
            </Badge>
            <Text size="sm">
              on {numberLabel(p.phone_number_id)} since {when(p.updated_at)}
            </Text>
          </Group>
        ))}
      </Section>
    </>
  );
}

function AssignmentHistory({ conversation, members }: { conversation: InboxConversation; members: Member[] | undefined }) {
  const { api, userId } = useInbox();
  const q = useQuery({ queryKey: inboxKeys.assignments(api.scopeKey, conversation.id), queryFn: () => api.listAssignments(conversation.id) });
  return (
    <Section title="Assignment history">
      {q.isPending && <Loader size="xs" role="status" aria-label="Loading the assignments" />}
      {q.isError && <ErrorLine error={q.error} action="Loading the assignments" />}
      {q.data?.length === 0 && <Text size="sm">Never assigned.</Text>}
      <Stack gap={4} component="ol" p={0} m={0}>
        {[...(q.data ?? [])]
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map((a) => (
            <Text key={a.id} component="li" size="sm" style={{ listStyle: 'none' }}>
              {memberName(a.user_id, members, userId)}
              {a.active ? ' (current)' : ''} · {when(a.created_at)}
              {a.created_by_user_id ? ` · by ${memberName(a.created_by_user_id, members, userId)}` : ''}
              {a.notes ? ` · “${a.notes}”` : ''}
            </Text>
          ))}
      </Stack>
    </Section>
  );
}

function Notes({ conversation }: { conversation: InboxConversation }) {
  const { api, userId } = useInbox();
  const qc = useQueryClient();
  const [body, setBody] = useState('');
  // Newest first, 50 a page; older ones on demand.
  const q = useInfiniteQuery({
    queryKey: inboxKeys.notes(api.scopeKey, conversation.id),
    queryFn: ({ pageParam }) => api.listNotes(conversation.id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.paging.next && last.paging.cursors.after ? last.paging.cursors.after : undefined),
  });
  const notes = q.data?.pages.flatMap((page) => page.data);
  const add = useMutation({
    mutationFn: (text: string) => api.addNote(conversation.id, text),
    onSuccess: () => {
      setBody('');
      void qc.invalidateQueries({ queryKey: inboxKeys.notes(api.scopeKey, conversation.id) });
    },
  });
  return (
    <Section title="Private notes">
      <Text size="xs" fw={500} className="cv-warn">
        <IconLock {...inline} />
        Only your team sees notes; they are never sent to the customer.
      </Text>
      {q.isPending && <Loader size="xs" role="status" aria-label="Loading the notes" />}
      {q.isError && <ErrorLine error={q.error} action="Loading the notes" />}
      {notes?.length === 0 && <Text size="sm">No notes yet.</Text>}
      <Stack gap={6} component="ol" p={0} m={0}>
        {notes?.map((n) => (
          <Paper key={n.id} component="li" withBorder p={6} style={{ listStyle: 'none', borderLeft: '4px solid var(--mantine-color-yellow-6)' }}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {n.body}
            </Text>
            <Text size="xs" c="dimmed">
              {n.author.type === 'user' && n.author.id === userId ? 'You' : n.author.name || (n.author.type === 'api_key' ? 'An API key' : 'A member')} ·{' '}
              {when(n.created_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
      {q.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          Show older notes
        </Button>
      )}
      {q.isFetchNextPageError && <ErrorLine error={q.error} action="Loading older notes" />}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim() && !add.isPending) add.mutate(body.trim());
        }}
      >
        <Stack gap={6}>
          <Textarea size="sm" label="New note" autosize minRows={2} maxRows={6} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          <Button size="xs" type="submit" disabled={!body.trim()} loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            Add the note
          </Button>
        </Stack>
      </form>
      {add.isError && <ErrorLine error={add.error} action="The note" />}
    </Section>
  );
}

/** The side panel: contact, properties, marketing preferences, assignment history, private notes (what the mode allows). */
export function ContactPanel({
  conversation,
  members,
  numberLabel,
}: {
  conversation: InboxConversation;
  members: Member[] | undefined;
  numberLabel: (phoneNumberId: string) => string;
}) {
  const { api } = useInbox();
  const caps = api.capabilities;
  const [open, setOpen] = useState(true);
  if (!caps.contactDetails && !caps.assign && !caps.notes) return null;
  return (
    <Paper
      component="aside"
      withBorder
      p="sm"
      aria-label="Details of the conversation"
      w={{ base: '100%', md: 320 }}
      mah={{ md: '100%' }}
      style={{ flexShrink: 0, overflowY: 'auto' }}
      // It scrolls when the details are long: reachable by keyboard (axe's scrollable-region-focusable).
      tabIndex={0}
    >
      <Group justify="space-between">
        <Title order={2} size="h4">
          Details
        </Title>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="conversation-details">
          {open ? 'Hide the details' : 'Show the details'}
        </Button>
      </Group>
      <Collapse expanded={open} id="conversation-details">
        <Stack gap="md" mt="sm">
          {caps.contactDetails && <ContactDetails conversation={conversation} numberLabel={numberLabel} />}
          {caps.assign && (
            <>
              <Divider />
              <AssignmentHistory conversation={conversation} members={members} />
            </>
          )}
          {caps.notes && (
            <>
              <Divider />
              <Notes conversation={conversation} />
            </>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
