import { NEXT_LABEL } from '../../domain/graph.schema';
import { internal, type NodeExecutor } from '../node-executor';

/** start: continues along `next`. */
export const startNode: NodeExecutor<'start'> = {
  external: internal,
  async run() {
    return { kind: 'next', label: NEXT_LABEL };
  },
};
