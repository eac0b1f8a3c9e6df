import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeTime } from '../../../../schema/validation/supplier-portal.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError } from '../../graphql/errors.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { todayInCaracas } from '../../../../schema/validation/calendar-date.js';
import { NOT_FOUND, ownActivity, ownChildActivityId } from './access.js';
import { entityOrder } from '../../graphql/pagination.js';
import { DATE_SORT, type ActivityDateInput, type ActivityTimeInput } from './activity-content.types.js';
import { seatsFreed } from '../booking/waitlist-offers.js';

export const SCHEDULE_MESSAGES = {
  pastDate: 'La fecha no puede estar en el pasado.',
  duplicateDate: 'Ya existe esa fecha.',
  dateHasBookings: 'La fecha tiene reservas; no se puede eliminar ni cambiar.',
  timeHasBookings: 'El horario tiene reservas; no se puede eliminar.',
  belowBooked: 'No puedes reducir los cupos por debajo de los ya reservados.',
  endBeforeStart: 'La hora de fin debe ser posterior a la de inicio.',
  slotCancelled: 'La salida fue cancelada y no se puede modificar.',
  dateHasCancelledSlot: 'La fecha tiene una salida cancelada; no se puede eliminar ni cambiar.',
} as const;

const DATE_SQL = { table: 'activity_dates', activityColumn: 'x.activity_id' };
const TIME_SQL = {
  table: 'activity_times',
  joins: 'join activity_dates d on d.id = x.activity_date_id',
  activityColumn: 'd.activity_id',
};

async function bookingsCount(
  ctx: Context,
  column: 'activity_date_id' | 'activity_time_id',
  id: number,
): Promise<number> {
  const [row] = await ctx.em.execute<{ n: string }[]>(
    `select count(*) as n from bookings where ${column} = ?`,
    [id],
  );
  return Number(row?.n ?? 0);
}

/**
 * A cancelled departure stays as it was cancelled (its customers were told its day and time): the slot is not edited
 * or deleted, and neither is its date. Locks the date's slots when asked inside a transaction (cancelling locks them).
 */
async function refuseCancelledSlotOnDate(em: EntityManager, dateId: number, lock = false): Promise<void> {
  const rows = await em.execute<{ cancelled: boolean }[]>(
    `select cancelled_at is not null as cancelled from activity_times where activity_date_id = ?${lock ? ' for update' : ''}`,
    [dateId],
  );
  if (rows.some((row) => row.cancelled)) throw new ConflictError(SCHEDULE_MESSAGES.dateHasCancelledSlot);
}

function notPast(startsAt: string): void {
  if (startsAt < todayInCaracas())
    throw new BadInputError(SCHEDULE_MESSAGES.pastDate, { startsAt: SCHEDULE_MESSAGES.pastDate });
}

/** Dates tab: the activity's days and their time slots (seat counters). */
export class ActivityScheduleService {
  async dates(ctx: Context, activityId: string, orderBy?: string | null): Promise<ActivityDate[]> {
    const activity = await ownActivity(ctx, activityId);
    const order = orderBy ? entityOrder(orderBy, DATE_SORT, {}) : [{ startsAt: 'asc' }, { id: 'asc' }];
    return ctx.em.find(ActivityDate, { activity: activity.id }, { orderBy: order as never });
  }

  async createDate(ctx: Context, activityId: string, input: ActivityDateInput): Promise<ActivityDate> {
    const activity = await ownActivity(ctx, activityId);
    const startsAt = input.startsAt.trim();
    notPast(startsAt);
    // One statement: the unique (activity, starts_at) constraint decides under concurrency.
    const rows = await ctx.em.execute<{ id: number }[]>(
      `insert into activity_dates (activity_id, starts_at, created_at, updated_at) values (?, ?, now(), now())
       on conflict (activity_id, starts_at) do nothing returning id`,
      [activity.id, startsAt],
    );
    if (!rows[0]) throw new ConflictError(SCHEDULE_MESSAGES.duplicateDate);
    return ctx.em.findOneOrFail(ActivityDate, { id: rows[0].id });
  }

  async updateDate(
    ctx: Context,
    rawId: string,
    input: ActivityDateInput,
    activityId?: string | null,
  ): Promise<ActivityDate> {
    const { id } = await ownChildActivityId(ctx, rawId, DATE_SQL, NOT_FOUND.date, activityId);
    const startsAt = input.startsAt.trim();
    notPast(startsAt);
    const date = await ctx.em.findOneOrFail(ActivityDate, { id });
    if (date.startsAt === startsAt) return date;
    await refuseCancelledSlotOnDate(ctx.em, id);
    if (await bookingsCount(ctx, 'activity_date_id', id))
      throw new ConflictError(SCHEDULE_MESSAGES.dateHasBookings);
    date.startsAt = startsAt;
    try {
      await ctx.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(SCHEDULE_MESSAGES.duplicateDate);
      throw error;
    }
    return date;
  }

  /** Refused when any booking (even a cancelled one, kept for history) points at the date or its slots. */
  async deleteDate(ctx: Context, rawId: string, activityId?: string | null): Promise<boolean> {
    const { id } = await ownChildActivityId(ctx, rawId, DATE_SQL, NOT_FOUND.date, activityId);
    return ctx.em.transactional(async (em) => {
      await em.execute('select id from activity_dates where id = ? for update', [id]);
      await refuseCancelledSlotOnDate(em, id, true);
      const [row] = await em.execute<{ n: string }[]>(
        'select count(*) as n from bookings where activity_date_id = ?',
        [id],
      );
      if (Number(row?.n ?? 0) > 0) throw new ConflictError(SCHEDULE_MESSAGES.dateHasBookings);
      await em.execute('delete from activity_dates where id = ?', [id]);
      return true;
    });
  }

  async createTime(
    ctx: Context,
    rawDateId: string,
    input: ActivityTimeInput,
    activityId?: string | null,
  ): Promise<ActivityTime> {
    const owner = await ownChildActivityId(ctx, rawDateId, DATE_SQL, NOT_FOUND.date, activityId);
    const dateId = owner.id;
    const activity = await ownActivity(ctx, owner.activityId);
    const seats = input.expectedParticipants ?? activity.expectedParticipants;
    const time = ctx.em.create(ActivityTime, {
      activityDate: dateId,
      startsAt: normalizeTime(input.startsAt.trim()),
      endsAt: normalizeTime(input.endsAt.trim()),
      expectedParticipants: seats,
      currentAvailable: seats,
    } as never);
    await ctx.em.persist(time).flush();
    return time;
  }

  /**
   * Hours and capacity. A capacity change moves `current_available` by the same difference in one guarded UPDATE,
   * so seats booked meanwhile are never lost and the counter never goes below zero.
   */
  async updateTime(
    ctx: Context,
    rawId: string,
    input: ActivityTimeInput,
    activityId?: string | null,
  ): Promise<ActivityTime> {
    const { id } = await ownChildActivityId(ctx, rawId, TIME_SQL, NOT_FOUND.time, activityId);
    const startsAt = normalizeTime(input.startsAt.trim());
    const endsAt = normalizeTime(input.endsAt.trim());
    // A larger capacity gives seats to the departure's waitlist in the same transaction (waitlist-offers.ts).
    await ctx.em.transactional(async (em) => {
      const rows = await em.execute<{ id: number }[]>(
        `update activity_times
          set starts_at = ?, ends_at = ?, updated_at = now(),
              expected_participants = coalesce(?::int, expected_participants),
              current_available = current_available + (coalesce(?::int, expected_participants) - expected_participants)
        where id = ? and cancelled_at is null
          and current_available + (coalesce(?::int, expected_participants) - expected_participants) >= 0
        returning id`,
        [
          startsAt,
          endsAt,
          input.expectedParticipants ?? null,
          input.expectedParticipants ?? null,
          id,
          input.expectedParticipants ?? null,
        ],
      );
      if (!rows[0]) {
        const [slot] = await em.execute<{ cancelled: boolean }[]>(
          'select cancelled_at is not null as cancelled from activity_times where id = ?',
          [id],
        );
        if (slot?.cancelled) throw new ConflictError(SCHEDULE_MESSAGES.slotCancelled);
        throw new BadInputError(SCHEDULE_MESSAGES.belowBooked, {
          expectedParticipants: SCHEDULE_MESSAGES.belowBooked,
        });
      }
      await seatsFreed(em, [id]);
    });
    return ctx.em.findOneOrFail(ActivityTime, { id }, { refresh: true });
  }

  async deleteTime(ctx: Context, rawId: string, activityId?: string | null): Promise<boolean> {
    const { id } = await ownChildActivityId(ctx, rawId, TIME_SQL, NOT_FOUND.time, activityId);
    return ctx.em.transactional(async (em) => {
      const [slot] = await em.execute<{ cancelled: boolean }[]>(
        'select cancelled_at is not null as cancelled from activity_times where id = ? for update',
        [id],
      );
      if (slot?.cancelled) throw new ConflictError(SCHEDULE_MESSAGES.slotCancelled);
      const [row] = await em.execute<{ n: string }[]>(
        'select count(*) as n from bookings where activity_time_id = ?',
        [id],
      );
      if (Number(row?.n ?? 0) > 0) throw new ConflictError(SCHEDULE_MESSAGES.timeHasBookings);
      await em.execute('delete from activity_times where id = ?', [id]);
      return true;
    });
  }
}
