import { Code, Text } from '@mantine/core';

/** A JSON value shown read-only, in a focusable scrolling block with a name; "None" when empty. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const empty = value === null || value === undefined || (typeof value === 'object' && Object.keys(value as object).length === 0);
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        None.
      </Text>
    );
  return (
    <Code block className="kit-code" tabIndex={0} role="region" aria-label={label}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
