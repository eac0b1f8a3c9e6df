import { array, boolean, number, object, string, ValidationError } from 'yup';

/**
 * Booking, attendee and payment form rules with the customer spec's Spanish messages (§5, §9). Shared by the client's
 * formik forms and the server's input classes (@ValidatedBy).
 */

export const NO_QUANTITY_MESSAGE = 'Debe elegir la cantidad de participantes';
export const MANDATORY_LINE_MESSAGE = 'Debe incluir al menos una unidad de cada tarifa obligatoria.';
export const REFERENCE_MIN = 6;
export const REFERENCE_MAX = 20;

const id = (required: string) =>
  string()
    .trim()
    .required(required)
    .matches(/^[1-9][0-9]{0,9}$/, required);

export const bookingDetailSchema = object({
  activityPriceId: id('La tarifa es requerida.'),
  quantity: number()
    .typeError('La cantidad debe ser un número entero.')
    .required('La cantidad es requerida.')
    .integer('La cantidad debe ser un número entero.')
    .min(0, 'La cantidad no puede ser negativa.')
    .max(1000, 'La cantidad no puede ser mayor a 1000.'),
});

export const createBookingSchema = object({
  activityId: id('La actividad es requerida.'),
  activityDateId: id('La fecha es requerida.'),
  activityTimeId: id('El horario es requerido.'),
  details: array()
    .of(bookingDetailSchema)
    .required(NO_QUANTITY_MESSAGE)
    .min(1, NO_QUANTITY_MESSAGE)
    .max(50, 'Demasiadas tarifas.')
    .test('some-quantity', NO_QUANTITY_MESSAGE, (details) =>
      (details ?? []).some((d) => Number.isInteger(d?.quantity) && (d?.quantity ?? 0) > 0),
    ),
});

/** The wizard's attendee form: every field required once any is given (the cart sends none). */
export const attendeeSchema = object({
  name: string()
    .trim()
    .required('El Nombre es requerido')
    .min(3, 'El Nombre debe contener al menos 3 caracteres.')
    .max(124, 'El Nombre no debe contener más de 124 caracteres.'),
  nationalId: string()
    .trim()
    .required('La CI/RIF es requerida')
    .min(3, 'La CI/RIF debe contener al menos 3 caracteres.')
    .max(12, 'La CI/RIF no debe contener más de 12 caracteres.'),
  email: string()
    .trim()
    .required('Email field is required')
    .min(3, 'El Correo debe contener al menos 3 caracteres.')
    .max(254, 'El Correo no debe contener más de 254 caracteres.')
    .email('Debe ser un correo válido.'),
  phone: string()
    .trim()
    .required('El Teléfono es requerido')
    .min(3, 'El Teléfono debe contener al menos 3 caracteres.')
    .max(12, 'El Teléfono no debe contener más de 12 caracteres.'),
});

const bookingIds = array()
  .of(id('Reserva inválida.'))
  .required('Debe seleccionar al menos una reserva.')
  .min(1, 'Debe seleccionar al menos una reserva.')
  .max(50, 'Demasiadas reservas en un solo pedido.');

const optionalAttendee = {
  name: string().trim().optional(),
  nationalId: string().trim().optional(),
  email: string().trim().optional(),
  phone: string().trim().optional(),
};

/**
 * Cart payload (booking ids only: the attendee is the account holder) or wizard payload (booking ids + the full
 * attendee form). Once the attendee block is sent (any of its four fields present, even blank) every field is
 * required, so four blank fields are refused rather than placing an order with no attendee; each bad field is
 * reported, not only the first.
 */
export const placeOrderSchema = object({ bookingIds, ...optionalAttendee }).test(
  'attendee',
  'Datos del participante inválidos.',
  (value) => {
    const given = ['name', 'nationalId', 'email', 'phone'].some(
      (k) => typeof (value as Record<string, unknown>)?.[k] === 'string',
    );
    if (!given) return true;
    try {
      attendeeSchema.validateSync(value, { abortEarly: false });
      return true;
    } catch (error) {
      if (error instanceof ValidationError) return error;
      throw error;
    }
  },
);

export const GUEST_LINK_INVALID = 'El enlace de pago no es válido o ya no está vigente.';

/** The offline wizard opened from a shared link (no account): the attendee form is required. */
export const guestOrderSchema = attendeeSchema.shape({
  bookingId: id('La reserva es requerida.'),
  token: string().trim().required(GUEST_LINK_INVALID).max(100, GUEST_LINK_INVALID),
});

/** Amounts as typed: digits with an optional '.' or ',' decimal part (up to 2 decimals). */
export const AMOUNT_PATTERN = /^\d{1,12}([.,]\d{1,2})?$/;

/** The smallest amount a payment may declare (spec: minimum 1). */
export const PAID_AMOUNT_MIN = 1;

/**
 * An amount as a masked input shows it ('1 234,50', '1.234,50', '1,234.50', 'Bs. 1.234') → a plain decimal with '.'
 * ('1234.50'). With both separators the last one is the decimal point; with one kind only, a separator followed by
 * one or two digits is the decimal point and groups of three are thousands (Venezuelan '1.234' is 1234). Anything
 * else comes back compacted, for the amount pattern to refuse.
 */
export function unmaskAmount(raw: string): string {
  const compact = raw.replace(/^\s*(Bs\.?S?|VES)\s*/i, '').replace(/[\s\u00a0\u202f]/g, '');
  const decimal = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  if (compact.includes('.') && compact.includes(','))
    return `${compact.slice(0, decimal).replace(/[.,]/g, '')}.${compact.slice(decimal + 1)}`;
  if (decimal < 0) return compact;
  const parts = compact.split(compact[decimal]!);
  if (parts.length === 2 && parts[1]!.length <= 2) return parts.join('.');
  if (/^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part)))
    return parts.join('');
  return compact;
}

export const paymentSchema = object({
  orderId: id('El pedido es requerido.'),
  paymentMethodId: id('El Método de Pago es requerido'),
  bank: string()
    .trim()
    .required('El Banco Deudor es requerido')
    .matches(/^\d{4}$/, 'El Banco Deudor no es válido.'),
  buyerId: string()
    .trim()
    .required('La Identificación del Pagador es requerida')
    .min(3, 'La Identificación del Pagador debe contener al menos 3 caracteres.')
    .max(20, 'La Identificación del Pagador no debe contener más de 20 caracteres.'),
  paidAmount: string()
    .trim()
    .required('El Monto Pagado es requerido')
    .test(
      'amount',
      'El Monto Pagado debe ser un número con hasta 2 decimales.',
      (v) => !v || AMOUNT_PATTERN.test(unmaskAmount(v)),
    )
    .test(
      'minimum',
      'El Monto Pagado debe ser mayor a 0',
      (v) => !v || !AMOUNT_PATTERN.test(unmaskAmount(v)) || Number(unmaskAmount(v)) >= PAID_AMOUNT_MIN,
    ),
  reference: string()
    .trim()
    .required('La Referencia Bancaria es requerida')
    .min(REFERENCE_MIN, `La Referencia Bancaria debe contener al menos ${REFERENCE_MIN} caracteres.`)
    .max(REFERENCE_MAX, `La Referencia Bancaria no debe contener más de ${REFERENCE_MAX} caracteres.`)
    .matches(/^[0-9A-Za-z-]+$/, 'La Referencia Bancaria solo admite letras, números y guiones.'),
  acceptTerms: boolean()
    .required('Debe aceptar los términos y condiciones.')
    .oneOf([true], 'Debe aceptar los términos y condiciones.'),
});

export const rejectPaymentSchema = object({
  reason: string()
    .trim()
    .required('El motivo del rechazo es requerido.')
    .min(3, 'El motivo debe contener al menos 3 caracteres.')
    .max(255, 'El motivo no debe contener más de 255 caracteres.'),
});

/** The supplier (or an admin) marks a refund done with the pago móvil reference of the money sent back. */
export const markRefundedSchema = object({
  reference: string()
    .trim()
    .required('La Referencia Bancaria del reembolso es requerida.')
    .min(REFERENCE_MIN, `La Referencia Bancaria debe contener al menos ${REFERENCE_MIN} caracteres.`)
    .max(REFERENCE_MAX, `La Referencia Bancaria no debe contener más de ${REFERENCE_MAX} caracteres.`)
    .matches(/^[0-9A-Za-z-]+$/, 'La Referencia Bancaria solo admite letras, números y guiones.'),
});

export const declineRefundSchema = object({
  reason: string()
    .trim()
    .required('El motivo es requerido.')
    .min(3, 'El motivo debe contener al menos 3 caracteres.')
    .max(255, 'El motivo no debe contener más de 255 caracteres.'),
});

/** The link mailed to an attendee typed on someone else's order. */
export const ATTENDEE_LINK_INVALID = 'El enlace de confirmación no es válido o venció.';
export const confirmAttendeeSchema = object({
  token: string().trim().required(ATTENDEE_LINK_INVALID).max(100, ATTENDEE_LINK_INVALID),
});
