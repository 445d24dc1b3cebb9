import { fromStruct, normalizePage, pageMeta, toStruct, type workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { IntegrationsRepository } from '../infra/db/integrations.repository';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** CreateIntegration (POST /integrations). */
export function createIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.CreateIntegrationRequest__Output): Promise<workflowsAgent.IntegrationResponse> => ({
    integration: await uc.create(req.project_id, {
      actionId: req.action_id,
      appSlug: req.app_slug,
      appName: opt(req.app_name),
      name: opt(req.name),
      configuredProps: fromStruct(req.configured_props),
      variableDefinitions: fromStruct(req.variable_definitions),
      dynamicPropsId: opt(req.dynamic_props_id),
      accountId: opt(req.account_id),
      metadata: fromStruct(req.metadata),
      enabled: opt(req.enabled),
    }),
  });
}

/** ListIntegrations (GET /integrations, a query): newest first, page style. */
export function listIntegrationsRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.ListIntegrationsRequest__Output): Promise<workflowsAgent.ListIntegrationsResponse> => {
    const p = normalizePage(req.page);
    const { rows, total } = await repo.list(req.project_id, p.perPage, p.offset);
    return { integrations: rows.map((r) => r.view), meta: pageMeta(p.page, p.perPage, total) };
  };
}

/** GetIntegration (GET /integrations/{id}, a query). */
export function getIntegrationRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.IntegrationIdRequest__Output): Promise<workflowsAgent.IntegrationResponse> => {
    const row = await repo.get(req.project_id, req.integration_id);
    if (!row) {
      throw notFound('INTEGRATION_NOT_FOUND', 'Integration not found');
    }
    return { integration: row.view };
  };
}

/** UpdateIntegration (PATCH /integrations/{id}). */
export function updateIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.UpdateIntegrationRequest__Output): Promise<workflowsAgent.IntegrationResponse> => ({
    integration: await uc.update(req.project_id, req.integration_id, {
      name: opt(req.name),
      configuredProps: req.configured_props ? fromStruct(req.configured_props) : undefined,
      variableDefinitions: req.variable_definitions ? fromStruct(req.variable_definitions) : undefined,
      dynamicPropsId: opt(req.dynamic_props_id),
      enabled: opt(req.enabled),
      metadata: req.metadata ? fromStruct(req.metadata) : undefined,
      accountId: opt(req.account_id),
    }),
  });
}

/** DeleteIntegration (DELETE /integrations/{id}). */
export function deleteIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.IntegrationIdRequest__Output): Promise<workflowsAgent.DeleteIntegrationResponse> => {
    await uc.delete(req.project_id, req.integration_id);
    return { success: true };
  };
}

/** InvokeIntegration (POST /integrations/{id}/invoke; the workflow node and agent tool pass their source). */
export function invokeIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.InvokeIntegrationRequest__Output): Promise<workflowsAgent.InvokeIntegrationResponse> => {
    const source = req.source === 'workflow' || req.source === 'agent' ? req.source : 'api';
    const out = await uc.invoke(req.project_id, req.integration_id, fromStruct(req.input), source);
    return { run: out.run, result: toStruct({ ret: out.ret ?? null, exports: out.exports }) };
  };
}

/** ListIntegrationRuns (GET /integrations/{id}/runs, a query). */
export function listIntegrationRunsRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.ListIntegrationRunsRequest__Output): Promise<workflowsAgent.ListIntegrationRunsResponse> => {
    const p = normalizePage(req.page);
    if (!(await repo.get(req.project_id, req.integration_id))) {
      throw notFound('INTEGRATION_NOT_FOUND', 'Integration not found');
    }
    const { runs, total } = await repo.listRuns(req.project_id, req.integration_id, p.perPage, p.offset);
    return { runs, meta: pageMeta(p.page, p.perPage, total) };
  };
}
