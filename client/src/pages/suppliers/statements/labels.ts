import type {
  LedgerKind,
  StatementPaymentStatus,
  StatementStatus,
} from '../../../graphql/generated/supplier-finance';

/** The Estado de cuenta's words: a statement's state, a payment's, a line's kind, and how amounts print. */

export const STATEMENT_STATUS: Record<StatementStatus, { text: string; bg: string }> = {
  Issued: { text: 'Emitido', bg: 'primary' },
  PartiallyPaid: { text: 'Pagado en parte', bg: 'info' },
  Paid: { text: 'Pagado', bg: 'success' },
  Overdue: { text: 'Vencido', bg: 'danger' },
};

export const PAYMENT_STATUS: Record<StatementPaymentStatus, { text: string; bg: string }> = {
  Pending: { text: 'Por verificar', bg: 'warning' },
  Verified: { text: 'Verificado', bg: 'success' },
  Rejected: { text: 'Rechazado', bg: 'danger' },
};

export const LINE_KIND: Record<LedgerKind, string> = {
  PaymentVerified: 'Pago verificado',
  Refund: 'Reembolso',
  Adjustment: 'Ajuste',
};

const number = (value: string, digits = 2) =>
  Number(value).toLocaleString('es-VE', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '1.234,50 USD' (es-VE grouping). */
export const usd = (value: string) => `${number(value)} USD`;

/** 'Bs. 1.234,50'. */
export const ves = (value: string) => `Bs. ${number(value)}`;

/** 'dd/MM/yyyy' of a 'YYYY-MM-DD' day. */
export const day = (value: string) => value.split('-').reverse().join('/');

/** A period '01/11/2026 – 15/11/2026' from its first day and the (exclusive) day after its last one. */
export function periodText(start: string, end: string): string {
  const last = new Date(`${end}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return `${day(start)} – ${day(last.toISOString().slice(0, 10))}`;
}

export const statementPath = (id: string) => `/suppliers/statements/${id}`;
export const statementPdfPath = (id: string) => `/api/v1/suppliers/statements/${id}/statement.pdf`;
export const statementCsvPath = (id: string) => `/api/v1/suppliers/statements/${id}/lines.csv`;
