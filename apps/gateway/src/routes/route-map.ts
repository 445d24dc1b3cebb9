/**
 * What tools/routes-doc.ts reads to print docs/routes.md: the route table, the mounts beside it and
 * the path spellings of the public document, in one module.
 */
export { BASE_PATH } from '../http/surface';
export { readOnlyRouteTable } from '.';
export { MOUNTS, type Mount } from './mounts';
export { openApiPath } from './openapi';
export type { RouteDef } from './route';
