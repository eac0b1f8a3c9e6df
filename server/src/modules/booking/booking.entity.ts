import { Collection, type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { BookingDetail } from './booking-detail.entity.js';

/** DESIGN §4: the booking lifecycle. */
export enum BookingStatus {
  /** In the cart, holding its seats until `holdExpiresAt` (next 12:00 America/Caracas). */
  Cart = 1,
  /** Ordered, awaiting payment (2-hour window). */
  Ordered = 2,
  /** Payment registered, being verified. */
  PaymentRegistered = 3,
  /** Paid / processed. */
  Paid = 4,
  /** Cancelled or expired; its seats were given back. */
  Cancelled = 5,
}

/** A customer's reservation of seats in one time slot; its details say how many of each price line. */
@ObjectType()
@Entity({ tableName: 'bookings' })
@Index({ properties: ['user', 'status'] })
@Index({ properties: ['status', 'holdExpiresAt'] })
// The supplier's bookings list and its search (supplier-bookings.sql.ts) read a supplier's bookings by activity and
// state, index-only: ~1,000 buffers instead of ~4,200 for page 1 of 5,000 bookings. It also serves lookups by activity.
// The reminder job's candidates (booking-reminder.ts): paid or registered bookings not yet reminded, by day.
@Index({
  name: 'bookings_to_remind_index',
  expression:
    'create index "bookings_to_remind_index" on "bookings" ("activity_date_id") where status in (3, 4) and reminder_sent_at is null',
})
@Index({
  name: 'bookings_activity_id_status_index',
  expression:
    'create index "bookings_activity_id_status_index" on "bookings" ("activity_id", "status") include ("id", "activity_date_id", "activity_time_id", "user_id")',
})
@Check({ name: 'bookings_status_check', expression: 'status >= 1 and status <= 5' })
@Check({ name: 'bookings_seats_held_check', expression: 'seats_held >= 0' })
export class Booking extends BaseEntity {
  @ManyToOne(() => User, { ref: true })
  user!: Ref<User>;

  @ManyToOne(() => Activity, { ref: true })
  activity!: Ref<Activity>;

  @ManyToOne(() => ActivityDate, { ref: true })
  @Index()
  activityDate!: Ref<ActivityDate>;

  @ManyToOne(() => ActivityTime, { ref: true })
  @Index()
  activityTime!: Ref<ActivityTime>;

  @Field(() => Int, {
    description: '1 carrito, 2 pedido por pagar, 3 pago registrado, 4 pagado, 5 cancelado o vencido.',
  })
  @Property({ type: 'smallint', default: BookingStatus.Cart })
  status: BookingStatus & Opt = BookingStatus.Cart;

  @Field(() => String, { description: 'Tasa VES/USD fijada al crear la reserva.' })
  @Property({ type: 'decimal', precision: 18, scale: 4 })
  exchangeRate!: string;

  @Field(() => Date, { nullable: true, description: 'Fin de la retención de cupos en el carrito.' })
  @Property({ type: 'datetime', nullable: true })
  holdExpiresAt?: Date;

  @Field(() => String, { nullable: true })
  @Property({ length: 124, nullable: true })
  attendeeName?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 12, nullable: true })
  attendeeNationalId?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true })
  attendeeEmail?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  attendeePhone?: string;

  /** Seats taken from the slot (Σ participants × quantity); given back exactly once. */
  @Property({ type: 'integer', default: 0 })
  seatsHeld: number & Opt = 0;

  /** When `seatsHeld` went back to the slot (cancel/expiry); null while held. */
  @Property({ type: 'datetime', nullable: true })
  seatsReleasedAt?: Date;

  /** When the reminder of the day before the activity was queued; set once by the claim that sends it. */
  @Property({ type: 'datetime', nullable: true })
  reminderSentAt?: Date;

  /** Partner API key that created it (later issue); plain column. */
  @Property({ type: 'integer', nullable: true })
  partnerKeyId?: number;

  /**
   * SHA-256 of the secret in the offline wizard link the owner shares (customer spec §2.9: a guest completes the
   * wizard for this one booking without an account); null until shared, replaced when shared again.
   */
  @Property({ length: 64, nullable: true, unique: 'bookings_guest_token_hash_unique' })
  guestTokenHash?: string;

  /**
   * Short human-readable code printed on the voucher and typed at a manual check-in ("K7QM-3XPA"): 8 characters
   * without look-alikes, drawn by the database function `booking_code()`; unique.
   */
  @Field(() => String, { description: 'Código de la reserva en el voucher (p. ej. K7QM-3XPA).' })
  @Property({ length: 9, defaultRaw: 'booking_code()', unique: 'bookings_code_unique' })
  code!: string & Opt;

  /** When the supplier checked the customer in at the meeting point (once; a second scan changes nothing). */
  @Field(() => Date, { nullable: true, description: 'Registro de llegada en el punto de encuentro.' })
  @Property({ type: 'datetime', nullable: true })
  checkedInAt?: Date;

  @ManyToOne(() => User, { ref: true, nullable: true })
  checkedInBy?: Ref<User>;

  @OneToMany(() => BookingDetail, (d) => d.booking)
  details = new Collection<BookingDetail>(this);
}
