import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

export const wishlistRoutes: RouteObject[] = [
  lazyRoute(
    'wishlists',
    { title: 'pages.wishlists' },
    async () => (await import('./WishlistsPage')).WishlistsPage,
  ),
];
