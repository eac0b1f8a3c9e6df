import { useTranslation } from '../../i18n';

/**
 * Texts of the self-cancellation and refund screens: the customer's Cancelar reserva and refund state,
 * and the supplier's and admin's Reembolsos list. Kept next to the screens like the admin texts; `en` mirrors `es`
 * key for key and follows the hidden language selector.
 */
const es = {
  cancel: {
    button: 'Cancelar reserva',
    // The deadline may end in "a. m.": no full stop after it.
    until: 'Puedes cancelar hasta el {deadline} (hora de Venezuela)',
    title: '¿Cancelar la reserva #{id}?',
    unpaid: 'Aún no registraste un pago: liberamos tus cupos y no hay nada que reembolsar.',
    paid: 'Liberamos tus cupos y pedimos al aliado el reembolso de {usd} USD (Bs. {ves}, a la tasa de tu reserva) por pago móvil.',
    unverified:
      'Tu pago aún no fue verificado por el aliado: si cancelas ahora, liberamos tus cupos y anulamos ese pago, sin reembolso en Xplora. Si ya transferiste, le avisamos al aliado para que te lo devuelva si lo recibió.',
    ok: 'Sí, cancelar',
    back: 'No, volver',
    done: 'Reserva cancelada',
    failed: 'No se pudo cancelar',
  },
  state: {
    Requested: 'Reembolso solicitado',
    Refunded: 'Reembolsado',
    Declined: 'Reembolso rechazado',
    amount: '{usd} USD (Bs. {ves})',
    reference: 'Referencia: {reference}',
    reason: 'Motivo: {reason}',
    payment: 'Pago del cliente: {state}, referencia {reference}',
    paymentState: { Pending: 'por verificar', Verified: 'verificado', Rejected: 'rechazado' },
  },
  list: {
    title: 'Reembolsos',
    filter: 'Estado',
    all: 'Todos',
    empty: 'No hay reembolsos en esta sección.',
    booking: 'Reserva #{id}',
    customer: 'Cliente: {name}',
    date: 'Fecha: {date}',
    requestedAt: 'Solicitado el {date}',
    mark: 'Marcar reembolsado',
    decline: 'Rechazar',
    markTitle: 'Marcar reembolsado',
    referenceLabel: 'Referencia del pago móvil',
    declineTitle: 'Rechazar reembolso',
    reasonLabel: 'Motivo',
    marked: 'Reembolso registrado',
    declined: 'Reembolso rechazado',
  },
};

export type RefundTexts = typeof es;

const en: RefundTexts = {
  cancel: {
    button: 'Cancel booking',
    until: 'You can cancel until {deadline} (Venezuela time)',
    title: 'Cancel booking #{id}?',
    unpaid: 'You have not registered a payment yet: we release your seats and there is nothing to refund.',
    paid: 'We release your seats and ask the supplier to refund {usd} USD (Bs. {ves}, at your booking rate) by pago móvil.',
    unverified:
      'The supplier has not verified your payment yet: if you cancel now, we release your seats and void that payment, with no refund through Xplora. If you already transferred, we tell the supplier to return it if it arrived.',
    ok: 'Yes, cancel',
    back: 'No, go back',
    done: 'Booking cancelled',
    failed: 'Could not cancel',
  },
  state: {
    Requested: 'Refund requested',
    Refunded: 'Refunded',
    Declined: 'Refund declined',
    amount: '{usd} USD (Bs. {ves})',
    reference: 'Reference: {reference}',
    reason: 'Reason: {reason}',
    payment: "Customer's payment: {state}, reference {reference}",
    paymentState: { Pending: 'to verify', Verified: 'verified', Rejected: 'rejected' },
  },
  list: {
    title: 'Refunds',
    filter: 'Status',
    all: 'All',
    empty: 'There are no refunds here.',
    booking: 'Booking #{id}',
    customer: 'Customer: {name}',
    date: 'Date: {date}',
    requestedAt: 'Requested on {date}',
    mark: 'Mark refunded',
    decline: 'Decline',
    markTitle: 'Mark refunded',
    referenceLabel: 'Pago móvil reference',
    declineTitle: 'Decline refund',
    reasonLabel: 'Reason',
    marked: 'Refund recorded',
    declined: 'Refund declined',
  },
};

/** The refund texts in the current language (Spanish by default). */
export function useRefundTexts(): RefundTexts {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : es;
}
