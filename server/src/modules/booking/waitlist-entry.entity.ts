import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';

/**
 * A place in a full departure's waitlist. `waiting` → `offered` (the seats are taken from the slot and held here,
 * `seatsHeld`, until `offerExpiresAt`) → `claimed` (the held seats moved to a cart booking) or `expired` (the seats
 * went back to the slot). `left` when the customer leaves; `closed` when the departure is cancelled.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left', 'closed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The statuses that keep a place in line (one per customer and slot). */
export const LIVE_WAITLIST: WaitlistStatus[] = ['waiting', 'offered'];

@Entity({ tableName: 'waitlist_entries' })
@Unique({
  name: 'waitlist_entries_live_unique',
  properties: ['activityTime', 'user'],
  where: `status in ('waiting', 'offered')`,
})
@Index({ name: 'waitlist_entries_line_index', properties: ['activityTime', 'status', 'id'] })
@Index({ properties: ['user', 'status'] })
@Check({
  name: 'waitlist_entries_status_check',
  expression: `status in ('waiting', 'offered', 'claimed', 'expired', 'left', 'closed')`,
})
@Check({ name: 'waitlist_entries_participants_check', expression: 'participants >= 1' })
@Check({ name: 'waitlist_entries_seats_held_check', expression: 'seats_held >= 0' })
export class WaitlistEntry extends BaseEntity {
  @ManyToOne(() => ActivityTime, { ref: true, deleteRule: 'cascade' })
  activityTime!: Ref<ActivityTime>;

  @ManyToOne(() => Activity, { ref: true })
  activity!: Ref<Activity>;

  @ManyToOne(() => User, { ref: true })
  user!: Ref<User>;

  @Property({ type: 'integer' })
  participants!: number;

  @Property({ type: 'text', default: 'waiting' })
  status: WaitlistStatus & Opt = 'waiting';

  /** Seats taken from the slot for this offer (0 unless `offered`). */
  @Property({ type: 'integer', default: 0 })
  seatsHeld: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  offeredAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Index()
  offerExpiresAt?: Date | null;

  /** When the offer's mail went to the outbox (the offer job writes it once). */
  @Property({ type: 'datetime', nullable: true })
  offerMailedAt?: Date | null;

  /** The cart booking the held seats moved to. */
  @Property({ type: 'integer', nullable: true })
  bookingId?: number | null;
}
