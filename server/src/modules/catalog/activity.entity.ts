import { Collection, DecimalType, type Opt, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToMany,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityDate } from './activity-date.entity.js';
import { ActivityDetail } from './activity-detail.entity.js';
import { ActivityImage } from './activity-image.entity.js';
import { ActivityPrice } from './activity-price.entity.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { ActivityTag } from './activity-tag.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { SEARCH_WORDS_FROM_TITLE } from './search-word.entity.js';
import { FACET_ROW_FROM_ACTIVITY } from './activity-facet-row.entity.js';
import { Tag } from './tag.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum ActivityStatus {
  /** New or paused: waits for an admin's approval; never listed publicly. */
  Pending = 0,
  /** Approved and published: the only status the public search shows. */
  Active = 1,
}

export enum DurationUnit {
  Days = 'days',
  Hours = 'hours',
  Minutes = 'minutes',
}
registerEnumType(DurationUnit, { name: 'DurationUnit', description: 'Unidad de la duración.' });

/**
 * The Spanish full-text document: title (A), summary (B) and description without HTML tags (C), with the
 * `es_unaccent` configuration created by the initial migration. Query it with
 * `search_vector @@ websearch_to_tsquery('es_unaccent', $1)`; a query that matches nothing is corrected word by word
 * against the titles' vocabulary (search-word.entity.ts) and run again.
 */
export const ACTIVITY_SEARCH_VECTOR_SQL =
  "(setweight(to_tsvector('es_unaccent'::regconfig, coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('es_unaccent'::regconfig, coalesce(summary, '')), 'B') || " +
  "setweight(to_tsvector('es_unaccent'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')) stored";

/** The duration in minutes (the "Duración" order and the duration buckets read it through an index). */
export const ACTIVITY_DURATION_MINUTES_SQL =
  "(duration_quantity * case duration_unit when 'minutes' then 1 when 'hours' then 60 else 1440 end) stored";

/**
 * "Recomendados", the visitor's default order: a blend of quality, popularity and the editors' pick, never paid.
 *   score = (rating × reviews + 4.0 × 5) / (reviews + 5)   -- the rating pulled towards 4.0 as if by 5 extra reviews,
 *                                                          -- so one 5-star review does not beat two hundred 4.8 ones
 *         + 0.5 × ln(1 + bookings of the last 30 days)     -- recent demand, with diminishing returns
 *         + 0.25 when featured                             -- the editors' pick nudges, never dominates
 * Stored by PostgreSQL from the row (recent_bookings is refreshed by the activity-popularity job), so an index serves
 * the order at any catalogue size. Written up in docs/decisions.md.
 */
export const ACTIVITY_RECOMMENDED_SCORE_SQL =
  '(round(((rating * comments_count + 4.0 * 5) / (comments_count + 5) + 0.5 * ln(1 + recent_bookings) + ' +
  'case when featured then 0.25 else 0 end)::numeric, 4)) stored';

/** A bookable tourist activity offered by a supplier (aliado). */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Trigger(SEARCH_WORDS_FROM_TITLE)
@Trigger(FACET_ROW_FROM_ACTIVITY)
@Entity({ tableName: 'activities' })
@Index({ properties: ['status', 'destination'] })
@Index({ properties: ['status', 'category'] })
@Index({ properties: ['status', 'origin'] })
@Index({ properties: ['status', 'basePrice'] })
@Index({ properties: ['status', 'featured', 'id'] })
@Index({ name: 'activities_search_vector_index', properties: ['searchVector'], type: 'gin' })
// The public search's total counts published activities through this index alone (index-only, with the
// supplier for its status check) instead of reading every activity row.
@Index({
  name: 'activities_published_id_index',
  expression:
    'create index "activities_published_id_index" on "activities" ("id") include ("supplier_id") where status = 1 and deleted_at is null',
})
// The title tier of full-text relevance (activity-read.ts, searchTiers) — the title's lexemes (weight A).
@Index({
  name: 'activities_title_vector_index',
  expression:
    'create index "activities_title_vector_index" on "activities" using gin (ts_filter(search_vector, \'{a}\'))',
})
// The public orders (activity-search.ts, searchOrder): each walks its own index over published activities and stops
// once the page is full.
@Index({
  name: 'activities_published_recommended_index',
  expression:
    'create index "activities_published_recommended_index" on "activities" ("recommended_score" desc, "id") where status = 1 and deleted_at is null',
})
@Index({
  name: 'activities_published_popular_index',
  expression:
    'create index "activities_published_popular_index" on "activities" ("recent_bookings" desc, "comments_count" desc, "id") where status = 1 and deleted_at is null',
})
@Index({
  name: 'activities_published_rating_index',
  expression:
    'create index "activities_published_rating_index" on "activities" ("rating" desc, "comments_count" desc, "id") where status = 1 and deleted_at is null',
})
@Index({
  name: 'activities_published_newest_index',
  expression:
    'create index "activities_published_newest_index" on "activities" ("published_at" desc, "id") where status = 1 and deleted_at is null',
})
@Index({
  name: 'activities_published_duration_index',
  expression:
    'create index "activities_published_duration_index" on "activities" ("duration_minutes", "id") where status = 1 and deleted_at is null',
})
@Index({
  name: 'activities_published_price_index',
  expression:
    'create index "activities_published_price_index" on "activities" ("base_price", "id") where status = 1 and deleted_at is null',
})
@Check({ name: 'activities_status_check', expression: 'status in (0, 1)' })
@Check({ name: 'activities_base_price_check', expression: 'base_price >= 0' })
@Check({
  name: 'activities_duration_quantity_check',
  expression: 'duration_quantity >= 1',
})
@Check({
  name: 'activities_book_before_check',
  expression: 'book_before >= 0 and cancel_before >= 0',
})
@Check({
  name: 'activities_participants_check',
  expression: 'min_participants >= 1 and expected_participants >= 1 and max_participants >= 1',
})
export class Activity extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true })
  @Index()
  supplier!: Ref<Supplier>;

  @Field()
  @Property({ length: 160 })
  slug!: string;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  title!: string;

  @Field()
  @Property({ length: 255 })
  summary!: string;

  @Field({ description: 'HTML saneado al guardar.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => Int, { description: '0 pendiente por aprobación, 1 activa.' })
  @Property({ type: 'smallint', default: ActivityStatus.Pending })
  status: ActivityStatus & Opt = ActivityStatus.Pending;

  @ManyToOne(() => ActivityRegularity, { ref: true })
  @Index()
  regularity!: Ref<ActivityRegularity>;

  @ManyToOne(() => ActivityCategory, { ref: true })
  @Index()
  category!: Ref<ActivityCategory>;

  @ManyToOne(() => Language, { ref: true })
  @Index()
  language!: Ref<Language>;

  @ManyToOne(() => Location, { ref: true })
  @Index()
  origin!: Ref<Location>;

  @ManyToOne(() => Location, { ref: true })
  @Index()
  destination!: Ref<Location>;

  @Field(() => String, { description: 'Precio base en USD (decimal exacto).' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  basePrice!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  durationQuantity: number & Opt = 1;

  @Field(() => DurationUnit)
  @Enum({ items: () => DurationUnit, nativeEnumName: 'duration_unit', default: DurationUnit.Hours })
  durationUnit: DurationUnit & Opt = DurationUnit.Hours;

  @Field(() => Int, { description: 'Horas de anticipación mínimas para reservar.' })
  @Property({ type: 'integer', default: 0 })
  bookBefore: number & Opt = 0;

  @Field(() => Int, { description: 'Horas de anticipación mínimas para cancelar.' })
  @Property({ type: 'integer', default: 0 })
  cancelBefore: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  minParticipants: number & Opt = 1;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  expectedParticipants: number & Opt = 1;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  maxParticipants: number & Opt = 1;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  departureAddress: string & Opt = '';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  featured: boolean & Opt = false;

  @Field(() => Float, { description: 'Promedio de las opiniones publicadas (0 sin opiniones).' })
  @Property({ type: new DecimalType('number'), precision: 2, scale: 1, default: 0 })
  rating: number & Opt = 0;

  @Field(() => Int, { description: 'Cantidad de opiniones publicadas.' })
  @Property({ type: 'integer', default: 0 })
  commentsCount: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  bookmarksCount: number & Opt = 0;

  /** Bookings made in the last 30 days that were not cancelled; refreshed by the activity-popularity job. */
  @Property({ type: 'integer', default: 0, hidden: true })
  recentBookings: number & Opt = 0;

  /** Generated by PostgreSQL (ACTIVITY_DURATION_MINUTES_SQL); never written by the ORM. */
  @Property({
    type: 'integer',
    generated: ACTIVITY_DURATION_MINUTES_SQL,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  durationMinutes?: number & Opt;

  /** Generated by PostgreSQL (ACTIVITY_RECOMMENDED_SCORE_SQL); never written by the ORM. */
  @Property({
    type: 'decimal',
    precision: 8,
    scale: 4,
    generated: ACTIVITY_RECOMMENDED_SCORE_SQL,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  recommendedScore?: string & Opt;

  /** Soft delete: the row stays for its bookings' history and disappears everywhere else. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  @Field(() => Date, { nullable: true, description: 'Primera aprobación.' })
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date;

  /**
   * What the public saw at the last approval (review-changes.ts `PublicContent`), kept while the activity waits for
   * review again so that the admin's queue shows what changed; null for a never-approved activity.
   */
  @Property({ type: 'json', nullable: true, lazy: true, hidden: true })
  approvedContent?: Record<string, unknown>;

  /** Generated by PostgreSQL (see ACTIVITY_SEARCH_VECTOR_SQL); never selected or written by the ORM. */
  @Property({
    type: 'tsvector',
    generated: ACTIVITY_SEARCH_VECTOR_SQL,
    lazy: true,
    hidden: true,
    nullable: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  searchVector?: string & Opt;

  @ManyToMany(() => Tag, undefined, { owner: true, pivotEntity: () => ActivityTag })
  tags = new Collection<Tag>(this);

  @OneToMany(() => ActivityDate, (d) => d.activity)
  dates = new Collection<ActivityDate>(this);

  @OneToMany(() => ActivityPrice, (p) => p.activity)
  prices = new Collection<ActivityPrice>(this);

  @OneToMany(() => ActivityDetail, (d) => d.activity)
  details = new Collection<ActivityDetail>(this);

  @OneToMany(() => ActivityImage, (i) => i.activity)
  images = new Collection<ActivityImage>(this);
}
