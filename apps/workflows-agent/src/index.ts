/** Public surface of the workflows-agent app for the composition root and deployment checks. */
export { run } from './server';
export { configSchema, loadWorkflowsAgentConfig, type Config } from './config';
export { migrations } from './migrations';
