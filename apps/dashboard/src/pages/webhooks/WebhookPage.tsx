import { Alert, Anchor, Button, Card, Group, NumberInput, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconPencil, IconRestore, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
} from '../kit';
import { StateBadge, WebhooksNav } from './common';
import {
  attemptAnswer,
  defaultRecoveryWindow,
  deliveryState,
  fromLocalInput,
  recoveryPercent,
  recoveryRunning,
  recoveryState,
  recoveryWindowProblem,
  webhookState,
  type Delivery,
  type Recovery,
  type Webhook,
} from './webhook-state';
import { WebhookForm, type WebhookDraft } from './WebhookForm';

/** `/p/{id}/webhooks/{webhook_id}`: an endpoint with every field, and what can be done to it (edit, rotate, test, recover, delete). */
export function WebhookPage() {
  const { webhookId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const base = `/p/${projectId}/webhooks`;
  const path = `/webhooks/${encodeURIComponent(webhookId)}`;
  const key = ['project', projectId, 'webhooks', webhookId];
  const hook = useQuery({ queryKey: key, queryFn: () => api.get<{ data: Webhook }>(p(path)) });
  const refresh = () => qc.invalidateQueries({ queryKey: ['project', projectId, 'webhooks'] });
  const [editing, setEditing] = useState(false);
  const update = useMutation({
    mutationFn: (d: WebhookDraft) => api.request<{ data: Webhook }>('PATCH', p(path), { webhook: d }),
    onSuccess: () => {
      setEditing(false);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete(p(path)),
    onSuccess: async () => {
      await refresh();
      navigate(base);
    },
  });
  const writer = can('messaging', 'write');
  return (
    <QueryView query={hook} label="Loading the webhook endpoint">
      {({ data: w }) => (
        <Page
          title="Webhook endpoint"
          description={w.url}
          actions={
            writer && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                  onClick={() => setEditing((e) => !e)}
                  aria-expanded={editing}
                >
                  {editing ? 'Stop editing' : 'Edit'}
                </Button>
                <ConfirmButton
                  label="Delete"
                  title="Delete this endpoint?"
                  message="It receives nothing more; its pending deliveries fail. The delivery log keeps its history."
                  onConfirm={() => remove.mutateAsync().catch(() => undefined)}
                  loading={remove.isPending}
                />
              </>
            )
          }
        >
          <WebhooksNav />
          <ErrorAlert error={remove.error} title="The endpoint was not deleted" />
          {editing ? (
            <WebhookForm
              initial={{ url: w.url, events: w.events, active: w.active, payload_version: w.payload_version }}
              submitLabel="Save the endpoint"
              onSubmit={(d) => update.mutate(d)}
              pending={update.isPending}
              error={update.error}
              extra={w.disabled_reason ? <Alert color="yellow">The platform disabled this endpoint; saving it active turns it back on.</Alert> : undefined}
            />
          ) : (
            <Fields
              label="The endpoint"
              items={[
                [
                  'URL',
                  <Text key="u" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {w.url}
                  </Text>,
                ],
                ['State', <StateBadge key="s" said={webhookState(w)} />],
                ['Events', w.events.join(', ')],
                ['Payload version', w.payload_version],
                ['Number', w.phone_number_id ?? 'All numbers of the project'],
                ['Disabled by the platform', w.disabled_reason ? `${w.disabled_reason}${w.disabled_at ? `, ${when(w.disabled_at)}` : ''}` : 'No'],
                ['Failing since', w.failing_since ? when(w.failing_since) : 'Not failing'],
                ['Previous secret still signs until', w.previous_secret_expires_at ? when(w.previous_secret_expires_at) : 'No rotation under way'],
                ['Created', when(w.created_at)],
                ['Updated', when(w.updated_at)],
                ['Id', w.id],
              ]}
            />
          )}
          <Group>
            <Anchor component={Link} to={`${base}/deliveries?webhook_id=${w.id}`}>
              Deliveries to this endpoint
            </Anchor>
          </Group>
          {writer && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <RotateCard webhookId={w.id} onDone={refresh} />
              <TestCard webhook={w} />
            </SimpleGrid>
          )}
          {writer && <RecoverCard webhook={w} />}
          <Recoveries webhookId={w.id} />
        </Page>
      )}
    </QueryView>
  );
}

/** Rotate the signing secret: the new one shown once, the previous one signing along for the overlap. */
function RotateCard({ webhookId, onDone }: { webhookId: string; onDone: () => void }) {
  const { api, p } = useProjectApi();
  const [overlap, setOverlap] = useState<number | string>(86_400);
  const rotate = useMutation({
    mutationFn: () =>
      api.request<{ data: Webhook & { secret: string } }>('POST', p(`/webhooks/${encodeURIComponent(webhookId)}/rotate_secret`), {
        overlap_seconds: typeof overlap === 'number' ? overlap : Number(overlap) || 0,
      }),
    onSuccess: onDone,
  });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Signing secret
        </Title>
        <Text size="sm">A new secret replaces the current one; during the overlap both sign every event, so your endpoint can switch without losing one.</Text>
        <NumberInput label="Overlap (seconds the previous secret keeps signing)" min={0} max={604_800} value={overlap} onChange={setOverlap} />
        <ErrorAlert error={rotate.error} title="The secret was not rotated" />
        {rotate.data && <SecretOnce label="New signing secret" value={rotate.data.data.secret} onDone={() => rotate.reset()} />}
        <Group>
          <ConfirmButton
            label="Rotate secret"
            title="Rotate the signing secret?"
            message="A new secret is made and shown once. The current one keeps signing for the overlap, then stops."
            color="blue"
            onConfirm={() => rotate.mutateAsync().catch(() => undefined)}
            loading={rotate.isPending}
          />
          <IconKey size={16} aria-hidden="true" />
        </Group>
      </Stack>
    </Card>
  );
}

/** Send a signed sample event now (one attempt, no retry) and show how the endpoint answered. */
function TestCard({ webhook }: { webhook: Webhook }) {
  const { api, p, projectId } = useProjectApi();
  const [event, setEvent] = useState(webhook.events[0] ?? '');
  const test = useMutation({
    mutationFn: () => api.post<{ data: Delivery }>(p(`/webhooks/${encodeURIComponent(webhook.id)}/test?event_type=${encodeURIComponent(event)}`)),
  });
  const d = test.data?.data;
  const last = d?.attempt_log?.[d.attempt_log.length - 1];
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Send a test event
        </Title>
        <Select label="Event to send a sample of" data={webhook.events} value={event} onChange={(v) => setEvent(v ?? '')} allowDeselect={false} />
        <ErrorAlert error={test.error} title="The test was not sent" />
        {d && (
          <Alert color={d.status === 'delivered' ? 'green' : 'red'} title={`Test ${deliveryState(d.status).label.toLowerCase()}`} role="status">
            <Stack gap={4}>
              <Text size="sm">{attemptAnswer(last?.response_status ?? d.response_status, last?.error ?? d.last_error)}</Text>
              <Anchor component={Link} to={`/p/${projectId}/webhooks/deliveries/${d.id}`} size="sm">
                Open the test delivery
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => test.mutate()} loading={test.isPending} disabled={!event}>
            Send test event
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Resend every failed delivery of a window (≤ 7 days within the last 30) as a job; its page follows it. */
function RecoverCard({ webhook }: { webhook: Webhook }) {
  const { api, p, projectId } = useProjectApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [win, setWin] = useState(() => defaultRecoveryWindow(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const recover = useMutation({
    mutationFn: (body: { since: string; until: string }) => {
      const sig = JSON.stringify(body);
      if (key.current?.body !== sig) key.current = { body: sig, key: newIdempotencyKey() };
      return api.request<{ data: Recovery; status_url: string }>('POST', p(`/webhooks/${encodeURIComponent(webhook.id)}/recover`), body, {
        'idempotency-key': key.current.key,
      });
    },
    onSuccess: async (res) => {
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'webhooks', webhook.id, 'recoveries'] });
      navigate(`/p/${projectId}/webhooks/${webhook.id}/recoveries/${res.data.id}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const since = fromLocalInput(win.since);
    // An end in the future (this minute, rounded) is sent as now: the API refuses a window ending later.
    let until = fromLocalInput(win.until);
    if (until && Date.parse(until) > Date.now()) until = new Date().toISOString();
    const why = recoveryWindowProblem(since, until, new Date());
    setProblem(why);
    if (!why && since && until) recover.mutate({ since, until });
  };
  return (
    <Card withBorder>
      <form onSubmit={submit} aria-label="Recover a window">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Recover a window
          </Title>
          <Text size="sm">
            Every delivery that failed in the window is sent again, once; a delivery your endpoint already accepted never is. At most 7 days, within the last
            30.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              type="datetime-local"
              label="From (your time)"
              value={win.since}
              onChange={(e) => setWin({ ...win, since: e.currentTarget.value })}
              required
            />
            <TextInput
              type="datetime-local"
              label="Until (your time)"
              value={win.until}
              onChange={(e) => setWin({ ...win, until: e.currentTarget.value })}
              required
            />
          </SimpleGrid>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <ErrorAlert error={recover.error} title="The recovery did not start" />
          <Group>
            <Button type="submit" leftSection={<IconRestore size={16} aria-hidden="true" />} loading={recover.isPending}>
              Recover failed deliveries
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The endpoint's recovery jobs (page style), the running ones followed as they go. */
function Recoveries({ webhookId }: { webhookId: string }) {
  const { projectId } = useProjectApi();
  const [running, setRunning] = useState(false);
  const list = usePageList<Recovery>(['webhooks', webhookId, 'recoveries'], `/webhooks/${encodeURIComponent(webhookId)}/recoveries`, {}, 10, {
    refetchInterval: running ? 2000 : false,
  });
  const anyRunning = Boolean(list.data?.data.some((r) => recoveryRunning(r.status)));
  if (anyRunning !== running) setRunning(anyRunning);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Recoveries
      </Title>
      <QueryView query={list} label="Loading the recoveries">
        {(data) => (
          <>
            <DataTable
              label="Recoveries of this endpoint"
              empty="No recovery has been run for this endpoint."
              head={['Started', 'Window', 'State', 'Progress', 'Result']}
              rows={data.data.map((r) => [
                <Anchor component={Link} to={`/p/${projectId}/webhooks/${webhookId}/recoveries/${r.id}`} key="c" size="sm">
                  {when(r.created_at)}
                </Anchor>,
                `${when(r.since)} – ${when(r.until)}`,
                <StateBadge key="s" said={recoveryState(r.status)} />,
                <Progress
                  key="p"
                  value={recoveryPercent(r)}
                  aria-label={`Progress of the recovery of ${when(r.created_at)}: ${recoveryPercent(r)} %`}
                  w={120}
                />,
                `${r.resent} of ${r.total} resent: ${r.succeeded} succeeded, ${r.failed} failed, ${r.skipped} skipped`,
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="recoveries" />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
