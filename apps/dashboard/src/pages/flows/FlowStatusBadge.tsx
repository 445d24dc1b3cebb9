import { StatusText } from '../functions/StatusText';
import { flowStatusWords } from './flow-logic';

/** A flow's (or a version's) status in words. */
export function FlowStatusBadge({ status }: { status: string }) {
  const w = flowStatusWords(status);
  return <StatusText label={w.label} color={w.color} />;
}
