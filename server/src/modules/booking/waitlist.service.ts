import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { joinWaitlistSchema, PARTICIPANTS_MESSAGE } from '../../../../schema/validation/waitlist.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { validateWith } from '../../graphql/validation.js';
import { User } from '../account/user.entity.js';
import { audit } from '../audit/audit.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../catalog/activity.entity.js';
import { assertSlotOpen, hasRoom } from '../catalog/slot-availability.js';
import { BookingDetail } from './booking-detail.entity.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { toId } from './booking.service.js';
import { Currency, findLatestExchangeRate } from './exchange-rate.entity.js';
import { LIVE_WAITLIST, WaitlistEntry } from './waitlist-entry.entity.js';
import { offerToken, offerTokenId, offerTokenMatches, seatsFreed } from './waitlist-offers.js';
import type { WaitlistPlace } from './waitlist.types.js';

export const WAITLIST_MESSAGES = {
  notFound: 'El lugar en la lista de espera no existe.',
  slotNotFound: 'La salida no existe.',
  hasRoom: 'Esta salida tiene cupos para tu grupo: resérvala directamente.',
  already: 'Ya estás en la lista de espera de esta salida.',
  overCapacity: (capacity: number) => `La salida admite a lo sumo ${capacity} personas.`,
  offerInvalid: 'El enlace de la oferta no es válido.',
  offerGone: 'Esta oferta ya no está disponible: venció, ya la usaste o dejaste la lista de espera.',
  notLive: 'Ya no estás en esta lista de espera.',
  noPrice: 'La actividad no tiene una tarifa por persona para reservar estos cupos.',
  noRate: 'No hay una tasa de cambio registrada; no se pueden tomar reservas por ahora.',
} as const;

const PLACE_SQL = `
  select w.id, w.status, w.participants, w.offer_expires_at, w.offered_at, w.created_at, w.booking_id,
         a.id as activity_id, a.title as activity_title, a.slug as activity_slug,
         t.id as time_id, to_char(d.starts_at, 'YYYY-MM-DD') as date, to_char(t.starts_at, 'HH24:MI') as starts_at,
         case when w.status = 'waiting' then (select count(*) from waitlist_entries o
           where o.activity_time_id = w.activity_time_id and o.status = 'waiting' and o.id <= w.id)::int end as position
    from waitlist_entries w
    join activity_times t on t.id = w.activity_time_id
    join activity_dates d on d.id = t.activity_date_id
    join activities a on a.id = w.activity_id`;

interface PlaceRow {
  id: number;
  status: WaitlistPlace['status'];
  participants: number;
  offer_expires_at: Date | string | null;
  offered_at: Date | string | null;
  created_at: Date | string;
  booking_id: number | null;
  activity_id: number;
  activity_title: string;
  activity_slug: string;
  time_id: number;
  date: string;
  starts_at: string;
  position: number | null;
}

function toPlace(row: PlaceRow, secret: string): WaitlistPlace {
  const offeredAt = row.offered_at == null ? null : new Date(row.offered_at);
  return {
    offerToken: row.status === 'offered' ? offerToken(secret, { id: Number(row.id), offeredAt }) : null,
    id: String(row.id),
    status: row.status,
    participants: Number(row.participants),
    position: row.position == null ? null : Number(row.position),
    offerExpiresAt: row.offer_expires_at == null ? null : new Date(row.offer_expires_at),
    createdAt: new Date(row.created_at),
    bookingId: row.booking_id == null ? null : String(row.booking_id),
    activityId: String(row.activity_id),
    activityTitle: row.activity_title,
    activitySlug: row.activity_slug,
    timeId: String(row.time_id),
    date: row.date,
    startsAt: row.starts_at,
  };
}

async function place(em: EntityManager, secret: string, id: number): Promise<WaitlistPlace> {
  const [row] = await em.execute<PlaceRow[]>(`${PLACE_SQL} where w.id = ?`, [id]);
  if (!row) throw new NotFoundError(WAITLIST_MESSAGES.notFound);
  return toPlace(row, secret);
}

/** The customer's own entry, row-locked; 404 when it is not theirs. */
async function ownEntry(em: EntityManager, ctx: Context, id: number | undefined): Promise<WaitlistEntry> {
  const entry = id
    ? await em.findOne(
        WaitlistEntry,
        { id, user: ctx.user!.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      )
    : null;
  if (!entry) throw new NotFoundError(WAITLIST_MESSAGES.notFound);
  return entry;
}

/** A customer's places in full departures' waitlists: joining, reading, leaving, and booking an offer. */
export class WaitlistService {
  /** The customer's live places (waiting or with an open offer), soonest departure first. */
  async mine(ctx: Context): Promise<WaitlistPlace[]> {
    const rows = await ctx.em.execute<PlaceRow[]>(
      `${PLACE_SQL} where w.user_id = ? and w.status in ('waiting', 'offered')
        order by d.starts_at, t.starts_at, w.id`,
      [ctx.user!.id],
    );
    return rows.map((row) => toPlace(row, ctx.config.voucherSecret));
  }

  async join(ctx: Context, input: { activityTimeId: string; participants: number }): Promise<WaitlistPlace> {
    validateWith(joinWaitlistSchema, { ...input, activityTimeId: toId(input.activityTimeId) ?? 'x' });
    const timeId = toId(input.activityTimeId)!;
    const id = await ctx.em.transactional(async (em) => {
      // The slot first, as every seat path locks it: a join racing a release is either offered by it or sees room.
      const time = await em.findOne(ActivityTime, timeId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (!time) throw new NotFoundError(WAITLIST_MESSAGES.slotNotFound);
      const date = await em.findOneOrFail(ActivityDate, time.activityDate.id);
      const activity = await em.findOne(Activity, { id: date.activity.id, deletedAt: null });
      if (!activity || activity.status !== ActivityStatus.Active)
        throw new NotFoundError(WAITLIST_MESSAGES.slotNotFound);
      assertSlotOpen(
        { date: date.startsAt, startsAt: time.startsAt, cancelledAt: time.cancelledAt },
        activity.bookBefore,
      );
      if (input.participants > time.expectedParticipants) {
        const message = WAITLIST_MESSAGES.overCapacity(time.expectedParticipants);
        throw new BadInputError(message, { participants: message });
      }
      if (hasRoom(time.currentAvailable, input.participants))
        throw new ConflictError(WAITLIST_MESSAGES.hasRoom);
      const taken = await em.count(WaitlistEntry, {
        activityTime: timeId,
        user: ctx.user!.id,
        status: { $in: LIVE_WAITLIST },
      });
      if (taken > 0) throw new ConflictError(WAITLIST_MESSAGES.already);
      const entry = em.create(WaitlistEntry, {
        activityTime: time,
        activity,
        user: em.getReference(User, ctx.user!.id),
        participants: input.participants,
      });
      await em.flush();
      return entry.id;
    });
    return place(ctx.em, ctx.config.voucherSecret, id);
  }

  /** Leaves the line; an open offer's seats go back to the slot and on to the next in line. */
  async leave(ctx: Context, rawId: string): Promise<boolean> {
    const id = toId(rawId);
    await ctx.em.transactional(async (em) => {
      const peek = id ? await em.findOne(WaitlistEntry, { id, user: ctx.user!.id }) : null;
      if (!peek) throw new NotFoundError(WAITLIST_MESSAGES.notFound);
      await em.execute('select id from activity_times where id = ? for update', [peek.activityTime.id]);
      const entry = await ownEntry(em, ctx, id);
      if (!LIVE_WAITLIST.includes(entry.status)) throw new ConflictError(WAITLIST_MESSAGES.notLive);
      const held = entry.seatsHeld;
      entry.status = 'left';
      entry.seatsHeld = 0;
      await em.flush();
      if (held > 0) {
        await em.execute(
          'update activity_times set current_available = current_available + ?, updated_at = now() where id = ?',
          [held, entry.activityTime.id],
        );
        await seatsFreed(em, [entry.activityTime.id]);
      }
    });
    ctx.em.clear();
    return true;
  }

  /** The offer a link names, for its page; only its customer sees it. */
  async offer(ctx: Context, token: string): Promise<WaitlistPlace> {
    const entry = await this.entryOf(ctx, ctx.em, token);
    return place(ctx.em, ctx.config.voucherSecret, entry.id);
  }

  /**
   * Books an open offer: its held seats move to a cart booking (the slot's counter does not move) whose hold ends
   * when the offer would have; the customer then orders and pays as for any booking. One line of the activity's
   * first per-person price × the party.
   */
  async claim(ctx: Context, token: string): Promise<Booking> {
    const bookingId = await ctx.em.transactional(async (em) => {
      const entry = await this.entryOf(ctx, em, token, true);
      if (entry.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= new Date())
        throw new ConflictError(WAITLIST_MESSAGES.offerGone);
      const prices = await em.find(
        ActivityPrice,
        { activity: entry.activity.id },
        { orderBy: { id: 'asc' } },
      );
      const price = prices.find((p) => p.participants === 1);
      if (!price) throw new ConflictError(WAITLIST_MESSAGES.noPrice);
      const rate = await findLatestExchangeRate(em, Currency.USD);
      if (!rate) throw new ConflictError(WAITLIST_MESSAGES.noRate);
      const time = await em.findOneOrFail(ActivityTime, entry.activityTime.id);
      const booking = em.create(Booking, {
        user: em.getReference(User, ctx.user!.id, { wrapped: true }),
        activity: entry.activity,
        activityDate: time.activityDate,
        activityTime: time,
        status: BookingStatus.Cart,
        exchangeRate: rate.rate,
        holdExpiresAt: entry.offerExpiresAt,
        seatsHeld: entry.seatsHeld,
        partnerKeyId: ctx.partnerKey?.id,
      });
      em.create(BookingDetail, {
        booking,
        activityPrice: price,
        quantity: entry.participants,
        unitPrice: price.price,
        participants: 1,
      });
      entry.status = 'claimed';
      entry.seatsHeld = 0;
      await em.flush();
      entry.bookingId = booking.id;
      await em.flush();
      const activity = await em.findOneOrFail(Activity, entry.activity.id);
      await audit.record(em, ctx, {
        action: 'waitlist_offer_claimed',
        object: { type: 'waitlist_entry', id: entry.id },
        supplierId: activity.supplier.id,
        changes: { status: ['offered', 'claimed'], bookingId: [null, booking.id] },
      });
      return booking.id;
    });
    ctx.em.clear();
    return ctx.em.findOneOrFail(Booking, bookingId, { refresh: true });
  }

  /** The entry a signed link names, when it is the caller's; any other token is refused the same way. */
  private async entryOf(
    ctx: Context,
    em: EntityManager,
    token: string,
    lock = false,
  ): Promise<WaitlistEntry> {
    const invalid = new BadInputError(WAITLIST_MESSAGES.offerInvalid, {
      token: WAITLIST_MESSAGES.offerInvalid,
    });
    const id = offerTokenId(token ?? '');
    if (!id) throw invalid;
    const entry = lock
      ? await ownEntry(em, ctx, id).catch(() => null)
      : await em.findOne(WaitlistEntry, { id, user: ctx.user!.id });
    // Someone else's offer, or a forged signature: as if it did not exist.
    if (!entry || !offerTokenMatches(ctx.config.voucherSecret, token, entry))
      throw new NotFoundError(WAITLIST_MESSAGES.offerInvalid);
    return entry;
  }
}

export { PARTICIPANTS_MESSAGE };
