import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { flag, integer, text } from '../body.js';
import { allEnvelope, listEnvelope, type Page } from '../envelope.js';
import { listPage, orderArgument, pageArgs, sameColumns, shownColumns } from '../list-params.js';
import { ORDER_SORT } from '../../../server/src/modules/booking/booking.inputs.js';
import { defineRoutes, type RestInput } from '../route.js';
import {
  type Row,
  toInt,
  PAYMENT,
  ORDER_SCALARS,
  BOOKING_FIELDS,
  BOOKING_RELATIONS,
  restPayment,
  restOrderScalars,
  restBooking,
  restOrder,
} from './booking-shape.js';

/**
 * Booking, cart, orders and pago móvil (customer spec §7). Payloads and bodies are snake_case. The documented
 * relations are always included (the `with` names are accepted and checked, the answer carries them all).
 */

function bad(field: string, message: string): never {
  throw new BadInputError(message, { [field]: message });
}

export function idParam(input: RestInput, name = 'id'): string {
  const value = input.params[name] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) bad(name, 'Identificador inválido.');
  return value;
}

/** An id from the body: the number or numeric string, else '' (refused by the schema with its message). */
function bodyId(body: RestInput['body'], name: string): string {
  const value = body[name];
  return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
}

function optional(body: RestInput['body'], name: string): string | undefined {
  const value = body[name];
  return value === undefined || value === null ? undefined : text(body, name);
}

function single(query: RestInput['query'], name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') bad(name, `El parámetro ${name} debe aparecer una sola vez.`);
  return value;
}

const CREATE = parse(`mutation RestCreateBooking($input: CreateBookingInput!) {
  createBooking(input: $input) { ${BOOKING_FIELDS} } }`);
const CART = parse(`query RestCart { cartBookings { ${BOOKING_FIELDS} } }`);
const ONE = parse(`query RestBooking($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`);
const REMOVE = parse(`mutation RestRemoveBooking($id: ID!) { removeBooking(id: $id) }`);
const PLACE = parse(
  `mutation RestPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_SCALARS} } }`,
);
const ORDERS = parse(`query RestOrders($status: Int, $paid: Boolean, $page: Int, $perPage: Int,
  $orderBy: String) {
  orders(status: $status, paid: $paid, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { ${ORDER_SCALARS} booking { ${BOOKING_FIELDS} } } total page lastPage } }`);
const DELETE_ORDER = parse(`mutation RestDeleteOrder($id: ID!) { deleteOrder(id: $id) }`);
const METHODS = parse(`query RestPaymentMethods { paymentMethods { id name description code status } }`);
const BANKS = parse(`query RestBanks { banks { code name } }`);
const REGISTER = parse(`mutation RestRegisterPayment($input: RegisterPaymentInput!) {
  registerPagoMovilPayment(input: $input) { ${PAYMENT} } }`);
const CONFIRM = parse(`mutation RestConfirmPayment($id: ID!, $acceptMismatch: Boolean!) {
  confirmPayment(id: $id, acceptMismatch: $acceptMismatch) { ${PAYMENT} } }`);
const REJECT = parse(`mutation RestRejectPayment($id: ID!, $reason: String!) {
  rejectPayment(id: $id, reason: $reason) { ${PAYMENT} } }`);

export const bookingRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/attendee/confirm',
    summary:
      'El asistente de un pedido ajeno confirma su correo con el enlace recibido / An order attendee confirms their e-mail',
    document: parse(
      `mutation RestConfirmAttendee($input: ConfirmAttendeeInput!) { confirmAttendee(input: $input) }`,
    ),
    variables: ({ body }) => ({ input: { token: text(body, 'token') } }),
    shape: () => ({ message: 'Correo confirmado: recibirá los avisos de los pedidos.' }),
  },
  {
    method: 'POST',
    path: '/activity/:id/booking',
    summary:
      'Reserva (carrito): retiene los cupos hasta las 12:00 de Caracas. Decisión: debe incluir al menos una unidad de cada tarifa obligatoria.',
    summaryEn:
      'Create a booking (cart): holds the seats until 12:00 Caracas time; must include one unit of each mandatory price line (Xplora rule)',
    partnerScope: 'bookings:write',
    document: CREATE,
    status: 201,
    variables: (input) => {
      const fromPath = idParam(input);
      const fromBody = bodyId(input.body, 'activity_id');
      if (fromBody && fromBody !== fromPath) bad('activity_id', 'La actividad no coincide con la ruta.');
      const details = Array.isArray(input.body.details) ? (input.body.details as Row[]) : [];
      return {
        input: {
          activityId: fromPath,
          activityDateId: bodyId(input.body, 'activity_date_id'),
          activityTimeId: bodyId(input.body, 'activity_time_id'),
          details: details.map((d) => ({
            activityPriceId: bodyId(d ?? {}, 'activity_price_id'),
            quantity:
              typeof d?.quantity === 'number' || typeof d?.quantity === 'string' ? integer(d, 'quantity') : 0,
          })),
        },
      };
    },
    shape: (data) => restBooking(data.createBooking as Row),
  },
  {
    method: 'GET',
    path: '/booking',
    summary: 'Carrito: reservas propias en status 1.',
    summaryEn: 'Cart: own bookings in status 1',
    partnerScope: 'bookings:read',
    query: { status: 'Solo 1 (carrito) / only 1 (cart)' },
    document: CART,
    relations: BOOKING_RELATIONS,
    variables: (input) => {
      const status = single(input.query, 'status');
      if (status !== undefined && status !== '1')
        bad('status', 'Solo se listan reservas en el carrito (status=1).');
      return {};
    },
    sortable: shownColumns(
      'id',
      'status',
      'created_at',
      'hold_expires_at',
      'seats',
      'total_usd',
      'date.starts_at',
    ),
    shape: (data, { list }) => listPage(data.cartBookings as Row[], list, restBooking),
  },
  {
    method: 'GET',
    path: '/booking/:id',
    summary: 'Una reserva con sus relaciones (asistente de pago).',
    summaryEn: 'One booking with its relations (payment wizard)',
    partnerScope: 'bookings:read',
    document: ONE,
    relations: BOOKING_RELATIONS,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => restBooking(data.booking as Row),
  },
  {
    method: 'DELETE',
    path: '/booking/:id',
    summary: 'Elimina una reserva del carrito y libera sus cupos.',
    summaryEn: 'Remove a cart booking and release its seats',
    partnerScope: 'bookings:write',
    document: REMOVE,
    variables: (input) => ({ id: idParam(input) }),
    shape: () => ({ message: 'Reserva eliminada.' }),
  },
  {
    method: 'POST',
    path: '/booking/order',
    summary: 'Pedido desde el carrito o el asistente.',
    summaryEn: 'Place an order from the cart or the wizard',
    partnerScope: 'bookings:write',
    document: PLACE,
    status: 201,
    variables: (input) => {
      const raw = input.body.booking_ids;
      const ids = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
      return {
        input: {
          bookingIds: ids.map((id) =>
            typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '',
          ),
          name: optional(input.body, 'name'),
          nationalId: optional(input.body, 'national_id'),
          email: optional(input.body, 'email'),
          phone: optional(input.body, 'phone'),
        },
      };
    },
    shape: (data) => allEnvelope(data.placeOrder as Row[], restOrderScalars),
  },
  {
    method: 'GET',
    path: '/order',
    summary: 'Pedidos propios por pestaña (status, paid).',
    summaryEn: 'Own orders per tab (status, paid)',
    query: {
      status: '0 por pagar, 1 pago enviado, 2 cancelado / 0 unpaid, 1 payment sent, 2 cancelled',
      paid: 'true o false (con status=1) / true or false',
    },
    partnerScope: 'bookings:read',
    document: ORDERS,
    // The spec's Order: its details (with their price), and its booking as `booking` and `activity_booking`. The
    // booking's own names (`activity`, `time`…), which this route accepted before, stay accepted and change nothing.
    legacyRelations: BOOKING_RELATIONS.filter((relation) => !['details', 'details.price'].includes(relation)),
    relations: [
      'details',
      'details.price',
      ...['booking', 'activity_booking'].flatMap((prefix) => [
        prefix,
        ...BOOKING_RELATIONS.map((relation) => `${prefix}.${relation}`),
      ]),
    ],
    variables: (input) => {
      const status = single(input.query, 'status');
      if (status !== undefined && !/^[012]$/.test(status)) bad('status', 'El estado debe ser 0, 1 o 2.');
      const paid = single(input.query, 'paid');
      if (paid !== undefined && !/^(0|1|true|false)$/i.test(paid))
        bad('paid', 'El parámetro paid debe ser true o false.');
      return {
        status: status === undefined ? null : Number(status),
        paid: paid === undefined ? null : /^(1|true)$/i.test(paid),
        ...pageArgs(input.list),
        orderBy: orderArgument(input.list),
      };
    },
    sortable: sameColumns(ORDER_SORT),
    shape: (data) => listEnvelope(data.orders as Page<Row>, restOrder),
  },
  {
    method: 'DELETE',
    path: '/order/:id',
    summary: 'Cancela un pedido por pagar y libera los cupos.',
    summaryEn: 'Cancel an unpaid order and release its seats',
    partnerScope: 'bookings:write',
    document: DELETE_ORDER,
    variables: (input) => ({ id: idParam(input) }),
    shape: () => ({ message: 'Pedido eliminado.' }),
  },
  {
    method: 'GET',
    path: '/payment_method',
    summary: 'Métodos de pago, por id (ruta decidida: la base /payment_method).',
    summaryEn: 'Payment methods, by id (decided path: the resource base /payment_method)',
    partnerScope: 'catalog:read',
    cacheable: true,
    query: { status: 'Solo 1 (activos) / only 1 (active)' },
    document: METHODS,
    variables: () => ({}),
    sortable: shownColumns('id', 'name', 'code', 'status'),
    shape: (data, { list }) =>
      listPage(data.paymentMethods as Row[], list, (m) => ({ ...m, id: toInt(m.id) })),
  },
  {
    method: 'GET',
    path: '/bank',
    summary: 'Bancos venezolanos.',
    summaryEn: 'Venezuelan banks',
    partnerScope: 'catalog:read',
    cacheable: true,
    query: { status: 'Todos los bancos están activos / all banks are active' },
    document: BANKS,
    variables: () => ({}),
    sortable: shownColumns('code', 'name'),
    shape: (data, { list }) => listPage(data.banks as Row[], list),
  },
  {
    method: 'POST',
    path: '/gateway/pago_movil/register',
    summary: 'Registra un pago móvil de un pedido por pagar.',
    summaryEn: 'Register a pago móvil payment for an unpaid order',
    partnerScope: 'payments:write',
    document: REGISTER,
    status: 201,
    variables: (input) => ({
      input: {
        orderId: bodyId(input.body, 'order_id'),
        paymentMethodId: bodyId(input.body, 'payment_method_id'),
        bank: text(input.body, 'bank'),
        buyerId: text(input.body, 'buyer_id'),
        paidAmount: text(input.body, 'paid_amount'),
        reference: text(input.body, 'reference'),
        acceptTerms: flag(input.body, 'accept_terms'),
      },
    }),
    shape: (data) => restPayment(data.registerPagoMovilPayment as Row),
  },
  {
    method: 'POST',
    path: '/payment/:id/confirm',
    summary: 'El aliado (o un administrador) confirma un pago.',
    summaryEn: 'The supplier (or an admin) confirms a payment',
    document: CONFIRM,
    variables: (input) => ({ id: idParam(input), acceptMismatch: flag(input.body, 'accept_mismatch') }),
    shape: (data) => restPayment(data.confirmPayment as Row),
  },
  {
    method: 'POST',
    path: '/payment/:id/reject',
    summary: 'El aliado (o un administrador) rechaza un pago con su motivo.',
    summaryEn: 'The supplier (or an admin) rejects a payment with a reason',
    document: REJECT,
    variables: (input) => ({ id: idParam(input), reason: text(input.body, 'reason') }),
    shape: (data) => restPayment(data.rejectPayment as Row),
  },
]);
