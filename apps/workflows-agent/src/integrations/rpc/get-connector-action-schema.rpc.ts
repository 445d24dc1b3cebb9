import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { connectorActionToWire } from '../wire/connector-action.wire';

/** GetConnectorActionSchema (GET /integrations/actions/{action_id}/schema). */
export function getConnectorActionSchemaRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ConnectorActionRequest__Output): Promise<workflowsAgent.ConnectorActionSchemaResponse> => {
    const a = await uc.actionSchema(req.action_id);
    return { action: connectorActionToWire(a), configurable_props: a.props.map((p) => toStruct(p)) };
  };
}
