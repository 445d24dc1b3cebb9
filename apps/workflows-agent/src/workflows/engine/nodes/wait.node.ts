import { waitTimeoutSeconds } from '../../domain/graph-navigation';
import { internal, type NodeExecutor } from '../node-executor';

/** wait_for_response: the execution waits for a reply (until its timeout, when it has one). */
export const waitNode: NodeExecutor<'wait_for_response'> = {
  external: internal,
  async run({ node, now }) {
    const t = waitTimeoutSeconds(node);
    return { kind: 'wait_reply', timeoutAt: t ? new Date(now.getTime() + t * 1000) : null };
  },
};
