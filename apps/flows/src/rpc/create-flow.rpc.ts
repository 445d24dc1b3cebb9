import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';
import { flowJsonOf } from './request';

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
