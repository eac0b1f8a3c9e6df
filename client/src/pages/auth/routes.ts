import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

const staffLogin = async () => (await import('./StaffLoginPage')).StaffLoginPage;

/** The customer's login, registration and password recovery (guest-only). */
export const customerAuthRoutes: RouteObject[] = [
  lazyRoute(
    'login',
    { title: 'auth.login.title', scope: 'client' },
    async () => (await import('./LoginPage')).LoginPage,
  ),
  lazyRoute(
    'register',
    { title: 'auth.register.title' },
    async () => (await import('./RegisterPage')).RegisterPage,
  ),
  lazyRoute(
    'forgot',
    { title: 'auth.forgot.title' },
    async () => (await import('./ForgotPasswordPage')).ForgotPasswordPage,
  ),
  lazyRoute(
    'recover',
    { title: 'auth.recover.title' },
    async () => (await import('./RecoverPasswordPage')).RecoverPasswordPage,
  ),
];

/** The supplier's login and registration (guest-only). */
export const supplierAuthRoutes: RouteObject[] = [
  lazyRoute('suppliers/login', { title: 'auth.staff.supplierTitle', scope: 'supplier' }, staffLogin),
  lazyRoute(
    'suppliers/register',
    { title: 'auth.supplierRegister.title' },
    async () => (await import('./SupplierRegisterPage')).SupplierRegisterPage,
  ),
];

/** The admin's login (guest-only). */
export const adminAuthRoutes: RouteObject[] = [
  lazyRoute('admin/login', { title: 'auth.staff.adminTitle', scope: 'admin' }, staffLogin),
];
