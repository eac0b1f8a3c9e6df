import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlot, ensureRate, fork, type SlotFixture } from './booking.fixtures.js';
import { facetsSql, toFacets, type FacetGroupRow } from '../../server/src/modules/catalog/activity-facets.js';
import { ACTIVITY_FACET_ROWS_REBUILD } from '../../server/src/modules/catalog/activity-facet-row.entity.js';
import type { SearchCriteria } from '../../server/src/modules/catalog/activity-search.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 30: the facet counts read `activity_facet_rows` (activity-facet-row.entity.ts), a copy of each activity's
 * search columns, seat summary and attribute ids kept by triggers. After a price edit, a change of publication, a soft
 * delete, a change of seats or of attribute rows and a full rebuild, the row equals what `activities`,
 * `activity_availability` and `activity_details` say, and the facet statement's counts follow.
 */

let db: OwnDatabase;
let server: TestServer;
let slot: SlotFixture;
/** A word only this file's activity has in its title: the text filter narrows the counts to it. */
const word = `zqx${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

beforeAll(async () => {
  // Its own database: the full rebuilds truncate whole tables, which deadlocked with other files' writes (CI).
  db = await createOwnDatabase('facet_rows');
  server = await startTestServer({ databaseUrl: db.url });
  await ensureRate(server);
  slot = await createSlot(server, { seats: 10 });
  await sql(`update activities set title = ? where id = ?`, [`Excursión ${word}`, slot.activityId]);
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

async function sql(text: string, params: unknown[] = []) {
  return fork(server).execute<Record<string, unknown>[]>(text, params);
}

const COLUMNS = `supplier_id, category_id, destination_id, origin_id, language_id, duration_minutes, book_before,
  cancel_before, status, featured, rating::text, base_price::text, deleted_at, morning, morning_until::text, afternoon,
  afternoon_until::text, evening, evening_until::text`;

/** The activity's "sí" attribute templates, each once, ascending (what `attribute_ids` must hold). */
const ATTRIBUTE_IDS = `coalesce((select array_agg(distinct dt.attribute_template_id order by dt.attribute_template_id)
  from activity_details dt where dt.activity_id = a.id and dt.type = 'attribute' and dt.value
  and dt.attribute_template_id is not null), '{}') as attribute_ids`;

async function expectMirror() {
  const [row] = await sql(`select ${COLUMNS}, attribute_ids from activity_facet_rows a where id = ?`, [
    slot.activityId,
  ]);
  const [truth] = await sql(
    `select ${COLUMNS}, ${ATTRIBUTE_IDS}
       from activities a left join activity_availability av on av.activity_id = a.id where a.id = ?`,
    [slot.activityId],
  );
  expect(row).toEqual(truth);
}

/** The facets of a search for this file's activity (the statement itself: the server keeps counts up to 2 min). */
async function facets(criteria: Omit<SearchCriteria, 'text'> = {}) {
  const query = facetsSql({ ...criteria, text: word });
  const facets = toFacets(await fork(server).execute<FacetGroupRow[]>(query.text, query.params), {
    ...criteria,
    text: word,
  });
  return {
    total: facets.categories.reduce((sum, c) => sum + c.count, 0),
    priceRanges: facets.priceRanges.map((r) => r.count),
    morning: facets.timesOfDay.find((t) => t.timeOfDay === 'MORNING')!.count,
    attributes: Object.fromEntries(facets.attributes.map((a) => [a.id, a.count])),
  };
}

describe('activity_facet_rows', () => {
  it('is written with the activity and its seats', async () => {
    await expectMirror();
    expect(await facets()).toEqual({ total: 1, priceRanges: [1, 0, 0, 0, 0], morning: 1, attributes: {} });
    expect((await facets({ slotWithRoom: { seats: 10 } })).total).toBe(1);
    expect((await facets({ slotWithRoom: { seats: 11 } })).total).toBe(0);
  });

  it('follows a price edit', async () => {
    await sql(`update activities set base_price = 120 where id = ?`, [slot.activityId]);
    await expectMirror();
    expect((await facets()).priceRanges).toEqual([0, 0, 0, 1, 0]);
  });

  it('follows the seats of a slot, whoever writes them', async () => {
    await sql(`update activity_times set current_available = 3 where id = ?`, [slot.timeId]);
    await expectMirror();
    expect((await facets({ slotWithRoom: { seats: 4 } })).total).toBe(0);
    expect((await facets({ slotWithRoom: { seats: 3 } })).total).toBe(1);
    await sql(`update activity_times set current_available = 0 where id = ?`, [slot.timeId]);
    await expectMirror();
    expect(await facets()).toEqual({ total: 1, priceRanges: [0, 0, 0, 1, 0], morning: 0, attributes: {} });
    await sql(`update activity_times set current_available = 10 where id = ?`, [slot.timeId]);
    await expectMirror();
    expect((await facets()).morning).toBe(1);
  });

  it('follows publication and a soft delete', async () => {
    await sql(`update activities set status = 0 where id = ?`, [slot.activityId]);
    await expectMirror();
    expect((await facets()).total).toBe(0);
    await sql(`update activities set status = 1 where id = ?`, [slot.activityId]);
    expect((await facets()).total).toBe(1);
    await sql(`update activities set deleted_at = now() where id = ?`, [slot.activityId]);
    await expectMirror();
    expect((await facets()).total).toBe(0);
    await sql(`update activities set deleted_at = null where id = ?`, [slot.activityId]);
    expect((await facets()).total).toBe(1);
  });

  it('follows its attribute rows: each "sí" once, whoever writes them', async () => {
    const [first, second] = (
      await sql(`select id from activity_attribute_templates order by id limit 2`)
    ).map((r) => Number(r.id));
    const add = (templateId: number, value: boolean) =>
      sql(
        `insert into activity_details (activity_id, type, title, value, attribute_template_id)
         values (?, 'attribute', 'Atributo', ?, ?) returning id`,
        [slot.activityId, value, templateId],
      );
    await add(first!, true);
    await add(first!, true);
    const [no] = await add(second!, false);
    await expectMirror();
    expect((await facets()).attributes).toEqual({ [first!]: 1 });
    expect((await facets({ attributeIds: [first!] })).total).toBe(1);
    expect((await facets({ attributeIds: [first!, second!] })).total).toBe(0);
    await sql(`update activity_details set value = true where id = ?`, [no!.id]);
    await expectMirror();
    expect((await facets({ attributeIds: [first!, second!] })).attributes).toEqual({
      [first!]: 1,
      [second!]: 1,
    });
    await sql(`delete from activity_details where activity_id = ? and attribute_template_id = ?`, [
      slot.activityId,
      first,
    ]);
    await expectMirror();
    expect((await facets()).attributes).toEqual({ [second!]: 1 });
    await sql(`update activity_details set type = 'highlight' where id = ?`, [no!.id]);
    await expectMirror();
    expect((await facets()).attributes).toEqual({});
  });

  it('stays exact through a full rebuild of the seat summaries (a truncate fires no row trigger) and of the rows', async () => {
    await sql(`select activity_availability_rebuild()`);
    await expectMirror();
    await sql(ACTIVITY_FACET_ROWS_REBUILD);
    await expectMirror();
    expect((await facets({ slotWithRoom: { seats: 10 } })).total).toBe(1);
  });
});
