import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

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
