/**
 * The node executors by node type: the engine runs a node by looking its type up here (one executor per
 * node type, in ./<type>.node.ts; the three sends share one).
 */
import type { NodeType, WorkflowNode } from '../../domain/graph.schema';
import type { ExecutionRow } from '../../infra/db/executions.repository';
import type { NodeExecutor } from '../node-executor';
import { agentNode } from './agent.node';
import { callNode } from './call.node';
import { decideNode } from './decide.node';
import { emitEventNode } from './emit-event.node';
import { endNode } from './end.node';
import { functionNode } from './function.node';
import { handoffNode } from './handoff.node';
import { integrationNode } from './integration.node';
import { sendNode, type SendType } from './send.node';
import { setVariableNode } from './set-variable.node';
import { startNode } from './start.node';
import { waitNode } from './wait.node';
import { webhookNode } from './webhook.node';

/** Node type → its executor (every node type has one). */
export const NODE_EXECUTORS: { readonly [T in NodeType]: NodeExecutor<T> | (T extends SendType ? NodeExecutor<SendType> : never) } = {
  start: startNode,
  send_text: sendNode,
  send_template: sendNode,
  send_interactive: sendNode,
  wait_for_response: waitNode,
  set_variable: setVariableNode,
  decide: decideNode,
  function: functionNode,
  call: callNode,
  webhook: webhookNode,
  integration: integrationNode,
  agent: agentNode,
  emit_event: emitEventNode,
  handoff: handoffNode,
  end: endNode,
};

/** The executor of a node, or undefined for a type no executor runs. */
export function executorOf(node: WorkflowNode): NodeExecutor | undefined {
  return (NODE_EXECUTORS as Partial<Record<string, NodeExecutor>>)[node.type];
}

/** True when the node's step has side effects outside the database (run outside a transaction, under a lease). */
export function isExternal(node: WorkflowNode, e: ExecutionRow): boolean {
  return executorOf(node)?.external(node, e) ?? false;
}
