import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { LEDGER_SORT } from '../../../server/src/modules/finance/ledger-read.js';
import { STATEMENT_SORT } from '../../../server/src/modules/finance/statement-read.js';
import { text } from '../body.js';
import { allEnvelope, listEnvelope, snake, type Page } from '../envelope.js';
import { orderArgument, pageArgs, sameColumns } from '../list-params.js';
import { defineRoutes, type RestInput } from '../route.js';
import { idParam } from './booking.routes.js';

/** Commission statements: the supplier's own under /suppliers/statements, every one under /admin. */

type Row = Record<string, any>;

const STATUS: Record<string, string> = {
  issued: 'Issued',
  partially_paid: 'PartiallyPaid',
  paid: 'Paid',
  overdue: 'Overdue',
};
const REST_STATUS = Object.fromEntries(Object.entries(STATUS).map(([rest, gql]) => [gql, rest]));

const STATEMENT_FIELDS = `id number periodStart periodEnd status lineCount grossUsd grossVes commissionUsd netUsd
  paidUsd dueUsd dueVesToday dueDate issuedAt`;
const LINE_FIELDS =
  'id createdAt kind bookingId fee exchangeRate grossUsd grossVes commissionUsd netUsd reason';
const PAYMENT_FIELDS =
  'id bank reference amountVes rate amountUsd paidOn status rejectionReason verifiedAt createdAt';

const LIST_ARGS = '$status: StatementStatus, $page: Int, $perPage: Int, $orderBy: String';
const MINE = parse(`query RestMyStatements(${LIST_ARGS}) {
  myStatements(status: $status, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { ${STATEMENT_FIELDS} } total page lastPage } }`);
const ALL = parse(`query RestAdminStatements(${LIST_ARGS}, $supplierId: ID) {
  adminStatements(status: $status, supplierId: $supplierId, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { ${STATEMENT_FIELDS} } total page lastPage } }`);
const ONE = parse(`query RestStatement($id: ID!) { statement(id: $id) { ${STATEMENT_FIELDS}
  payments { ${PAYMENT_FIELDS} } } }`);
const LINES = parse(`query RestStatementLines($id: ID!) { statement(id: $id) { lines { ${LINE_FIELDS} } } }`);
const LEDGER = parse(`query RestLedger($supplierId: ID, $from: String, $to: String, $page: Int, $perPage: Int,
  $orderBy: String) { ledgerEntries(supplierId: $supplierId, from: $from, to: $to, page: $page, perPage: $perPage,
  orderBy: $orderBy) { items { ${LINE_FIELDS} } total page lastPage } }`);
const PAY = parse(`mutation RestRegisterStatementPayment($input: StatementPaymentInput!) {
  registerStatementPayment(input: $input) { ${PAYMENT_FIELDS} } }`);

/** snake_case, ids as numbers, and the statement states as the REST door spells them. */
function restStatement(s: Row) {
  const out = snake(s) as Row;
  out.status = REST_STATUS[s.status as string] ?? out.status;
  return out;
}

const REST_KIND: Record<string, string> = {
  PaymentVerified: 'payment_verified',
  Refund: 'refund',
  Adjustment: 'adjustment',
};

/** A ledger entry: its kind as the database and the CSV spell it. */
function restLine(line: Row) {
  const out = snake(line) as Row;
  out.kind = REST_KIND[line.kind as string] ?? out.kind;
  return out;
}

const queryText = (input: RestInput, name: string) =>
  typeof input.query[name] === 'string' ? (input.query[name] as string) : null;

function statusFilter(input: RestInput): string | null {
  const raw = input.query.status;
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !STATUS[raw]) {
    const message = 'El estado debe ser issued, partially_paid, paid u overdue.';
    throw new BadInputError(message, { status: message });
  }
  return STATUS[raw]!;
}

const STATUS_QUERY = {
  status: 'issued, partially_paid, paid u overdue / issued, partially_paid, paid or overdue',
};

export const statementRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/suppliers/statements',
    summary: 'Estados de cuenta de comisiones del aliado, del más reciente al más antiguo.',
    summaryEn: "The supplier's commission statements, newest first",
    query: STATUS_QUERY,
    sortable: sameColumns(STATEMENT_SORT),
    document: MINE,
    variables: (input) => ({
      status: statusFilter(input),
      ...pageArgs(input.list),
      orderBy: orderArgument(input.list),
    }),
    shape: (data) => listEnvelope(data.myStatements as Page<Row>, restStatement),
  },
  {
    method: 'GET',
    path: '/suppliers/statements/:id',
    summary: 'Un estado de cuenta del aliado, con lo que falta por pagar y sus pagos.',
    summaryEn: "One of the supplier's statements, with what is due and its payments",
    document: ONE,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => restStatement(data.statement as Row),
  },
  {
    method: 'GET',
    path: '/suppliers/statements/:id/lines',
    summary: 'Los movimientos del libro de comisiones que factura un estado de cuenta.',
    summaryEn: 'The commission ledger entries a statement bills',
    document: LINES,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => allEnvelope((data.statement as Row).lines as Row[], restLine),
  },
  {
    method: 'POST',
    path: '/suppliers/statements/:id/payments',
    summary:
      'El aliado registra un pago de la comisión (VES) en su estado de cuenta; un administrador lo verifica.',
    summaryEn: 'The supplier records a commission payment (VES) on its statement; an admin verifies it',
    document: PAY,
    status: 201,
    variables: (input) => ({
      input: {
        statementId: idParam(input),
        bank: text(input.body, 'bank'),
        reference: text(input.body, 'reference'),
        amountVes: text(input.body, 'amount_ves'),
        paidOn: text(input.body, 'paid_on'),
      },
    }),
    errorNames: { 'input.amountVes': 'amount_ves', 'input.paidOn': 'paid_on' },
    shape: (data) => snake(data.registerStatementPayment),
  },
  {
    method: 'GET',
    path: '/admin/statements',
    summary: 'Estados de cuenta de todos los aliados (o de uno, con supplier_id).',
    summaryEn: 'Every supplier’s commission statements (or one supplier’s, with supplier_id)',
    query: { ...STATUS_QUERY, supplier_id: 'Solo los de este aliado / Only this supplier’s' },
    sortable: sameColumns(STATEMENT_SORT),
    document: ALL,
    variables: (input) => ({
      status: statusFilter(input),
      supplierId: queryText(input, 'supplier_id'),
      ...pageArgs(input.list),
      orderBy: orderArgument(input.list),
    }),
    shape: (data) => listEnvelope(data.adminStatements as Page<Row>, restStatement),
  },
  {
    method: 'GET',
    path: '/admin/ledger',
    summary: 'Libro de comisiones: todos los aliados (o uno), entre dos fechas incluidas.',
    summaryEn: 'The commission ledger: every supplier (or one), between two dates included',
    query: {
      supplier_id: 'Solo los de este aliado / Only this supplier’s',
      from: 'Desde (AAAA-MM-DD, hora de Venezuela) / From (YYYY-MM-DD, Caracas time)',
      to: 'Hasta, incluido / To, included',
    },
    sortable: sameColumns(LEDGER_SORT),
    document: LEDGER,
    variables: (input) => ({
      supplierId: queryText(input, 'supplier_id'),
      from: queryText(input, 'from'),
      to: queryText(input, 'to'),
      ...pageArgs(input.list),
      orderBy: orderArgument(input.list),
    }),
    shape: (data) => listEnvelope(data.ledgerEntries as Page<Row>, restLine),
  },
]);
