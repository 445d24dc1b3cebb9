/** Public surface of the webhooks app for the composition root and deployment checks. */
export { run } from './server';
export { configSchema, loadWebhooksConfig, type Config } from './config';
export { migrations } from './migrations';
