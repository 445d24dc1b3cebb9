import type { RouteDef } from './route';

/** Funding, portfolios, usage and revocation (funding service). */
export const fundingRoutes: RouteDef[] = [];
