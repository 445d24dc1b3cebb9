import { Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** A form (flow) the customer filled in: its answers. */
export function FlowReplyMessage({ d }: { d: Extract<MessageDescription, { kind: 'flow_reply' }> }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        Filled in a form{d.body ? ` (${d.body})` : ''}
      </Text>
      {d.fields.length ? (
        <dl style={{ margin: 0 }}>
          {d.fields.map((f) => (
            <div key={f.key} style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              <Text component="dt" size="sm" fw={500}>
                {f.key}:
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {f.value}
              </Text>
            </div>
          ))}
        </dl>
      ) : (
        <Text size="sm">No answers were included.</Text>
      )}
    </div>
  );
}
