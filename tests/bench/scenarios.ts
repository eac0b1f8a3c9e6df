import { print } from 'graphql';
import { readListParams, relationVariables } from '../../rest-compat/src/list-params.js';
import { routes } from '../../rest-compat/src/routes/index.js';
import type { Urls } from './server-child.js';

/** The documents and requests the load, users and profile parts send. */

export const CARD_QUERY = `query Cards($page: Int!, $perPage: Int!, $filter: ActivityFilter) {
  activities(page: $page, perPage: $perPage, filter: $filter) { total page lastPage items {
    id title basePrice rating commentsCount durationQuantity durationUnit bookmarked
    category { id name } destination { id name } images(limit: 1) { url(size: "480x480") } tags { name label } } } }`;

export const DETAIL_QUERY = `query Detail($id: ID!) { activity(id: $id) {
  id title summary description status rating commentsCount basePrice expectedParticipants bookmarked
  category { name } destination { name } supplier { tradeName } images { path description } tags { label }
  prices { title price } details { type title value } dates { startsAt times { startsAt currentAvailable } }
  reviews { personName rating title createdAt } } }`;

export const BOOKING_PANEL_QUERY = `query BookingPanel($id: ID!) { activity(id: $id) {
  id prices { id title description price participants mandatory }
  dates { id startsAt times { id startsAt endsAt currentAvailable } } } }`;

const LIST_WITH = { with: 'images,category,destination,tags' };

export const WORDS = ['paseo', 'playa', 'cacao', 'teleférico', 'kayak', 'telerefico'];

export type ActivityIds = (i: number) => number;

/** Published activity ids spread over the dataset's `activities` (every 50th is pending in the bench seed). */
export function activityIdsOf(activities: number): ActivityIds {
  return (i) => {
    const id = ((i * 7919) % activities) + 1;
    // Its neighbour below: above the last one (a multiple of 50) there is no activity.
    return id % 50 === 0 ? id - 1 : id;
  };
}

const activityPage = (product: string, id: number) => `${product}/activity/${id}/actividad-${id}`;

export function gqlPost(url: string, query: string, variables: Record<string, unknown>) {
  return {
    url: `${url}/graphql`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    },
  };
}

/**
 * The GraphQL document a REST route runs, with the variables it would build, posted to /graphql: the same operation
 * through the GraphQL door, so REST ÷ this row is the cost of the REST door itself (the card query asks for less).
 */
function restDocumentPost(
  url: string,
  path: string,
  params: Record<string, string>,
  query: Record<string, string>,
) {
  const route = routes.find((r) => r.method === 'GET' && r.path === path)!;
  const list = readListParams(query, route);
  const input = { params, query, body: {}, list };
  return gqlPost(url, print(route.document), {
    // As the router does (rest-compat/src/router.ts): the later relations (facets) are variables of the document too.
    ...relationVariables([...(route.relations ?? []), ...(route.laterRelations ?? [])], list.with),
    ...route.variables(input),
  });
}

export type BenchRequest = { url: string; init?: RequestInit };

/** The same client query on graphql-js alone (graphql-floor.ts): the ceiling of the GraphQL door. */
export const FLOOR = 'graphql-js alone';

/** Per scenario, per implementation: request number `i`. */
export const scenariosFor = (
  urls: Urls,
  activityId: ActivityIds,
): Record<string, Record<string, (i: number) => BenchRequest>> => ({
  'search (8/page, id order)': {
    baseline: (i) => ({ url: `${urls.baseline}/search?page=${1 + (i % 200)}&perPage=8` }),
    graphql: (i) => gqlPost(urls.product, CARD_QUERY, { page: 1 + (i % 200), perPage: 8 }),
    [FLOOR]: (i) => gqlPost(urls.floor, CARD_QUERY, { page: 1 + (i % 200), perPage: 8 }),
    'graphql, REST document': (i) =>
      restDocumentPost(
        urls.product,
        '/activity',
        {},
        { ...LIST_WITH, page: String(1 + (i % 200)), perPage: '8' },
      ),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?status=1&page=${1 + (i % 200)}&perPage=8&with=images,category,destination,tags`,
    }),
  },
  'search (24/page)': {
    baseline: (i) => ({ url: `${urls.baseline}/search?page=${1 + (i % 200)}&perPage=24` }),
    graphql: (i) => gqlPost(urls.product, CARD_QUERY, { page: 1 + (i % 200), perPage: 24 }),
    [FLOOR]: (i) => gqlPost(urls.floor, CARD_QUERY, { page: 1 + (i % 200), perPage: 24 }),
    'graphql, REST document': (i) =>
      restDocumentPost(
        urls.product,
        '/activity',
        {},
        { ...LIST_WITH, page: String(1 + (i % 200)), perPage: '24' },
      ),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?page=${1 + (i % 200)}&perPage=24&with=images,category,destination,tags`,
    }),
  },
  'text search (fts + fallback)': {
    baseline: (i) => ({
      url: `${urls.baseline}/search?s=${encodeURIComponent(WORDS[i % WORDS.length]!)}&perPage=8`,
    }),
    graphql: (i) =>
      gqlPost(urls.product, CARD_QUERY, { page: 1, perPage: 8, filter: { text: WORDS[i % WORDS.length] } }),
    [FLOOR]: (i) =>
      gqlPost(urls.floor, CARD_QUERY, { page: 1, perPage: 8, filter: { text: WORDS[i % WORDS.length] } }),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?s=${encodeURIComponent(WORDS[i % WORDS.length]!)}&perPage=8&with=images,category,destination,tags`,
    }),
  },
  detail: {
    baseline: (i) => ({ url: `${urls.baseline}/detail/${activityId(i)}` }),
    graphql: (i) => gqlPost(urls.product, DETAIL_QUERY, { id: String(activityId(i)) }),
    [FLOOR]: (i) => gqlPost(urls.floor, DETAIL_QUERY, { id: String(activityId(i)) }),
    'graphql, REST document': (i) =>
      restDocumentPost(urls.product, '/activity/:id', { id: String(activityId(i)) }, {}),
    rest: (i) => ({ url: `${urls.product}/api/v1/activity/${activityId(i)}` }),
    // The public page itself, server-rendered (bench slugs are 'actividad-<id>'): every request another activity of
    // the 10,000 (each one rendered, the page cache never hits), then visits spread over 100 popular activities
    // (rendered once a minute each, then served from the page cache).
    'page (SSR)': (i) => ({ url: activityPage(urls.product, activityId(i)) }),
    'page (SSR, 100 popular)': (i) => ({ url: activityPage(urls.product, activityId(i % 100)) }),
  },
});
