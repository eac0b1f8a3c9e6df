import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { Activity } from './activity.entity.js';
import { FACET_ROW_FROM_AVAILABILITY } from './activity-facet-row.entity.js';

/**
 * The seat summaries that the search reads (availability-summary.ts). Written only by the database's triggers; mapped
 * so that the schema's migrations and snapshot know them.
 */
@Entity({ tableName: 'activity_day_availability' })
@Index({ name: 'activity_day_availability_day_index', properties: ['day', 'activity'] })
export class ActivityDayAvailability {
  @ManyToOne(() => Activity, { ref: true, primary: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'int', nullable: true })
  morning?: number | null;

  @Property({ type: 'int', nullable: true })
  afternoon?: number | null;

  @Property({ type: 'int', nullable: true })
  evening?: number | null;
}

@Trigger(FACET_ROW_FROM_AVAILABILITY)
@Entity({ tableName: 'activity_availability' })
export class ActivityAvailability {
  @ManyToOne(() => Activity, { ref: true, primary: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @Property({ type: 'int', nullable: true })
  morning?: number | null;

  @Property({ type: 'date', nullable: true })
  morningUntil?: string | null;

  @Property({ type: 'int', nullable: true })
  afternoon?: number | null;

  @Property({ type: 'date', nullable: true })
  afternoonUntil?: string | null;

  @Property({ type: 'int', nullable: true })
  evening?: number | null;

  @Property({ type: 'date', nullable: true })
  eveningUntil?: string | null;
}
