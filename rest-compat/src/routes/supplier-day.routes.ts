import { parse } from 'graphql';
import {
  BOOKING_QUERY_ERROR_NAMES,
  BOOKING_QUERY_PARAMS,
  bookingFilterFromQuery,
} from '../../../server/src/modules/supplier-portal/supplier-bookings.query.js';
import { SUPPLIER_BOOKING_SORT } from '../../../server/src/modules/supplier-portal/supplier-bookings.types.js';
import { PAYMENT_SORT } from '../../../server/src/modules/booking/booking.inputs.js';
import {
  DEPARTURE_QUERY_PARAMS,
  departureRangeFromQuery,
} from '../../../server/src/modules/supplier-portal/supplier-departures.query.js';
import { SUPPLIER_DEPARTURE_SORT } from '../../../server/src/modules/supplier-portal/supplier-departures.types.js';
import { listEnvelope, type Page } from '../envelope.js';
import { listPage, orderArgument, pageArgs, sameColumns } from '../list-params.js';
import { defineRoutes } from '../route.js';
import { PAYMENT, restPayment } from './booking-shape.js';

/** The supplier's day across all its activities (supplier token only): its bookings, the payments to verify. */

type Row = Record<string, any>;

const BOOKING_ROW = `id code status createdAt activityId activityTitle date time customerName customerEmail
  customerPhone seats totalUsd totalVes paymentState paymentId checkedInAt`;

const BOOKINGS = parse(`query RestSupplierBookings($filter: SupplierBookingFilter, $page: Int, $perPage: Int,
  $orderBy: String) {
  supplierBookings(filter: $filter, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { ${BOOKING_ROW} } total page lastPage
  }
}`);

const PENDING = parse(`query RestSupplierPendingPayments($page: Int, $perPage: Int, $orderBy: String) {
  supplierPendingPayments(page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { ${PAYMENT} order { booking { id code personName activity { id title } date { startsAt }
      time { startsAt } } } }
    total page lastPage
  }
}`);

function restPendingPayment(p: Row) {
  const booking = p.order.booking as Row;
  return {
    ...restPayment(p),
    booking: {
      id: id(booking.id),
      code: booking.code,
      customer_name: booking.personName,
      activity: { id: id(booking.activity.id), title: booking.activity.title },
      date: booking.date.startsAt,
      time: String(booking.time.startsAt).slice(0, 5),
    },
  };
}

const DEPARTURES = parse(`query RestSupplierDepartures($from: String!, $to: String!, $activityId: ID,
  $orderBy: String) {
  supplierDepartures(from: $from, to: $to, activityId: $activityId, orderBy: $orderBy) {
    timeId activityId activityTitle departureAddress date startsAt endsAt booked capacity available minParticipants
    bookings checkedIn state cancelledAt cancelReason cancelNote waitlist
  }
}`);

/** A departure as partners read it: snake_case, its sort columns as keys, the state in lower case. */
function restDeparture(d: Row) {
  return {
    id: id(d.timeId),
    activity_id: id(d.activityId),
    activity_title: d.activityTitle,
    departure_address: d.departureAddress,
    starts_at: `${d.date} ${d.startsAt}`,
    date: d.date,
    time: d.startsAt,
    ends_at: d.endsAt,
    booked: d.booked,
    capacity: d.capacity,
    available: d.available,
    min_participants: d.minParticipants,
    bookings: d.bookings,
    checked_in: d.checkedIn,
    state: String(d.state).toLowerCase(),
    cancelled_at: d.cancelledAt,
    cancel_reason: d.cancelReason == null ? null : String(d.cancelReason).toLowerCase(),
    cancel_note: d.cancelNote,
    waitlist: d.waitlist,
  };
}

const PAYMENT_STATE_NAME: Record<string, string> = {
  none: 'None',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

const id = (value: unknown) => (value == null ? null : Number(value));

export function restBookingRow(b: Row) {
  return {
    id: id(b.id),
    code: b.code,
    status: b.status,
    created_at: b.createdAt,
    starts_at: `${b.date} ${b.time}`,
    date: b.date,
    time: b.time,
    activity_id: id(b.activityId),
    activity_title: b.activityTitle,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    seats: b.seats,
    total_usd: b.totalUsd,
    total_ves: b.totalVes,
    payment_state: String(b.paymentState).toLowerCase(),
    payment_id: id(b.paymentId),
    checked_in_at: b.checkedInAt,
  };
}

export const supplierDayRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/suppliers/bookings',
    summary:
      'Reservas de todas las actividades del aliado (sin carrito), filtradas por fechas de salida, actividad, estados y búsqueda. CSV: GET /suppliers/bookings.csv con los mismos parámetros',
    summaryEn: "The supplier's bookings across all its activities, filtered and sorted",
    query: BOOKING_QUERY_PARAMS,
    sortable: sameColumns(SUPPLIER_BOOKING_SORT),
    errorNames: BOOKING_QUERY_ERROR_NAMES,
    document: BOOKINGS,
    variables: (input) => {
      const filter = bookingFilterFromQuery(input.query);
      return {
        filter: {
          ...filter,
          paymentState: filter.paymentState ? PAYMENT_STATE_NAME[filter.paymentState] : null,
        },
        ...pageArgs(input.list),
        orderBy: orderArgument(input.list),
      };
    },
    shape: (data) => listEnvelope(data.supplierBookings as Page<Row>, restBookingRow),
  },
  {
    method: 'GET',
    path: '/suppliers/payments/pending',
    summary:
      'Pagos por verificar de las actividades del aliado, el más antiguo primero; se confirman con POST /payment/{id}/confirm y se rechazan con POST /payment/{id}/reject',
    summaryEn: "Payments waiting for the supplier's verification, oldest first",
    sortable: sameColumns(PAYMENT_SORT),
    document: PENDING,
    variables: (input) => ({ ...pageArgs(input.list), orderBy: orderArgument(input.list) }),
    shape: (data) => listEnvelope(data.supplierPendingPayments as Page<Row>, restPendingPayment),
  },
  {
    method: 'GET',
    path: '/suppliers/departures',
    summary:
      'Calendario de salidas del aliado: cada horario de sus actividades entre dos días (a lo sumo 62), con cupos reservados y libres, llegadas, mínimo y estado (open, full, below_minimum, cancelled, past)',
    summaryEn: "The supplier's departures calendar: every slot of its activities in a range of days",
    query: DEPARTURE_QUERY_PARAMS,
    sortable: sameColumns(SUPPLIER_DEPARTURE_SORT),
    errorNames: { activityId: 'activity_id' },
    document: DEPARTURES,
    variables: (input) => ({ ...departureRangeFromQuery(input.query), orderBy: orderArgument(input.list) }),
    shape: (data, { list }) => listPage(data.supplierDepartures as Row[], list, restDeparture),
  },
]);
