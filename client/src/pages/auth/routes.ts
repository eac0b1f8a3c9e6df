import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import type { RouteHandle } from '../../platform/route-handle';

/** The customer's login, registration and password recovery (guest-only). */
export const customerAuthRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'auth.login.title', scope: 'client' } satisfies RouteHandle,
    ...lazyComponent(
      () => import('./LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    handle: { title: 'auth.register.title' },
    ...lazyComponent(
      () => import('./RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'forgot',
    handle: { title: 'auth.forgot.title' },
    ...lazyComponent(
      () => import('./ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'recover',
    handle: { title: 'auth.recover.title' },
    ...lazyComponent(
      () => import('./RecoverPasswordPage'),
      (m) => m.RecoverPasswordPage,
    ),
  },
];

/** The supplier's login and registration (guest-only). */
export const supplierAuthRoutes: RouteObject[] = [
  {
    path: 'suppliers/login',
    handle: { title: 'auth.staff.supplierTitle', scope: 'supplier' } satisfies RouteHandle,
    ...lazyComponent(
      () => import('./StaffLoginPage'),
      (m) => m.StaffLoginPage,
    ),
  },
  {
    path: 'suppliers/register',
    handle: { title: 'auth.supplierRegister.title' },
    ...lazyComponent(
      () => import('./SupplierRegisterPage'),
      (m) => m.SupplierRegisterPage,
    ),
  },
];

/** The admin's login (guest-only). */
export const adminAuthRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    handle: { title: 'auth.staff.adminTitle', scope: 'admin' } satisfies RouteHandle,
    ...lazyComponent(
      () => import('./StaffLoginPage'),
      (m) => m.StaffLoginPage,
    ),
  },
];
