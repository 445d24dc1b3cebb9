import { functionStatusWords } from './function-logic';
import { StatusText } from './StatusText';

/** A function's status in words. */
export function FunctionStatusBadge({ status }: { status: string }) {
  const w = functionStatusWords(status);
  return <StatusText label={w.label} color={w.color} />;
}
