import type { RouteDef } from './route';

/** Setup links (messaging-proxy). */
export const setupLinkRoutes: RouteDef[] = [];
