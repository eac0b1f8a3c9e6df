import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { text } from '../body.js';
import { listEnvelope, snakeCase, type Page } from '../envelope.js';
import { listPage, orderArgument, pageArgs, sameColumns, shownColumns } from '../list-params.js';
import { RESERVATION_SORT } from '../../../server/src/modules/booking/booking.inputs.js';
import { DATE_SORT, IMAGE_SORT } from '../../../server/src/modules/supplier-portal/supplier-portal.types.js';
import { defineRoutes, type RestInput, type RestRoute } from '../route.js';

/**
 * Supplier portal (supplier spec §7 "Supplier portal"): every route needs a supplier token and only reaches the
 * session supplier's own data (another supplier's ids answer 404). Fields are snake_case both ways.
 *
 * Activity saves: POST creates (201, always pending approval); PUT `/{id}` replaces the whole form; PATCH `/{id}`
 * (JSON or multipart, as the spec allows) changes only the fields it names, and with `status` pauses (0) or sends to
 * approval (1, 'Enviada a aprobación'). Image upload (multipart) is server/src/modules/media/upload-route.ts on POST `…/{id}/images`.
 * Child routes check that the child belongs to the `{id}` in the path.
 */

type Json = Record<string, unknown>;

const INT32_MAX = 2_147_483_647;
const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

/** An integer body field within GraphQL's Int; `fallback` (refused by the schemas when 0) otherwise. */
function int(body: RestInput['body'], name: string, fallback: number): number {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : 0;
}

function optionalInt(body: RestInput['body'], name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : 0;
}

function nullableText(body: RestInput['body'], name: string): string | null {
  return body[name] === undefined || body[name] === null ? null : text(body, name);
}

/** A REST enum value ('hours', 'question') as its GraphQL name ('Hours', 'Question'), or a Spanish 422. */
function enumValue(raw: unknown, allowed: readonly string[], field: string, message: string): string {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!allowed.includes(value)) throw new BadInputError(message, { [field]: message });
  return capital(value);
}

const DURATION_UNITS = ['days', 'hours', 'minutes'] as const;
const DETAIL_TYPES = ['attribute', 'highlight', 'unsuitable', 'question'] as const;
const DETAIL_TYPE_MESSAGE = 'El tipo debe ser attribute, highlight, unsuitable o question';

function sortVariables(input: RestInput, fallback: { column: string; direction: 'ASC' | 'DESC' }) {
  const order = input.list.orderBy ?? fallback;
  return { orderBy: order.column, direction: order.direction };
}

// ---------- shapes ----------

const LOOKUP = 'id name';
const ACTIVITY_FIELDS = `id title slug summary description status basePrice durationQuantity durationUnit bookBefore
  cancelBefore minParticipants expectedParticipants maxParticipants departureAddress rating commentsCount
  bookmarksCount publishedAt createdAt category { ${LOOKUP} } language { ${LOOKUP} } regularity { ${LOOKUP} }
  origin { ${LOOKUP} } destination { ${LOOKUP} }`;
const TIME_FIELDS = 'id startsAt endsAt expectedParticipants currentAvailable';
const DATE_FIELDS = `id startsAt times { ${TIME_FIELDS} }`;
const PRICE_FIELDS = 'id title description price participants mandatory createdAt';
const DETAIL_FIELDS = 'id type title description value attributeTemplateId position createdAt';
const IMAGE_FIELDS = 'id path thumbnailPath description width height position createdAt';
const REVIEW_FIELDS = 'id rating title message status createdAt personName personAvatar location';
const PROFILE_FIELDS = `id tradeName legalName address description documentTypeId documentCode webpage phoneNumber email
  languageId activatedAt pagoMovil { holder rif phone bankCode }`;

function lookup(value: unknown) {
  const row = value as Json | null | undefined;
  return row ? { id: toInt(row.id), name: row.name } : null;
}

function restActivity(a: Json) {
  return {
    id: toInt(a.id),
    title: a.title,
    slug: a.slug,
    summary: a.summary,
    description: a.description,
    status: a.status,
    base_price: a.basePrice,
    duration_quantity: a.durationQuantity,
    duration_unit: lower(a.durationUnit),
    book_before: a.bookBefore,
    cancel_before: a.cancelBefore,
    min_participants: a.minParticipants,
    expected_participants: a.expectedParticipants,
    max_participants: a.maxParticipants,
    departure_address: a.departureAddress,
    category_id: lookup(a.category)?.id ?? null,
    language_id: lookup(a.language)?.id ?? null,
    regularity_id: lookup(a.regularity)?.id ?? null,
    origin_id: lookup(a.origin)?.id ?? null,
    destination_id: lookup(a.destination)?.id ?? null,
    category: lookup(a.category),
    language: lookup(a.language),
    regularity: lookup(a.regularity),
    origin: lookup(a.origin),
    destination: lookup(a.destination),
    rating: a.rating,
    comments_count: a.commentsCount,
    bookmarks_count: a.bookmarksCount,
    published_at: a.publishedAt,
    created_at: a.createdAt,
  };
}

function restTime(t: Json) {
  return {
    id: toInt(t.id),
    starts_at: t.startsAt,
    ends_at: t.endsAt,
    expected_participants: t.expectedParticipants,
    current_available: t.currentAvailable,
  };
}

function restDate(d: Json) {
  return {
    id: toInt(d.id),
    starts_at: d.startsAt,
    times: ((d.times as Json[] | undefined) ?? []).map(restTime),
  };
}

function restPrice(p: Json) {
  return {
    id: toInt(p.id),
    title: p.title,
    description: p.description,
    price: p.price,
    participants: p.participants,
    mandatory: p.mandatory,
    created_at: p.createdAt,
  };
}

function restDetail(d: Json) {
  return {
    id: toInt(d.id),
    type: lower(d.type),
    title: d.title,
    description: d.description,
    value: d.value,
    attribute_id: toInt(d.attributeTemplateId),
    position: d.position,
    created_at: d.createdAt,
  };
}

function restImage(i: Json) {
  return {
    id: toInt(i.id),
    path: i.path,
    thumbnail_path: i.thumbnailPath,
    description: i.description,
    width: i.width,
    height: i.height,
    position: i.position,
    created_at: i.createdAt,
  };
}

/** The spec's `person{name, avatar, location{name}}` of a comment or a reservation. */
function restPerson(name: unknown, avatar: unknown, location: unknown) {
  return { name, avatar: avatar ?? null, location: { name: location ?? null } };
}

function restReview(r: Json) {
  return {
    id: toInt(r.id),
    rating: r.rating,
    title: r.title,
    message: r.message,
    status: lower(r.status),
    created_at: r.createdAt,
    person: restPerson(r.personName, r.personAvatar, r.location),
  };
}

function restProfile(p: Json) {
  const pago = p.pagoMovil as Json | null;
  return {
    id: toInt(p.id),
    trade_name: p.tradeName,
    legal_name: p.legalName,
    address: p.address,
    description: p.description,
    document_type_id: p.documentTypeId,
    document_code: p.documentCode,
    webpage: p.webpage,
    phone_number: p.phoneNumber,
    email: p.email,
    language_id: p.languageId,
    activated_at: p.activatedAt,
    pago_movil: pago
      ? { holder: pago.holder, rif: pago.rif, phone: pago.phone, bank_code: pago.bankCode }
      : null,
  };
}

function restRate(r: unknown) {
  const rate = r as Json | null;
  return rate ? { rate: rate.rate, value_date: rate.valueDate } : null;
}

// ---------- inputs ----------

function activityInput(body: RestInput['body']) {
  return {
    title: text(body, 'title'),
    summary: text(body, 'summary'),
    description: text(body, 'description'),
    basePrice: text(body, 'base_price'),
    durationQuantity: int(body, 'duration_quantity', 1),
    durationUnit:
      body.duration_unit === undefined || body.duration_unit === null || body.duration_unit === ''
        ? 'Hours'
        : enumValue(
            body.duration_unit,
            DURATION_UNITS,
            'durationUnit',
            'La unidad de duración debe ser días, horas o minutos',
          ),
    bookBefore: int(body, 'book_before', 0),
    cancelBefore: int(body, 'cancel_before', 0),
    minParticipants: int(body, 'min_participants', 0),
    expectedParticipants: int(body, 'expected_participants', 0),
    maxParticipants: int(body, 'max_participants', 0),
    departureAddress: text(body, 'departure_address'),
    // The spec's new-activity form starts category, language and origin at 1.
    categoryId: int(body, 'category_id', 1),
    languageId: int(body, 'language_id', 1),
    regularityId: int(body, 'regularity_id', 2),
    originId: int(body, 'origin_id', 1),
    destinationId: int(body, 'destination_id', 0),
  };
}

/** PATCH: only the form fields the body names (the service keeps the rest as saved). */
function activityPatch(body: RestInput['body']) {
  return Object.fromEntries(
    Object.entries(activityInput(body)).filter(([field]) => body[snakeCase(field)] !== undefined),
  );
}

function timeInput(body: RestInput['body']) {
  return {
    startsAt: text(body, 'starts_at'),
    endsAt: text(body, 'ends_at'),
    expectedParticipants: optionalInt(body, 'expected_participants'),
  };
}

function priceInput(body: RestInput['body']) {
  return {
    title: text(body, 'title'),
    description: nullableText(body, 'description'),
    price: text(body, 'price'),
    participants: int(body, 'participants', 1),
  };
}

function detailInput(body: RestInput['body'], query: RestInput['query']) {
  const value = body.value;
  return {
    type: enumValue(body.type ?? query.type, DETAIL_TYPES, 'type', DETAIL_TYPE_MESSAGE),
    title: nullableText(body, 'title'),
    description: nullableText(body, 'description'),
    value:
      value === undefined || value === null || value === ''
        ? null
        : value === true ||
          value === 1 ||
          value === '1' ||
          value === 'true' ||
          value === 'yes' ||
          value === 'si',
    // The spec names it `attribute` (an id, or the template object with its id); `attribute_id` still works.
    attributeTemplateId:
      optionalInt(attributeBody(body.attribute), 'id') ??
      optionalInt(body, 'attribute_id') ??
      optionalInt(body, 'attribute_template_id'),
    position: optionalInt(body, 'position'),
  };
}

function attributeBody(value: unknown): Json {
  return value !== null && typeof value === 'object' ? (value as Json) : { id: value };
}

/** Detail saves answer errors under the spec's payload name. */
const DETAIL_ERROR_NAMES = { attributeTemplateId: 'attribute' };

function profileInput(body: RestInput['body']) {
  const pago = body.pago_movil as Json | undefined | null;
  return {
    tradeName: text(body, 'trade_name'),
    legalName: text(body, 'legal_name'),
    address: nullableText(body, 'address'),
    description: text(body, 'description'),
    documentTypeId: int(body, 'document_type_id', 0),
    documentCode: text(body, 'document_code'),
    webpage: nullableText(body, 'webpage'),
    phoneNumber: nullableText(body, 'phone_number'),
    languageId: optionalInt(body, 'language_id'),
    pagoMovil:
      pago && typeof pago === 'object'
        ? {
            holder: text(pago, 'holder'),
            rif: text(pago, 'rif'),
            phone: text(pago, 'phone'),
            bankCode: text(pago, 'bank_code'),
          }
        : null,
  };
}

// ---------- documents ----------

const DASHBOARD = parse(`query RestSupplierDashboard {
  supplierDashboard { dolar { rate valueDate } euro { rate valueDate } activities bookmarks bookings alerts comments activated }
}`);
const PROFILE = parse(`query RestSupplierProfile { supplierProfile { ${PROFILE_FIELDS} } }`);
const UPDATE_PROFILE = parse(`mutation RestUpdateSupplierProfile($input: UpdateSupplierProfileInput!) {
  updateSupplierProfile(input: $input) { ${PROFILE_FIELDS} }
}`);
const LIST = parse(`query RestSupplierActivities($page: Int!, $perPage: Int!, $orderBy: SupplierActivitySort!,
  $direction: SortDirection!) {
  supplierActivities(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {
    items { ${ACTIVITY_FIELDS} } total page lastPage
  }
}`);
const GET = parse(
  `query RestSupplierActivity($id: ID!) { supplierActivity(id: $id) { ${ACTIVITY_FIELDS} } }`,
);
const CREATE = parse(`mutation RestCreateActivity($input: ActivityInput!) {
  createActivity(input: $input) { ${ACTIVITY_FIELDS} }
}`);
const UPDATE = parse(`mutation RestUpdateActivity($id: ID!, $input: ActivityInput!) {
  updateActivity(id: $id, input: $input) { ${ACTIVITY_FIELDS} }
}`);
/** PATCH: the given form fields → patchActivity, then a given status → setActivityStatus (in that order). */
const PATCH = parse(`mutation RestPatchActivity($id: ID!, $withFields: Boolean!, $withStatus: Boolean!,
  $status: Int = 0, $input: ActivityPatchInput = {}) {
  patchActivity(id: $id, input: $input) @include(if: $withFields) { ${ACTIVITY_FIELDS} }
  setActivityStatus(id: $id, status: $status) @include(if: $withStatus) {
    message sentToApproval activity { ${ACTIVITY_FIELDS} }
  }
}`);
const DELETE = parse(`mutation RestDeleteActivity($id: ID!) { deleteActivity(id: $id) { id } }`);

const DATES = parse(`query RestActivityDates($id: ID!, $orderBy: String) {
  activityDates(activityId: $id, orderBy: $orderBy) { ${DATE_FIELDS} }
}`);
const CREATE_DATE = parse(`mutation RestCreateActivityDate($id: ID!, $input: ActivityDateInput!) {
  createActivityDate(activityId: $id, input: $input) { ${DATE_FIELDS} }
}`);
const UPDATE_DATE =
  parse(`mutation RestUpdateActivityDate($id: ID!, $dateId: ID!, $input: ActivityDateInput!) {
  updateActivityDate(id: $dateId, activityId: $id, input: $input) { ${DATE_FIELDS} }
}`);
const DELETE_DATE = parse(`mutation RestDeleteActivityDate($id: ID!, $dateId: ID!) {
  deleteActivityDate(id: $dateId, activityId: $id)
}`);
const CREATE_TIME =
  parse(`mutation RestCreateActivityTime($id: ID!, $dateId: ID!, $input: ActivityTimeInput!) {
  createActivityTime(dateId: $dateId, activityId: $id, input: $input) { ${TIME_FIELDS} }
}`);
const UPDATE_TIME =
  parse(`mutation RestUpdateActivityTime($id: ID!, $timeId: ID!, $input: ActivityTimeInput!) {
  updateActivityTime(id: $timeId, activityId: $id, input: $input) { ${TIME_FIELDS} }
}`);
const DELETE_TIME = parse(`mutation RestDeleteActivityTime($id: ID!, $timeId: ID!) {
  deleteActivityTime(id: $timeId, activityId: $id)
}`);

const IMAGES = parse(`query RestActivityImages($id: ID!, $page: Int!, $perPage: Int!, $orderBy: String) {
  activityImages(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy) { items { ${IMAGE_FIELDS} } total page lastPage }
}`);
const DELETE_IMAGE = parse(`mutation RestDeleteActivityImage($id: ID!, $imageId: ID!) {
  deleteActivityImage(id: $imageId, activityId: $id)
}`);

const PRICES =
  parse(`query RestActivityPrices($id: ID!, $page: Int!, $perPage: Int!, $orderBy: SupplierListSort!,
  $direction: SortDirection!) {
  activityPrices(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {
    items { ${PRICE_FIELDS} } total page lastPage
  }
}`);
const CREATE_PRICE = parse(`mutation RestCreateActivityPrice($id: ID!, $input: ActivityPriceInput!) {
  createActivityPrice(activityId: $id, input: $input) { ${PRICE_FIELDS} }
}`);
const UPDATE_PRICE =
  parse(`mutation RestUpdateActivityPrice($id: ID!, $priceId: ID!, $input: ActivityPriceInput!) {
  updateActivityPrice(id: $priceId, activityId: $id, input: $input) { ${PRICE_FIELDS} }
}`);
const DELETE_PRICE = parse(`mutation RestDeleteActivityPrice($id: ID!, $priceId: ID!) {
  deleteActivityPrice(id: $priceId, activityId: $id)
}`);

const DETAILS =
  parse(`query RestActivityDetails($id: ID!, $type: ActivityDetailType, $page: Int!, $perPage: Int!,
  $orderBy: SupplierListSort!, $direction: SortDirection!) {
  activityDetails(activityId: $id, type: $type, page: $page, perPage: $perPage, orderBy: $orderBy,
    direction: $direction) { items { ${DETAIL_FIELDS} } total page lastPage }
}`);
const CREATE_DETAIL = parse(`mutation RestCreateActivityDetail($id: ID!, $input: ActivityDetailInput!) {
  createActivityDetail(activityId: $id, input: $input) { ${DETAIL_FIELDS} }
}`);
const UPDATE_DETAIL =
  parse(`mutation RestUpdateActivityDetail($id: ID!, $detailId: ID!, $input: ActivityDetailInput!) {
  updateActivityDetail(id: $detailId, activityId: $id, input: $input) { ${DETAIL_FIELDS} }
}`);
const DELETE_DETAIL = parse(`mutation RestDeleteActivityDetail($id: ID!, $detailId: ID!) {
  deleteActivityDetail(id: $detailId, activityId: $id)
}`);

const COMMENTS = parse(
  `query RestActivityComments($id: ID!) { activityReviews(activityId: $id) { ${REVIEW_FIELDS} } }`,
);
const MODERATE = parse(`mutation RestModerateReview($id: ID!, $commentId: ID!, $status: ModerationStatus!) {
  moderateReview(id: $commentId, activityId: $id, status: $status) { ${REVIEW_FIELDS} }
}`);
/** supplierActivity first: another supplier's activity answers 404 instead of an empty list. */
const RESERVATIONS = parse(`query RestActivityReservations($id: ID!, $page: Int!, $perPage: Int!,
  $orderBy: String) {
  supplierActivity(id: $id) { id }
  supplierReservations(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items {
      id status seats totalUsd createdAt person { name avatar location { name } }
      date { id startsAt } time { id startsAt endsAt } activity { id title }
    }
    total page lastPage
  }
}`);

const BASE = '/suppliers/activity';
const ACTIVITY_SORT = {
  id: 'id',
  title: 'title',
  category: 'category',
  base_price: 'basePrice',
  status: 'status',
  published_at: 'publishedAt',
  created_at: 'createdAt',
};
const CHILD_SORT = { id: 'id', title: 'title', position: 'position', created_at: 'createdAt' };
const PRICE_SORT = { ...CHILD_SORT, price: 'price', participants: 'participants' };

function detailType(query: RestInput['query']): string | null {
  if (query.type === undefined || query.type === '') return null;
  return enumValue(query.type, DETAIL_TYPES, 'type', DETAIL_TYPE_MESSAGE);
}

function moderation(body: RestInput['body']): string {
  const value = typeof body.status === 'string' ? body.status.trim().toLowerCase() : '';
  if (value !== 'published' && value !== 'hidden') {
    const message = 'El estado debe ser publicado u oculto';
    throw new BadInputError(message, { status: message });
  }
  return value.toUpperCase();
}

function patchVariables({ params, body }: RestInput): Record<string, unknown> {
  const input = activityPatch(body);
  const withStatus = body.status !== undefined;
  // Only 0/1 (or "0"/"1"): a mistyped status must not read as 0 and pause the activity.
  const status = /^[01]$/.test(String(body.status)) ? Number(body.status) : null;
  if (withStatus && status === null)
    throw new BadInputError('El estado debe ser 0 o 1.', { status: 'El estado debe ser 0 o 1.' });
  const withFields = Object.keys(input).length > 0;
  if (!withFields && !withStatus)
    throw new BadInputError('Envíe al menos un campo del formulario o el estado.', {
      body: 'Sin campos para cambiar.',
    });
  return { id: params.id, withFields, withStatus, status: status ?? 0, input };
}

export const supplierPortalRoutes: RestRoute[] = defineRoutes([
  {
    method: 'GET',
    path: '/suppliers/dashboard',
    summary: 'Inicio del aliado: tasas USD/EUR y conteos / Supplier dashboard',
    document: DASHBOARD,
    variables: () => ({}),
    shape: (data) => {
      const d = data.supplierDashboard as Json;
      return { ...d, dolar: restRate(d.dolar), euro: restRate(d.euro) };
    },
  },
  {
    method: 'GET',
    path: '/suppliers/profile',
    summary: 'Perfil del aliado / Supplier profile',
    document: PROFILE,
    variables: () => ({}),
    shape: (data) => restProfile(data.supplierProfile as Json),
  },
  {
    method: 'PUT',
    path: '/suppliers/profile',
    summary: 'Guarda el perfil y el pago móvil (pago_movil: holder, rif, phone, bank_code) / Update profile',
    document: UPDATE_PROFILE,
    variables: ({ body }) => ({ input: profileInput(body) }),
    shape: (data) => restProfile(data.updateSupplierProfile as Json),
  },
  {
    method: 'GET',
    path: BASE,
    summary: 'Actividades propias; orderBy id|title|category|base_price|status / Supplier activities',
    document: LIST,
    relations: ['category'],
    sortable: ACTIVITY_SORT,
    variables: (input) => ({
      ...pageArgs(input.list),
      ...sortVariables(input, { column: 'id', direction: 'DESC' }),
    }),
    shape: (data) => listEnvelope(data.supplierActivities as Page<Json>, restActivity),
  },
  {
    method: 'POST',
    path: BASE,
    status: 201,
    summary: 'Crea una actividad (queda pendiente por aprobación) / Create activity',
    document: CREATE,
    variables: ({ body }) => ({ input: activityInput(body) }),
    shape: (data) => restActivity(data.createActivity as Json),
  },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Una actividad propia / Supplier activity',
    document: GET,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restActivity(data.supplierActivity as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Actualiza todo el formulario de la actividad / Update activity',
    document: UPDATE,
    variables: ({ params, body }) => ({ id: params.id, input: activityInput(body) }),
    shape: (data) => restActivity(data.updateActivity as Json),
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id`,
    summary:
      "Cambio parcial (JSON o multipart/form-data): solo cambian los campos enviados. Con {status}: 0 pausa, 1 envía a aprobación (decisión: 'play' no publica al instante como dice la especificación; vuelve a aprobación, 'Enviada a aprobación'); responde {message, sent_to_approval, activity} / Partial update, pause or play",
    document: PATCH,
    multipart: true,
    variables: patchVariables,
    shape: (data) => {
      const result = data.setActivityStatus as Json | undefined;
      if (result) {
        return {
          message: result.message,
          sent_to_approval: result.sentToApproval,
          activity: restActivity(result.activity as Json),
        };
      }
      return restActivity(data.patchActivity as Json);
    },
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Elimina (lógicamente) una actividad sin reservas activas / Delete activity',
    document: DELETE,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => ({ id: toInt((data.deleteActivity as Json).id), deleted: true }),
  },
  // ---------- dates and time slots ----------
  {
    method: 'GET',
    path: `${BASE}/:id/dates`,
    summary: 'Fechas con horarios, por fecha ascendente / Activity dates',
    document: DATES,
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
      status: moderation(body),
    }),
    shape: (data) => restReview(data.moderateReview as Json),
  },
  {
    method: 'GET',
    path: `${BASE}/:id/reservations`,
    summary: 'Reservaciones de la actividad, la más reciente primero / Activity reservations',
    document: RESERVATIONS,
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
]);
