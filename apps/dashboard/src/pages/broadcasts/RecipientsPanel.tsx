import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, DataTable, ErrorAlert, PagePager, QueryView, usePageList, useProjectApi, when } from '../kit';
import { templateParameters } from '../../inbox/conversation/template-message';
import { valuesFromComponents } from './csv';
import { keys } from './hooks';
import { RECIPIENT_STATUSES, recipientStatusColor, recipientStatusWords } from './lifecycle';
import { asTemplate, type Broadcast, type Recipient } from './types';

/** A recipient's error in words: the upstream (or platform) code, message, details, HTTP status and trace id. */
function ErrorCell({ r }: { r: Recipient }) {
  const e = r.error_details;
  if (!e && !r.error_message) return <>—</>;
  return (
    <Stack gap={0} maw={360}>
      <Text size="sm">
        {e?.code ? `${e.code}: ` : ''}
        {e?.message || r.error_message}
      </Text>
      {e?.details && (
        <Text size="xs" c="dimmed">
          {e.details}
        </Text>
      )}
      {e && (e.http_status !== null || e.trace_id) && (
        <Text size="xs" c="dimmed">
          {e.http_status !== null ? `HTTP ${e.http_status}` : ''}
          {e.http_status !== null && e.trace_id ? ' · ' : ''}
          {e.trace_id ? `trace ${e.trace_id}` : ''}
        </Text>
      )}
    </Stack>
  );
}

function Times({ r }: { r: Recipient }) {
  const items: Array<[string, string | null]> = [
    ['Sent', r.sent_at],
    ['Delivered', r.delivered_at],
    ['Read', r.read_at],
    ['Responded', r.responded_at],
    ['Failed', r.failed_at],
  ];
  const shown = items.filter(([, t]) => t);
  if (!shown.length) return <>—</>;
  return (
    <Stack gap={0}>
      {shown.map(([k, t]) => (
        <Text size="xs" key={k}>
          {k} {when(t as string)}
        </Text>
      ))}
    </Stack>
  );
}

/** The broadcast's recipients, newest first, filtered by status or phone number, paged like the API; removable while draft or scheduled. */
export function RecipientsPanel({ broadcast: b, canRemove }: { broadcast: Broadcast; canRemove: boolean }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneFilter] = useDebouncedValue(phone.trim(), 400);
  const live = b.status === 'sending';
  const list = usePageList<Recipient>(
    keys.recipients(b.id),
    `/messaging/broadcasts/${encodeURIComponent(b.id)}/recipients`,
    { status, phone_number: phoneFilter },
    25,
    {
      refetchInterval: live ? 3000 : false,
    },
  );
  const template = b.template ? asTemplate(b.template) : null;
  const params = template ? templateParameters(template) : [];
  const refresh = () => qc.invalidateQueries({ queryKey: ['project', projectId, ...keys.list] });
  const removeOne = useMutation({
    mutationFn: (r: Recipient) => api.request('DELETE', p(`/messaging/broadcasts/${encodeURIComponent(b.id)}/recipients/${encodeURIComponent(r.id)}`)),
    onSuccess: refresh,
  });
  const clear = useMutation({
    mutationFn: () => api.request<{ data: { removed: number } }>('DELETE', p(`/messaging/broadcasts/${encodeURIComponent(b.id)}/recipients`)),
    onSuccess: refresh,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bc-recipients">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text id="bc-recipients" fw={600}>
            Recipients
          </Text>
          {canRemove && b.total_recipients > 0 && (
            <ConfirmButton
              label="Remove every recipient"
              title="Remove every recipient?"
              message={`All ${b.total_recipients} recipients are removed${b.status === 'scheduled' ? ', and the broadcast goes back to draft' : ''}.`}
              size="xs"
              loading={clear.isPending}
              onConfirm={() => clear.mutateAsync().catch(() => undefined)}
            />
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Recipient status"
            placeholder="Any status"
            clearable
            value={status}
            onChange={setStatus}
            data={RECIPIENT_STATUSES.map((s) => ({ value: s, label: recipientStatusWords(s) }))}
            w={240}
          />
          <TextInput label="Phone number" placeholder="+1 555 010 1234" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} w={220} />
        </Group>
        {clear.data && (
          <Text size="sm" role="status">
            {clear.data.data.removed} recipients removed.
          </Text>
        )}
        <ErrorAlert error={removeOne.error ?? clear.error} />
        <QueryView query={list} label="Loading the recipients">
          {(data) => (
            <Stack gap="xs">
              <DataTable
                label="Recipients"
                minWidth={1100}
                empty={status || phoneFilter ? 'No recipient matches these filters.' : 'No recipient yet.'}
                head={['Recipient', 'Status', 'Values', 'Times', 'Error', 'Message id', 'Agent', 'Added', ...(canRemove ? ['Remove'] : [])]}
                rows={data.data.map((r) => {
                  const values = template ? valuesFromComponents(template, r.template_components ?? []) : {};
                  return [
                    <Stack gap={0} key="who">
                      <Text size="sm">{r.phone_number ? `+${r.phone_number}` : '—'}</Text>
                      {r.user_id && (
                        <Text size="xs" c="dimmed">
                          user {r.user_id}
                        </Text>
                      )}
                    </Stack>,
                    <Badge key="s" variant="light" color={recipientStatusColor(r.status)}>
                      {recipientStatusWords(r.status)}
                    </Badge>,
                    params.length ? params.map((x) => `${x.label.replace(/^Body /, '')} = ${values[x.key] ?? '—'}`).join('; ') : '—',
                    <Times r={r} key="t" />,
                    <ErrorCell r={r} key="e" />,
                    r.wamid ? (
                      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} maw={200} key="w">
                        {r.wamid}
                      </Text>
                    ) : (
                      '—'
                    ),
                    r.agent_handoff ? `${r.agent_handoff.status}${r.agent_handoff.reason ? ` (${r.agent_handoff.reason})` : ''}` : '—',
                    when(r.created_at),
                    ...(canRemove
                      ? [
                          <Tooltip label="Remove" key="rm">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${r.phone_number ? `+${r.phone_number}` : r.user_id}`}
                              loading={removeOne.isPending && removeOne.variables?.id === r.id}
                              onClick={() => removeOne.mutate(r)}
                            >
                              <IconTrash size={16} aria-hidden="true" />
                            </ActionIcon>
                          </Tooltip>,
                        ]
                      : []),
                  ];
                })}
              />
              <PagePager meta={data.meta} onPage={list.setPage} label="recipients" />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
