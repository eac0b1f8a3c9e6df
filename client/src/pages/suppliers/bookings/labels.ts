import type { BookingPaymentState } from '../../../graphql/generated/supplier-day';

/** Spanish labels of the supplier's booking screens (the CSV writes the same words on the server). */

export const BOOKING_STATUS: Record<number, { label: string; variant: string }> = {
  2: { label: 'Por pagar', variant: 'warning' },
  3: { label: 'Pago registrado', variant: 'info' },
  4: { label: 'Pagada', variant: 'success' },
  5: { label: 'Cancelada', variant: 'secondary' },
};

export const PAYMENT_STATE: Record<BookingPaymentState, { label: string; variant: string }> = {
  None: { label: 'Sin pago', variant: 'light' },
  Pending: { label: 'Por verificar', variant: 'warning' },
  Verified: { label: 'Verificado', variant: 'success' },
  Rejected: { label: 'Rechazado', variant: 'danger' },
};

export const HISTORY_KIND: Record<string, string> = {
  created: 'Reserva creada',
  ordered: 'Pedido emitido',
  payment_registered: 'Pago registrado',
  payment_verified: 'Pago verificado',
  payment_rejected: 'Pago rechazado',
  checked_in: 'Llegó al punto de encuentro',
  cancelled: 'Reserva cancelada',
  refund_requested: 'Reembolso pedido',
  refund_refunded: 'Reembolso hecho',
  refund_declined: 'Reembolso rechazado',
  rescheduled: 'Fecha cambiada',
  reschedule_proposed: 'Nueva fecha propuesta al cliente',
  reschedule_declined: 'El cliente rechazó la nueva fecha',
  reschedule_expired: 'La propuesta de nueva fecha venció',
};

/** `/suppliers/bookings/{id}`. */
export const bookingPath = (id: string) => `/suppliers/bookings/${id}`;
