import type { RouteDef } from '../route';
import { deliveryRoutes } from './deliveries';
import { endpointRoutes } from './endpoints';

/** Project webhooks, per-number webhooks and the deliveries log (webhooks service). */
export const webhookRoutes: RouteDef[] = [...endpointRoutes, ...deliveryRoutes];
