/** Texts of the 'Pagos por verificar' screen (Spanish only, like the rest of the support portal's tables). */
export const paymentTexts = {
  title: 'Pagos por verificar',
  caption: 'Pagos móviles registrados por los clientes, el más antiguo primero',
  empty: 'No hay pagos por verificar',
  order: 'Pedido',
  customer: 'Cliente',
  activity: 'Actividad',
  amount: 'Monto (VES)',
  expected: 'Esperado',
  bank: 'Banco',
  reference: 'Referencia',
  date: 'Fecha',
  confirm: 'Confirmar',
  reject: 'Rechazar',
  confirmQuestion: '¿Confirmar este pago? El pedido quedará pagado y la reserva procesada.',
  /** Confirming through this question is the explicit acceptance of the difference (recorded on the payment). */
  confirmMismatchQuestion: (difference: string) =>
    `El monto registrado no coincide con el total del pedido (diferencia de ${difference}). ` +
    '¿Confirmar este pago aceptando la diferencia? Quedará registrado que usted la aceptó.',
  rejectQuestion: '¿Rechazar este pago? El cliente recibirá el motivo por correo.',
  confirmed: 'Pago confirmado',
  confirmedBody: 'El pedido quedó pagado.',
  rejectTitle: 'Rechazar el pago del pedido',
  reason: 'Motivo del rechazo',
  rejected: 'Pago rechazado',
  rejectedBody: 'Se notificó al cliente.',
} as const;
