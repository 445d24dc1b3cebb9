import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { inboxKeys, type InboxConversation } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { useSend } from './hooks';
import { refusalView } from './refusal';
import { buildTemplateMessage, fillText, missingParameters, templateParameters, templateText } from './template-message';

/** Choose an approved template of the number, fill its parameters, send it. */
export function TemplatePicker({ conversation }: { conversation: InboxConversation }) {
  const { api } = useInbox();
  const templates = useQuery({
    queryKey: inboxKeys.templates(api.scopeKey, conversation.phone_number_id),
    queryFn: () => api.listTemplates(conversation.phone_number_id, true),
    staleTime: 5 * 60_000,
  });
  const approved = useMemo(() => (templates.data ?? []).filter((t) => String(t.status).toUpperCase() === 'APPROVED'), [templates.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const template = approved.find((t) => t.id === chosen) ?? null;
  const send = useSend(conversation.id, () => {
    setValues({});
    setChosen(null);
  });
  const params = template ? templateParameters(template) : [];
  const header = template ? templateText(template, 'HEADER') : null;
  const body = template ? templateText(template, 'BODY') : null;
  const footer = template ? templateText(template, 'FOOTER') : null;

  if (templates.isPending) return <Loader size="sm" role="status" aria-label="Loading the templates" />;
  if (templates.isError) {
    return (
      <Alert color="red" role="alert" title="The templates could not be loaded">
        {templates.error.message}
      </Alert>
    );
  }
  if (!approved.length) return <Text size="sm">This number has no approved template yet. Templates are created and approved in the business account.</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!template || send.isPending) return;
        const missing = missingParameters(template, values);
        if (missing.length) return setProblem(`Fill in: ${missing.join(', ')}.`);
        setProblem(null);
        send.mutate(buildTemplateMessage(template, values));
      }}
    >
      <Stack gap="xs">
        <Select
          label="Template"
          placeholder="Choose an approved template"
          searchable
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setValues({});
            setProblem(null);
            send.reset();
          }}
          data={approved.map((t) => ({ value: t.id, label: `${t.name} · ${t.language} · ${t.category.toLowerCase()}` }))}
          nothingFoundMessage="No template by that name"
        />
        {template && (
          <Paper withBorder p="xs" role="group" aria-label="Preview of the template">
            {header && (
              <Text size="sm" fw={600}>
                {fillText(header, values, 'header')}
              </Text>
            )}
            {body && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {fillText(body, values, 'body')}
              </Text>
            )}
            {footer && (
              <Text size="xs" c="dimmed">
                {footer}
              </Text>
            )}
          </Paper>
        )}
        {params.map((p) => (
          <TextInput
            key={p.key}
            size="sm"
            label={p.label}
            type={p.kind === 'text' || p.kind === 'coupon_code' ? 'text' : 'url'}
            placeholder={p.example ?? undefined}
            value={values[p.key] ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setValues((old) => ({ ...old, [p.key]: v }));
            }}
          />
        ))}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {send.isError && (
          <Alert color="red" role="alert" title={refusalView(send.error, 'The template').title}>
            {refusalView(send.error, 'The template').message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!template} loading={send.isPending}>
            Send the template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
