import { Alert, Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert, Fields, Loading, Page, useProjectApi, when } from '../kit';
import { valuesFromComponents } from './csv';
import { BroadcastActions } from './BroadcastActions';
import { BroadcastForm, type BroadcastFields } from './BroadcastForm';
import { CsvUpload } from './CsvUpload';
import { numberLabel, useBroadcast, useBroadcastWrite, usePhoneNumbers } from './hooks';
import { allowedActions, counters, percent, progressPercent, statusColor, statusWords } from './lifecycle';
import { RecipientsPanel } from './RecipientsPanel';
import { TemplatePreview } from './TemplatePreview';
import { asTemplate, type Broadcast } from './types';
import './broadcasts.css';

/** The counters of a broadcast and its progress, live while it runs. */
function ProgressPanel({ b }: { b: Broadcast }) {
  const done = progressPercent(b);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bc-progress">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text id="bc-progress" fw={600}>
            Progress
          </Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {b.status === 'sending'
              ? `Sending: ${done}% done, ${b.pending} pending (updates live)`
              : b.status === 'completed'
                ? `Completed ${b.completed_at ? when(b.completed_at) : ''}: nothing left pending`
                : `${statusWords(b.status)}: ${done}% done`}
          </Text>
        </Group>
        <Progress.Root size="lg">
          {(
            [
              ['Delivered', b.delivered, 'teal'],
              ['Sent, not yet delivered', b.sent - b.delivered, 'blue'],
              ['Failed', b.failed, 'red'],
              ['Suppressed', b.suppressed_count, 'orange'],
            ] as const
          ).map(([label, n, color]) => {
            const share = b.total_recipients ? (n / b.total_recipients) * 100 : 0;
            return <Progress.Section key={label} value={share} color={color} aria-label={`${label}: ${Math.round(share)}%`} />;
          })}
        </Progress.Root>
        <Text size="xs" c="dimmed">
          Bar: delivered (teal), sent not yet delivered (blue), failed (red), suppressed (orange); the rest is pending.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="xs">
          {counters(b).map((c) => (
            <div key={c.key} className="bc-counter" title={c.hint}>
              <Text size="xs" c="dimmed">
                {c.label}
              </Text>
              <Text size="xl" fw={700} data-counter={c.key} aria-label={`${c.label}: ${c.value}`}>
                {c.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm">
          Delivery rate {percent(b.delivery_rate)} · failure rate {percent(b.failure_rate)} · response rate {percent(b.response_rate)}
          <Text span size="xs" c="dimmed">
            {' '}
            (over the recipients who could be sent: suppressed ones left out)
          </Text>
        </Text>
      </Stack>
    </Paper>
  );
}

/** One broadcast: its settings, progress (live while sending), the commands its state allows, its recipients and the CSV upload. */
export function BroadcastDetail() {
  const { id = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const q = useBroadcast(id);
  const numbers = usePhoneNumbers();
  const [editing, setEditing] = useState(false);
  const update = useBroadcastWrite<BroadcastFields, unknown>(id, (fields) =>
    api.request('PATCH', p(`/messaging/broadcasts/${encodeURIComponent(id)}`), { broadcast: fields }),
  );

  if (q.isPending) return <Loading label="Loading the broadcast" />;
  if (!q.data) {
    return (
      <Page title="Broadcast">
        <ErrorAlert error={q.error} />
        <Anchor component={Link} to={`/p/${projectId}/broadcasts`}>
          Back to the broadcasts
        </Anchor>
      </Page>
    );
  }
  const b = q.data;
  const actions = allowedActions(b, can('messaging', 'write'));
  const number = numbers.data?.data.find((n) => n.phone_number_id === b.phone_number_id);
  const template = b.template ? asTemplate(b.template) : null;
  const defaults = template ? valuesFromComponents(template, b.template_parameters ?? []) : {};

  return (
    <Page
      title={b.name}
      description={
        <Group gap="xs" component="span">
          <Badge color={statusColor(b.status)} variant="light" component="span">
            {statusWords(b.status)}
          </Badge>
          <Anchor component={Link} to={`/p/${projectId}/broadcasts`} size="sm" underline="always">
            All broadcasts
          </Anchor>
        </Group>
      }
    >
      {q.error && <ErrorAlert error={q.error} title="The latest refresh failed" />}
      {b.status === 'failed' && b.failure_reason && (
        <Alert color="red" title="The broadcast failed">
          {b.failure_reason}
        </Alert>
      )}
      {b.status === 'copying' && (
        <Alert color="grape" title="Being copied">
          Its recipients are being copied in the background; it becomes a draft once they all are. Until then it cannot be edited, sent or scheduled, nor can
          its source.
        </Alert>
      )}
      {editing ? (
        <Paper withBorder p="md" component="section" aria-label="Edit the broadcast">
          <BroadcastForm
            initial={b}
            submitLabel="Save"
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(fields) => update.mutate(fields, { onSuccess: () => setEditing(false) })}
          />
        </Paper>
      ) : (
        <BroadcastActions broadcast={b} actions={actions} onEdit={() => setEditing(true)} />
      )}
      <ProgressPanel b={b} />
      <Paper withBorder p="md" component="section" aria-labelledby="bc-settings">
        <Stack gap="sm">
          <Text id="bc-settings" fw={600}>
            Settings
          </Text>
          <Fields
            label="The broadcast's fields"
            items={[
              [
                'Id',
                <Text key="id" size="sm" ff="monospace">
                  {b.id}
                </Text>,
              ],
              ['Status', statusWords(b.status)],
              ['Sent from', number ? numberLabel(number) : b.phone_number_id],
              ['Template', b.template ? `${b.template.name} · ${b.template.language_code}` : null],
              ['Category', b.template?.category],
              ['Template status (when read)', b.template?.status],
              ['Variables', b.template ? (b.template.parameter_format === 'NAMED' ? 'Named' : 'Numbered') : null],
              [
                'Agent',
                b.agent ? (
                  <Text key="ag" size="sm" ff="monospace">
                    {b.agent.workflow_id}
                  </Text>
                ) : (
                  'None'
                ),
              ],
              ['Scheduled for', b.scheduled_at ? when(b.scheduled_at) : null],
              ['Started', b.started_at ? when(b.started_at) : null],
              ['Completed', b.completed_at ? when(b.completed_at) : null],
              [
                'Copied from',
                b.copied_from_id ? (
                  <Anchor key="cp" underline="always" component={Link} to={`/p/${projectId}/broadcasts/${b.copied_from_id}`} size="sm">
                    the original broadcast
                  </Anchor>
                ) : null,
              ],
              ['Created', when(b.created_at)],
              ['Updated', when(b.updated_at)],
              ['Failure reason', b.failure_reason],
            ]}
          />
          {template && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                The message{Object.keys(defaults).length ? ' with its default values' : ' (each recipient brings its values)'}
              </Text>
              <TemplatePreview template={template} values={defaults} label="The template with the default values" />
            </Stack>
          )}
        </Stack>
      </Paper>
      {actions.includes('add_recipients') && <CsvUpload broadcast={b} />}
      <RecipientsPanel broadcast={b} canRemove={actions.includes('add_recipients')} />
    </Page>
  );
}
