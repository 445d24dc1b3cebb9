/** Public surface of the gateway app for the composition root (all-in-one) and deployment checks. */
export { runGateway, type RunningGateway } from './server';
export { configSchema, loadGatewayConfig, type GatewayConfig } from './config';
export { migrations } from './migrations';
export { runAdminCommand, CliError } from './admin/cli';
export { generateApiKey } from './keys/api-key';
export { grantsOfRole, type Role } from './keys/roles';
// What the dashboard's constants are checked against (apps/dashboard/test/contract-constants.test.ts).
export { buildAppApiOpenApi } from './http/app-api.openapi';
export { LIVE_EVENT_NAMES } from './live/live-events';
export { LOG_SEARCH_KEYS } from './routes/log-search.routes';
export { TEMPLATE_STATUSES } from './routes/phone-numbers.routes';
