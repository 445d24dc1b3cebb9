import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

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
