import { Badge, Group, Text } from '@mantine/core';
import type { MessageDescription } from './describe';
import { TextMessage } from './TextMessage';

/** An interactive message sent by the business: header, body, footer and its buttons (or list). */
export function InteractiveMessage({ d }: { d: Extract<MessageDescription, { kind: 'interactive' }> }) {
  return (
    <div>
      {d.header && (
        <Text size="sm" fw={600}>
          {d.header}
        </Text>
      )}
      <TextMessage text={d.body} />
      {d.footer && (
        <Text size="xs" c="dimmed">
          {d.footer}
        </Text>
      )}
      {d.buttons.length > 0 && (
        <Group gap={4} mt={4} aria-label="Buttons offered" role="list">
          {d.buttons.map((b, i) => (
            <Badge key={i} role="listitem" variant="outline" color="gray" tt="none">
              {b}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}
