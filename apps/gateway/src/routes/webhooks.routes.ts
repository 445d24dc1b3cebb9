import type { RouteDef } from './route';

/** Project webhooks and deliveries (webhooks service). */
export const webhookRoutes: RouteDef[] = [];
