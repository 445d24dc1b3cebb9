import type { workflowsAgent } from '@platform/contracts';

/** The raw query parameters (key/value pairs, a key may repeat) as the table query grammar reads them. */
export const params = (ps: workflowsAgent.QueryParam__Output[]) => ps.map((p) => ({ key: p.key, value: p.value }));
