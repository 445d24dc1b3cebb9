import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ConfirmButton, DataTable, ErrorAlert, Loading, newIdempotencyKey, useProjectApi } from '../kit';
import { secretNameError, type FunctionRecord } from './function-logic';

type Secrets = { data: { secrets: Array<{ name: string; type: string }> } };

/** The function's secrets by name (values are write-only: never shown after they are set); add or replace one, delete one. */
export function FunctionSecrets({ fn }: { fn: FunctionRecord }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const writer = can('messaging', 'write');
  const key = ['project', projectId, 'functions', fn.id, 'secrets'];
  const q = useQuery({ queryKey: key, queryFn: () => api.get<Secrets>(p(`/functions/${fn.id}/secrets`)) });
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const idem = useRef(newIdempotencyKey());
  const refresh = (res?: Secrets) => {
    if (res) qc.setQueryData(key, res);
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions', fn.id], exact: true });
  };
  const add = useMutation({
    mutationFn: (secret: { name: string; value: string }) =>
      api.request<Secrets>('POST', p(`/functions/${fn.id}/secrets`), { secret }, { 'idempotency-key': idem.current }),
    onSuccess: (res, secret) => {
      idem.current = newIdempotencyKey();
      setSaved(secret.name);
      setName('');
      setValue('');
      refresh(res);
    },
  });
  const del = useMutation({
    mutationFn: (n: string) => api.delete(p(`/functions/${fn.id}/secrets/${encodeURIComponent(n)}`)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key });
      refresh();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = secretNameError(name) ?? (value ? null : 'Give the secret a value.');
    setProblem(err);
    setSaved(null);
    if (!err) add.mutate({ name, value });
  };
  const names = q.data?.data.secrets ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Secrets
      </Title>
      <Text size="sm" c="dimmed">
        The code reads a secret as env.NAME. Values are never shown after they are set, and are redacted from invocation records and logs.
      </Text>
      {q.error ? <ErrorAlert error={q.error} /> : null}
      {q.isPending ? (
        <Loading label="Loading the secrets" />
      ) : (
        <DataTable
          label="Secrets"
          minWidth={360}
          empty="No secret yet."
          head={['Name', 'Value', '']}
          rows={names.map((s) => [
            <Text key="n" ff="monospace" size="sm">
              {s.name}
            </Text>,
            <Text key="v" size="sm" c="dimmed">
              Hidden
            </Text>,
            writer ? (
              <ConfirmButton
                key="d"
                label="Delete"
                size="xs"
                title={`Delete the secret ${s.name}?`}
                message={`The function no longer finds env.${s.name} from its next invocation.`}
                onConfirm={() => del.mutateAsync(s.name).catch(() => undefined)}
              />
            ) : (
              ''
            ),
          ])}
        />
      )}
      <ErrorAlert error={del.error} />
      {writer && (
        <form onSubmit={submit} noValidate aria-label="Add a secret">
          <Stack gap="sm" maw={560}>
            <Title order={3} size="h5">
              Add or replace a secret
            </Title>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label="Name"
                placeholder="SHOP_KEY"
                maxLength={64}
                value={name}
                onChange={(e) => setName(e.currentTarget.value.toUpperCase())}
                miw={180}
                autoComplete="off"
              />
              <PasswordInput
                label="Value"
                maxLength={5000}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                miw={180}
                autoComplete="new-password"
              />
            </Group>
            {problem && <ErrorAlert error={problem} />}
            <ErrorAlert error={add.error} />
            {saved && (
              <Alert variant="default" color="green" role="status">
                The secret {saved} is saved. Its value will not be shown again.
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={add.isPending}>
                Save secret
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
