import 'reflect-metadata';
import pg from 'pg';
import { activityPageSql } from '../../server/src/modules/catalog/activity-read.js';
import {
  searchConditions,
  searchOrder,
  searchTiers,
  spellingCorrectionSql,
} from '../../server/src/modules/catalog/activity-search.js';
import { SEARCH_SESSION_OPTIONS } from '../../server/src/modules/catalog/search-session.js';
import { facetsSql } from '../../server/src/modules/catalog/activity-facets.js';
import { ActivityOrderBy, TimeOfDay } from '../../server/src/modules/catalog/activity.inputs.js';
import { discoveryVariables } from './discovery.js';
import { toPg } from './baseline.js';
import { benchDatabaseUrl, SCALES } from './seed.js';

/**
 * npm run bench:explain [-- name…]: `EXPLAIN (ANALYZE, BUFFERS)` of the statements the scale part found costly, on
 * both bench databases (build them first with `npm run bench -- --parts=scale`). Buffers are the figure to compare:
 * timings move with the machine's load, pages read do not.
 */

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
/** `countTotal: false` is the statement the server runs while the total is cached (activity-read.ts). */
const search = (
  criteria: Parameters<typeof searchConditions>[0],
  page: number,
  perPage: number,
  countTotal = true,
) => {
  return toPg(
    activityPageSql({
      where: searchConditions(criteria),
      order: searchOrder(criteria, null),
      // As the server: tiers only while a large total is cached.
      tiers: countTotal ? undefined : searchTiers(criteria, null),
      limit: perPage,
      offset: (page - 1) * perPage,
      countTotal,
    }),
  );
};

const plain = (text: string) => ({ text, values: [] as unknown[] });

/** The discovery part's weekend (its first click: the next Saturday and Sunday). */
const weekend = discoveryVariables(0).filter as { startsFrom: string; startsTo: string };
const weekendFor = (seats: number) => ({ from: weekend.startsFrom, to: weekend.startsTo, seats });
const rated = (criteria: Parameters<typeof searchConditions>[0]) =>
  toPg(
    activityPageSql({
      where: searchConditions(criteria),
      order: searchOrder(criteria, ActivityOrderBy.RATING_DESC),
      limit: 8,
      offset: 0,
    }),
  );

export const STATEMENTS: Record<string, { text: string; values: unknown[] }> = {
  'search-first-page': search({}, 1, 24),
  'search-page-500': search({}, 500, 8),
  'search-page-500-cached-total': search({}, 500, 8, false),
  'search-text': search({ text: 'paseo' }, 1, 24),
  'search-text-cached-total': search({ text: 'paseo' }, 1, 24, false),
  // The typo path: the full text finds nothing, the vocabulary corrects the word, the full text runs again.
  'search-typo': search({ text: 'telerefico' }, 1, 24),
  'search-typo-correction': toPg(spellingCorrectionSql('telerefico')),
  'search-typo-corrected': search({ text: 'teleferico' }, 1, 24),
  'search-typo-corrected-cached-total': search({ text: 'teleferico' }, 1, 24, false),
  'search-date': search({ startsAt: inTenDays }, 1, 24),
  'search-attribute': search({ attributeIds: [1] }, 1, 24),
  'search-category': search({ categoryIds: [2] }, 1, 24),
  // The filtered search page with facets (discovery part): the page statement and the facets statement.
  'search-weekend-4-people': rated({ slotWithRoom: weekendFor(4) }),
  'facets-weekend-4-people': toPg(facetsSql({ slotWithRoom: weekendFor(4) })),
  'facets-weekend-4-people-morning-free': toPg(
    facetsSql({ slotWithRoom: weekendFor(4), timeOfDay: [TimeOfDay.MORNING], freeCancellation: true }),
  ),
  'search-4-people': search({ slotWithRoom: { from: weekend.startsFrom, seats: 4 } }, 1, 8),
  'facets-4-people': toPg(facetsSql({ slotWithRoom: { from: weekend.startsFrom, seats: 4 } })),
  'facets-no-filter': toPg(facetsSql({})),
  // Participants alone, no days (the bench's 5 of 20 clicks): the per-activity seat summary.
  'search-4-people-any-day': search({ slotWithRoom: { seats: 4 } }, 1, 8),
  'facets-4-people-any-day': toPg(facetsSql({ slotWithRoom: { seats: 4 } })),
  // Origin and attributes counted as facets (origins by id, attributes ANDed): one origin, one attribute chosen.
  'facets-origin': toPg(facetsSql({ originId: 2 })),
  'facets-attribute': toPg(facetsSql({ attributeIds: [1] })),
  // The discovery part's "mixed" click: its facets are facets-4-people-any-day's groups (the statement reads neither
  // the category nor the time of day); the page as the server runs it with the total known from the facets.
  'search-4-people-category-afternoon': search(
    { slotWithRoom: { seats: 4 }, categoryIds: [2], timeOfDay: [TimeOfDay.AFTERNOON] },
    1,
    8,
  ),
  'payments-pending-count': plain(`select count(*) from payments p0 where p0.status = 'pending'`),
  'payments-pending-page': plain(
    `select p0.* from payments p0 where p0.status = 'pending' order by p0.id asc limit 20`,
  ),
  'reservations-page': plain(`select b0.* from bookings b0 join activities a1 on b0.activity_id = a1.id
    where a1.supplier_id = 1 and b0.status in (2, 3, 4) order by b0.id desc limit 15`),
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const repeat = Number(process.argv.find((a) => a.startsWith('--times='))?.slice(8) ?? 0);
for (const [name, statement] of Object.entries(STATEMENTS)) {
  if (names.length && !names.includes(name)) continue;
  for (const scale of [SCALES['10k'], SCALES['100k']]) {
    const client = new pg.Client({
      connectionString: benchDatabaseUrl(scale),
      options: SEARCH_SESSION_OPTIONS,
    });
    try {
      await client.connect();
    } catch {
      console.log(`\n== ${name} · ${scale.name}: sin base de datos (${benchDatabaseUrl(scale)})`);
      continue;
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.values,
    );
    // `--times=n`: then the statement itself n times on the same connection (warm), one request's latency alone.
    const times: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const started = performance.now();
      await client.query(statement.text, statement.values);
      times.push(performance.now() - started);
    }
    await client.end();
    console.log(`\n== ${name} · ${scale.name}`);
    for (const row of rows) console.log(row['QUERY PLAN']);
    if (times.length)
      console.log(`Sin EXPLAIN, ${repeat} veces: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
  }
}
