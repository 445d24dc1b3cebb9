import { Text } from '@mantine/core';
import type { MessageDescription } from './describe';
import { TextMessage } from './TextMessage';

/** A template sent by the business: its name and language, the body when known, the values it was filled with. */
export function TemplateMessage({ d }: { d: Extract<MessageDescription, { kind: 'template' }> }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        Template “{d.name}”{d.language ? ` (${d.language})` : ''}
      </Text>
      {d.body && <TextMessage text={d.body} />}
      {!d.body && d.values.length > 0 && <Text size="sm">Filled with: {d.values.join(', ')}</Text>}
    </div>
  );
}
