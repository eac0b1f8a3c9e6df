import type { RestRoute } from '../route.js';
import { authRoutes } from './auth.routes.js';
import { lookupRoutes } from './lookups.routes.js';

/** The whole documented /api/v1 surface, one table. */
export const routes: RestRoute[] = [...lookupRoutes, ...authRoutes];
