import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

/** The link of the confirmation e-mail: open to everyone. */
export const confirmEmailRoutes: RouteObject[] = [
  {
    path: 'confirm-email',
    handle: { title: 'pages.confirmEmail' },
    ...lazyComponent(
      () => import('./ConfirmEmailPage'),
      (m) => m.ConfirmEmailPage,
    ),
  },
];

/** The customer's profile (customer area). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: 'pages.profile' },
    ...lazyComponent(
      () => import('./ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
];
