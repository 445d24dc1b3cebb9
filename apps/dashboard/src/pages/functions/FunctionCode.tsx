import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, useProjectApi } from '../kit';
import { codeShapeError, type FunctionRecord } from './function-logic';
import './functions.css';

/** The function's code in a monospace editor, saved with PATCH as a new version (live after the next deploy). */
export function FunctionCode({ fn }: { fn: FunctionRecord }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const writer = can('messaging', 'write');
  const [code, setCode] = useState(fn.code);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.request<{ data: FunctionRecord }>('PATCH', p(`/functions/${fn.id}`), { function: { code } }),
    onSuccess: (res) => {
      qc.setQueryData(['project', projectId, 'functions', fn.id], res);
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions'] });
    },
  });
  const dirty = code !== fn.code;
  return (
    <Stack gap="sm">
      <Textarea
        className="fn-code"
        label={`Code (version ${fn.version})`}
        description={writer ? 'Saving makes a new version; it answers invocations after the next deploy.' : 'Your role can read the code but not change it.'}
        autosize
        minRows={10}
        maxRows={28}
        spellCheck={false}
        readOnly={!writer}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          save.reset();
        }}
      />
      {problem && <ErrorAlert error={problem} />}
      <ErrorAlert error={save.error} />
      {save.isSuccess && !dirty && (
        <Alert variant="default" color="green" role="status">
          Saved as version {save.data.data.version}. {save.data.data.status === 'deployed' ? '' : 'Deploy it to make it live.'}
        </Alert>
      )}
      {writer && (
        <Group>
          <Button
            onClick={() => {
              const err = codeShapeError(code);
              setProblem(err);
              if (!err) save.mutate();
            }}
            disabled={!dirty}
            loading={save.isPending}
          >
            Save code
          </Button>
          <Button variant="default" disabled={!dirty} onClick={() => setCode(fn.code)}>
            Undo changes
          </Button>
          {dirty && (
            <Text size="sm" c="dimmed">
              Unsaved changes
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
