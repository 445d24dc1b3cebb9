import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorAlert, newIdempotencyKey, Page, useProjectApi } from '../kit';
import { codeShapeError, STARTER_CODE, type FunctionRecord } from './function-logic';
import './functions.css';

/** A new function: name, description, time limit, how invoke answers, and its code (a draft until deployed). */
export function FunctionCreatePage() {
  const { api, p, projectId, can } = useProjectApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [timeout, setTimeoutMs] = useState<number | string>('');
  const [mode, setMode] = useState<string>('passthrough');
  const [code, setCode] = useState(STARTER_CODE);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const create = useMutation({
    mutationFn: (body: unknown) => api.request<{ data: FunctionRecord }>('POST', p('/functions'), body, { 'idempotency-key': key.current }),
    onSuccess: (res) => {
      key.current = newIdempotencyKey();
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions'] });
      navigate(`/p/${projectId}/functions/${res.data.id}`);
    },
  });
  if (!can('messaging', 'write')) {
    return (
      <Page title="New function">
        <ErrorAlert error="Your role can read functions but not create them." />
      </Page>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = !name.trim() ? 'Give the function a name.' : codeShapeError(code);
    setProblem(err);
    if (err) return;
    create.mutate({
      function: {
        name: name.trim(),
        code,
        description: description.trim() || undefined,
        timeout_ms: timeout === '' ? undefined : Number(timeout),
        invoke_response_mode: mode,
      },
    });
  };
  return (
    <Page title="New function" description="It is saved as a draft; deploy it from its page to make it answer.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={900}>
          <TextInput label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="Description" maxLength={1000} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Time limit (ms)"
              description="50 to 60,000; empty: the platform's default"
              min={50}
              max={60000}
              step={100}
              value={timeout}
              onChange={setTimeoutMs}
              miw={200}
            />
            <Select
              label="Invoke answers"
              description="How POST /functions/{id}/invoke answers"
              data={[
                { value: 'passthrough', label: 'As the function answers (passthrough)' },
                { value: 'wrapped', label: 'Wrapped in {data: ...}' },
              ]}
              value={mode}
              onChange={(v) => setMode(v ?? 'passthrough')}
              allowDeselect={false}
              miw={200}
            />
          </Group>
          <Textarea
            className="fn-code"
            label="Code"
            description="Starts with async function handler(request, env) { and returns a Response; secrets are env.NAME, a key-value store is env.KV."
            autosize
            minRows={10}
            maxRows={30}
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          {problem && <ErrorAlert error={problem} />}
          <ErrorAlert error={create.error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create function
            </Button>
            <Button variant="default" component={Link} to={`/p/${projectId}/functions`}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
