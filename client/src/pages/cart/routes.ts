import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

export const cartRoutes: RouteObject[] = [
  lazyRoute('shopping-cart', { title: 'pages.cart' }, async () => (await import('./CartPage')).CartPage),
];
