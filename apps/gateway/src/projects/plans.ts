/** Project plans (spec 8). */
export const PLANS = ['free', 'legacy', 'pro', 'platform', 'enterprise'] as const;

/** A project's plan. */
export type Plan = (typeof PLANS)[number];

/** Requests per minute per project, shared by all its keys and all gateway replicas (spec 8). */
export const REQUESTS_PER_MINUTE: Readonly<Record<Plan, number>> = {
  free: 100,
  legacy: 100,
  pro: 1000,
  platform: 2000,
  enterprise: 4000,
};

/** True for a known plan name. */
export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/**
 * Workflow execution starts per second per workflow (the peer's burst figures, reference §1.6):
 * beyond them `POST /workflows/{id}/executions` answers 429 with `Retry-After: 1` (decision 0714).
 */
export const WORKFLOW_STARTS_PER_SECOND: Readonly<Record<Plan, number>> = {
  free: 5,
  legacy: 5,
  pro: 15,
  platform: 30,
  enterprise: 30,
};
