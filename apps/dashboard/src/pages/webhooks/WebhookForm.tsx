import { Alert, Button, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../kit';
import { eventOptions, eventsFor } from './events';

/** What a webhook form sends (`webhook` of `POST`/`PATCH /webhooks`). */
export interface WebhookDraft {
  url: string;
  events: string[];
  active: boolean;
  payload_version: 'v1' | 'v2';
}

/** The fields of a webhook (create and edit): URL, events, payload version, active. */
export function WebhookForm({
  initial,
  submitLabel,
  onSubmit,
  pending,
  error,
  extra,
}: {
  initial: WebhookDraft;
  submitLabel: string;
  onSubmit: (d: WebhookDraft) => void;
  pending: boolean;
  error: unknown;
  extra?: React.ReactNode;
}) {
  const [d, setD] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^https?:\/\//i.test(d.url.trim())) return setProblem('The URL must start with https:// (or http://).');
    if (d.events.length === 0) return setProblem('Choose at least one event.');
    const unknown = d.events.filter((ev) => !eventsFor(d.payload_version).includes(ev));
    if (unknown.length) return setProblem(`Payload ${d.payload_version} does not carry ${unknown.join(', ')}.`);
    setProblem(null);
    onSubmit({ ...d, url: d.url.trim() });
  };
  return (
    <form onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="sm" maw={720}>
        <TextInput
          label="Endpoint URL"
          description="Where the events are POSTed, signed (Standard Webhooks)."
          placeholder="https://example.com/hooks/platform"
          required
          value={d.url}
          onChange={(e) => setD({ ...d, url: e.currentTarget.value })}
        />
        <Select
          label="Payload version"
          description="v2 carries every event; v1 lacks the account and number events."
          data={[
            { value: 'v2', label: 'v2 (current)' },
            { value: 'v1', label: 'v1' },
          ]}
          value={d.payload_version}
          onChange={(v) => setD({ ...d, payload_version: v === 'v1' ? 'v1' : 'v2' })}
          allowDeselect={false}
        />
        <MultiSelect
          label="Events"
          description="At most 50."
          placeholder={d.events.length ? undefined : 'Choose the events this endpoint receives'}
          data={eventOptions(d.payload_version)}
          value={d.events}
          onChange={(events) => setD({ ...d, events })}
          searchable
          maxValues={50}
          required
        />
        <Switch label="Active (receives events)" checked={d.active} onChange={(e) => setD({ ...d, active: e.currentTarget.checked })} />
        {extra}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <ErrorAlert error={error} />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
