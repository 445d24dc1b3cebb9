/** Public surface of the contacts app for the composition root and deployment checks. */
export { run } from './server';
export { configSchema, loadContactsConfig, type Config } from './config';
export { migrations } from './migrations';
