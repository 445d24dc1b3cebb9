import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ErrorAlert, useProjectApi } from '../kit';
import { parseJsonObject, type FunctionRecord } from './function-logic';
import { JsonBlock } from './JsonBlock';
import './functions.css';

type Answer = { ok: true; body: unknown } | { ok: false; status: number; message: string; body: Record<string, unknown> };

/** Invokes the deployed function with a JSON body and shows its answer (or its failure with the invocation's id). */
export function FunctionInvoke({ fn }: { fn: FunctionRecord }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const [text, setText] = useState('{\n  "name": "Ada"\n}');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const invoke = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<unknown>(p(`/functions/${fn.id}/invoke`), body),
    onSuccess: (body) => setAnswer({ ok: true, body }),
    onError: (e) =>
      setAnswer(
        e instanceof ApiError ? { ok: false, status: e.status, message: e.message, body: e.body } : { ok: false, status: 0, message: String(e), body: {} },
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions', fn.id, 'invocations'] });
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'functions', fn.id, 'logs'] });
    },
  });
  if (!can('messaging', 'write')) return <Text c="dimmed">Your role can read this function but not invoke it.</Text>;
  return (
    <Stack gap="sm">
      {fn.status !== 'deployed' && (
        <Alert variant="default" color="yellow" title="Not deployed">
          The function answers only once it is deployed
          {fn.status === 'draft' && fn.last_deployed_at ? ' (the deployed version runs until you deploy the new code)' : ''}.
        </Alert>
      )}
      <Textarea
        className="fn-code"
        label="Request body (JSON)"
        description="Handed to the function as the request's JSON body; an empty body sends {}."
        autosize
        minRows={4}
        maxRows={16}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {problem && <ErrorAlert error={problem} />}
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          loading={invoke.isPending}
          onClick={() => {
            const parsed = parseJsonObject(text, {});
            setProblem(parsed.ok ? null : parsed.error);
            if (parsed.ok) invoke.mutate(parsed.value);
          }}
        >
          Invoke
        </Button>
      </Group>
      {answer && (
        <Stack gap="xs" aria-live="polite">
          {answer.ok ? (
            <>
              <Text fw={600}>Answer of the function</Text>
              {answer.body === undefined ? (
                <Text size="sm" c="dimmed">
                  The function answered without a JSON body; its record is in Invocations.
                </Text>
              ) : (
                <JsonBlock value={answer.body} label="Answer of the function" />
              )}
            </>
          ) : (
            <Alert variant="default" color="red" title={answer.status ? `The invocation failed (${answer.status})` : 'The invocation failed'} role="alert">
              <Text size="sm" className="fn-break">
                {answer.message}
              </Text>
              {typeof answer.body.invocation_id === 'string' && (
                <Text size="xs" c="dimmed">
                  Invocation {answer.body.invocation_id}
                </Text>
              )}
            </Alert>
          )}
          <Anchor component={Link} to={`/p/${projectId}/functions/${fn.id}?tab=invocations`} size="sm">
            See it among the invocations
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
