/** Public surface of the funding app for the composition root and deployment checks. */
export { run } from './server';
export { billingUrlOf, configSchema, loadFundingConfig, type Config } from './config';
export { migrations } from './migrations';
