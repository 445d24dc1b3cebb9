import { performance } from 'node:perf_hooks';
import type { workflowsAgent } from '@platform/contracts';
import { DomainError, conflict, invalidArgument, notFound, upstreamFailed, validationFailed } from '@platform/errors';
import { checkJsonSize, checkName, inputsOf, substitute } from '../domain/integration';
import type { ConnectorActionView } from '../infra/connector/connector.client';
import type { WorkflowUsagesUsecase } from '../../workflows/usecases/workflow-usages.usecase';
import type { UsecaseContext } from '../../context';

/** Fields of a new integration (spec 4.3; required: action_id, app_slug — decision 0701). */
export interface CreateIntegrationInput {
  actionId: string;
  appSlug: string;
  appName?: string;
  name?: string;
  configuredProps: Record<string, unknown>;
  variableDefinitions: Record<string, unknown>;
  dynamicPropsId?: string;
  accountId?: string;
  metadata: Record<string, unknown>;
  enabled?: boolean;
}

/** Fields an update may change. */
export interface UpdateIntegrationInput {
  name?: string;
  configuredProps?: Record<string, unknown>;
  variableDefinitions?: Record<string, unknown>;
  dynamicPropsId?: string;
  enabled?: boolean;
  metadata?: Record<string, unknown>;
  accountId?: string;
}

/** Where an invocation comes from. */
export type InvocationSource = 'api' | 'workflow' | 'agent';

const integrationNotFound = () => notFound('INTEGRATION_NOT_FOUND', 'Integration not found');
const accountNotFound = () => notFound('CONNECTOR_ACCOUNT_NOT_FOUND', 'Connected account not found');

/** Names of the action's app props (where the connected account goes). */
function appProps(action: ConnectorActionView): { name: string; app: string }[] {
  return action.props.filter((p) => p.type === 'app' && typeof p.name === 'string').map((p) => ({ name: p.name as string, app: String(p.app ?? '') }));
}

/**
 * Integrations (issue 21, spec 2.4/4.3, decision 0701): saved configured actions of the automation
 * connector, run with the project's connected account. The project is the connector's external
 * user, so a project sees and uses only its own accounts.
 */
export class IntegrationsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly usages: Pick<WorkflowUsagesUsecase, 'activeUsing'>,
  ) {}

  /** The action, or a 422 naming the unknown action_id. */
  private async action(actionId: string): Promise<ConnectorActionView> {
    try {
      return await this.ctx.connector.getAction(actionId);
    } catch (e) {
      if (e instanceof DomainError && e.reason === 'CONNECTOR_NOT_FOUND') throw validationFailed(`Unknown action_id ${actionId.slice(0, 100)}`);
      throw e;
    }
  }

  /** The project's connected account (recorded locally); a foreign or unknown id is a 404. */
  private async account(projectId: string, accountId: string, appSlug: string): Promise<string> {
    const a = await this.ctx.connector.getAccount(accountId);
    if (!a || a.externalId !== projectId) throw accountNotFound();
    if (a.appSlug !== appSlug) throw validationFailed(`account_id is an account of ${a.appSlug}, not of ${appSlug}`);
    return this.ctx.integrations.upsertAccount(
      projectId,
      { connectorAccountId: a.id, appSlug: a.appSlug, appName: a.appName, accountName: a.name, healthy: a.healthy },
      this.ctx.clock.now(),
    );
  }

  private checkProps(action: ConnectorActionView, configured: Record<string, unknown>, definitions: Record<string, unknown>): void {
    checkJsonSize('configured_props', configured);
    checkJsonSize('variable_definitions', definitions);
    for (const p of appProps(action)) {
      if (p.name in configured) throw invalidArgument('INVALID_INTEGRATION', `Invalid configured_props: ${p.name} is the account; set it with account_id`);
    }
    inputsOf(configured, definitions);
  }

  /** POST /integrations. */
  async create(projectId: string, input: CreateIntegrationInput): Promise<workflowsAgent.Integration> {
    const action = await this.action(input.actionId);
    const apps = appProps(action);
    if (apps.some((p) => p.app && p.app !== input.appSlug))
      throw validationFailed(`action_id ${action.key} belongs to app ${apps[0].app}, not ${input.appSlug}`);
    this.checkProps(action, input.configuredProps, input.variableDefinitions);
    checkJsonSize('metadata', input.metadata);
    const name = checkName(input.name ?? action.name);
    let appName = input.appName;
    if (appName === undefined) {
      try {
        appName = (await this.ctx.connector.getApp(input.appSlug)).name;
      } catch (e) {
        if (e instanceof DomainError && e.reason === 'CONNECTOR_NOT_FOUND') throw validationFailed(`Unknown app_slug ${input.appSlug.slice(0, 100)}`);
        throw e;
      }
    }
    if (apps.length && !input.accountId) throw validationFailed(`Action ${action.key} runs with a connected ${input.appSlug} account: give account_id`);
    const accountId = input.accountId ? await this.account(projectId, input.accountId, input.appSlug) : null;
    const id = await this.ctx.db.transaction(async (trx) =>
      this.ctx.integrations.insert(
        trx,
        projectId,
        {
          actionId: action.key,
          appSlug: input.appSlug,
          appName,
          actionName: action.name,
          name,
          enabled: input.enabled ?? true,
          metadata: input.metadata,
          configuredProps: input.configuredProps,
          variableDefinitions: input.variableDefinitions,
          dynamicPropsId: input.dynamicPropsId ?? null,
          accountId,
        },
        this.ctx.clock.now(),
      ),
    );
    return (await this.ctx.integrations.get(projectId, id))!.view;
  }

  /** PATCH /integrations/{id}: name, props, variable definitions, dynamic props, enabled, metadata, account. */
  async update(projectId: string, id: string, input: UpdateIntegrationInput): Promise<workflowsAgent.Integration> {
    const current = await this.ctx.integrations.get(projectId, id);
    if (!current) throw integrationNotFound();
    const configured = input.configuredProps ?? current.configuredProps;
    const definitions = input.variableDefinitions ?? current.variableDefinitions;
    if (input.configuredProps || input.variableDefinitions) this.checkProps(await this.action(current.actionId), configured, definitions);
    if (input.metadata) checkJsonSize('metadata', input.metadata);
    const name = input.name === undefined ? undefined : checkName(input.name);
    const accountId = input.accountId ? await this.account(projectId, input.accountId, current.appSlug) : undefined;
    await this.ctx.db.transaction(async (trx) => {
      const locked = await this.ctx.integrations.get(projectId, id, trx);
      if (!locked) throw integrationNotFound();
      await this.ctx.integrations.update(
        trx,
        projectId,
        id,
        {
          name,
          enabled: input.enabled,
          metadata: input.metadata,
          configuredProps: input.configuredProps,
          variableDefinitions: input.variableDefinitions,
          dynamicPropsId: input.dynamicPropsId,
          accountId,
        },
        this.ctx.clock.now(),
      );
    });
    return (await this.ctx.integrations.get(projectId, id))!.view;
  }

  /** DELETE /integrations/{id}. */
  /**
   * Deletes an integration. While active workflows use it the answer is a 409 INTEGRATION_IN_USE
   * listing them (`workflows` [{id, name}]) unless `force`: their integration nodes would fail when
   * reached. An unknown or foreign id is a 404 before that check (nothing about usage leaks).
   */
  async delete(projectId: string, id: string, force = false): Promise<void> {
    if (!(await this.ctx.integrations.get(projectId, id))) throw integrationNotFound();
    if (!force) {
      const workflows = await this.usages.activeUsing(projectId, { integrationId: id });
      if (workflows.length > 0) {
        throw conflict(
          `The integration is used by ${workflows.length} active workflow(s): ${workflows.map((w) => w.name).join(', ')}; change them or delete with force`,
          {
            code: 'integration_in_use',
            workflows: workflows.map((w) => ({ id: w.id, name: w.name })),
          },
        );
      }
    }
    if (!(await this.ctx.integrations.delete(projectId, id))) throw integrationNotFound();
  }

  /**
   * Runs an integration: each `{{placeholder}}` of configured_props takes its typed input, the
   * account fills the app prop, the connector runs the action. Every run that reaches the
   * connector is recorded (status, duration, error; never inputs or outputs). A failed run is a 502
   * naming the app's error; connector limits and outages keep their own statuses.
   */
  async invoke(
    projectId: string,
    id: string,
    input: Record<string, unknown>,
    source: InvocationSource,
  ): Promise<{ run: workflowsAgent.IntegrationRun; ret: unknown; exports: Record<string, unknown> }> {
    const row = await this.ctx.integrations.get(projectId, id);
    if (!row) throw integrationNotFound();
    if (!row.enabled) throw conflict('The integration is disabled');
    checkJsonSize('input', input);
    const props = substitute(row.configuredProps, inputsOf(row.configuredProps, row.variableDefinitions), input);
    const action = await this.action(row.actionId);
    for (const p of appProps(action)) {
      if (!row.connectorAccountRef) throw validationFailed('The integration has no connected account (set account_id)');
      props[p.name] = { authProvisionId: row.connectorAccountRef };
    }
    const started = performance.now();
    const record = (status: 'succeeded' | 'failed', error: string | null) =>
      this.ctx.integrations.insertRun(
        projectId,
        { integrationId: row.id, source, status, durationMs: Math.round(performance.now() - started), error },
        this.ctx.clock.now(),
      );
    let result;
    try {
      result = await this.ctx.connector.run({
        externalUserId: projectId,
        actionId: row.actionId,
        configuredProps: props,
        dynamicPropsId: row.dynamicPropsId ?? undefined,
      });
    } catch (e) {
      const run = await record('failed', e instanceof DomainError ? e.publicMessage : 'connector call failed');
      if (e instanceof DomainError)
        throw new DomainError({ reason: e.reason, code: e.code, message: e.publicMessage, fields: { ...e.publicFields, run_id: run.id ?? null } });
      throw e;
    }
    if (!result.ok) {
      const run = await record('failed', result.error);
      throw upstreamFailed(`The action failed: ${result.error}`, { error_kind: 'action', run_id: run.id ?? null });
    }
    return { run: await record('succeeded', null), ret: result.ret, exports: result.exports };
  }

  /** GET /integrations/apps. */
  apps(query: string | undefined, limit: number) {
    return this.ctx.connector.listApps(query, limit);
  }

  /** GET /integrations/actions. */
  actions(query: string | undefined, appSlug: string | undefined, limit: number) {
    return this.ctx.connector.listActions(query, appSlug, limit);
  }

  /** GET /integrations/actions/{action_id}/schema. */
  actionSchema(actionId: string) {
    return this.ctx.connector.getAction(actionId);
  }

  /** The configured props with the account in the action's app prop (for configure and reload). */
  private async withAccount(projectId: string, actionId: string, configured: Record<string, unknown>, accountId?: string): Promise<Record<string, unknown>> {
    if (!accountId) return configured;
    const action = await this.action(actionId);
    const a = await this.ctx.connector.getAccount(accountId);
    if (!a || a.externalId !== projectId) throw accountNotFound();
    const out = { ...configured };
    for (const p of appProps(action)) out[p.name] = { authProvisionId: a.id };
    return out;
  }

  /** POST /integrations/actions/{action_id}/configure_prop. */
  async configureProp(
    projectId: string,
    i: { actionId: string; propName: string; configuredProps: Record<string, unknown>; dynamicPropsId?: string; accountId?: string; query?: string },
  ) {
    const configured = await this.withAccount(projectId, i.actionId, i.configuredProps, i.accountId);
    return this.ctx.connector.configureProp({
      externalUserId: projectId,
      actionId: i.actionId,
      propName: i.propName,
      configuredProps: configured,
      dynamicPropsId: i.dynamicPropsId,
      query: i.query,
    });
  }

  /** POST /integrations/actions/{action_id}/reload_props. */
  async reloadProps(projectId: string, i: { actionId: string; configuredProps: Record<string, unknown>; dynamicPropsId?: string; accountId?: string }) {
    const configured = await this.withAccount(projectId, i.actionId, i.configuredProps, i.accountId);
    return this.ctx.connector.reloadProps({ externalUserId: projectId, actionId: i.actionId, configuredProps: configured, dynamicPropsId: i.dynamicPropsId });
  }

  /** GET /integration_accounts: the project's connected accounts (refreshed from the connector). */
  async accounts(projectId: string, appSlug?: string): Promise<workflowsAgent.ConnectorAccount[]> {
    const accounts = await this.ctx.connector.listAccounts(projectId, appSlug);
    const now = this.ctx.clock.now();
    for (const a of accounts) {
      await this.ctx.integrations.upsertAccount(
        projectId,
        { connectorAccountId: a.id, appSlug: a.appSlug, appName: a.appName, accountName: a.name, healthy: a.healthy },
        now,
      );
    }
    return this.ctx.integrations.accountViews(
      projectId,
      accounts.map((a) => a.id),
    );
  }

  /**
   * DELETE /integration_accounts/{id}: disconnects the account at the connector and forgets it.
   * Refused (409) while integrations use it: they would fail at their next run.
   */
  async deleteAccount(projectId: string, id: string): Promise<void> {
    const ref = await this.ctx.integrations.accountRef(projectId, id);
    if (!ref) throw accountNotFound();
    if (ref.usedBy > 0) throw conflict(`The account is used by ${ref.usedBy} integration${ref.usedBy > 1 ? 's' : ''}; change or delete them first`);
    await this.ctx.connector.deleteAccount(ref.connectorAccountId);
    await this.ctx.integrations.deleteAccount(projectId, id);
  }

  /** POST /integrations/connect_token: a token for the connector's hosted connect flow. */
  async connectToken(projectId: string, i: { appSlug?: string; user?: { email?: string; name?: string; avatarUrl?: string } }) {
    if (i.user) await this.ctx.integrations.upsertUser(projectId, i.user, this.ctx.clock.now());
    return this.ctx.connector.createToken(projectId, i.appSlug);
  }
}

/** The integration row type, for rpc files that read one directly. */
