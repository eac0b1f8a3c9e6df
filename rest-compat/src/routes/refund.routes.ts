import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { text } from '../body.js';
import { listEnvelope, type Page } from '../envelope.js';
import { orderArgument, pageArgs, sameColumns } from '../list-params.js';
import { defineRoutes } from '../route.js';
import { REFUND_SORT } from '../../../server/src/modules/booking/refund.service.js';
import { BOOKING_FIELDS, restBooking } from './booking-shape.js';
import { idParam } from './booking.routes.js';
import { REFUND_FIELDS, restRefund } from './refund-shape.js';

/** Customer self-cancellation and the refunds it asks for. Bodies are snake_case. */

type Row = Record<string, any>;

const STATUS: Record<string, string> = { requested: 'Requested', refunded: 'Refunded', declined: 'Declined' };

const CANCEL = parse(`mutation RestCancelBooking($id: ID!) { cancelBooking(id: $id) { ${BOOKING_FIELDS} } }`);
const LIST = parse(`query RestRefunds($status: RefundStatus, $page: Int, $perPage: Int, $orderBy: String) {
  refunds(status: $status, page: $page, perPage: $perPage, orderBy: $orderBy) { items { ${REFUND_FIELDS} } total page lastPage } }`);
const MARK = parse(`mutation RestMarkRefunded($id: ID!, $reference: String!) {
  markRefunded(id: $id, reference: $reference) { ${REFUND_FIELDS} } }`);
const DECLINE = parse(`mutation RestDeclineRefund($id: ID!, $reason: String!) {
  declineRefund(id: $id, reason: $reason) { ${REFUND_FIELDS} } }`);

export const refundRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/booking/:id/cancel',
    summary:
      'El cliente cancela su reserva antes del plazo de cancelación: libera los cupos y, si su pago fue verificado, pide el reembolso (un pago sin verificar se anula).',
    summaryEn:
      'The customer cancels their booking before the cancellation deadline: releases the seats and, if the payment was verified, asks a refund (an unverified payment is voided)',
    document: CANCEL,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => restBooking(data.cancelBooking as Row),
  },
  {
    method: 'GET',
    path: '/refund',
    summary: 'Reembolsos pedidos de las actividades del aliado (todos para un administrador).',
    summaryEn: "Refund requests of the supplier's activities (all of them for an admin)",
    query: { status: 'requested, refunded o declined / requested, refunded or declined' },
    sortable: sameColumns(REFUND_SORT),
    document: LIST,
    variables: (input) => {
      const raw = input.query.status;
      if (raw !== undefined && (typeof raw !== 'string' || !STATUS[raw]))
        throw new BadInputError('El estado debe ser requested, refunded o declined.', {
          status: 'Debe ser requested, refunded o declined.',
        });
      return {
        status: raw === undefined ? null : STATUS[raw as string],
        ...pageArgs(input.list),
        orderBy: orderArgument(input.list),
      };
    },
    shape: (data) => listEnvelope(data.refunds as Page<Row>, restRefund),
  },
  {
    method: 'POST',
    path: '/refund/:id/refunded',
    summary: 'El aliado (o un administrador) marca el reembolso hecho, con la referencia del pago móvil.',
    summaryEn: 'The supplier (or an admin) marks the refund done, with the pago móvil reference',
    document: MARK,
    variables: (input) => ({ id: idParam(input), reference: text(input.body, 'reference') }),
    shape: (data) => restRefund(data.markRefunded as Row),
  },
  {
    method: 'POST',
    path: '/refund/:id/decline',
    summary: 'El aliado (o un administrador) rechaza el reembolso, con un motivo.',
    summaryEn: 'The supplier (or an admin) declines the refund, with a reason',
    document: DECLINE,
    variables: (input) => ({ id: idParam(input), reason: text(input.body, 'reason') }),
    shape: (data) => restRefund(data.declineRefund as Row),
  },
]);
