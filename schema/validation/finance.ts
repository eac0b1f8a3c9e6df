import { object, string } from 'yup';
import { AMOUNT_PATTERN, PAID_AMOUNT_MIN, REFERENCE_MAX, REFERENCE_MIN, unmaskAmount } from './booking.js';

/** Commission statements: the supplier's (or an admin's) record of a payment, and an admin's ledger adjustment. */

export const STATEMENT_PAYMENT_MESSAGES = {
  amount: 'El Monto Pagado debe ser un número con hasta 2 decimales.',
  minimum: `El Monto Pagado debe ser igual o mayor a ${PAID_AMOUNT_MIN}`,
  paidOn: 'La Fecha del pago debe tener el formato AAAA-MM-DD.',
} as const;

export const statementPaymentSchema = object({
  statementId: string()
    .trim()
    .required('El estado de cuenta es requerido.')
    .matches(/^[1-9][0-9]{0,9}$/, {
      message: 'El estado de cuenta es requerido.',
    }),
  bank: string()
    .trim()
    .required('El Banco es requerido')
    .matches(/^\d{4}$/, 'El Banco no es válido.'),
  reference: string()
    .trim()
    .required('La Referencia Bancaria es requerida')
    .min(REFERENCE_MIN, `La Referencia Bancaria debe contener al menos ${REFERENCE_MIN} caracteres.`)
    .max(REFERENCE_MAX, `La Referencia Bancaria no debe contener más de ${REFERENCE_MAX} caracteres.`)
    .matches(/^[0-9A-Za-z-]+$/, 'La Referencia Bancaria solo admite letras, números y guiones.'),
  amountVes: string()
    .trim()
    .required('El Monto Pagado es requerido')
    .test('amount', STATEMENT_PAYMENT_MESSAGES.amount, (v) => !v || AMOUNT_PATTERN.test(unmaskAmount(v)))
    .test(
      'minimum',
      STATEMENT_PAYMENT_MESSAGES.minimum,
      (v) => !v || !AMOUNT_PATTERN.test(unmaskAmount(v)) || Number(unmaskAmount(v)) >= PAID_AMOUNT_MIN,
    ),
  paidOn: string()
    .trim()
    .required('La Fecha del pago es requerida.')
    .matches(/^\d{4}-\d{2}-\d{2}$/, STATEMENT_PAYMENT_MESSAGES.paidOn),
});

export const rejectStatementPaymentSchema = object({
  reason: string()
    .trim()
    .required('El motivo es requerido.')
    .min(5, 'El motivo debe tener al menos 5 caracteres.')
    .max(255, 'El motivo no debe tener más de 255 caracteres.'),
});

/** Largest adjustment an admin may book in one row, either way (USD). */
export const ADJUSTMENT_MAX_USD = 100_000;

export const ledgerAdjustmentSchema = object({
  supplierId: string()
    .trim()
    .required('El aliado es requerido.')
    .matches(/^[1-9][0-9]{0,9}$/, {
      message: 'El aliado es requerido.',
    }),
  commissionUsd: string()
    .trim()
    .required('El monto es requerido.')
    .matches(/^-?\d{1,9}(\.\d{1,2})?$/, 'El monto debe ser un número en USD con hasta 2 decimales.')
    .test('not-zero', 'El monto no puede ser cero.', (v) => !v || Number(v) !== 0)
    .test(
      'bounded',
      `El monto no puede superar ${ADJUSTMENT_MAX_USD} USD.`,
      (v) => !v || Math.abs(Number(v)) <= ADJUSTMENT_MAX_USD,
    ),
  reason: string()
    .trim()
    .required('El motivo es requerido.')
    .min(5, 'El motivo debe tener al menos 5 caracteres.')
    .max(255, 'El motivo no debe tener más de 255 caracteres.'),
});
