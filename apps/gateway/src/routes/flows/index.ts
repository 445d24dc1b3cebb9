import type { RouteDef } from '../route';
import { dataEndpointRoutes, flowCrudRoutes } from './flows';
import { functionRoutes } from './functions';

/** Flows, their data endpoints and functions (flows service, spec 2.5-2.7, 3.3, 4.4, 4.5). */
export const flowRoutes: RouteDef[] = [...flowCrudRoutes, ...dataEndpointRoutes, ...functionRoutes];
