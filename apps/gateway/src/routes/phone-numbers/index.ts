import type { RouteDef } from '../route';
import { displayNameRoutes } from './display-names';
import { healthRoutes } from './health';
import { numberRoutes } from './numbers';

/** Phone numbers, health checks and display name requests (messaging-proxy). */
export const phoneNumberRoutes: RouteDef[] = [...numberRoutes, ...healthRoutes, ...displayNameRoutes];
