/**
 * The audit trail's action codes and their Spanish labels (server and screens share them). Codes only grow: a
 * recorded code keeps its meaning forever.
 */
export const AUDIT_ACTIONS = {
  payment_confirmed: 'Pago confirmado',
  payment_rejected: 'Pago rechazado',
  statement_payment_confirmed: 'Pago de estado de cuenta confirmado',
  statement_payment_rejected: 'Pago de estado de cuenta rechazado',
  refund_requested: 'Reembolso solicitado',
  refund_declined: 'Reembolso rechazado',
  refund_refunded: 'Reembolso pagado',
  booking_checked_in: 'Llegada registrada',
  booking_check_in_undone: 'Llegada anulada',
  activity_published: 'Actividad publicada',
  activity_unpublished: 'Actividad despublicada',
  activity_price_changed: 'Precio cambiado',
  supplier_fee_changed: 'Comisión cambiada',
  partner_key_created: 'Clave de API creada',
  partner_key_revoked: 'Clave de API revocada',
  login: 'Inicio de sesión',
  exchange_rate_set: 'Tasa de cambio registrada',
  departure_cancelled: 'Salida cancelada',
  booking_rescheduled: 'Reserva cambiada de fecha',
  admin_role_changed: 'Rol de administrador cambiado',
  staff_invited: 'Miembro del equipo invitado',
  staff_invitation_accepted: 'Invitación al equipo aceptada',
  staff_role_changed: 'Rol del equipo cambiado',
  staff_revoked: 'Acceso al equipo revocado',
  waitlist_offered: 'Lista de espera: cupos ofrecidos',
  waitlist_offer_expired: 'Lista de espera: oferta vencida',
  waitlist_offer_claimed: 'Lista de espera: oferta reservada',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an entry is about. */
export const AUDIT_OBJECTS = {
  payment: 'Pago',
  statement_payment: 'Pago de estado de cuenta',
  refund: 'Reembolso',
  booking: 'Reserva',
  activity: 'Actividad',
  activity_price: 'Precio',
  supplier: 'Aliado',
  partner_key: 'Clave de API',
  user: 'Cuenta',
  exchange_rate: 'Tasa de cambio',
  departure: 'Salida',
  staff: 'Miembro del equipo',
  waitlist_entry: 'Lugar en lista de espera',
} as const;
export type AuditObjectType = keyof typeof AUDIT_OBJECTS;
export const AUDIT_OBJECT_TYPES = Object.keys(AUDIT_OBJECTS) as AuditObjectType[];

/** Who acted: a session's role, a partner key, nobody signed in, or a job. */
export const AUDIT_ROLES = {
  admin: 'Administrador',
  supplier: 'Aliado',
  client: 'Cliente',
  partner: 'Clave de API',
  visitor: 'Visitante',
  system: 'Sistema',
} as const;
export type AuditRole = keyof typeof AUDIT_ROLES;
