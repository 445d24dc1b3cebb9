import { toStruct, type workflowsAgent } from '@platform/contracts';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** A `connector_users` row → the public ConnectorUser (onboarding completed once the project has an account). */
export function connectorUserToWire(u: Record<string, unknown> | undefined, hasAccounts: boolean): workflowsAgent.ConnectorUser | undefined {
  if (!u) return undefined;
  return {
    id: u.id as string,
    email: (u.email as string | null) ?? undefined,
    name: (u.name as string | null) ?? undefined,
    avatar_url: (u.avatar_url as string | null) ?? undefined,
    created_at: iso(u.created_at),
    onboarding_status: hasAccounts ? 'completed' : 'pending',
  };
}

/** A `connector_accounts` row and the project's connecting user → the public ConnectorAccount. */
export function connectorAccountToWire(a: Record<string, unknown>, user: workflowsAgent.ConnectorUser | undefined): workflowsAgent.ConnectorAccount {
  return {
    id: a.id as string,
    connector_account_id: a.connector_account_id as string,
    app_slug: a.app_slug as string,
    app_name: a.app_name as string,
    account_name: a.account_name as string,
    healthy: a.healthy as boolean,
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
    user,
    project: { id: a.project_id as string },
  };
}

/** An `integrations` row (its JSON columns parsed) and its account → the public Integration. */
export function integrationToWire(
  r: Record<string, unknown>,
  parsed: { metadata: Record<string, unknown>; configuredProps: Record<string, unknown>; variableDefinitions: Record<string, unknown> },
  account: workflowsAgent.ConnectorAccount | undefined,
): workflowsAgent.Integration {
  return {
    id: r.id as string,
    action_id: r.action_id as string,
    app_slug: r.app_slug as string,
    app_name: r.app_name as string,
    action_name: r.action_name as string,
    name: r.name as string,
    enabled: r.enabled as boolean,
    metadata: toStruct(parsed.metadata),
    configured_props: toStruct(parsed.configuredProps),
    variable_definitions: toStruct(parsed.variableDefinitions),
    dynamic_props_id: (r.dynamic_props_id as string | null) ?? undefined,
    connector_account: account,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** An `integration_runs` row → the public IntegrationRun (no inputs or outputs). */
export function integrationRunToWire(r: Record<string, unknown>): workflowsAgent.IntegrationRun {
  return {
    id: r.id as string,
    integration_id: r.integration_id as string,
    source: r.source as string,
    status: r.status as string,
    duration_ms: r.duration_ms as number,
    error: (r.error as string | null) ?? undefined,
    created_at: iso(r.created_at),
  };
}
