import { status as grpcStatus } from '@grpc/grpc-js';
import { isDomainError } from '@platform/errors';
import { NEXT_LABEL } from '../../domain/graph.schema';
import { renderValue, withVar } from '../../domain/templating';
import { external, storable, type NodeExecutor } from '../node-executor';

/**
 * integration: runs a saved integration with source `workflow`; its refusal or failure fails the step,
 * an unavailable peer is retried (the error is rethrown).
 */
export const integrationNode: NodeExecutor<'integration'> = {
  external,
  async run({ e, node, context: ctx, event }, env) {
    const input = (renderValue(node.config.input ?? {}, ctx) ?? {}) as Record<string, unknown>;
    try {
      const res = await env.integrations.invoke(e.projectId, node.config.integration_id, input, 'workflow');
      event('integration_invoked', { integration_id: node.config.integration_id, run_id: res.run.id ?? null }, 'outbound');
      return {
        kind: 'next',
        label: NEXT_LABEL,
        context: node.config.save_response_to ? withVar(ctx, node.config.save_response_to, storable(res.ret ?? null)) : ctx,
      };
    } catch (err) {
      if (!isDomainError(err) || err.code === grpcStatus.UNAVAILABLE || err.code === grpcStatus.DEADLINE_EXCEEDED) throw err;
      return { kind: 'fail', error: { code: 'integration_failed', message: err.message, node_id: node.id, integration_id: node.config.integration_id } };
    }
  },
};
