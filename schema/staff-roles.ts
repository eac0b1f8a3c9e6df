/**
 * Supplier staff roles (issue 33 §3) and what each may do, shared by the server (which enforces it on every supplier
 * GraphQL field and download route) and the portal (which hides the menu entries a role cannot use).
 */
export const STAFF_ROLES = {
  guide: 'Guía',
  operations: 'Operaciones',
} as const;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as StaffRole[];

/** The owner is the supplier's own account; staff act for it with a role. */
export type SupplierRole = 'owner' | StaffRole;
export const SUPPLIER_ROLE_LABELS: Record<SupplierRole, string> = { owner: 'Dueño', ...STAFF_ROLES };

/**
 * - `account`: the staff member's own session (logout, the day's exchange rate).
 * - `departures`: today's and upcoming departures, their manifests, check-in.
 * - `operations`: activities, bookings, reviews, alerts, verifying customers' payments, refunds, cancelling departures.
 * - `payoutData`: the supplier's profile with its own bank and pago móvil data.
 * - `finance`: commission statements and their payments.
 * - `staff`: the team (invite, change role, revoke).
 * - `audit`: the supplier's audit trail.
 */
export const CAPABILITIES = [
  'account',
  'departures',
  'operations',
  'payoutData',
  'finance',
  'staff',
  'audit',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<SupplierRole, readonly Capability[]> = {
  owner: CAPABILITIES,
  operations: ['account', 'departures', 'operations'],
  guide: ['account', 'departures'],
};

export function roleCan(role: SupplierRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

export const STAFF_FORBIDDEN_MESSAGE =
  'No tiene permiso: su rol en el equipo del aliado no permite esta operación.';
/** An admin whose role is Soporte asking for an Administrador's operation (money, or any write but moderation). */
export const SOPORTE_REFUSAL = 'Su rol de Soporte no permite esta operación: la hace un Administrador.';

/**
 * Refusals of a role, not of the session: the portal shows them and keeps the person signed in (every other 403
 * signs out, customer spec §8).
 */
export const ROLE_REFUSALS: readonly string[] = [STAFF_FORBIDDEN_MESSAGE, SOPORTE_REFUSAL];
export const STAFF_REVOKED_MESSAGE = 'Su acceso al equipo del aliado fue revocado.';
