import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError } from '../../graphql/errors.js';
import { User } from '../account/user.entity.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { BookingDetail } from './booking-detail.entity.js';
import { BUSINESS_TIME_ZONE } from './booking-rules.js';
import { type Booking, BookingStatus } from './booking.entity.js';
import { BookingService } from './booking.service.js';
import { voucherToken } from './voucher-token.js';
import type { Voucher } from './voucher.types.js';

export const VOUCHER_NOT_READY_MESSAGE =
  'El voucher estará disponible cuando el pago de la reserva esté verificado.';
export const VOUCHER_CANCELLED_MESSAGE = 'La reserva está cancelada: su voucher ya no es válido.';

const bookings = new BookingService();

/** HH:MM of a `time` column (HH:MM:SS). */
export const hhmm = (time: string) => time.slice(0, 5);

/** A map search for the meeting point (no coordinates are stored: the address is what the supplier typed). */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Everything a voucher shows, for a booking whose payment is verified (status 4). */
export async function voucherOf(em: EntityManager, config: Config, booking: Booking): Promise<Voucher> {
  if (booking.status === BookingStatus.Cancelled) throw new ConflictError(VOUCHER_CANCELLED_MESSAGE);
  if (booking.status !== BookingStatus.Paid) throw new ConflictError(VOUCHER_NOT_READY_MESSAGE);
  const [activity, date, time, user, details] = await Promise.all([
    em.findOneOrFail(Activity, booking.activity.id),
    em.findOneOrFail(ActivityDate, booking.activityDate.id),
    em.findOneOrFail(ActivityTime, booking.activityTime.id),
    em.findOneOrFail(User, booking.user.id),
    em.find(BookingDetail, { booking: booking.id }, { orderBy: { id: 'asc' } }),
  ]);
  const [supplier, prices] = await Promise.all([
    em.findOneOrFail(Supplier, activity.supplier.id),
    em.find(ActivityPrice, { id: { $in: details.map((d) => d.activityPrice.id) } }),
  ]);
  const titles = new Map(prices.map((p) => [p.id, p.title]));
  const lines = details
    .filter((d) => d.quantity > 0)
    .map((d) => ({
      title: titles.get(d.activityPrice.id) ?? '',
      quantity: d.quantity,
      participants: d.participants,
    }));
  return {
    bookingId: booking.id,
    code: booking.code,
    token: voucherToken(config.voucherSecret, booking),
    activityTitle: activity.title,
    date: date.startsAt,
    startTime: hhmm(time.startsAt),
    endTime: hhmm(time.endsAt),
    timeZone: BUSINESS_TIME_ZONE,
    meetingPoint: activity.departureAddress,
    mapUrl: mapUrl(activity.departureAddress),
    lines,
    participants: booking.seatsHeld,
    supplierName: supplier.tradeName,
    supplierPhone: supplier.phoneNumber ?? null,
    customerName: booking.attendeeName || user.name,
    checkedInAt: booking.checkedInAt ?? null,
  };
}

/** The voucher of a booking the session may read: its customer, the activity's supplier, or an admin. */
export class VoucherService {
  async voucher(ctx: Context, bookingId: string | number): Promise<Voucher> {
    const booking = await bookings.findReadable(ctx, bookingId);
    return voucherOf(ctx.em, ctx.config, booking);
  }
}
