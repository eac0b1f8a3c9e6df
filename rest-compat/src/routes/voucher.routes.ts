import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { defineRoutes, type RestInput } from '../route.js';

/**
 * A verified booking's voucher (the PDF is server/src/modules/booking/voucher-pdf.route.ts) and the check-in
 * at the meeting point. snake_case payloads like the rest of /api/v1.
 */

type Row = Record<string, any>;

const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function idParam(input: RestInput): string {
  const value = input.params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new BadInputError('Identificador inválido.', { id: 'Identificador inválido.' });
  return value;
}

/** An optional string body field: null when absent; a non-string becomes '' (refused with the Spanish message). */
function optionalString(body: RestInput['body'], name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : '';
}

const VOUCHER_FIELDS = `bookingId code token activityTitle date startTime endTime timeZone meetingPoint mapUrl
  participants supplierName supplierPhone customerName checkedInAt lines { title quantity participants }`;
const ROW_FIELDS = 'bookingId code personName participants status paymentState checkedInAt';

const VOUCHER = parse(`query RestVoucher($id: ID!) { voucher(bookingId: $id) { ${VOUCHER_FIELDS} } }`);
const MANIFEST = parse(`query RestCheckInManifest($id: ID!) { checkInManifest(activityTimeId: $id) {
  activityTimeId activityId activityTitle date startTime endTime rows { ${ROW_FIELDS} }
  totals { booked paid checkedIn } } }`);
const CHECK_IN = parse(`mutation RestCheckIn($input: CheckInInput!) { checkInBooking(input: $input) {
  alreadyCheckedIn message booking { ${ROW_FIELDS} } } }`);

export function restVoucher(v: Row) {
  return {
    booking_id: toInt(v.bookingId),
    code: v.code,
    token: v.token,
    activity_title: v.activityTitle,
    date: v.date,
    start_time: v.startTime,
    end_time: v.endTime,
    time_zone: v.timeZone,
    meeting_point: v.meetingPoint,
    map_url: v.mapUrl,
    participants: v.participants,
    lines: (v.lines ?? []).map((l: Row) => ({
      title: l.title,
      quantity: l.quantity,
      participants: l.participants,
    })),
    supplier_name: v.supplierName,
    supplier_phone: v.supplierPhone,
    customer_name: v.customerName,
    checked_in_at: v.checkedInAt,
  };
}

function restRow(r: Row) {
  return {
    booking_id: toInt(r.bookingId),
    code: r.code,
    name: r.personName,
    participants: r.participants,
    status: r.status,
    payment_state: r.paymentState,
    checked_in_at: r.checkedInAt,
  };
}

export const voucherRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/booking/:id/voucher',
    summary: 'Voucher de una reserva pagada y verificada (cliente, aliado de la actividad o administrador).',
    summaryEn: 'Voucher of a paid and verified booking (its customer, the activity supplier or an admin)',
    partnerScope: 'bookings:read',
    document: VOUCHER,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => restVoucher(data.voucher as Row),
  },
  {
    method: 'GET',
    path: '/activity_time/:id/manifest',
    summary: 'Lista de llegada de una salida: reservas, participantes, pago, llegada y totales.',
    summaryEn: 'Check-in manifest of one departure: bookings, participants, payment, check-in and totals',
    partnerScope: 'bookings:read',
    document: MANIFEST,
    variables: (input) => ({ id: idParam(input) }),
    shape: (data) => {
      const m = data.checkInManifest as Row;
      return {
        activity_time_id: toInt(m.activityTimeId),
        activity_id: toInt(m.activityId),
        activity_title: m.activityTitle,
        date: m.date,
        start_time: m.startTime,
        end_time: m.endTime,
        data: (m.rows as Row[]).map(restRow),
        totals: { booked: m.totals.booked, paid: m.totals.paid, checked_in: m.totals.checkedIn },
      };
    },
  },
  {
    method: 'POST',
    path: '/activity_time/:id/check_in',
    summary:
      'Registra la llegada con el QR del voucher (token) o el código de la reserva (code); idempotente.',
    summaryEn: 'Check a booking in with the voucher QR (token) or the booking code (code); idempotent',
    partnerScope: 'bookings:write',
    document: CHECK_IN,
    variables: (input) => ({
      input: {
        activityTimeId: idParam(input),
        token: optionalString(input.body, 'token'),
        code: optionalString(input.body, 'code'),
      },
    }),
    shape: (data) => {
      const r = data.checkInBooking as Row;
      return {
        already_checked_in: r.alreadyCheckedIn,
        message: r.message,
        booking: restRow(r.booking as Row),
      };
    },
  },
]);
