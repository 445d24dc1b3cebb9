import { internal, type NodeExecutor } from '../node-executor';

/** end: the execution ends. */
export const endNode: NodeExecutor<'end'> = {
  external: internal,
  async run() {
    return { kind: 'end' };
  },
};
