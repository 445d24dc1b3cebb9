/** Public surface of the broadcasts app for the composition root and deployment checks. */
export { run } from './server';
export { configSchema, loadBroadcastsConfig, type Config } from './config';
export { migrations } from './migrations';
