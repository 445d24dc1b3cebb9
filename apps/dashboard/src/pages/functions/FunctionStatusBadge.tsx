import './functions.css';
import { Badge } from '@mantine/core';
import { functionStatusWords } from './function-logic';

/** A function's status as a badge in words. */
export function FunctionStatusBadge({ status }: { status: string }) {
  const w = functionStatusWords(status);
  return (
    <Badge color={w.color} variant="light" classNames={{ label: 'fn-badge-label' }}>
      {w.label}
    </Badge>
  );
}
