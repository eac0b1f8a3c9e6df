import { array, object, string } from 'yup';

/**
 * Partner API keys: what a key may be allowed to do on /api/v1, with the admin screen's labels, and the
 * issue form's rules (shared by the admin dialog and, through `@ValidatedBy`, the server).
 */
export const PARTNER_SCOPES = [
  { id: 'catalog:read', label: 'Leer el catálogo y la disponibilidad' },
  { id: 'bookings:write', label: 'Crear y ordenar reservas para viajeros' },
  { id: 'payments:write', label: 'Registrar pagos' },
  { id: 'bookings:read', label: 'Leer sus propias reservas' },
] as const;

export type PartnerScopeId = (typeof PARTNER_SCOPES)[number]['id'];

const SCOPE_IDS: string[] = PARTNER_SCOPES.map((scope) => scope.id);

export const partnerKeySchema = object({
  name: string().trim().required('El nombre de la clave es requerido').max(124, 'Máximo 124 caracteres'),
  organisation: string()
    .trim()
    .required('La organización o el contacto es requerido')
    .max(254, 'Máximo 254 caracteres'),
  scopes: array(string().required().oneOf(SCOPE_IDS, 'Permiso desconocido'))
    .required('Elija al menos un permiso')
    .min(1, 'Elija al menos un permiso'),
  expiresAt: string()
    .nullable()
    .test('future-date', 'La fecha de vencimiento debe ser futura (AAAA-MM-DD)', (value) => {
      if (!value) return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T23:59:59Z`);
      return !Number.isNaN(date.getTime()) && date.getTime() > Date.now();
    }),
});
