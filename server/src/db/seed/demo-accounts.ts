import { UserRole } from '../../modules/account/user.entity.js';

/** The demo accounts; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  { email: 'cliente@xplora.test', name: 'Carla Pérez', role: UserRole.Client },
  { email: 'cliente2@xplora.test', name: 'Diego Rodríguez', role: UserRole.Client },
  { email: 'aliado@xplora.test', name: 'Andrea Salas', role: UserRole.Supplier },
  { email: 'aliado2@xplora.test', name: 'Bruno Méndez', role: UserRole.Supplier },
  { email: 'admin@xplora.test', name: 'Admin Xplora', role: UserRole.Admin },
  /** An admin with the Soporte role (reads everything but money, moderates reviews). */
  { email: 'soporte@xplora.test', name: 'Sofía Soporte', role: UserRole.Admin },
  /** A guide (staff role Guía) of aliado@xplora.test's team: signs in at /suppliers/login. */
  { email: 'guia@xplora.test', name: 'Gabriel Torres', role: UserRole.Supplier },
] as const;
