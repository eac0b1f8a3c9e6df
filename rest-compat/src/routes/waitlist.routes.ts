import { parse } from 'graphql';
import { integer } from '../body.js';
import type { Row } from './booking-shape.js';
import { listPage, shownColumns } from '../list-params.js';
import { defineRoutes } from '../route.js';
import { idParam } from './booking.routes.js';

/** A customer's places in full departures' waitlists (customers, and partner keys through their account). */

const PLACE_FIELDS = `id status participants position offerExpiresAt createdAt bookingId activityId activityTitle
  activitySlug timeId date startsAt`;
const MINE = parse(`query RestMyWaitlist { myWaitlist { ${PLACE_FIELDS} } }`);
const JOIN = parse(`mutation RestJoinWaitlist($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
  ${PLACE_FIELDS} } }`);
const LEAVE = parse(`mutation RestLeaveWaitlist($id: ID!) { leaveWaitlist(id: $id) }`);

const id = (value: unknown) => (value == null ? null : Number(value));

function restPlace(p: Row) {
  return {
    id: id(p.id),
    status: p.status,
    participants: p.participants,
    position: p.position,
    offer_expires_at: p.offerExpiresAt,
    created_at: p.createdAt,
    booking_id: id(p.bookingId),
    activity_id: id(p.activityId),
    activity_title: p.activityTitle,
    activity_slug: p.activitySlug,
    activity_time_id: id(p.timeId),
    date: p.date,
    time: p.startsAt,
  };
}

/** The body's time id as sent (a number or numeric text), else '' (refused with the schema's message). */
function timeIdOf(body: Record<string, unknown>): string {
  const value = body.activity_time_id;
  return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
}

export const waitlistRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/waitlist',
    summary:
      'Mis lugares en listas de espera de salidas llenas: esperando (con su lugar en la fila) o con una oferta de 2 horas abierta (offered, hasta offer_expires_at).',
    summaryEn:
      "The customer's live waitlist places: waiting (with their position) or with an open 2-hour offer",
    partnerScope: 'bookings:read',
    document: MINE,
    variables: () => ({}),
    sortable: shownColumns('id', 'date', 'created_at', 'activity_title', 'status', 'participants'),
    shape: (data, { list }) => listPage(data.myWaitlist as Row[], list, restPlace),
  },
  {
    method: 'POST',
    path: '/waitlist',
    summary:
      'Une al cliente a la lista de espera de una salida sin cupos para su grupo. Cuerpo: activity_time_id y participants (1 a 50, no más que la capacidad de la salida). Al liberarse cupos que alcancen, se le apartan por 2 horas y recibe un correo con el enlace para reservarlos. Un lugar por cliente y salida.',
    summaryEn:
      'Join the waitlist of a departure without room for the party (activity_time_id, participants); freed seats are held 2 hours for the first in line whose party fits',
    partnerScope: 'bookings:write',
    document: JOIN,
    status: 201,
    variables: (input) => ({
      input: { activityTimeId: timeIdOf(input.body), participants: integer(input.body, 'participants') },
    }),
    errorNames: { activityTimeId: 'activity_time_id' },
    shape: (data) => restPlace(data.joinWaitlist as Row),
  },
  {
    method: 'DELETE',
    path: '/waitlist/:id',
    summary:
      'Deja la lista de espera; los cupos de una oferta abierta pasan a la siguiente persona de la fila.',
    summaryEn: 'Leave a waitlist; the seats of an open offer go to the next in line',
    partnerScope: 'bookings:write',
    document: LEAVE,
    variables: (input) => ({ id: idParam(input) }),
    shape: () => ({ message: 'Saliste de la lista de espera.' }),
  },
]);
