import { Group, Text } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';

/** A status in words in the text colour, after a dot of its colour (the colour only repeats the words; contrast stays the text's). */
export function StatusText({ label, color }: { label: string; color: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <IconCircleFilled size={10} aria-hidden="true" style={{ color: `var(--mantine-color-${color.replace('.', '-')})`, flexShrink: 0 }} />
      <Text size="sm" component="span">
        {label}
      </Text>
    </Group>
  );
}
