import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

/** The link of the confirmation e-mail: open to everyone. */
export const confirmEmailRoutes: RouteObject[] = [
  lazyRoute(
    'confirm-email',
    { title: 'pages.confirmEmail' },
    async () => (await import('./ConfirmEmailPage')).ConfirmEmailPage,
  ),
];

/** The customer's profile (customer area). */
export const profileRoutes: RouteObject[] = [
  lazyRoute('profile', { title: 'pages.profile' }, async () => (await import('./ProfilePage')).ProfilePage),
];
