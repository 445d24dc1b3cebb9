import { Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** A reaction to a message not shown here (an older one): a line of its own. */
export function ReactionMessage({ d }: { d: Extract<MessageDescription, { kind: 'reaction' }> }) {
  return (
    <Text size="sm">
      {d.emoji ? (
        <>
          Reacted{' '}
          <span role="img" aria-label={`emoji ${d.emoji}`}>
            {d.emoji}
          </span>{' '}
          to an earlier message
        </>
      ) : (
        'Removed a reaction from an earlier message'
      )}
    </Text>
  );
}
