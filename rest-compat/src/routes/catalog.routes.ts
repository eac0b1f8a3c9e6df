import { parse } from 'graphql';
import { SEARCH_PAGE_SIZE } from '../../../schema/constants.js';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { text } from '../body.js';
import { listEnvelope, snake, snakeCase, type Page } from '../envelope.js';
import { listPage, orderArgument, sameColumns, shownColumns } from '../list-params.js';
import { BOOKMARK_SORT } from '../../../server/src/modules/catalog/activity.inputs.js';
import { GUIDE_LANGUAGE_MESSAGE } from '../../../schema/validation/activity-search.js';
import { defineRoutes, type RestInput, type RestRoute } from '../route.js';

/**
 * The catalogue's /api/v1 routes (customer spec §7): search, detail, filter lists, favourites and the supplier
 * landing's request form. Each runs a GraphQL document in-process; `with=` relations are `@include`d.
 */

type Json = Record<string, unknown>;

/** The documents' aliased to-one relations (`categoryKey: category { id }`) → the spec's foreign-key columns. */
const FOREIGN_KEYS: Record<string, string> = {
  categoryKey: 'category_id',
  destinationKey: 'destination_id',
  originKey: 'origin_id',
  regularityKey: 'regularity_id',
  languageKey: 'language_id',
};

/**
 * An Activity from the documents below in the spec's snake_case shape (camelCase keys → snake_case, numeric ids →
 * numbers, enum values → lowercase), foreign keys as `x_id`; one pass over its keys, no intermediate copies.
 */
function restActivity(activity: Json): Json {
  const shaped: Json = {};
  const foreign: Json = {};
  for (const key in activity) {
    const column = FOREIGN_KEYS[key];
    if (column) foreign[column] = Number((activity[key] as { id: string }).id);
    else {
      const name = snakeCase(key);
      shaped[name] = snake(activity[key], name);
    }
  }
  shaped.display_title = shaped.title;
  shaped.participant_count = shaped.expected_participants;
  return Object.assign(shaped, foreign);
}

const ACTIVITY_SCALARS = `id slug title summary description status rating commentsCount bookmarksCount basePrice
  expectedParticipants minParticipants maxParticipants durationQuantity durationUnit bookBefore cancelBefore
  departureAddress featured bookmarked publishedAt createdAt
  categoryKey: category { id } destinationKey: destination { id } originKey: origin { id }
  regularityKey: regularity { id } languageKey: language { id }`;

const LIST_RELATIONS = ['images', 'category', 'destination', 'origin', 'tags'];

/** The detail always carries every relation; these names are accepted in `with` (and change nothing). */
const DETAIL_RELATIONS = [
  ...LIST_RELATIONS,
  'prices',
  'details',
  'dates',
  'dates.times',
  'comments',
  'supplier',
];

const LIST_VARIABLES =
  '$withImages: Boolean!, $withCategory: Boolean!, $withDestination: Boolean!, $withOrigin: Boolean!, $withTags: Boolean!';

const LIST_ITEM = `${ACTIVITY_SCALARS}
  images @include(if: $withImages) { id path thumbnailPath description position }
  category @include(if: $withCategory) { id name description status }
  destination @include(if: $withDestination) { id name status }
  origin @include(if: $withOrigin) { id name status }
  tags @include(if: $withTags) { id name label }`;

const FACETS = `facets @include(if: $withFacets) {
  categories { id count } destinations { id count } durations { bucket count } ratings { minRating count }
  timesOfDay { timeOfDay count } guideLanguages { code count } freeCancellation priceRanges { min max count }
  origins { id count } attributes { id count }
}`;

const SEARCH = parse(`query RestActivities($filter: ActivityFilter, $page: Int!, $perPage: Int!,
  $orderBy: ActivityOrderBy, ${LIST_VARIABLES}, $withFacets: Boolean!) {
  activities(filter: $filter, page: $page, perPage: $perPage, orderBy: $orderBy) {
    total page lastPage items { ${LIST_ITEM} } ${FACETS}
  }
}`);

const BOOKMARKED =
  parse(`query RestBookmarked($page: Int!, $perPage: Int!, $orderBy: String, ${LIST_VARIABLES}) {
  bookmarkedActivities(page: $page, perPage: $perPage, orderBy: $orderBy) { total page lastPage items { ${LIST_ITEM} } }
}`);

const DETAIL_FIELDS = `${ACTIVITY_SCALARS}
  images { id path thumbnailPath description position }
  category { id name description status }
  destination { id name status }
  origin { id name status }
  tags { id name label }
  prices { id title description price participants mandatory }
  details { id type title description value position }
  dates { id startsAt times { id startsAt endsAt expectedParticipants currentAvailable } }
  comments: reviews { id rating title message createdAt personName }
  supplier { id tradeName }`;

const DETAIL = parse(`query RestActivity($id: ID!) { activity(id: $id) { ${DETAIL_FIELDS} } }`);

const BOOKMARK = parse(`mutation RestBookmark($id: ID!) { bookmarkActivity(id: $id) { ${DETAIL_FIELDS} } }`);

const UNBOOKMARK = parse(
  `mutation RestUnbookmark($id: ID!) { unbookmarkActivity(id: $id) { ${DETAIL_FIELDS} } }`,
);

const SUPPLIER_LEAD = parse(`mutation RestSupplierLead($input: CreateSupplierLeadInput!) {
  createSupplierLead(input: $input) { id name email phone company city message createdAt }
}`);

/** orderBy columns the search accepts → the GraphQL enum's prefix. */
const SORTABLE = {
  id: 'ID',
  title: 'TITLE',
  base_price: 'PRICE',
  price: 'PRICE',
  rating: 'RATING',
  published_at: 'PUBLISHED_AT',
  recommended: 'RECOMMENDED',
  popularity: 'POPULARITY',
  duration: 'DURATION',
};

/** The search filter's GraphQL names (with or without the `filter.` path) → the query parameters that carry them. */
const SEARCH_ERROR_NAMES = Object.fromEntries(
  Object.entries({
    text: 's',
    categoryIds: 'category_id',
    destinationId: 'destination_id',
    originId: 'origin_id',
    startsAt: 'starts_at',
    startsFrom: 'starts_from',
    startsTo: 'starts_to',
    participants: 'participants',
    durations: 'duration',
    timeOfDay: 'time_of_day',
    guideLanguages: 'guide_language',
    freeCancellation: 'free_cancellation',
    minRating: 'rating_gte',
    attributeIds: 'attribute_id',
    priceAbove: 'base_price_gt',
    priceBelow: 'base_price_lt',
    minPrice: 'base_price_gte',
    maxPrice: 'base_price_lte',
  }).flatMap(([field, param]) => [
    [field, param],
    [`filter.${field}`, param],
  ]),
);

function bad(field: string, message: string): never {
  throw new BadInputError(message, { [field]: message });
}

function single(query: RestInput['query'], name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') bad(name, `El parámetro ${name} debe aparecer una sola vez.`);
  return value;
}

/**
 * `category_id=3`, `category_id=1,2,3`, the repeated `category_id=1&category_id=2` and the bracket form
 * `category_id[]=1&category_id[]=2` → ['1','2','3']; anything else → 422.
 */
function idList(query: RestInput['query'], name: string, message: string): string[] | undefined {
  const values = [query[name], query[`${name}[]`]]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value) => value !== '');
  if (values.length === 0) return undefined;
  if (values.some((value) => typeof value !== 'string')) bad(name, message);
  const ids = (values as string[]).flatMap((value) => value.split(',')).map((s) => s.trim());
  if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) bad(name, message);
  return ids;
}

function id(query: RestInput['query'], name: string, message: string): string | undefined {
  const ids = idList(query, name, message);
  if (ids && ids.length > 1) bad(name, message);
  return ids?.[0];
}

function price(query: RestInput['query'], name: string, message: string): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(value.trim())) bad(name, message);
  return n;
}

function count(query: RestInput['query'], name: string, message: string): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value.trim())) bad(name, message);
  return Number(value);
}

const DURATION_BUCKETS = ['up_to_2h', 'from_2_to_4h', 'half_day', 'full_day', 'multi_day'];
const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'];

/**
 * `duration=up_to_2h,half_day` or `time_of_day=morning,evening` → the GraphQL enum names; a value outside `allowed`
 * is a 422 `message` followed by the allowed values.
 */
function enumList(
  query: RestInput['query'],
  name: string,
  allowed: string[],
  message: string,
): string[] | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const names = value.split(',').map((v) => v.trim().toLowerCase());
  if (names.some((n) => !allowed.includes(n))) bad(name, `${message} ${allowed.join(', ')}.`);
  return names.map((n) => n.toUpperCase());
}

/** `guide_language=es,en` (or repeated) → lower-case codes; checked by the search's own validation. */
function codeList(query: RestInput['query'], name: string): string[] | undefined {
  const values = [query[name], query[`${name}[]`]]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value) => value !== '');
  if (values.length === 0) return undefined;
  if (values.some((value) => typeof value !== 'string')) bad(name, GUIDE_LANGUAGE_MESSAGE);
  return (values as string[]).flatMap((value) => value.split(',')).map((code) => code.trim());
}

function flag(query: RestInput['query'], name: string): boolean | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (/^(1|true)$/i.test(value)) return true;
  if (/^(0|false)$/i.test(value)) return false;
  return bad(name, `El parámetro ${name} debe ser true o false.`);
}

/** page/perPage (the shared reader bounds perPage): the search's own page size when none is given. */
function paging(input: RestInput): { page: number; perPage: number } {
  const raw = single(input.query, 'perPage') ?? single(input.query, 'size');
  const perPage = raw === undefined ? SEARCH_PAGE_SIZE : input.list.perPage;
  return { page: input.list.page, perPage };
}

function orderBy(input: RestInput): string | undefined {
  const order = input.list.orderBy;
  if (!order) return undefined;
  return `${order.column}_${order.direction}`;
}

function searchVariables(input: RestInput): Json {
  const { query } = input;
  const status = single(query, 'status');
  if (status !== undefined && status !== '1')
    bad('status', 'La búsqueda pública solo lista actividades publicadas (status=1).');
  const filter: Json = {
    text: single(query, 's'),
    categoryIds: idList(query, 'category_id', 'La categoría no es válida.'),
    destinationId: id(query, 'destination_id', 'El destino no es válido.'),
    originId: id(query, 'origin_id', 'El origen no es válido.'),
    startsAt: single(query, 'starts_at'),
    startsFrom: single(query, 'starts_from'),
    startsTo: single(query, 'starts_to'),
    participants: count(query, 'participants', 'La cantidad de personas debe ser un entero entre 1 y 100.'),
    durations: enumList(query, 'duration', DURATION_BUCKETS, 'La duración debe ser una o varias de:'),
    timeOfDay: enumList(query, 'time_of_day', TIMES_OF_DAY, 'El momento del día debe ser uno o varios de:'),
    guideLanguages: codeList(query, 'guide_language'),
    freeCancellation: flag(query, 'free_cancellation'),
    minRating: price(query, 'rating_gte', 'La valoración mínima debe estar entre 0 y 5.'),
    attributeIds: idList(query, 'attribute_id', 'El atributo no es válido.'),
    priceAbove: price(query, 'base_price_gt', 'El precio mínimo debe ser un número.'),
    priceBelow: price(query, 'base_price_lt', 'El precio máximo debe ser un número.'),
    minPrice: price(query, 'base_price_gte', 'El precio mínimo debe ser un número.'),
    maxPrice: price(query, 'base_price_lte', 'El precio máximo debe ser un número.'),
    featured: flag(query, 'featured'),
  };
  for (const key of Object.keys(filter)) if (filter[key] === undefined) delete filter[key];
  return { filter, ...paging(input), orderBy: orderBy(input) };
}

function pageShape(page: Page<Json>) {
  return listEnvelope(page, restActivity);
}

/** The search's facets in the REST shape: snake_case, enum values in lower case as the query parameters take them. */
function restFacets(facets: Json): Json {
  const shaped = snake(facets) as Record<string, Json[] | number>;
  const lower = (list: Json[], key: string) =>
    list.map((item) => ({ ...item, [key]: String(item[key]).toLowerCase() }));
  return {
    ...shaped,
    durations: lower(shaped.durations as Json[], 'bucket'),
    times_of_day: lower(shaped.times_of_day as Json[], 'time_of_day'),
  };
}

function searchShape(data: Record<string, unknown>) {
  const page = data.activities as Page<Json> & { facets?: Json | null };
  const envelope = pageShape(page);
  return page.facets ? { ...envelope, facets: restFacets(page.facets) } : envelope;
}

function lookupRoute(path: string, field: string, fields: string, summary: string): RestRoute {
  const columns = fields.split(' ');
  return {
    method: 'GET',
    path,
    summary,
    query: { status: '1 (por omisión): solo activas; 0: inactivas / 1 (default) active only' },
    partnerScope: 'catalog:read',
    cacheable: true,
    document: parse(
      `query Rest_${field}($onlyActive: Boolean!) { ${field}(onlyActive: $onlyActive) { ${fields} } }`,
    ),
    variables: ({ query }) => ({ onlyActive: query.status !== undefined ? query.status === '1' : true }),
    sortable: shownColumns(...columns),
    shape: (data, { list }) => listPage(data[field] as { id: unknown }[], list, (item) => snake(item)),
  };
}

function bookmarkRoute(action: 'bookmark' | 'unbookmark'): RestRoute {
  const field = action === 'bookmark' ? 'bookmarkActivity' : 'unbookmarkActivity';
  return {
    method: 'POST',
    path: `/activity/:id/${action}`,
    summary: action === 'bookmark' ? 'Agregar a favoritos / Bookmark' : 'Quitar de favoritos / Unbookmark',
    document: action === 'bookmark' ? BOOKMARK : UNBOOKMARK,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restActivity(data[field] as Json),
  };
}

export const catalogRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/activity',
    summary: 'Búsqueda de actividades publicadas / Activity search',
    query: {
      status: 'Solo 1 (publicadas) / only 1 (published)',
      s: 'Texto libre / free text',
      category_id: 'Categorías (una o varias, separadas por comas) / categories',
      destination_id: 'Destino / destination',
      origin_id: 'Origen / origin',
      starts_at: 'Con fechas desde YYYY-MM-DD / with dates from',
      starts_from:
        'Con un horario con cupo desde este día YYYY-MM-DD (hasta starts_to, o solo ese día) / with a slot with a free seat from this day',
      duration:
        'Duraciones (una o varias): up_to_2h, from_2_to_4h (más de 2 h), half_day (hasta 6 h), full_day (hasta 1 día), multi_day / duration buckets',
      rating_gte: 'Valoración mínima (0 a 5, p. ej. 4 o 4.5) / minimum rating',
      participants:
        'Personas: un horario con cupo para todas (en los días pedidos, o desde hoy) / a slot with room for this many people',
      starts_to:
        'Último día del rango (sin starts_from: desde hoy) / last day of the range (from today without starts_from)',
      attribute_id: 'Atributos (uno o varios) / attributes',
      base_price_gt: 'Precio base (USD) estrictamente mayor / base price strictly greater than',
      base_price_lt: 'Precio base (USD) estrictamente menor / base price strictly less than',
      base_price_gte: 'Precio base (USD) mayor o igual / base price at least',
      base_price_lte: 'Precio base (USD) menor o igual / base price at most',
      featured: 'true: solo destacadas / featured only',
      time_of_day:
        'Con un horario reservable que empieza: morning (antes de las 12:00), afternoon (12:00–17:59), evening (desde las 18:00), hora de Venezuela; uno o varios, separados por comas (con starts_from/starts_to/participants, el mismo horario) / a bookable slot starting in one of these bands',
      guide_language:
        'Idioma del guía: uno o varios códigos (es, en), separados por comas / guide language codes',
      free_cancellation:
        'true: solo con cancelación gratuita hasta 24 h antes del inicio (cancel_before ≤ 24 horas); false: solo las demás / free cancellation up to 24 h before',
    },
    partnerScope: 'catalog:read',
    cacheable: true,
    multi: ['category_id', 'attribute_id', 'guide_language'],
    errorNames: SEARCH_ERROR_NAMES,
    document: SEARCH,
    relations: LIST_RELATIONS,
    laterRelations: ['facets'],
    sortable: SORTABLE,
    variables: searchVariables,
    shape: searchShape,
  },
  {
    method: 'GET',
    path: '/activity/:id',
    summary: 'Detalle de una actividad / Activity detail',
    partnerScope: 'catalog:read',
    cacheable: true,
    document: DETAIL,
    relations: DETAIL_RELATIONS,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restActivity(data.activity as Json),
  },
  bookmarkRoute('bookmark'),
  bookmarkRoute('unbookmark'),
  {
    method: 'GET',
    path: '/bookmarked',
    summary: 'Favoritos del cliente / Bookmarked activities',
    query: { bookmarked: 'true (implícito) / implied' },
    document: BOOKMARKED,
    relations: LIST_RELATIONS,
    sortable: sameColumns(BOOKMARK_SORT),
    variables: (input) => ({ ...paging(input), orderBy: orderArgument(input.list) }),
    shape: (data) => pageShape(data.bookmarkedActivities as Page<Json>),
  },
  lookupRoute('/location', 'locations', 'id name status', 'Ciudades / Locations'),
  lookupRoute(
    '/activity_attribute',
    'activityAttributes',
    'id name description status',
    'Atributos de actividad / Activity attributes',
  ),
  lookupRoute(
    '/activity_regularity',
    'activityRegularities',
    'id name status',
    'Regularidades / Activity regularities',
  ),
  lookupRoute('/language', 'languages', 'id name abbr status', 'Idiomas / Languages'),
  {
    method: 'POST',
    path: '/supplier_lead',
    summary: 'Solicitud de registro de aliado / Supplier registration request',
    document: SUPPLIER_LEAD,
    status: 201,
    variables: ({ body }) => ({
      input: {
        name: text(body, 'name'),
        email: text(body, 'email'),
        phone: text(body, 'phone'),
        company: text(body, 'company'),
        city: text(body, 'city'),
        message: body.message === undefined || body.message === null ? null : text(body, 'message'),
      },
    }),
    shape: (data) => snake(data.createSupplierLead),
  },
]);
