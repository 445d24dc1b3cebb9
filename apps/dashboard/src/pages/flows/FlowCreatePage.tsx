import { Button, Checkbox, Group, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorAlert, Loading, newIdempotencyKey, Page, useProjectApi } from '../kit';
import { parseJsonObject, prettyJson } from '../functions/function-logic';
import '../functions/functions.css';
import { categoryWords, FLOW_CATEGORIES, STARTER_FLOW_JSON, type Flow, type FlowVersion } from './flow-logic';
import { numberLabel, useNumbers } from './numbers';

/** A new flow on one of the project's numbers (or a business account): created upstream as a draft with its JSON, published at once if asked. */
export function FlowCreatePage() {
  const { api, p, projectId, can } = useProjectApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const numbers = useNumbers();
  const [name, setName] = useState('');
  const [categories, setCategories] = useState<string[]>(['OTHER']);
  const [number, setNumber] = useState<string | null>(null);
  const [account, setAccount] = useState('');
  const [json, setJson] = useState(prettyJson(STARTER_FLOW_JSON));
  const [publish, setPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const create = useMutation({
    mutationFn: (body: unknown) =>
      api.request<{ data: Flow & { version: FlowVersion | null } }>('POST', p('/messaging/flows'), body, { 'idempotency-key': key.current }),
    onSuccess: (res) => {
      key.current = newIdempotencyKey();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'flows'] });
      navigate(`/p/${projectId}/flows/${res.data.id}`);
    },
  });
  if (!can('messaging', 'write')) {
    return (
      <Page title="New flow">
        <ErrorAlert error="Your role can read flows but not create them." />
      </Page>
    );
  }
  const choices = numbers.data?.data ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let err: string | null = null;
    if (!name.trim()) err = 'Give the flow a name.';
    else if (!number && !account.trim()) err = choices.length ? 'Pick the number the flow belongs to.' : 'Give the business account id the flow belongs to.';
    const parsed = parseJsonObject(json, {});
    if (!err && !parsed.ok) err = parsed.error;
    setProblem(err);
    if (err || !parsed.ok) return;
    create.mutate({
      name: name.trim(),
      categories,
      ...(number ? { phone_number_id: number } : { business_account_id: account.trim() }),
      ...(Object.keys(parsed.value).length ? { flow_json: parsed.value } : {}),
      publish,
    });
  };
  return (
    <Page title="New flow" description="Created upstream as a draft with this JSON; the upstream validates it and its errors are shown on the flow's page.">
      {numbers.isPending ? (
        <Loading label="Loading the numbers" />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={900}>
            <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <MultiSelect
              label="Categories"
              data={FLOW_CATEGORIES.map((c) => ({ value: c, label: categoryWords(c) }))}
              value={categories}
              onChange={setCategories}
              maxValues={9}
            />
            {choices.length ? (
              <Select
                label="Number"
                description="The flow belongs to this number's business account; encryption and a data endpoint need a number."
                data={choices.map((n) => ({ value: n.phone_number_id, label: numberLabel(n) }))}
                value={number}
                onChange={setNumber}
                required
              />
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  The project has no connected number yet: give a business account of the project instead.
                </Text>
                <TextInput label="Business account id" inputMode="numeric" value={account} onChange={(e) => setAccount(e.currentTarget.value)} />
              </>
            )}
            <Textarea
              className="fn-code"
              label="Flow JSON"
              description="version and screens (optionally data_api_version and routing_model). Empty: a one-screen welcome flow."
              autosize
              minRows={8}
              maxRows={24}
              spellCheck={false}
              value={json}
              onChange={(e) => setJson(e.currentTarget.value)}
            />
            <Checkbox
              label="Publish it at once when the upstream finds no validation error"
              checked={publish}
              onChange={(e) => setPublish(e.currentTarget.checked)}
            />
            {problem && <ErrorAlert error={problem} />}
            <ErrorAlert error={create.error} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create flow
              </Button>
              <Button variant="default" component={Link} to={`/p/${projectId}/flows`}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Page>
  );
}
