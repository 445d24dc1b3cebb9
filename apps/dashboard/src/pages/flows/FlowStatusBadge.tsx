import '../functions/functions.css';
import { Badge } from '@mantine/core';
import { flowStatusWords } from './flow-logic';

/** A flow's (or a version's) status as a badge in words. */
export function FlowStatusBadge({ status }: { status: string }) {
  const w = flowStatusWords(status);
  return (
    <Badge color={w.color} variant="light" classNames={{ label: 'fn-badge-label' }}>
      {w.label}
    </Badge>
  );
}
