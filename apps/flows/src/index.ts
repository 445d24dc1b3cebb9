/** Public surface of the flows app for the composition root and deployment checks. */
export { run } from './server';
export { configSchema, loadFlowsConfig, type Config } from './config';
export { migrations } from './migrations';
