import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert, useProjectApi } from '../kit';
import { changedFields, type FunctionRecord } from './function-logic';

/** Name, description, time limit and how invoke answers, saved with PATCH (only what changed). */
export function FunctionSettings({ fn }: { fn: FunctionRecord }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const writer = can('messaging', 'write');
  const [name, setName] = useState(fn.name);
  const [description, setDescription] = useState(fn.description ?? '');
  const [timeout, setTimeoutMs] = useState<number | string>(fn.timeout_ms);
  const [mode, setMode] = useState<string>(fn.invoke_response_mode);
  const [nothing, setNothing] = useState(false);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.request<{ data: FunctionRecord }>('PATCH', p(`/functions/${fn.id}`), { function: body }),
    onSuccess: (res) => {
      qc.setQueryData(['project', projectId, 'functions', fn.id], res);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changed = changedFields(fn, {
      name: name.trim(),
      description: description.trim(),
      timeout_ms: timeout === '' ? undefined : Number(timeout),
      invoke_response_mode: mode as FunctionRecord['invoke_response_mode'],
    });
    setNothing(!changed);
    if (changed) save.mutate(changed);
  };
  if (!writer) return <Text c="dimmed">Your role can read the settings above but not change them.</Text>;
  return (
    <form onSubmit={submit} noValidate aria-label="Settings of the function">
      <Stack gap="sm" maw={640}>
        <TextInput label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label="Description" maxLength={1000} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label="Time limit (ms)" description="50 to 60,000" min={50} max={60000} step={100} value={timeout} onChange={setTimeoutMs} miw={200} />
          <Select
            label="Invoke answers"
            data={[
              { value: 'passthrough', label: 'As the function answers (passthrough)' },
              { value: 'wrapped', label: 'Wrapped in {data: ...}' },
            ]}
            value={mode}
            onChange={(v) => setMode(v ?? mode)}
            allowDeselect={false}
            miw={200}
          />
        </Group>
        <ErrorAlert error={save.error} />
        {nothing && <Text size="sm">Nothing changed.</Text>}
        {save.isSuccess && (
          <Alert variant="default" color="green" role="status">
            Saved.
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
