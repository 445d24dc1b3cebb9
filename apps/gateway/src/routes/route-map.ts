/**
 * What tools/routes-doc.ts reads to print docs/routes.md: the route table, the mounts beside it and
 * the path spellings of the public document, in one module.
 */
export { BASE_PATH } from '../http/surface';
export type { ApiLogRepository } from '../logs/api-log.repository';
export type { ApiKeysUsecase } from '../usecases/api-keys.usecase';
export type { UsersUsecase } from '../usecases/users.usecase';
export { routeTable } from '.';
export { MOUNTS, type Mount } from './mounts';
export { openApiPath } from './openapi';
export type { RouteDef } from './route';
