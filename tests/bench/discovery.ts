import { addDays, format, nextSaturday } from 'date-fns';
import { caracasNow } from '../../server/src/modules/catalog/slot-availability.js';
import { gqlPost } from './scenarios.js';
import { runUsers } from './users.js';

/**
 * Part `discovery`: the search page as the filtered search screen asks for it — 8 cards, their total and the facet
 * counts — with the participants filter, by 20 simulated users (0.5 s think time). The mix of 20 clicks:
 *   14 × a weekend (one of the next 6) for 1–6 people, every third also in the morning, every fourth with free
 *        cancellation, ordered "Mejor valoradas";
 *    5 × participants alone (any day from today: the whole future of the catalogue);
 *    1 × participants and a category and a time of day with no days.
 * Every request is checked (HTTP 200, no GraphQL error); p95 against ≤ 100 ms.
 */

export const FACETS_QUERY = `query DiscoveryPage($page: Int!, $perPage: Int!, $filter: ActivityFilter, $orderBy: ActivityOrderBy) {
  activities(page: $page, perPage: $perPage, filter: $filter, orderBy: $orderBy) { total page lastPage items {
    id title basePrice rating commentsCount durationQuantity durationUnit bookmarked
    category { id name } destination { id name } images(limit: 1) { url(size: "480x480") } tags { name label } }
    facets { categories { id count } destinations { id count } durations { bucket count } ratings { minRating count }
      timesOfDay { timeOfDay count } guideLanguages { code count } freeCancellation priceRanges { min max count } } } }`;

export type DiscoveryKind = 'weekend' | 'participants' | 'mixed';

export const DISCOVERY_MIX: DiscoveryKind[] = [
  ...Array<DiscoveryKind>(14).fill('weekend'),
  ...Array<DiscoveryKind>(5).fill('participants'),
  'mixed',
];

/** The bench seed's categories (the demo's six; seed.ts spreads the activities over all of them). */
const CATEGORIES = 6;

/** The variables of click `i` of the mix. */
export function discoveryVariables(i: number): Record<string, unknown> {
  const kind = DISCOVERY_MIX[i % DISCOVERY_MIX.length]!;
  const participants = 1 + (i % 6);
  if (kind === 'participants') return { page: 1, perPage: 8, filter: { participants } };
  if (kind === 'mixed') {
    // Counted per pass over the mix: `i` itself is always 19 modulo 20 here, and `i % 8` then gave only categories 4
    // (no afternoon slot in the seed) and 8 (none such), so every mixed click was an empty page.
    const pass = Math.floor(i / DISCOVERY_MIX.length);
    return {
      page: 1,
      perPage: 8,
      filter: {
        participants: 1 + (Math.floor(pass / CATEGORIES) % 6),
        categoryIds: [String(1 + (pass % CATEGORIES))],
        timeOfDay: ['AFTERNOON'],
      },
    };
  }
  const saturday = addDays(nextSaturday(new Date(`${caracasNow().date}T12:00:00`)), 7 * (i % 6));
  return {
    page: 1,
    perPage: 8,
    orderBy: 'RATING_DESC',
    filter: {
      participants,
      startsFrom: format(saturday, 'yyyy-MM-dd'),
      startsTo: format(addDays(saturday, 1), 'yyyy-MM-dd'),
      ...(i % 3 === 0 ? { timeOfDay: ['MORNING'] } : {}),
      ...(i % 4 === 0 ? { freeCancellation: true } : {}),
    },
  };
}

export async function runDiscoveryUsers(options: { product: string; users: number; durationMs: number }) {
  return runUsers({
    url: options.product,
    users: options.users,
    durationMs: options.durationMs,
    mix: DISCOVERY_MIX,
    request: (i) => {
      const { page, perPage, filter, orderBy } = discoveryVariables(i);
      return gqlPost(options.product, FACETS_QUERY, { page, perPage, filter, orderBy });
    },
  });
}
