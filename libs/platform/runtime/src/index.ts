export * from './clock';
export * from './shutdown-stack';
export * from './signals';
export * from './http-server';
export { RetentionSweeper, type RetentionSweeperOptions, type RetentionTask } from './retention';
