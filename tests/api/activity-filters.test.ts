import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { Location } from '../../server/src/modules/catalog/location.entity.js';
import { caracasDay } from './booking.fixtures.js';
import { createActivity, createSupplier, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The search's filters over a fixed catalogue of four activities in a destination of their own (days counted from
 * today in Caracas), each answer computed by hand:
 *
 *   activity  slots (day: free seats)
 *   Ana       +2: 5
 *   Beto      +3: 0 (full)
 *   Cata      +3: 2, +10: 1
 *   Dani      none
 *
 * Date range (startsFrom…startsTo, inclusive): an activity with a slot that has a free seat on one of those days.
 * Participants: a slot with room for that many, on those days (from today without days).
 * Durations and ratings: Ana 90 min, 4.6 · Beto 3 h, 4.0 · Cata 2 days, 4.5 · Dani 5 h, 3.9.
 */

let server: TestServer;
let destinationId: number;
const ids: Record<string, number> = {};
const em = () => server.db.orm.em.fork() as EntityManager;

const CATALOGUE: [string, [number, number][]][] = [
  ['Ana', [[2, 5]]],
  ['Beto', [[3, 0]]],
  [
    'Cata',
    [
      [3, 2],
      [10, 1],
    ],
  ],
  ['Dani', []],
];

beforeAll(async () => {
  server = await startTestServer();
  const place = em();
  const destination = place.create(Location, { name: unique('Destino de filtros') });
  await place.flush();
  destinationId = destination.id;
  const { supplier } = await createSupplier(server);
  for (const [name, slots] of CATALOGUE) {
    const activity = await createActivity(server, {
      supplierId: supplier.id,
      title: unique(name),
      destinationId,
    });
    ids[name] = activity.id;
    const write = em();
    for (const [offset, seats] of slots) {
      const date = write.create(ActivityDate, { activity: activity.id, startsAt: caracasDay(offset) });
      write.create(ActivityTime, {
        activityDate: date,
        startsAt: '09:00:00',
        endsAt: '12:00:00',
        expectedParticipants: 10,
        currentAvailable: seats,
      });
    }
    await write.flush();
  }
  for (const [name, minutes, rating] of [
    ['Ana', 90, 4.6],
    ['Beto', 180, 4.0],
    ['Cata', 2 * 1440, 4.5],
    ['Dani', 300, 3.9],
  ] as const)
    await em().execute(
      `update activities set duration_quantity = ?, duration_unit = 'minutes', rating = ? where id = ?`,
      [minutes, rating, ids[name]],
    );
});
afterAll(() => server.stop());

const names = (list: { id: string | number }[]) =>
  list.map((a) => Object.keys(ids).find((name) => ids[name] === Number(a.id)));

async function graphql(filter: Record<string, unknown>) {
  return server.graphql<{ activities: { items: { id: string }[] } }>(
    `query($filter: ActivityFilter) { activities(filter: $filter, perPage: 24) { items { id } } }`,
    { filter: { destinationId: String(destinationId), ...filter } },
  );
}

async function rest(query: string) {
  return server.http('GET', `/api/v1/activity?destination_id=${destinationId}&${query}`);
}

describe('date range filter', () => {
  it.each<[string, { startsFrom?: string; startsTo?: string }, string[]]>([
    ['from +2 to +3', { startsFrom: caracasDay(2), startsTo: caracasDay(3) }, ['Ana', 'Cata']],
    ['only +3 (from alone is one day)', { startsFrom: caracasDay(3) }, ['Cata']],
    ['until +2 (to alone starts today)', { startsTo: caracasDay(2) }, ['Ana']],
    ['from +4 to +9', { startsFrom: caracasDay(4), startsTo: caracasDay(9) }, []],
    ['from +10', { startsFrom: caracasDay(10) }, ['Cata']],
  ])('%s on both doors', async (_name, filter, expected) => {
    const res = await graphql(filter);
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(expected);
    const query = new URLSearchParams({
      ...(filter.startsFrom ? { starts_from: filter.startsFrom } : {}),
      ...(filter.startsTo ? { starts_to: filter.startsTo } : {}),
    });
    const answer = await rest(query.toString());
    expect(answer.status).toBe(200);
    expect(names(answer.body.data)).toEqual(expected);
  });

  it('refuses a reversed or malformed range with a Spanish 422', async () => {
    const reversed = await graphql({ startsFrom: caracasDay(3), startsTo: caracasDay(2) });
    expect(reversed.errors?.[0]?.message).toBe('La fecha final no puede ser anterior a la inicial.');
    const restReversed = await rest(`starts_from=${caracasDay(3)}&starts_to=${caracasDay(2)}`);
    expect(restReversed.status).toBe(422);
    expect(restReversed.body.message).toBe('La fecha final no puede ser anterior a la inicial.');
    const malformed = await rest('starts_from=2026-02-30');
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('La fecha debe tener el formato AAAA-MM-DD.');
  });
});

describe('participants filter', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['2 people, any day', { participants: 2 }, 'participants=2', ['Ana', 'Cata']],
    ['3 people, any day', { participants: 3 }, 'participants=3', ['Ana']],
    [
      '2 people from +3 to +10',
      { participants: 2, startsFrom: caracasDay(3), startsTo: caracasDay(10) },
      `participants=2&starts_from=${caracasDay(3)}&starts_to=${caracasDay(10)}`,
      ['Cata'],
    ],
    [
      '3 people on +3',
      { participants: 3, startsFrom: caracasDay(3) },
      `participants=3&starts_from=${caracasDay(3)}`,
      [],
    ],
    [
      '2 people on +10',
      { participants: 2, startsFrom: caracasDay(10) },
      `participants=2&starts_from=${caracasDay(10)}`,
      [],
    ],
  ])('%s on both doors', async (_name, filter, query, expected) => {
    const res = await graphql(filter);
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(expected);
    const answer = await rest(query);
    expect(answer.status).toBe(200);
    expect(names(answer.body.data)).toEqual(expected);
  });

  it('refuses a count that is not 1 to 100 people with a Spanish 422', async () => {
    const message = 'La cantidad de personas debe ser un entero entre 1 y 100.';
    expect((await graphql({ participants: 0 })).errors?.[0]?.message).toBe(message);
    for (const bad of ['abc', '0', '101', '2.5']) {
      const res = await rest(`participants=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.message, bad).toBe(message);
    }
  });
});

describe('duration and rating filters', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['up to 2 h', { durations: ['UP_TO_2H'] }, 'duration=up_to_2h', ['Ana']],
    [
      '2–4 h or several days',
      { durations: ['FROM_2_TO_4H', 'MULTI_DAY'] },
      'duration=from_2_to_4h,multi_day',
      ['Beto', 'Cata'],
    ],
    ['half day', { durations: ['HALF_DAY'] }, 'duration=half_day', ['Dani']],
    ['full day', { durations: ['FULL_DAY'] }, 'duration=full_day', []],
    ['4.5+', { minRating: 4.5 }, 'rating_gte=4.5', ['Ana', 'Cata']],
    ['4+', { minRating: 4 }, 'rating_gte=4', ['Ana', 'Beto', 'Cata']],
    [
      '4.5+ and several days',
      { minRating: 4.5, durations: ['MULTI_DAY'] },
      'rating_gte=4.5&duration=multi_day',
      ['Cata'],
    ],
  ])('%s on both doors', async (_name, filter, query, expected) => {
    const res = await graphql(filter);
    expect(res.errors).toBeUndefined();
    expect(names(res.data!.activities.items)).toEqual(expected);
    const answer = await rest(query);
    expect(answer.status).toBe(200);
    expect(names(answer.body.data)).toEqual(expected);
  });

  it('refuses an unknown duration or a rating outside 0–5 with a Spanish 422', async () => {
    const unknown = await rest('duration=weekend');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^La duración debe ser una o varias de/);
    const high = await rest('rating_gte=6');
    expect(high.status).toBe(422);
    expect(high.body.message).toBe('La valoración mínima debe estar entre 0 y 5.');
  });
});
