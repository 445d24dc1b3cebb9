import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmButton, ErrorAlert, useProjectApi, when } from '../kit';
import { useBroadcastWrite } from './hooks';
import { RESUME_SCOPE_WORDS, resumeScopes, scheduleInstant, type BroadcastAction, type ResumeScope } from './lifecycle';
import type { Broadcast } from './types';

/** The local `datetime-local` value of an instant (for the schedule input's start). */
function localInput(iso: string | null): string {
  const d = iso ? new Date(iso) : new Date(Date.now() + 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The commands a broadcast's state allows (decision 0800), each with its own error sentence: send now,
 * schedule (or move the schedule), cancel the schedule, stop, resume (pending, failed or all),
 * duplicate, delete.
 */
export function BroadcastActions({ broadcast: b, actions, onEdit }: { broadcast: Broadcast; actions: BroadcastAction[]; onEdit: () => void }) {
  const { api, p, projectId } = useProjectApi();
  const navigate = useNavigate();
  const base = p(`/messaging/broadcasts/${encodeURIComponent(b.id)}`);
  const post = <T,>(path: string, body: unknown, key: string) => api.request<T>('POST', `${base}${path}`, body, { 'idempotency-key': key });

  const send = useBroadcastWrite<void, unknown>(b.id, (_v, key) => post('/send', undefined, key));
  const stop = useBroadcastWrite<void, unknown>(b.id, (_v, key) => post('/stop', undefined, key));
  const cancel = useBroadcastWrite<void, unknown>(b.id, (_v, key) => post('/cancel', undefined, key));
  const resume = useBroadcastWrite<ResumeScope, unknown>(b.id, (scope, key) => post('/resume', { scope }, key));
  const schedule = useBroadcastWrite<string, unknown>(b.id, (at, key) => post('/schedule', { scheduled_at: at }, key));
  const duplicate = useBroadcastWrite<void, { data: Broadcast }>(b.id, (_v, key) => post('/duplicate', undefined, key));
  const remove = useBroadcastWrite<void, unknown>(null, () => api.request('DELETE', base));

  const scopes = resumeScopes(b);
  const [scope, setScope] = useState<ResumeScope | null>(null);
  const chosenScope = scope && scopes.includes(scope) ? scope : (scopes[0] ?? null);
  const [at, setAt] = useState(() => localInput(b.scheduled_at));
  const [atProblem, setAtProblem] = useState<string | null>(null);
  const has = (a: BroadcastAction) => actions.includes(a);
  const errors = [send, stop, cancel, resume, schedule, duplicate, remove].map((m) => m.error).filter(Boolean);

  if (!actions.length) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bc-actions">
      <Stack gap="sm">
        <Text id="bc-actions" fw={600}>
          Actions
        </Text>
        <Group gap="sm" wrap="wrap" align="flex-end">
          {has('send') && (
            <ConfirmButton
              label="Send now"
              title="Send the broadcast now?"
              message={`The template goes to ${b.total_recipients} recipient${b.total_recipients === 1 ? '' : 's'} now${b.status === 'scheduled' ? ', instead of at the scheduled time' : ''}. Recipients who stopped marketing messages are skipped.`}
              color="blue"
              variant="filled"
              loading={send.isPending}
              onConfirm={() => send.mutateAsync().catch(() => undefined)}
            />
          )}
          {has('stop') && (
            <ConfirmButton
              label="Stop"
              title="Stop sending?"
              message="Messages already on their way finish; the recipients not sent yet stay pending, and resume sends them later."
              loading={stop.isPending}
              onConfirm={() => stop.mutateAsync().catch(() => undefined)}
            />
          )}
          {has('cancel') && (
            <ConfirmButton
              label="Cancel the schedule"
              title="Cancel the schedule?"
              message="The broadcast goes back to draft with its recipients; nothing is sent."
              color="orange"
              loading={cancel.isPending}
              onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
            />
          )}
          {has('edit') && (
            <Button variant="default" onClick={onEdit}>
              Edit
            </Button>
          )}
          {has('duplicate') && (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              loading={duplicate.isPending}
              onClick={() => duplicate.mutate(undefined, { onSuccess: (r) => navigate(`/p/${projectId}/broadcasts/${r.data.id}`) })}
            >
              Duplicate
            </Button>
          )}
          {has('delete') && (
            <ConfirmButton
              label="Delete"
              title="Delete this draft?"
              message="The draft and its recipients are deleted; this cannot be undone."
              loading={remove.isPending}
              onConfirm={() =>
                remove
                  .mutateAsync()
                  .then(() => navigate(`/p/${projectId}/broadcasts`))
                  .catch(() => undefined)
              }
            />
          )}
        </Group>
        {has('resume') && chosenScope && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Resume for"
              value={chosenScope}
              onChange={(v) => setScope(v as ResumeScope | null)}
              data={scopes.map((s) => ({ value: s, label: RESUME_SCOPE_WORDS[s] }))}
              allowDeselect={false}
              w={300}
            />
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} loading={resume.isPending} onClick={() => resume.mutate(chosenScope)}>
              Resume
            </Button>
          </Group>
        )}
        {has('schedule') && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const r = scheduleInstant(at);
              if ('problem' in r) return setAtProblem(r.problem);
              setAtProblem(null);
              schedule.mutate(r.iso);
            }}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={b.status === 'scheduled' ? 'Move the schedule to' : 'Schedule for'}
                description={`Your local time (${Intl.DateTimeFormat().resolvedOptions().timeZone}); in the future`}
                value={at}
                onChange={(e) => setAt(e.currentTarget.value)}
                w={260}
              />
              <Button type="submit" variant="light" loading={schedule.isPending}>
                {b.status === 'scheduled' ? 'Move the schedule' : 'Schedule'}
              </Button>
            </Group>
            {atProblem && (
              <Text c="red" size="sm" role="alert" mt={4}>
                {atProblem}
              </Text>
            )}
          </form>
        )}
        {b.status === 'scheduled' && b.scheduled_at && <Text size="sm">Starts by itself on {when(b.scheduled_at)}.</Text>}
        {b.status === 'sending' && (
          <Alert color="cyan" icon={<IconRefresh size={16} aria-hidden="true" />}>
            Sending: the counters below update every two seconds until it ends.
          </Alert>
        )}
        {errors.map((e, i) => (
          <ErrorAlert key={i} error={e} />
        ))}
      </Stack>
    </Paper>
  );
}
