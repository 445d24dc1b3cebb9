import { Text } from '@mantine/core';

/** A message this inbox cannot show: a sentence saying so. */
export function UnsupportedMessage({ summary }: { summary: string }) {
  return (
    <Text size="sm" fs="italic">
      {summary}
    </Text>
  );
}
