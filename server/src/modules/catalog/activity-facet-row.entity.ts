import { ArrayType, type Opt, type TriggerDef } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { FACET_BITS_SQL } from './facet-bits.sql.js';

/**
 * The facet counts' candidate table (activity-facets.ts): per activity, only the columns the public search filters
 * and counts on, under the activity's own column names, with its seat summary (`activity_availability`) and its
 * attribute ids (`activity_details`) beside them.
 * A facet count reads every candidate activity: at 100,000 activities this table is ~1,400 pages where `activities`
 * is ~8,000 plus the summary's ~640 joined to it (tests/bench/README.md, discovery). Written only by the triggers
 * below, whoever writes (the ORM, a job, psql), and by a statement trigger `activity_facet_rows_truncate` on
 * `activity_availability` (migration 20261128004428; MikroORM does not read truncate triggers back, so it is not
 * declared here): `truncate` (activity_availability_rebuild) fires no row trigger, and the seats go with it. The bench
 * seed, which writes with triggers off, fills the table with ACTIVITY_FACET_ROWS_REBUILD.
 */

const ACTIVITY_COLUMNS = [
  'supplier_id',
  'category_id',
  'destination_id',
  'origin_id',
  'language_id',
  'duration_minutes',
  'book_before',
  'cancel_before',
  'status',
  'featured',
  'rating',
  'base_price',
  'deleted_at',
] as const;

const SEAT_COLUMNS = [
  'morning',
  'morning_until',
  'afternoon',
  'afternoon_until',
  'evening',
  'evening_until',
] as const;

const list = (columns: readonly string[], prefix = '') => columns.map((c) => prefix + c).join(', ');

/**
 * The activity's attribute templates answered "sí" (the search's attribute filter, activity-search.ts), each once,
 * ascending: what the facet counts unnest instead of joining `activity_details` (seven times this table's pages).
 */
const attributeIdsOf = (activityId: string) => `coalesce((select array_agg(distinct dt.attribute_template_id
    order by dt.attribute_template_id) from activity_details dt where dt.activity_id = ${activityId}
    and dt.type = 'attribute' and dt.value and dt.attribute_template_id is not null), '{}')`;

/** On `activities`: the row follows its activity (a change to any other column writes nothing). */
export const FACET_ROW_FROM_ACTIVITY: TriggerDef = {
  name: 'activity_facet_row',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `if tg_op = 'DELETE' then
    delete from activity_facet_rows where id = old.id;
    return null;
  end if;
  if tg_op = 'UPDATE' and (${list(ACTIVITY_COLUMNS, 'old.')}) is not distinct from (${list(ACTIVITY_COLUMNS, 'new.')}) then
    return null;
  end if;
  insert into activity_facet_rows (id, ${list(ACTIVITY_COLUMNS)}, ${list(SEAT_COLUMNS)}, attribute_ids)
  select new.id, ${list(ACTIVITY_COLUMNS, 'new.')}, ${list(SEAT_COLUMNS, 'av.')}, ${attributeIdsOf('new.id')}
  from (select 1) one left join activity_availability av on av.activity_id = new.id
  on conflict (id) do update set ${ACTIVITY_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')};
  return null;`,
};

/** On `activity_availability`: its seat columns (deleted and re-inserted by every refresh, availability-summary.ts). */
export const FACET_ROW_FROM_AVAILABILITY: TriggerDef = {
  name: 'activity_facet_row',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `if tg_op = 'DELETE' then
    update activity_facet_rows set ${SEAT_COLUMNS.map((c) => `${c} = null`).join(', ')} where id = old.activity_id;
  else
    update activity_facet_rows set ${SEAT_COLUMNS.map((c) => `${c} = new.${c}`).join(', ')}
    where id = new.activity_id;
  end if;
  return null;`,
};

/** On `activity_details`: the attribute ids of the activity whose attribute rows changed (old and new activity). */
export const FACET_ROW_FROM_DETAILS: TriggerDef = {
  name: 'activity_facet_row',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `if tg_op <> 'INSERT' and old.type = 'attribute' then
    update activity_facet_rows set attribute_ids = ${attributeIdsOf('old.activity_id')} where id = old.activity_id;
  end if;
  if tg_op <> 'DELETE' and new.type = 'attribute'
    and (tg_op = 'INSERT' or old.activity_id <> new.activity_id or old.type <> 'attribute') then
    update activity_facet_rows set attribute_ids = ${attributeIdsOf('new.activity_id')} where id = new.activity_id;
  end if;
  return null;`,
};

/** Every row at once from the activities and their seat summaries (the migration's backfill, the bench seed). */
export const ACTIVITY_FACET_ROWS_REBUILD = `truncate activity_facet_rows;
insert into activity_facet_rows (id, ${list(ACTIVITY_COLUMNS)}, ${list(SEAT_COLUMNS)}, attribute_ids)
select a.id, ${list(ACTIVITY_COLUMNS, 'a.')}, ${list(SEAT_COLUMNS, 'av.')}, coalesce(dt.ids, '{}')
from activities a left join activity_availability av on av.activity_id = a.id
left join (select activity_id, array_agg(distinct attribute_template_id order by attribute_template_id) as ids
  from activity_details where type = 'attribute' and value and attribute_template_id is not null
  group by activity_id) dt on dt.activity_id = a.id;
analyze activity_facet_rows;`;

@Entity({ tableName: 'activity_facet_rows' })
export class ActivityFacetRow {
  @PrimaryKey({ type: 'int', autoincrement: false })
  id!: number;

  @Property({ type: 'int' })
  supplierId!: number;

  @Property({ type: 'int' })
  categoryId!: number;

  @Property({ type: 'int' })
  destinationId!: number;

  @Property({ type: 'int' })
  originId!: number;

  @Property({ type: 'int' })
  languageId!: number;

  @Property({ type: 'int', nullable: true })
  durationMinutes?: number | null;

  @Property({ type: 'int' })
  bookBefore!: number;

  @Property({ type: 'int' })
  cancelBefore!: number;

  @Property({ type: 'int', nullable: true })
  morning?: number | null;

  @Property({ type: 'int', nullable: true })
  afternoon?: number | null;

  @Property({ type: 'int', nullable: true })
  evening?: number | null;

  @Property({ type: 'date', nullable: true })
  morningUntil?: string | null;

  @Property({ type: 'date', nullable: true })
  afternoonUntil?: string | null;

  @Property({ type: 'date', nullable: true })
  eveningUntil?: string | null;

  @Property({ type: 'smallint' })
  status!: number;

  @Property({ type: 'boolean' })
  featured!: boolean;

  @Property({ type: 'decimal', precision: 2, scale: 1 })
  rating!: string;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  basePrice!: string;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt?: Date | null;

  @Property({ type: ArrayType, columnType: 'int[]', defaultRaw: `'{}'` })
  attributeIds!: number[];

  /** Generated by PostgreSQL (FACET_BITS_SQL): duration bucket, price range, rating and free cancellation, packed. */
  @Property({ type: 'integer', generated: FACET_BITS_SQL, lazy: true, hidden: true })
  facetBits?: number & Opt;
}
