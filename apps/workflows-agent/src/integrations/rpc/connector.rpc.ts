import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
const limitOf = (n: number) => (n >= 1 && n <= 100 ? n : 20);

/** ListConnectorApps (GET /integrations/apps). */
export function listConnectorAppsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorAppsRequest__Output): Promise<workflowsAgent.ListConnectorAppsResponse> => ({
    apps: await uc.apps(opt(req.query), limitOf(req.limit)),
  });
}

/** ListConnectorActions (GET /integrations/actions). */
export function listConnectorActionsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorActionsRequest__Output): Promise<workflowsAgent.ListConnectorActionsResponse> => ({
    actions: (await uc.actions(opt(req.query), opt(req.app_slug), limitOf(req.limit))).map((a) => ({
      key: a.key,
      name: a.name,
      description: a.description,
      version: a.version,
    })),
  });
}

/** GetConnectorActionSchema (GET /integrations/actions/{action_id}/schema). */
export function getConnectorActionSchemaRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ConnectorActionRequest__Output): Promise<workflowsAgent.ConnectorActionSchemaResponse> => {
    const a = await uc.actionSchema(req.action_id);
    return { action: { key: a.key, name: a.name, description: a.description, version: a.version }, configurable_props: a.props.map((p) => toStruct(p)) };
  };
}

/** ConfigureConnectorProp (POST /integrations/actions/{action_id}/configure_prop). */
export function configureConnectorPropRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ConfigureConnectorPropRequest__Output): Promise<workflowsAgent.ConfigureConnectorPropResponse> => {
    const r = await uc.configureProp(req.project_id, {
      actionId: req.action_id,
      propName: req.prop_name,
      configuredProps: fromStruct(req.configured_props),
      dynamicPropsId: opt(req.dynamic_props_id),
      accountId: opt(req.account_id),
      query: opt(req.query),
    });
    return { options: r.options.map((o) => toStruct(o)), errors: r.errors };
  };
}

/** ReloadConnectorProps (POST /integrations/actions/{action_id}/reload_props). */
export function reloadConnectorPropsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ReloadConnectorPropsRequest__Output): Promise<workflowsAgent.ReloadConnectorPropsResponse> => {
    const r = await uc.reloadProps(req.project_id, {
      actionId: req.action_id,
      configuredProps: fromStruct(req.configured_props),
      dynamicPropsId: opt(req.dynamic_props_id),
      accountId: opt(req.account_id),
    });
    return { dynamic_props_id: r.dynamicPropsId, configurable_props: r.props.map((p) => toStruct(p)), errors: r.errors };
  };
}

/** ListConnectorAccounts (GET /integrations/accounts). */
export function listConnectorAccountsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorAccountsRequest__Output): Promise<workflowsAgent.ListConnectorAccountsResponse> => ({
    accounts: await uc.accounts(req.project_id, opt(req.app_slug)),
  });
}

/** CreateConnectToken (POST /integrations/connect_token). */
export function createConnectTokenRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.CreateConnectTokenRequest__Output): Promise<workflowsAgent.CreateConnectTokenResponse> => {
    const hasUser = req.user_email != null || req.user_name != null || req.user_avatar_url != null;
    const t = await uc.connectToken(req.project_id, {
      appSlug: opt(req.app_slug),
      user: hasUser ? { email: opt(req.user_email), name: opt(req.user_name), avatarUrl: opt(req.user_avatar_url) } : undefined,
    });
    return { token: t.token, expires_at: t.expiresAt, connect_link_url: t.connectLinkUrl };
  };
}

/** DeleteConnectorAccount (DELETE /integrations/accounts/{account_id}). */
export function deleteConnectorAccountRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ConnectorAccountIdRequest__Output): Promise<workflowsAgent.DeleteIntegrationResponse> => {
    await uc.deleteAccount(req.project_id, req.account_id);
    return { success: true };
  };
}
