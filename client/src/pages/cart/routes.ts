import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

export const cartRoutes: RouteObject[] = [
  {
    path: 'shopping-cart',
    handle: { title: 'pages.cart' },
    ...lazyComponent(
      () => import('./CartPage'),
      (m) => m.CartPage,
    ),
  },
];
