import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

export const wishlistRoutes: RouteObject[] = [
  {
    path: 'wishlists',
    handle: { title: 'pages.wishlists' },
    ...lazyComponent(
      () => import('./WishlistsPage'),
      (m) => m.WishlistsPage,
    ),
  },
];
