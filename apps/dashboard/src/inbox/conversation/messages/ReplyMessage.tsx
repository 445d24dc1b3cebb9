import { Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** The customer pressed a reply button, chose a list row, or a template's quick reply. */
export function ReplyMessage({ d }: { d: Extract<MessageDescription, { kind: 'reply' }> }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {d.source === 'list_reply' ? 'Chose from a list' : d.source === 'button' ? 'Pressed a template button' : 'Pressed a button'}
      </Text>
      <Text size="sm" fw={500}>
        {d.title}
      </Text>
      {d.description && <Text size="sm">{d.description}</Text>}
    </div>
  );
}
