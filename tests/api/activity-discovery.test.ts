import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityAttributeTemplate } from '../../server/src/modules/catalog/activity-attribute-template.entity.js';
import { ActivityCategory } from '../../server/src/modules/catalog/activity-category.entity.js';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { Location } from '../../server/src/modules/catalog/location.entity.js';
import { Language } from '../../server/src/modules/supplier/language.entity.js';
import { caracasDay } from './booking.fixtures.js';
import { createActivity, createSupplier, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Discovery over a fixed catalogue of five activities sharing an origin of their own, O1 (every query filters by an
 * origin of ours or by an attribute of ours, so other files' activities never count), in two destinations, two
 * categories and two guide languages of their own; a sixth, Fede, leaves from a second origin, O2, to its own
 * destination and category. Two attribute templates of our own, A1 and A2 (yes rows; "no" rows never count, and a
 * repeated row counts once). Days are counted from today in Caracas; each answer below is computed by hand.
 *
 *   activity  orig dest cat lang  minutes rating cancel_before price book_before  attributes  slots (day time: free seats)
 *   Ana       O1   D1   C1  L1        90   4.6        24        20      0     A1 A2       +2 09:00: 5
 *   Beto      O1   D1   C2  L2       180   4.0        48        60      0     A2 (A1 no)  +2 14:00: 3 · +3 19:00: 0 (full)
 *   Cata      O1   D2   C1  L1      2880   4.5         0       120     72     A1 A2 A2    +2 18:30: 6 (closed: under 72 h) · +5 10:00: 4
 *   Dani      O1   D2   C2  L2       300   3.9        12       250      0     (A2 no)     +3 12:00: 2 · +4 20:00: 8
 *   Eva       O1   D1   C1  L1       600   4.8        24        40      0     A1          none
 *   Fede      O2   D3   C3  L1       120   4.2        24        30      0     A1          +3 09:30: 6
 *
 * Bookable slots by time of day: Ana morning; Beto afternoon; Cata morning (its evening slot is past book_before);
 * Dani afternoon and evening; Eva none; Fede morning. Free cancellation (cancel_before ≤ 24 h): all but Beto.
 */

let server: TestServer;
const ids: Record<string, number> = {};
const place: Record<string, number> = {};
const code: Record<'L1' | 'L2', string> = { L1: '', L2: '' };
const em = () => server.db.orm.em.fork() as EntityManager;

type Slot = [day: number, time: string, seats: number];
type Attribute = 'A1' | 'A2';
const CATALOGUE: {
  name: string;
  origin?: 'O2';
  dest: 'D1' | 'D2' | 'D3';
  cat: 'C1' | 'C2' | 'C3';
  lang: 'L1' | 'L2';
  minutes: number;
  rating: number;
  cancelBefore: number;
  price: string;
  bookBefore: number;
  slots: Slot[];
  attributes: Attribute[];
  /** Attribute rows with value no. */
  without?: Attribute[];
}[] = [
  {
    name: 'Ana',
    dest: 'D1',
    cat: 'C1',
    lang: 'L1',
    minutes: 90,
    rating: 4.6,
    cancelBefore: 24,
    price: '20.00',
    bookBefore: 0,
    attributes: ['A1', 'A2'],
    slots: [[2, '09:00:00', 5]],
  },
  {
    name: 'Beto',
    dest: 'D1',
    cat: 'C2',
    lang: 'L2',
    minutes: 180,
    rating: 4.0,
    cancelBefore: 48,
    price: '60.00',
    bookBefore: 0,
    attributes: ['A2'],
    without: ['A1'],
    slots: [
      [2, '14:00:00', 3],
      [3, '19:00:00', 0],
    ],
  },
  {
    name: 'Cata',
    dest: 'D2',
    cat: 'C1',
    lang: 'L1',
    minutes: 2880,
    rating: 4.5,
    cancelBefore: 0,
    price: '120.00',
    bookBefore: 72,
    attributes: ['A1', 'A2', 'A2'],
    slots: [
      [2, '18:30:00', 6],
      [5, '10:00:00', 4],
    ],
  },
  {
    name: 'Dani',
    dest: 'D2',
    cat: 'C2',
    lang: 'L2',
    minutes: 300,
    rating: 3.9,
    cancelBefore: 12,
    price: '250.00',
    bookBefore: 0,
    attributes: [],
    without: ['A2'],
    slots: [
      [3, '12:00:00', 2],
      [4, '20:00:00', 8],
    ],
  },
  {
    name: 'Eva',
    dest: 'D1',
    cat: 'C1',
    lang: 'L1',
    minutes: 600,
    rating: 4.8,
    cancelBefore: 24,
    price: '40.00',
    bookBefore: 0,
    attributes: ['A1'],
    slots: [],
  },
  {
    name: 'Fede',
    origin: 'O2',
    dest: 'D3',
    cat: 'C3',
    lang: 'L1',
    minutes: 120,
    rating: 4.2,
    cancelBefore: 24,
    price: '30.00',
    bookBefore: 0,
    attributes: ['A1'],
    slots: [[3, '09:30:00', 6]],
  },
];

/** Two lower-case letter codes no seeded language uses. */
function letters(n: number): string {
  return Array.from({ length: 3 }, (_, i) => String.fromCharCode(97 + ((n >> (i * 4)) % 26))).join('');
}

beforeAll(async () => {
  server = await startTestServer();
  const write = em();
  const seed = Math.floor(Math.random() * 4000);
  const origin = write.create(Location, { name: unique('Origen de descubrimiento') });
  const d1 = write.create(Location, { name: unique('Destino uno') });
  const d2 = write.create(Location, { name: unique('Destino dos') });
  const o2 = write.create(Location, { name: unique('Origen dos') });
  const d3 = write.create(Location, { name: unique('Destino tres') });
  const c1 = new ActivityCategory(unique('Categoría uno'));
  const c2 = new ActivityCategory(unique('Categoría dos'));
  const c3 = new ActivityCategory(unique('Categoría tres'));
  const a1 = write.create(ActivityAttributeTemplate, { name: unique('Atributo uno') });
  const a2 = write.create(ActivityAttributeTemplate, { name: unique('Atributo dos') });
  write.persist([c1, c2, c3]);
  code.L1 = letters(seed * 2);
  code.L2 = letters(seed * 2 + 1);
  const l1 = write.create(Language, { name: unique('Idioma uno'), abbr: code.L1.toUpperCase() });
  const l2 = write.create(Language, { name: unique('Idioma dos'), abbr: code.L2 });
  await write.flush();
  Object.assign(place, {
    origin: origin.id,
    O1: origin.id,
    O2: o2.id,
    D1: d1.id,
    D2: d2.id,
    D3: d3.id,
    C1: c1.id,
    C2: c2.id,
    C3: c3.id,
    A1: a1.id,
    A2: a2.id,
    L1: l1.id,
    L2: l2.id,
  });
  const { supplier } = await createSupplier(server);
  for (const a of CATALOGUE) {
    const activity = await createActivity(server, {
      supplierId: supplier.id,
      title: unique(a.name),
      originId: place[a.origin ?? 'O1'],
      destinationId: place[a.dest],
      categoryId: place[a.cat],
      price: a.price,
      attributes: a.attributes.map((name) => place[name]!),
    });
    ids[a.name] = activity.id;
    const slots = em();
    for (const [day, time, seats] of a.slots) {
      const date = slots.create(ActivityDate, { activity: activity.id, startsAt: caracasDay(day) });
      slots.create(ActivityTime, {
        activityDate: date,
        startsAt: time,
        endsAt: '23:59:00',
        expectedParticipants: 10,
        currentAvailable: seats,
      });
    }
    await slots.flush();
    await em().execute(
      `update activities set duration_quantity = ?, duration_unit = 'minutes', rating = ?, cancel_before = ?,
        book_before = ?, language_id = ? where id = ?`,
      [a.minutes, a.rating, a.cancelBefore, a.bookBefore, place[a.lang], activity.id],
    );
    for (const name of a.without ?? [])
      await em().execute(
        `insert into activity_details (activity_id, type, title, value, attribute_template_id)
          values (?, 'attribute', 'No', false, ?)`,
        [activity.id, place[name]],
      );
  }
});
afterAll(() => server.stop());

const names = (list: { id: string | number }[]) =>
  list.map((a) => Object.keys(ids).find((name) => ids[name] === Number(a.id)));

const FACETS = `facets {
  categories { id count } destinations { id count } durations { bucket count } ratings { minRating count }
  timesOfDay { timeOfDay count } guideLanguages { code count } freeCancellation priceRanges { min max count }
  origins { id count } attributes { id count }
}`;

async function graphql(filter: Record<string, unknown>, withFacets = false) {
  return server.graphql<{ activities: { items: { id: string }[]; total: number; facets: Facets } }>(
    `query($filter: ActivityFilter) { activities(filter: $filter, perPage: 24) { total items { id } ${withFacets ? FACETS : ''} } }`,
    { filter: { originId: String(place.origin), ...filter } },
  );
}

/** The REST search, from our origin unless the query names one. */
async function rest(query: string) {
  const origin = /(^|&)origin_id=/.test(query) ? '' : `origin_id=${place.origin}&`;
  return server.http('GET', `/api/v1/activity?${origin}perPage=24&${query}`);
}

interface Facets {
  categories: { id: string; count: number }[];
  destinations: { id: string; count: number }[];
  durations: { bucket: string; count: number }[];
  ratings: { minRating: number; count: number }[];
  timesOfDay: { timeOfDay: string; count: number }[];
  guideLanguages: { code: string; count: number }[];
  freeCancellation: number;
  priceRanges: { min: number; max: number | null; count: number }[];
  origins: { id: string; count: number }[];
  attributes: { id: string; count: number }[];
}

/** Hand-computed facets, written by names: `{ C1: 3 }`, `{ MORNING: 2 }`, prices in the order of the ranges. */
interface Expected {
  categories: Partial<Record<'C1' | 'C2' | 'C3', number>>;
  destinations: Partial<Record<'D1' | 'D2' | 'D3', number>>;
  /** Our origins only, unless the search is by an attribute of ours (then no other activity counts). */
  origins: Partial<Record<'O1' | 'O2', number>>;
  attributes: Partial<Record<Attribute, number>>;
  languages: Partial<Record<'L1' | 'L2', number>>;
  durations: [number, number, number, number, number];
  ratings: [number, number];
  times: [number, number, number];
  free: number;
  prices: [number, number, number, number, number];
}

function graphqlFacets(e: Expected): Facets {
  const byCount = <K extends string>(entries: Partial<Record<K, number>>, key: (name: K) => string) =>
    (Object.entries(entries) as [K, number][])
      .sort(([, x], [, y]) => y - x)
      .map(([name, count]) => ({ id: key(name), count }));
  return {
    categories: byCount(e.categories, (n) => String(place[n])),
    destinations: byCount(e.destinations, (n) => String(place[n])),
    durations: ['UP_TO_2H', 'FROM_2_TO_4H', 'HALF_DAY', 'FULL_DAY', 'MULTI_DAY'].map((bucket, i) => ({
      bucket,
      count: e.durations[i]!,
    })),
    ratings: [4, 4.5].map((minRating, i) => ({ minRating, count: e.ratings[i]! })),
    timesOfDay: ['MORNING', 'AFTERNOON', 'EVENING'].map((timeOfDay, i) => ({
      timeOfDay,
      count: e.times[i]!,
    })),
    guideLanguages: byCount(e.languages, (n) => code[n]).map(({ id, count }) => ({ code: id, count })),
    freeCancellation: e.free,
    priceRanges: (
      [
        [0, 25],
        [25, 50],
        [50, 100],
        [100, 200],
        [200, null],
      ] as const
    ).map(([min, max], i) => ({ min, max, count: e.prices[i]! })),
    origins: byCount(e.origins, (n) => String(place[n])),
    attributes: byCount(e.attributes, (n) => String(place[n])),
  };
}

/** The same facets as REST shows them: ids as numbers, enum values in lower case, snake_case keys. */
function restFacets(f: Facets) {
  return {
    categories: f.categories.map((c) => ({ id: Number(c.id), count: c.count })),
    destinations: f.destinations.map((c) => ({ id: Number(c.id), count: c.count })),
    durations: f.durations.map((d) => ({ bucket: d.bucket.toLowerCase(), count: d.count })),
    ratings: f.ratings.map((r) => ({ min_rating: r.minRating, count: r.count })),
    times_of_day: f.timesOfDay.map((t) => ({ time_of_day: t.timeOfDay.toLowerCase(), count: t.count })),
    guide_languages: f.guideLanguages,
    free_cancellation: f.freeCancellation,
    price_ranges: f.priceRanges,
    origins: f.origins.map((c) => ({ id: Number(c.id), count: c.count })),
    attributes: f.attributes.map((c) => ({ id: Number(c.id), count: c.count })),
  };
}

describe('time of day, guide language and free cancellation filters', () => {
  // Thunks: the table is read before beforeAll makes the catalogue (and its random language codes).
  it.each<[string, () => Record<string, unknown>, () => string, string[]]>([
    ['morning', () => ({ timeOfDay: ['MORNING'] }), () => 'time_of_day=morning', ['Ana', 'Cata']],
    [
      'evening (a full slot and a closed one do not count)',
      () => ({ timeOfDay: ['EVENING'] }),
      () => 'time_of_day=evening',
      ['Dani'],
    ],
    [
      'afternoon or evening',
      () => ({ timeOfDay: ['AFTERNOON', 'EVENING'] }),
      () => 'time_of_day=afternoon,evening',
      ['Beto', 'Dani'],
    ],
    [
      'first language',
      () => ({ guideLanguages: [code.L1] }),
      () => `guide_language=${code.L1}`,
      ['Ana', 'Cata', 'Eva'],
    ],
    [
      'both languages, any case',
      () => ({ guideLanguages: [code.L1.toUpperCase(), code.L2] }),
      () => `guide_language=${code.L1.toUpperCase()}&guide_language=${code.L2}`,
      ['Ana', 'Beto', 'Cata', 'Dani', 'Eva'],
    ],
    ['a language nobody guides in', () => ({ guideLanguages: ['zzz'] }), () => 'guide_language=zzz', []],
    [
      'free cancellation',
      () => ({ freeCancellation: true }),
      () => 'free_cancellation=true',
      ['Ana', 'Cata', 'Dani', 'Eva'],
    ],
    [
      'without free cancellation',
      () => ({ freeCancellation: false }),
      () => 'free_cancellation=false',
      ['Beto'],
    ],
  ])('%s on both doors', async (_name, filter, query, expected) => {
    const res = await graphql(filter());
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(expected);
    const answer = await rest(query());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(names(answer.body.data)).toEqual(expected);
  });
});

describe('participants respect book_before, and combine with the other slot filters on the same slot', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['3 people', { participants: 3 }, 'participants=3', ['Ana', 'Beto', 'Cata', 'Dani']],
    // Cata's slot with 6 seats starts within its 72 h book_before: it cannot be booked, so it does not count.
    ['5 people', { participants: 5 }, 'participants=5', ['Ana', 'Dani']],
    ['6 people', { participants: 6 }, 'participants=6', ['Dani']],
    [
      '3 people in the morning',
      { participants: 3, timeOfDay: ['MORNING'] },
      'participants=3&time_of_day=morning',
      ['Ana', 'Cata'],
    ],
    [
      '5 people in the morning',
      { participants: 5, timeOfDay: ['MORNING'] },
      'participants=5&time_of_day=morning',
      ['Ana'],
    ],
    [
      '3 people in the evening',
      { participants: 3, timeOfDay: ['EVENING'] },
      'participants=3&time_of_day=evening',
      ['Dani'],
    ],
    [
      'the day +2 in the evening (Cata is closed, Beto has no evening that day)',
      { startsFrom: caracasDay(2), timeOfDay: ['EVENING'] },
      `starts_from=${caracasDay(2)}&time_of_day=evening`,
      [],
    ],
    [
      '2 people on +3 in the afternoon',
      { participants: 2, startsFrom: caracasDay(3), timeOfDay: ['AFTERNOON'] },
      `participants=2&starts_from=${caracasDay(3)}&time_of_day=afternoon`,
      ['Dani'],
    ],
    [
      '4.5+ in the morning with free cancellation',
      { minRating: 4.5, timeOfDay: ['MORNING'], freeCancellation: true },
      'rating_gte=4.5&time_of_day=morning&free_cancellation=1',
      ['Ana', 'Cata'],
    ],
  ])('%s on both doors', async (_name, filter, query, expected) => {
    const res = await graphql(filter);
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(expected);
    const answer = await rest(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(names(answer.body.data)).toEqual(expected);
  });

  it('a language filter combines with the others', async () => {
    const res = await graphql({ guideLanguages: [code.L2], freeCancellation: true });
    expect(names(res.data!.activities.items)).toEqual(['Dani']);
    const answer = await rest(`guide_language=${code.L2}&free_cancellation=true&time_of_day=morning`);
    expect(answer.status).toBe(200);
    expect(names(answer.body.data)).toEqual([]);
  });
});

describe('facets: each option counts the activities it would leave with the other filters kept', () => {
  const cases: [string, () => Record<string, unknown>, () => string, () => Expected, string[]][] = [
    [
      'no filter',
      () => ({}),
      () => '',
      () => ({
        categories: { C1: 3, C2: 2 },
        destinations: { D1: 3, D2: 2 },
        // Without the origin: every activity.
        origins: { O1: 5, O2: 1 },
        // A1 yes: Ana, Cata, Eva (Beto's is a no); A2 yes: Ana, Beto, Cata (its two rows count once).
        attributes: { A1: 3, A2: 3 },
        languages: { L1: 3, L2: 2 },
        durations: [1, 1, 1, 1, 1],
        ratings: [4, 3],
        times: [2, 2, 1],
        free: 4,
        prices: [1, 1, 1, 1, 1],
      }),
      ['Ana', 'Beto', 'Cata', 'Dani', 'Eva'],
    ],
    [
      'first category, in the morning (each group counted without its own filter)',
      () => ({ categoryIds: [String(place.C1)], timeOfDay: ['MORNING'] }),
      () => `category_id=${place.C1}&time_of_day=morning`,
      () => ({
        // Morning: Ana and Cata, both C1 (C2 has no morning slot, so it is absent).
        categories: { C1: 2 },
        destinations: { D1: 1, D2: 1 },
        // Without the origin: C1 in the morning → Ana, Cata (Fede is C3).
        origins: { O1: 2 },
        attributes: { A1: 2, A2: 2 },
        languages: { L1: 2 },
        durations: [1, 0, 0, 0, 1],
        ratings: [2, 2],
        // C1: Ana (morning), Cata (morning), Eva (no slot).
        times: [2, 0, 0],
        free: 2,
        prices: [1, 0, 0, 1, 0],
      }),
      ['Ana', 'Cata'],
    ],
    [
      '5 people and free cancellation (the slot filter narrows every facet)',
      () => ({ participants: 5, freeCancellation: true }),
      () => 'participants=5&free_cancellation=true',
      () => ({
        categories: { C1: 1, C2: 1 },
        destinations: { D1: 1, D2: 1 },
        // Without the origin: Fede too (6 seats, free cancellation).
        origins: { O1: 2, O2: 1 },
        // Ana A1 and A2; Dani's A2 is a no.
        attributes: { A1: 1, A2: 1 },
        languages: { L1: 1, L2: 1 },
        durations: [1, 0, 1, 0, 0],
        ratings: [1, 1],
        // Room for 5: Ana's 09:00, Dani's 20:00 (its 12:00 has 2 seats).
        times: [1, 0, 1],
        free: 2,
        prices: [1, 0, 0, 0, 1],
      }),
      ['Ana', 'Dani'],
    ],
    [
      'second destination, 4+, second language, a price range',
      () => ({ destinationId: String(place.D2), minRating: 4, guideLanguages: [code.L2], minPrice: 200 }),
      () => `destination_id=${place.D2}&rating_gte=4&guide_language=${code.L2}&base_price_gte=200`,
      () => ({
        // Nothing is left (Dani is rated 3.9); each facet shows what dropping its own filter would give.
        categories: {},
        destinations: {},
        origins: {},
        attributes: {},
        // Without the language: D2, 4+, ≥ 200 → none (Cata costs 120).
        languages: {},
        durations: [0, 0, 0, 0, 0],
        // Without the rating: Dani.
        ratings: [0, 0],
        times: [0, 0, 0],
        free: 0,
        // Without the price: D2, 4+, L2 → none (Cata speaks L1).
        prices: [0, 0, 0, 0, 0],
      }),
      [],
    ],
    [
      'second destination and a price range',
      () => ({ destinationId: String(place.D2), minPrice: 100 }),
      () => `destination_id=${place.D2}&base_price_gte=100`,
      () => ({
        categories: { C1: 1, C2: 1 },
        // Without the destination: price ≥ 100 → Cata (D2), Dani (D2).
        destinations: { D2: 2 },
        origins: { O1: 2 },
        // Cata (A1, A2 twice); Dani none.
        attributes: { A1: 1, A2: 1 },
        languages: { L1: 1, L2: 1 },
        durations: [0, 0, 1, 0, 1],
        ratings: [1, 1],
        times: [1, 1, 1],
        free: 2,
        // Without the price: D2 → Cata 120, Dani 250.
        prices: [0, 0, 0, 1, 1],
      }),
      ['Cata', 'Dani'],
    ],
    [
      'an attribute (every count keeps it: attributes are ANDed)',
      () => ({ attributeIds: [String(place.A1)] }),
      () => `attribute_id=${place.A1}`,
      () => ({
        // A1 from O1: Ana, Cata, Eva.
        categories: { C1: 3 },
        destinations: { D1: 2, D2: 1 },
        // Without the origin: A1 → Ana, Cata, Eva, Fede (no activity of another file has it).
        origins: { O1: 3, O2: 1 },
        // A1 and A2: Ana, Cata.
        attributes: { A1: 3, A2: 2 },
        languages: { L1: 3 },
        durations: [1, 0, 0, 1, 1],
        ratings: [3, 3],
        times: [2, 0, 0],
        free: 3,
        prices: [1, 1, 0, 1, 0],
      }),
      ['Ana', 'Cata', 'Eva'],
    ],
    [
      'the second origin, an attribute, in the morning',
      () => ({ originId: String(place.O2), attributeIds: [String(place.A1)], timeOfDay: ['MORNING'] }),
      () => `origin_id=${place.O2}&attribute_id=${place.A1}&time_of_day=morning`,
      () => ({
        categories: { C3: 1 },
        destinations: { D3: 1 },
        // Without the origin: A1 in the morning → Ana, Cata (O1), Fede (O2); Eva has no slot.
        origins: { O1: 2, O2: 1 },
        // Fede has no A2.
        attributes: { A1: 1 },
        languages: { L1: 1 },
        durations: [1, 0, 0, 0, 0],
        ratings: [1, 0],
        times: [1, 0, 0],
        free: 1,
        prices: [0, 1, 0, 0, 0],
      }),
      ['Fede'],
    ],
    [
      'two attributes from the second origin leave nothing',
      () => ({ originId: String(place.O2), attributeIds: [String(place.A1), String(place.A2)] }),
      () => `origin_id=${place.O2}&attribute_id=${place.A1},${place.A2}`,
      () => ({
        categories: {},
        destinations: {},
        // Without the origin: A1 and A2 → Ana, Cata.
        origins: { O1: 2 },
        attributes: {},
        languages: {},
        durations: [0, 0, 0, 0, 0],
        ratings: [0, 0],
        times: [0, 0, 0],
        free: 0,
        prices: [0, 0, 0, 0, 0],
      }),
      [],
    ],
  ];

  it.each(cases)('%s on both doors', async (_name, filter, query, expected, results) => {
    const facets = graphqlFacets(expected());
    const res = await graphql(filter(), true);
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(results);
    // Asked with its facets, the total is theirs (facetsTotal): still the number of results.
    expect(res.data!.activities.total).toBe(results.length);
    const got = res.data!.activities.facets;
    // Without its own filter the origin counts other files' activities too, unless an attribute of ours is chosen.
    const ours = [String(place.O1), String(place.O2)];
    const isolated = 'attributeIds' in filter();
    const byId = (list: { id: string; count: number }[]) =>
      [...list].sort((x, y) => y.count - x.count || Number(x.id) - Number(y.id));
    // Ties in a listed group (same count) come in id/code order: compare those as sets.
    const sorted = (f: Facets) => ({
      ...f,
      categories: byId(f.categories),
      destinations: byId(f.destinations),
      guideLanguages: [...f.guideLanguages].sort((x, y) => y.count - x.count || x.code.localeCompare(y.code)),
      origins: byId(f.origins.filter((o) => isolated || ours.includes(String(o.id)))),
      attributes: byId(f.attributes),
    });
    expect(sorted(got)).toEqual(sorted(facets));
    const answer = await rest(`with=facets&${query()}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(names(answer.body.data)).toEqual(results);
    expect(answer.body.total).toBe(results.length);
    expect(answer.body.facets).toBeDefined();
    expect(restFacets(sorted(fromRest(answer.body.facets)))).toEqual(restFacets(sorted(facets)));
  });

  it('every option counts exactly the results of choosing it (the facet promise)', async () => {
    const base = { timeOfDay: ['MORNING', 'AFTERNOON'] };
    const { facets } = (await graphql(base, true)).data!.activities;
    for (const option of facets.durations) {
      const res = await graphql({ ...base, durations: [option.bucket] });
      expect(res.data!.activities.total, option.bucket).toBe(option.count);
    }
    for (const option of facets.categories) {
      const res = await graphql({ ...base, categoryIds: [option.id] });
      expect(res.data!.activities.total, `categoría ${option.id}`).toBe(option.count);
    }
    for (const option of facets.timesOfDay) {
      const res = await graphql({ timeOfDay: [option.timeOfDay] });
      expect(res.data!.activities.total, option.timeOfDay).toBe(option.count);
    }
    const free = await graphql({ ...base, freeCancellation: true });
    expect(free.data!.activities.total).toBe(facets.freeCancellation);
    const origins = facets.origins.filter((o) => [place.O1, place.O2].includes(Number(o.id)));
    expect(origins.map((o) => o.count)).toEqual([4, 1]);
    for (const option of origins) {
      const res = await graphql({ ...base, originId: option.id });
      expect(res.data!.activities.total, `origen ${option.id}`).toBe(option.count);
    }
    expect(facets.attributes.length).toBe(2);
    for (const option of facets.attributes) {
      const res = await graphql({ ...base, attributeIds: [option.id] });
      expect(res.data!.activities.total, `atributo ${option.id}`).toBe(option.count);
    }
  });

  it('REST answers no facets unless asked, and the old envelope is unchanged', async () => {
    const plain = await rest('');
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['currentPage', 'data', 'lastPage', 'total']);
    const asked = await rest('with=facets');
    expect(Object.keys(asked.body).sort()).toEqual(['currentPage', 'data', 'facets', 'lastPage', 'total']);
  });

  it('a search page with facets runs a constant number of SQL statements, whatever the filters or page size', async () => {
    const counts: number[] = [];
    const page = async (filter: Record<string, unknown>, perPage: number) => {
      const res = await server.http('POST', '/graphql', {
        body: {
          query: `query($filter: ActivityFilter, $perPage: Int!) { activities(filter: $filter, perPage: $perPage) {
            total items { id title images { id } tags { id } category { id } destination { id } } ${FACETS} } }`,
          variables: { filter: { originId: String(place.origin), ...filter }, perPage },
        },
      });
      expect(res.body.errors).toBeUndefined();
      return Number(res.headers.get('x-sql-count'));
    };
    // Each statement part once (its slot window, price filter and candidates: countFacets keeps the groups per that
    // part), so none of these reuses a count made by another test of this file; a repeat runs one fewer.
    for (const [filter, perPage] of [
      [{ maxPrice: 9999 }, 2],
      [{ minPrice: 1 }, 24],
      [
        {
          participants: 3,
          timeOfDay: ['MORNING'],
          freeCancellation: true,
          guideLanguages: [code.L1],
          maxPrice: 9997,
        },
        24,
      ],
      [
        {
          categoryIds: [String(place.C1), String(place.C2)],
          minRating: 4,
          durations: ['UP_TO_2H', 'MULTI_DAY'],
          maxPrice: 9996,
        },
        5,
      ],
    ] as const) {
      counts.push(await page(filter, perPage));
    }
    console.log(`SQL search page with facets: ${counts.join(', ')}`);
    // The page (with its total), the facets, images and tags.
    expect(counts).toEqual([4, 4, 4, 4]);
    // The same filters again: the kept facet counts (and a slot filter's kept total) are not counted again.
    expect(await page({ maxPrice: 9999 }, 5)).toBe(3);
    expect(await page({ participants: 2, timeOfDay: ['EVENING'], maxPrice: 9998 }, 5)).toBe(4);
    expect(await page({ participants: 2, timeOfDay: ['EVENING'], maxPrice: 9998 }, 5)).toBe(3);
    // Filters the groups answer in memory (category, rating, duration, time of day, language, free cancellation)
    // share the count of the same slot window and price filter.
    expect(
      await page({ participants: 2, maxPrice: 9998, categoryIds: [String(place.C1)], minRating: 4.5 }, 5),
    ).toBe(3);
    const restCounts = [];
    for (const q of [
      'with=facets,images,tags&perPage=2&base_price_gte=2',
      'with=facets,images,tags&participants=4&time_of_day=morning',
    ]) {
      const res = await server.http('GET', `/api/v1/activity?origin_id=${place.origin}&${q}`);
      expect(res.status).toBe(200);
      restCounts.push(Number(res.headers.get('x-sql-count')));
    }
    expect(restCounts).toEqual([4, 4]);
    // Without with=facets the REST query turns the facets off with @include: nothing is counted for them.
    const plain = await server.http(
      'GET',
      `/api/v1/activity?origin_id=${place.origin}&with=images,tags&perPage=2&base_price_gte=3`,
    );
    expect(plain.status).toBe(200);
    expect(Number(plain.headers.get('x-sql-count'))).toBe(3);
  });
});

/** REST's facets back in the GraphQL shape (the comparison then goes through restFacets on both sides). */
function fromRest(f: Record<string, unknown>): Facets {
  const list = (key: string) => f[key] as Record<string, unknown>[];
  return {
    categories: list('categories').map((c) => ({ id: String(c.id), count: c.count as number })),
    destinations: list('destinations').map((c) => ({ id: String(c.id), count: c.count as number })),
    durations: list('durations').map((d) => ({
      bucket: String(d.bucket).toUpperCase(),
      count: d.count as number,
    })),
    ratings: list('ratings').map((r) => ({ minRating: r.min_rating as number, count: r.count as number })),
    timesOfDay: list('times_of_day').map((t) => ({
      timeOfDay: String(t.time_of_day).toUpperCase(),
      count: t.count as number,
    })),
    guideLanguages: list('guide_languages') as Facets['guideLanguages'],
    freeCancellation: f.free_cancellation as number,
    priceRanges: list('price_ranges') as Facets['priceRanges'],
    origins: list('origins').map((c) => ({ id: String(c.id), count: c.count as number })),
    attributes: list('attributes').map((c) => ({ id: String(c.id), count: c.count as number })),
  };
}

describe('similarActivities', () => {
  const similar = (activityId: number | string, extra = '') =>
    server.graphql<{ similarActivities: { id: string }[] }>(
      `query($id: ID!) { similarActivities(activityId: $id${extra}) { id title } }`,
      { id: String(activityId) },
    );

  it('same destination or category, bookable, best rated first, without itself', async () => {
    // Ana (D1, C1): D1 → Beto, Eva; C1 → Cata, Eva. Eva has no slot (not bookable). Cata 4.5, Beto 4.0.
    const ana = await similar(ids.Ana!);
    expect(ana.errors).toBeUndefined();
    expect(names(ana.data!.similarActivities).filter(Boolean)).toEqual(['Cata', 'Beto']);
    // Dani (D2, C2): D2 → Cata; C2 → Beto.
    const dani = await similar(ids.Dani!, ', limit: 1');
    expect(names(dani.data!.similarActivities)).toEqual(['Cata']);
  });

  it('refuses an unknown activity, a malformed id and an absurd limit in Spanish', async () => {
    const missing = await similar(999_999_999);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('La actividad no existe.');
    const malformed = await similar('abc');
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.message).toBe('La actividad no es válida.');
    for (const limit of [0, 25, -3]) {
      const res = await similar(ids.Ana!, `, limit: ${limit}`);
      expect(res.errors?.[0]?.extensions?.code, String(limit)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('El límite debe ser un entero entre 1 y 24.');
    }
  });
});

describe('bad input is a Spanish 4xx on both doors', () => {
  it.each([
    ['time_of_day=night', 'El momento del día debe ser uno o varios de: morning, afternoon, evening.'],
    ['time_of_day=morning,', 'El momento del día debe ser uno o varios de: morning, afternoon, evening.'],
    ['guide_language=espa%C3%B1ol', 'El idioma debe ser un código de 2 o 3 letras (p. ej. es, en).'],
    ['guide_language=e1', 'El idioma debe ser un código de 2 o 3 letras (p. ej. es, en).'],
    ['free_cancellation=maybe', 'El parámetro free_cancellation debe ser true o false.'],
    ['with=facetas', undefined],
    ['participants=1000000', 'La cantidad de personas debe ser un entero entre 1 y 100.'],
  ])('REST %s → 422', async (query, message) => {
    const res = await rest(query);
    expect(res.status).toBe(422);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(/^Relación desconocida: facetas\./);
  });

  it('GraphQL refuses an unknown time of day and a malformed language code', async () => {
    const night = await graphql({ timeOfDay: ['NIGHT'] });
    expect(night.errors?.[0]).toBeDefined();
    expect(night.data ?? null).toBeNull();
    const language = await graphql({ guideLanguages: ['español'] });
    expect(language.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(language.errors?.[0]?.message).toBe(
      'El idioma debe ser un código de 2 o 3 letras (p. ej. es, en).',
    );
    const many = await graphql({ guideLanguages: Array.from({ length: 21 }, () => 'es') });
    expect(many.errors?.[0]?.message).toBe('Demasiados idiomas.');
  });
});
