import { IconBan, IconClock } from '@tabler/icons-react';
import { inline } from './icons';
import { ActionIcon, Alert, Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import type { InboxConversation } from '../inbox-api';
import { useInbox } from '../inbox-context';
import type { ControlView } from './control';
import { useSend } from './hooks';
import { keepIdempotencyKey, refusalView } from './refusal';
import type { ServiceWindow } from './service-window';
import { MAX_BUTTON_TITLE, MAX_REPLY_BUTTONS, buildReply, replyProblem } from './template-message';
import { TemplatePicker } from './TemplatePicker';

function ReplyBox({ conversation }: { conversation: InboxConversation }) {
  const [text, setText] = useState('');
  const [buttons, setButtons] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSend(conversation.id, () => {
    setText('');
    setButtons([]);
  });
  const submit = () => {
    if (send.isPending) return;
    const p = replyProblem(text, buttons);
    if (p) return setProblem(p);
    setProblem(null);
    send.mutate(buildReply(text, buttons));
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const refusal = send.isError ? refusalView(send.error, 'The message') : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Reply"
          description="Enter sends; Shift+Enter starts a new line."
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKey}
        />
        {buttons.map((b, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              size="sm"
              label={`Reply button ${i + 1} title`}
              maxLength={MAX_BUTTON_TITLE}
              description={`${[...b].length}/${MAX_BUTTON_TITLE}`}
              value={b}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setButtons((old) => old.map((x, j) => (j === i ? v : x)));
              }}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove reply button ${i + 1}`}
              onClick={() => setButtons((old) => old.filter((_, j) => j !== i))}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        ))}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {refusal && (
          <Alert color="red" role="alert" title={refusal.title}>
            {refusal.message}
            {keepIdempotencyKey(send.error) ? ' Sending again is safe: the message will not go out twice.' : ''}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button variant="subtle" size="xs" disabled={buttons.length >= MAX_REPLY_BUTTONS} onClick={() => setButtons((old) => [...old, ''])}>
            Add a reply button
          </Button>
          <Button type="submit" loading={send.isPending}>
            {send.isError && keepIdempotencyKey(send.error) ? 'Try sending again' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where the operator writes: the 24-hour window's state, then a reply box or a template picker. */
export function Composer({
  conversation,
  replyWindow,
  control,
  onHandoff,
  handoffPending,
}: {
  conversation: InboxConversation;
  replyWindow: ServiceWindow;
  control: ControlView;
  onHandoff: () => void;
  handoffPending: boolean;
}) {
  const { api } = useInbox();
  const [mode, setMode] = useState<'reply' | 'template'>('reply');
  const canTemplate = api.capabilities.templates;
  const effective = !replyWindow.open ? 'template' : mode;
  return (
    <Stack gap="xs" component="section" aria-label="Reply to the customer">
      <Text size="sm" fw={500} className={replyWindow.open ? undefined : 'cv-warn'} aria-live="polite">
        {replyWindow.open ? <IconClock {...inline} /> : <IconBan {...inline} />}
        {replyWindow.text}
        {replyWindow.hint && canTemplate ? `. ${replyWindow.hint}` : '.'}
      </Text>
      {control.repliesHeld ? (
        <Alert color="blue" title="A workflow is handling this conversation">
          <Stack gap="xs">
            <Text size="sm">Your replies would wait until the workflow hands the conversation over. Take control to reply yourself.</Text>
            <Group>
              <Button size="xs" onClick={onHandoff} loading={handoffPending}>
                Take control from the workflow
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : control.repliesRefused ? (
        <Alert color="yellow" title="Replies from here are refused for now">
          <Text size="sm">
            {control.holder === 'other_app' ? 'The thread is held by another app on the shared number.' : 'The thread is held by the business app’s agent.'}{' '}
            {control.take ? 'Take control (above) to reply from here.' : 'You can reply once the thread is handed back.'}
          </Text>
        </Alert>
      ) : (
        <>
          {replyWindow.open && canTemplate && (
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(v) => setMode(v as 'reply' | 'template')}
              data={[
                { value: 'reply', label: 'Write a reply' },
                { value: 'template', label: 'Send a template' },
              ]}
              aria-label="What to send"
            />
          )}
          {effective === 'reply' && <ReplyBox conversation={conversation} />}
          {effective === 'template' && canTemplate && <TemplatePicker conversation={conversation} />}
          {effective === 'template' && !canTemplate && <Text size="sm">Replies are possible again as soon as the customer writes.</Text>}
        </>
      )}
    </Stack>
  );
}
