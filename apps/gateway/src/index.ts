/** Public surface of the gateway app for the composition root (all-in-one) and deployment checks. */
export { runGateway, type RunningGateway } from './server';
export { configSchema, loadGatewayConfig, type GatewayConfig } from './config';
export { migrations } from './migrations';
export { runAdminCommand, CliError } from './admin/cli';
export { generateApiKey } from './keys/api-key';
export { grantsOfRole, type Role } from './keys/roles';
