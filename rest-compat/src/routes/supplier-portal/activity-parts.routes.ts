import { RESERVATION_SORT } from '../../../../server/src/modules/booking/booking.inputs.js';
import {
  DATE_SORT,
  IMAGE_SORT,
} from '../../../../server/src/modules/supplier-portal/activity-content.types.js';
import { text } from '../../body.js';
import { listEnvelope, type Page } from '../../envelope.js';
import { listPage, orderArgument, pageArgs, sameColumns, shownColumns } from '../../list-params.js';
import type { RestInput, RestRoute } from '../../route.js';
import {
  COMMENTS,
  CREATE_DATE,
  CREATE_DETAIL,
  CREATE_PRICE,
  CREATE_TIME,
  DATES,
  DELETE_DATE,
  DELETE_DETAIL,
  DELETE_IMAGE,
  DELETE_PRICE,
  DELETE_TIME,
  DETAILS,
  IMAGES,
  MODERATE,
  PRICES,
  RESERVATIONS,
  UPDATE_DATE,
  UPDATE_DETAIL,
  UPDATE_PRICE,
  UPDATE_TIME,
} from './documents.js';
import {
  DETAIL_ERROR_NAMES,
  DETAIL_TYPES,
  DETAIL_TYPE_MESSAGE,
  detailInput,
  enumValue,
  moderationStatus,
  priceInput,
  sortVariables,
  timeInput,
} from './inputs.js';
import {
  restDate,
  restDetail,
  restImage,
  restPerson,
  restPrice,
  restReview,
  restTime,
  toInt,
  type Json,
} from './shapes.js';

/** Supplier portal routes for the parts of one activity: dates and slots, images, details, prices, comments, reservations. */

export const BASE = '/suppliers/activity';
const CHILD_SORT = { id: 'id', title: 'title', position: 'position', created_at: 'createdAt' };
const PRICE_SORT = { ...CHILD_SORT, price: 'price', participants: 'participants' };

function detailType(query: RestInput['query']): string | null {
  if (query.type === undefined || query.type === '') return null;
  return enumValue(query.type, DETAIL_TYPES, 'type', DETAIL_TYPE_MESSAGE);
}

export const activityPartRoutes: RestRoute[] = [
  // ---------- dates and time slots ----------
  {
    method: 'GET',
    path: `${BASE}/:id/dates`,
    summary: 'Fechas con horarios, por fecha ascendente / Activity dates',
    document: DATES,
    relations: ['times'],
    sortable: sameColumns(DATE_SORT),
    variables: ({ params, list }) => ({ id: params.id, orderBy: orderArgument(list) }),
    shape: (data, { list }) => listPage(data.activityDates as Json[], list, restDate),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/dates`,
    status: 201,
    summary: 'Crea una fecha {starts_at: YYYY-MM-DD} / Create date',
    document: CREATE_DATE,
    variables: ({ params, body }) => ({ id: params.id, input: { startsAt: text(body, 'starts_at') } }),
    shape: (data) => restDate(data.createActivityDate as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id/dates/:dateId`,
    summary: 'Cambia una fecha sin reservas / Update date',
    document: UPDATE_DATE,
    variables: ({ params, body }) => ({
      id: params.id,
      dateId: params.dateId,
      input: { startsAt: text(body, 'starts_at') },
    }),
    shape: (data) => restDate(data.updateActivityDate as Json),
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id/dates/:dateId`,
    summary: 'Elimina una fecha sin reservas / Delete date',
    document: DELETE_DATE,
    variables: ({ params }) => ({ id: params.id, dateId: params.dateId }),
    shape: () => ({ deleted: true }),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/dates/:dateId/time`,
    status: 201,
    summary: 'Crea un horario {starts_at, ends_at, expected_participants} / Create time slot',
    document: CREATE_TIME,
    variables: ({ params, body }) => ({ id: params.id, dateId: params.dateId, input: timeInput(body) }),
    shape: (data) => restTime(data.createActivityTime as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id/dates/:dateId/time/:timeId`,
    summary: 'Cambia horas y cupos de un horario / Update time slot',
    document: UPDATE_TIME,
    variables: ({ params, body }) => ({ id: params.id, timeId: params.timeId, input: timeInput(body) }),
    shape: (data) => restTime(data.updateActivityTime as Json),
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id/dates/:dateId/time/:timeId`,
    summary: 'Elimina un horario sin reservas / Delete time slot',
    document: DELETE_TIME,
    variables: ({ params }) => ({ id: params.id, timeId: params.timeId }),
    shape: () => ({ deleted: true }),
  },
  // ---------- images (POST is the multipart upload route) ----------
  {
    method: 'GET',
    path: `${BASE}/:id/images`,
    summary: 'Imágenes, la más reciente primero (12 por página) / Activity images',
    document: IMAGES,
    sortable: sameColumns(IMAGE_SORT),
    variables: (input) => ({
      id: input.params.id,
      page: pageArgs(input.list).page,
      perPage: input.list.perPageGiven ? input.list.perPage : 12,
      orderBy: orderArgument(input.list),
    }),
    shape: (data) => listEnvelope(data.activityImages as Page<Json>, restImage),
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id/images/:imageId`,
    summary: 'Elimina una imagen y sus archivos / Delete image',
    document: DELETE_IMAGE,
    variables: ({ params }) => ({ id: params.id, imageId: params.imageId }),
    shape: () => ({ deleted: true }),
  },
  // ---------- details ----------
  {
    method: 'GET',
    path: `${BASE}/:id/details`,
    summary: 'Detalles; ?type=attribute|highlight|unsuitable|question / Activity details',
    query: { type: 'attribute, highlight, unsuitable o question' },
    document: DETAILS,
    relations: ['attribute'],
    sortable: CHILD_SORT,
    variables: (input) => ({
      id: input.params.id,
      type: detailType(input.query),
      ...pageArgs(input.list),
      ...sortVariables(input, { column: 'position', direction: 'ASC' }),
    }),
    shape: (data) => listEnvelope(data.activityDetails as Page<Json>, restDetail),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/details`,
    status: 201,
    summary: 'Crea un detalle {type, title, description, value, attribute (o attribute_id)} / Create detail',
    document: CREATE_DETAIL,
    errorNames: DETAIL_ERROR_NAMES,
    variables: ({ params, body, query }) => ({ id: params.id, input: detailInput(body, query) }),
    shape: (data) => restDetail(data.createActivityDetail as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id/details/:detailId`,
    summary: 'Actualiza un detalle (el tipo no cambia) / Update detail',
    document: UPDATE_DETAIL,
    errorNames: DETAIL_ERROR_NAMES,
    variables: ({ params, body, query }) => ({
      id: params.id,
      detailId: params.detailId,
      input: detailInput(body, query),
    }),
    shape: (data) => restDetail(data.updateActivityDetail as Json),
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id/details/:detailId`,
    summary: 'Elimina un detalle / Delete detail',
    document: DELETE_DETAIL,
    variables: ({ params }) => ({ id: params.id, detailId: params.detailId }),
    shape: () => ({ deleted: true }),
  },
  // ---------- prices ----------
  {
    method: 'GET',
    path: `${BASE}/:id/prices`,
    summary: 'Líneas de precio / Activity prices',
    document: PRICES,
    sortable: PRICE_SORT,
    variables: (input) => ({
      id: input.params.id,
      ...pageArgs(input.list),
      ...sortVariables(input, { column: 'id', direction: 'ASC' }),
    }),
    shape: (data) => listEnvelope(data.activityPrices as Page<Json>, restPrice),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/prices`,
    status: 201,
    summary: 'Crea una línea de precio {title, description, price, participants} / Create price',
    document: CREATE_PRICE,
    variables: ({ params, body }) => ({ id: params.id, input: priceInput(body) }),
    shape: (data) => restPrice(data.createActivityPrice as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id/prices/:priceId`,
    summary: 'Actualiza una línea de precio / Update price',
    document: UPDATE_PRICE,
    variables: ({ params, body }) => ({ id: params.id, priceId: params.priceId, input: priceInput(body) }),
    shape: (data) => restPrice(data.updateActivityPrice as Json),
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id/prices/:priceId`,
    summary: 'Elimina una línea no obligatoria sin reservas / Delete price',
    document: DELETE_PRICE,
    variables: ({ params }) => ({ id: params.id, priceId: params.priceId }),
    shape: () => ({ deleted: true }),
  },
  // ---------- comments and reservations ----------
  {
    method: 'GET',
    path: `${BASE}/:id/comments`,
    summary: 'Opiniones de la actividad, la más reciente primero / Activity comments',
    document: COMMENTS,
    relations: ['person', 'person.location'],
    sortable: shownColumns('id', 'rating', 'title', 'status', 'created_at', 'person.name'),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data, { list }) => listPage(data.activityReviews as Json[], list, restReview),
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id/comments/:commentId`,
    summary: 'Modera una opinión {status: published|hidden} / Moderate comment',
    document: MODERATE,
    variables: ({ params, body }) => ({
      id: params.id,
      commentId: params.commentId,
      status: moderationStatus(body),
    }),
    shape: (data) => restReview(data.moderateReview as Json),
  },
  {
    method: 'GET',
    path: `${BASE}/:id/reservations`,
    summary: 'Reservaciones de la actividad, la más reciente primero / Activity reservations',
    document: RESERVATIONS,
    relations: ['person', 'person.location', 'date', 'date.activity', 'time'],
    sortable: sameColumns(RESERVATION_SORT),
    variables: (input) => ({
      id: input.params.id,
      ...pageArgs(input.list),
      orderBy: orderArgument(input.list),
    }),
    shape: (data) =>
      listEnvelope(data.supplierReservations as Page<Json>, (b) => {
        const date = b.date as Json;
        const time = b.time as Json;
        const activity = b.activity as Json;
        const person = b.person as Json;
        return {
          id: toInt(b.id),
          status: b.status,
          seats: b.seats,
          total_usd: b.totalUsd,
          created_at: b.createdAt,
          person: restPerson(person.name, person.avatar, (person.location as Json | null)?.name),
          date: {
            id: toInt(date?.id),
            starts_at: date?.startsAt,
            activity: { id: toInt(activity?.id), title: activity?.title },
          },
          time: time ? { id: toInt(time.id), starts_at: time.startsAt, ends_at: time.endsAt } : null,
        };
      }),
  },
];
