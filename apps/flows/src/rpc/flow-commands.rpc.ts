import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';
import { flowJsonOf } from './guards';

/** CreateFlow: created upstream, then stored with version v1. */
export function createFlowRpc(uc: FlowsUsecase) {
  return (req: flows.CreateFlowRequest__Output): Promise<flows.FlowResponse> =>
    uc.create(req.project_id, {
      name: req.name,
      categories: req.categories ?? [],
      businessAccountId: req.business_account_id || undefined,
      phoneNumberId: req.phone_number_id || undefined,
      flowJson: flowJsonOf(req.flow_json, false),
      publish: req.publish,
    });
}

/** CreateFlowVersion: a new version of the flow JSON. */
export function createFlowVersionRpc(uc: FlowsUsecase) {
  return (req: flows.CreateFlowVersionRequest__Output): Promise<flows.FlowVersionResponse> =>
    uc.createVersion(req.project_id, req.flow_id, flowJsonOf(req.flow_json, true)!);
}

/** PublishFlow. */
export function publishFlowRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.publish(req.project_id, req.flow_id);
}

/** DeprecateFlow. */
export function deprecateFlowRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.deprecate(req.project_id, req.flow_id);
}

/** CloneFlow. */
export function cloneFlowRpc(uc: FlowsUsecase) {
  return (req: flows.CloneFlowRequest__Output): Promise<flows.FlowResponse> => uc.clone(req.project_id, req.flow_id, req.name ?? undefined);
}

/** RefreshFlowPreview. */
export function refreshFlowPreviewRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.refreshPreview(req.project_id, req.flow_id);
}

/** SyncFlows: pulls the business account's flows from the upstream. */
export function syncFlowsRpc(uc: FlowsUsecase) {
  return (req: flows.SyncFlowsRequest__Output): Promise<flows.SyncFlowsResponse> => uc.sync(req.project_id, req.business_account_id);
}
