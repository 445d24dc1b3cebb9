import { Badge } from '@mantine/core';
import { flowStatusWords } from './flow-logic';

/** A flow's (or a version's) status as a badge in words. */
export function FlowStatusBadge({ status }: { status: string }) {
  const w = flowStatusWords(status);
  return (
    <Badge color={w.color} variant="light" c="var(--mantine-color-text)">
      {w.label}
    </Badge>
  );
}
