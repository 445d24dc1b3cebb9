import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ErrorAlert, Loading, useProjectApi } from '../kit';
import type { Template } from '../../inbox/inbox-api';
import { templateParameters } from '../../inbox/conversation/template-message';
import { componentsOf, valuesFromComponents } from './csv';
import { numberLabel, useApprovedTemplates, usePhoneNumbers, useWorkflows } from './hooks';
import { TemplatePreview } from './TemplatePreview';
import { asTemplate, type Broadcast } from './types';

/** What the form sends: the `broadcast` object of create (POST) or update (PATCH). */
export interface BroadcastFields {
  name: string;
  phone_number_id: string;
  template: { name: string; language: string };
  template_parameters: Array<Record<string, unknown>>;
  agent: { workflow_id: string } | null;
}

const templateKey = (t: { name: string; language: string }) => `${t.name}\u0000${t.language}`;

/**
 * A broadcast's settings: the number, one of its approved templates, default values of the template's
 * variables (for recipients added without their own) with a preview, and the optional agent (a
 * workflow that answers replies, decision 0805).
 */
export function BroadcastForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Broadcast;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (fields: BroadcastFields) => void;
  onCancel?: () => void;
}) {
  const { can } = useProjectApi();
  const numbers = usePhoneNumbers();
  const [name, setName] = useState(initial?.name ?? '');
  const [number, setNumber] = useState<string | null>(initial?.phone_number_id ?? null);
  const templates = useApprovedTemplates(number);
  const [chosen, setChosen] = useState<string | null>(initial?.template ? templateKey(asTemplate(initial.template)) : null);
  const [values, setValues] = useState<Record<string, string>>(
    initial?.template ? valuesFromComponents(asTemplate(initial.template), initial.template_parameters ?? []) : {},
  );
  const readsWorkflows = can('automation', 'read');
  const workflows = useWorkflows(readsWorkflows);
  const [agent, setAgent] = useState<string | null>(initial?.agent?.workflow_id ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  const approved = templates.data ?? [];
  const template: Template | null = useMemo(() => approved.find((t) => templateKey(t) === chosen) ?? null, [approved, chosen]);
  const params = template ? templateParameters(template) : [];

  const submit = () => {
    if (!name.trim()) return setProblem('Give the broadcast a name.');
    if (!number) return setProblem('Choose the number it is sent from.');
    if (!template) return setProblem('Choose an approved template.');
    const filled = params.filter((p) => (values[p.key] ?? '').trim());
    if (filled.length && filled.length < params.length) {
      return setProblem(
        `Fill in every default value, or none (each recipient then brings its own): ${params
          .filter((p) => !(values[p.key] ?? '').trim())
          .map((p) => p.label)
          .join(', ')}.`,
      );
    }
    setProblem(null);
    onSubmit({
      name: name.trim(),
      phone_number_id: number,
      template: { name: template.name, language: template.language },
      template_parameters: filled.length ? componentsOf(template, values) : [],
      agent: agent ? { workflow_id: agent } : null,
    });
  };

  if (numbers.isPending) return <Loading label="Loading the phone numbers" />;
  if (numbers.error) return <ErrorAlert error={numbers.error} title="The phone numbers could not be loaded" />;
  if (!numbers.data.data.length) return <Text>This project has no connected phone number yet: connect one before creating a broadcast.</Text>;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) submit();
      }}
    >
      <Stack gap="md" maw={720}>
        <TextInput
          label="Name"
          description="1 to 200 characters; only your team sees it."
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Sent from"
            placeholder="Choose a number"
            required
            searchable
            value={number}
            onChange={(v) => {
              setNumber(v);
              setChosen(null);
              setValues({});
            }}
            data={numbers.data.data.map((n) => ({ value: n.phone_number_id, label: numberLabel(n) }))}
          />
          <Select
            label="Template"
            description="Approved templates of the number's business account"
            placeholder={number ? (templates.isPending ? 'Loading…' : 'Choose an approved template') : 'Choose a number first'}
            required
            searchable
            disabled={!number || templates.isPending}
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setValues({});
            }}
            data={approved.map((t) => ({ value: templateKey(t), label: `${t.name} · ${t.language} · ${t.category.toLowerCase()}` }))}
            nothingFoundMessage="No approved template by that name"
          />
        </SimpleGrid>
        {templates.error && <ErrorAlert error={templates.error} title="The templates could not be loaded" />}
        {number && templates.data && !approved.length && (
          <Text size="sm">This number has no approved template: templates are created and approved in its business account.</Text>
        )}
        {template && (
          <Stack gap="xs">
            {params.length > 0 ? (
              <>
                <Text size="sm" fw={600}>
                  Default values
                </Text>
                <Text size="sm" c="dimmed">
                  Used for recipients added without their own value (a CSV column can give each recipient theirs). Leave them all empty to require a value per
                  recipient.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {params.map((p) => (
                    <TextInput
                      key={p.key}
                      label={p.label}
                      placeholder={p.example ?? undefined}
                      value={values[p.key] ?? ''}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        setValues((old) => ({ ...old, [p.key]: v }));
                      }}
                    />
                  ))}
                </SimpleGrid>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                This template has no variables: every recipient gets the same message.
              </Text>
            )}
            <TemplatePreview template={template} values={values} />
            <Text size="xs" c="dimmed">
              {template.category} · {template.parameter_format === 'NAMED' ? 'named variables' : 'numbered variables'} · status {template.status}
            </Text>
          </Stack>
        )}
        {readsWorkflows &&
          (workflows.error ? (
            <Text size="sm" c="dimmed">
              Agent: the workflows could not be loaded ({workflows.error.message}).
            </Text>
          ) : (
            <Select
              label="Agent (optional)"
              description="A workflow that answers a recipient's first reply, with the broadcast in its context"
              placeholder={workflows.isPending ? 'Loading…' : 'No agent'}
              clearable
              value={agent}
              onChange={setAgent}
              data={(workflows.data?.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.status})` }))}
            />
          ))}
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
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
