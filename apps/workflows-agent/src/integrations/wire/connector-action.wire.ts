import type { workflowsAgent } from '@platform/contracts';
import type { ConnectorActionView } from '../infra/connector/connector.client';

/** A connector action → the public ConnectorAction (without its prop schemas). */
export function connectorActionToWire(a: ConnectorActionView): workflowsAgent.ConnectorAction {
  return { key: a.key, name: a.name, description: a.description, version: a.version };
}
