import { Alert, Button, Group, Menu, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inboxKeys, type HoldingExecution, type InboxConversation, type InboxStatus, type Member } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { controlView, type ControlView } from './control';
import { useConversationChanged } from './hooks';
import { refusalView } from './refusal';
import { inboxStatusText, snoozeChoices, snoozeUntilFromInput } from './snooze';

/** A member's name for people: "You", the name, else the email. */
export function memberName(userId: string | null | undefined, members: Member[] | undefined, me: string | null): string | null {
  if (!userId) return null;
  if (userId === me) return 'You';
  const m = members?.find((x) => x.user_id === userId);
  return m ? m.name || m.email : 'A former member';
}

function Refusal({ error, action, onClose }: { error: unknown; action: string; onClose: () => void }) {
  const v = refusalView(error, action);
  return (
    <Alert color="red" role="alert" title={v.title} withCloseButton closeButtonLabel="Dismiss the message" onClose={onClose} p="xs">
      {v.message}
    </Alert>
  );
}

function StatusControl({ conversation }: { conversation: InboxConversation }) {
  const { api } = useInbox();
  const changed = useConversationChanged(conversation.id);
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: ({ status, until }: { status: InboxStatus; until?: string | null }) => api.updateInboxStatus(conversation.id, status, until),
    onSuccess: (c) => changed(c),
  });
  const choices = snoozeChoices(new Date());
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Select
          label="Inbox status"
          size="xs"
          w={140}
          allowDeselect={false}
          disabled={m.isPending}
          value={conversation.inbox_status === 'snoozed' ? null : conversation.inbox_status}
          placeholder="Snoozed"
          data={[
            { value: 'open', label: 'Open' },
            { value: 'pending', label: 'Pending' },
            { value: 'resolved', label: 'Resolved' },
          ]}
          onChange={(v) => v && m.mutate({ status: v as InboxStatus })}
        />
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" loading={m.isPending}>
              Snooze…
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {choices.map((c) => (
              <Menu.Item key={c.label} onClick={() => m.mutate({ status: 'snoozed', until: c.until })}>
                {c.label}
              </Menu.Item>
            ))}
            <Menu.Item onClick={() => setCustomOpen(true)}>Until a time I choose…</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {conversation.inbox_status === 'snoozed' && (
        <Text size="xs" c="dimmed">
          {inboxStatusText(conversation.inbox_status, conversation.snoozed_until)}
        </Text>
      )}
      <Modal opened={customOpen} onClose={() => setCustomOpen(false)} title="Snooze until a time" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const r = snoozeUntilFromInput(custom, new Date());
            if ('error' in r) return setCustomError(r.error);
            setCustomError(null);
            setCustomOpen(false);
            m.mutate({ status: 'snoozed', until: r.until });
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="datetime-local"
              label="Snooze until"
              description="The conversation comes back as open at that time, or sooner if the customer writes."
              value={custom}
              onChange={(e) => setCustom(e.currentTarget.value)}
              error={customError}
              data-autofocus
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setCustomOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Snooze</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {m.isError && <Refusal error={m.error} action="The status change" onClose={m.reset} />}
    </Stack>
  );
}

function AssignmentControl({ conversation, members }: { conversation: InboxConversation; members: Member[] | undefined }) {
  const { api, userId } = useInbox();
  const qc = useQueryClient();
  const changed = useConversationChanged(conversation.id);
  const assignments = useQuery({
    queryKey: inboxKeys.assignments(api.scopeKey, conversation.id),
    queryFn: () => api.listAssignments(conversation.id),
  });
  const active = assignments.data?.find((a) => a.active) ?? null;
  const after = () => {
    void qc.invalidateQueries({ queryKey: inboxKeys.assignments(api.scopeKey, conversation.id) });
    changed();
  };
  const assign = useMutation({ mutationFn: (user: string) => api.assign(conversation.id, user), onSuccess: after });
  const unassign = useMutation({
    mutationFn: () => {
      if (!active) throw new Error('This conversation is not assigned.');
      return api.unassign(conversation.id, active.id);
    },
    onSuccess: after,
  });
  const busy = assign.isPending || unassign.isPending;
  const error = assign.error ?? unassign.error;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Assigned to"
          size="xs"
          w={200}
          searchable
          disabled={busy}
          placeholder="Nobody"
          value={conversation.assigned_user_id ?? null}
          allowDeselect={false}
          nothingFoundMessage="No member by that name"
          data={(members ?? []).map((mb) => ({ value: mb.user_id, label: `${mb.user_id === userId ? 'You' : mb.name || mb.email} (${mb.role})` }))}
          onChange={(v) => v && v !== conversation.assigned_user_id && assign.mutate(v)}
        />
        {userId && conversation.assigned_user_id !== userId && (
          <Button size="xs" variant="light" onClick={() => assign.mutate(userId)} loading={assign.isPending} disabled={busy}>
            Assign to me
          </Button>
        )}
        {conversation.assigned_user_id && (
          <Button size="xs" variant="default" onClick={() => unassign.mutate()} loading={unassign.isPending} disabled={busy || !active}>
            Unassign
          </Button>
        )}
      </Group>
      {error && (
        <Refusal
          error={error}
          action="The assignment"
          onClose={() => {
            assign.reset();
            unassign.reset();
          }}
        />
      )}
    </Stack>
  );
}

/** Who controls the thread, and "Take control" / "Hand back" with a confirmation. */
export function ThreadControl({ conversation, view }: { conversation: InboxConversation; view: ControlView }) {
  const { api } = useInbox();
  const qc = useQueryClient();
  const changed = useConversationChanged(conversation.id);
  const [confirm, setConfirm] = useState<'take' | 'release' | null>(null);
  const canThread = api.capabilities.threadControl;
  const m = useMutation({
    mutationFn: async (action: 'take' | 'release') => {
      if (action === 'take' && view.take === 'handoff') {
        await api.handoff(conversation.id);
        return null;
      }
      return api.threadControl(conversation.id, action);
    },
    onSuccess: (c) => {
      void qc.invalidateQueries({ queryKey: inboxKeys.workflow(api.scopeKey, conversation.id) });
      changed(c);
      setConfirm(null);
    },
  });
  const showTake = view.take === 'handoff' || (view.take === 'thread' && canThread);
  const showRelease = view.canRelease && canThread;
  const takeText =
    view.take === 'handoff'
      ? 'The workflow stops handling this conversation and you reply yourself.'
      : view.holder === 'other_app'
        ? 'The other app loses control of this thread on the shared number until it takes it back.'
        : view.holder === 'upstream_agent'
          ? 'The business app’s agent loses control of this thread until it takes it back.'
          : 'This platform takes the thread on the shared number.';
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {view.text}
      </Text>
      {(showTake || showRelease) && (
        <Group gap="xs">
          {showTake && (
            <Button size="xs" onClick={() => (view.holder === 'nobody' ? m.mutate('take') : setConfirm('take'))} loading={m.isPending && confirm !== 'release'}>
              Take control
            </Button>
          )}
          {showRelease && (
            <Button size="xs" variant="default" onClick={() => setConfirm('release')} loading={m.isPending && confirm === 'release'}>
              Hand back
            </Button>
          )}
        </Group>
      )}
      {m.isError && <Refusal error={m.error} action={confirm === 'release' ? 'Handing back' : 'Taking control'} onClose={m.reset} />}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'release' ? 'Hand the thread back?' : 'Take control of this conversation?'}
        centered
      >
        <Stack>
          <Text size="sm">
            {confirm === 'release'
              ? 'This platform stops controlling the thread on the shared number: another app or the business app may answer the customer, and replies from here may be refused until you take control again.'
              : takeText}
          </Text>
          {m.isError && <Refusal error={m.error} action={confirm === 'release' ? 'Handing back' : 'Taking control'} onClose={m.reset} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button onClick={() => confirm && m.mutate(confirm)} loading={m.isPending} color={confirm === 'release' ? 'orange.9' : undefined}>
              {confirm === 'release' ? 'Hand back' : 'Take control'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The conversation's header: who, on which number, status, assignment, control of the thread. */
export function ConversationHeader({
  conversation,
  execution,
  members,
  numberLabel,
}: {
  conversation: InboxConversation;
  execution: HoldingExecution | null | undefined;
  members: Member[] | undefined;
  numberLabel: string;
}) {
  const { api, userId } = useInbox();
  const caps = api.capabilities;
  const who = conversation.contact_name || conversation.phone_number || conversation.business_scoped_user_id || 'Unknown contact';
  const view = controlView(conversation, execution, memberName(conversation.assigned_user_id, members, userId), caps.threadControl);
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Title>
          <Text size="sm" c="dimmed">
            {conversation.contact_name && conversation.phone_number ? `${conversation.phone_number} · ` : ''}
            On {numberLabel}
            {conversation.status === 'ended' ? ' · Conversation ended' : ''}
          </Text>
        </div>
      </Group>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {caps.inboxStatus && <StatusControl conversation={conversation} />}
        {caps.assign && <AssignmentControl conversation={conversation} members={members} />}
      </Group>
      <ThreadControl conversation={conversation} view={view} />
    </Stack>
  );
}
