/** Public surface of the messaging-proxy app for the composition root and deployment checks. */
export { run, type RunningMessagingProxy } from './server';
export { configSchema, loadMessagingProxyConfig, type Config } from './config';
export { migrations } from './migrations';
