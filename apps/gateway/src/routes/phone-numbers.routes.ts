import type { RouteDef } from './route';

/** Phone numbers, health checks and display name requests (messaging-proxy). */
export const phoneNumberRoutes: RouteDef[] = [];
