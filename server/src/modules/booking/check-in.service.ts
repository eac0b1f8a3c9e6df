import type { EntityManager } from '@mikro-orm/postgresql';
import { object, string } from 'yup';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { validateWith } from '../../graphql/validation.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { publicActivities } from '../catalog/public-images.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { slotStart } from './booking-rules.js';
import { toId } from './booking.service.js';
import { caracasText } from './order.service.js';
import { normalizeBookingCode, tokenCode, tokenMatches } from './voucher-token.js';
import { hhmm } from './voucher.service.js';
import type { CheckInInput, CheckInManifest, CheckInResult, ManifestRow } from './voucher.types.js';
import { auditCheckIn } from './booking-audit.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const FORGED_TOKEN_MESSAGE = 'El código QR no es un voucher válido de Xplora.';
export const UNKNOWN_CODE_MESSAGE = 'No existe una reserva con ese código.';
export const OTHER_SUPPLIER_MESSAGE =
  'Este voucher es de una actividad de otro aliado: no se registró la llegada.';
export const CANCELLED_MESSAGE = 'Esta reserva está cancelada: no se registró la llegada.';
export const UNPAID_MESSAGE = 'Esta reserva no tiene el pago verificado: no se registró la llegada.';

/** How long before a departure's start its check-in opens: a voucher can't be used up days ahead. */
export const CHECK_IN_OPENS_HOURS = 3;
export const checkInNotOpenMessage = (opensAt: Date): string =>
  `La llegada se registra desde ${CHECK_IN_OPENS_HOURS} horas antes de la salida: a partir del ` +
  `${caracasText(opensAt)} (hora de Venezuela). No se registró la llegada.`;

const PAYMENT_STATES: Record<number, string> = {
  [BookingStatus.Ordered]: 'Por pagar',
  [BookingStatus.PaymentRegistered]: 'Pago por verificar',
  [BookingStatus.Paid]: 'Pagado',
};

/** Bookings that appear on a manifest: ordered (2), payment registered (3) and paid (4). */
const MANIFEST_STATUSES = [BookingStatus.Ordered, BookingStatus.PaymentRegistered, BookingStatus.Paid];

const checkInSchema = object({
  activityTimeId: string().required('El horario es requerido.'),
  token: string().nullable().max(200, 'El código QR no es un voucher válido de Xplora.'),
  code: string().nullable().max(20, 'El código de la reserva tiene 8 caracteres (p. ej. K7QM-3XPA).'),
}).test('one-of', 'Escanee el QR del voucher o escriba el código de la reserva.', (value) => {
  const token = value.token?.trim();
  const code = value.code?.trim();
  return !!token !== !!code;
});

/**
 * One departure as the session may see it: the activity's supplier and admins see every booking; a partner key
 * (a technical customer account) sees only the bookings it made, and only departures of a published activity or
 * ones it holds a booking on. Anyone else gets 404 (existence is not revealed).
 */
interface SlotAccess {
  time: ActivityTime;
  date: ActivityDate;
  activity: Activity;
  /** Limit to these bookings' owner (partner keys); undefined: every booking of the slot. */
  ownerId?: number;
}

async function slotAccess(ctx: Context, id: string | number): Promise<SlotAccess> {
  const notFound = new NotFoundError('El horario no existe.');
  const timeId = toId(id);
  if (!timeId || !ctx.user) throw notFound;
  const time = await ctx.em.findOne(ActivityTime, timeId);
  if (!time) throw notFound;
  const date = await ctx.em.findOneOrFail(ActivityDate, time.activityDate.id);
  const activity = await ctx.em.findOneOrFail(Activity, date.activity.id);
  const access = { time, date, activity };
  if (ctx.scopes.includes('admin')) return access;
  if (ctx.partnerKey) {
    const ownerId = ctx.user.id;
    const visible =
      (await publicActivities(ctx.em, [activity.id])).has(activity.id) ||
      (await ctx.em.count(Booking, { activityTime: time.id, user: ownerId })) > 0;
    if (!visible) throw notFound;
    return { ...access, ownerId };
  }
  if (ctx.scopes.includes('supplier')) {
    const supplier = await sessionSupplier(ctx);
    if (supplier && activity.supplier.id === supplier.id) return access;
  }
  throw notFound;
}

function manifestRow(booking: Booking, personName: string): ManifestRow {
  return {
    bookingId: booking.id,
    code: booking.code,
    personName,
    participants: booking.seatsHeld,
    status: booking.status,
    paymentState: PAYMENT_STATES[booking.status] ?? 'Cancelada',
    checkedInAt: booking.checkedInAt ?? null,
  };
}

async function rowOf(em: EntityManager, booking: Booking): Promise<ManifestRow> {
  await em.populate(booking, ['user']);
  return manifestRow(booking, booking.attendeeName || booking.user.getEntity().name);
}

/** The supplier's check-in at the meeting point: manifest per departure, scan or code, once. */
export class CheckInService {
  async manifest(ctx: Context, activityTimeId: string): Promise<CheckInManifest> {
    const { time, date, activity, ownerId } = await slotAccess(ctx, activityTimeId);
    const list = await ctx.em.find(
      Booking,
      {
        activityTime: time.id,
        status: { $in: MANIFEST_STATUSES },
        ...(ownerId ? { user: ownerId } : {}),
      },
      { populate: ['user'], orderBy: { id: 'asc' } },
    );
    const rows = list.map((b) => manifestRow(b, b.attendeeName || b.user.getEntity().name));
    const sum = (filter: (row: ManifestRow) => boolean) =>
      rows.filter(filter).reduce((total, row) => total + row.participants, 0);
    return {
      activityTimeId: time.id,
      activityId: activity.id,
      activityTitle: activity.title,
      date: date.startsAt,
      startTime: hhmm(time.startsAt),
      endTime: hhmm(time.endsAt),
      rows,
      totals: {
        booked: sum(() => true),
        paid: sum((row) => row.status === BookingStatus.Paid),
        checkedIn: sum((row) => row.status === BookingStatus.Paid && !!row.checkedInAt),
      },
    };
  }

  /**
   * Marks a paid booking of this departure checked in. One guarded UPDATE (`checked_in_at is null`) decides, so two
   * scans of the same voucher, even at the same instant, count it once; the second answers "ya registrado".
   */
  async checkIn(ctx: Context, input: CheckInInput): Promise<CheckInResult> {
    validateWith(checkInSchema, input);
    const slot = await slotAccess(ctx, input.activityTimeId);
    const booking = await this.findVoucherBooking(ctx, input);
    const activity = await ctx.em.findOneOrFail(Activity, booking.activity.id);
    // A partner key acts only on the bookings it made: another's is as unknown to it as a missing one.
    if (slot.ownerId && booking.user.id !== slot.ownerId) throw new NotFoundError('La reserva no existe.');
    if (activity.supplier.id !== slot.activity.supplier.id) throw new ConflictError(OTHER_SUPPLIER_MESSAGE);
    if (booking.activityTime.id !== slot.time.id) {
      const date = await ctx.em.findOneOrFail(ActivityDate, booking.activityDate.id);
      const time = await ctx.em.findOneOrFail(ActivityTime, booking.activityTime.id);
      const what = activity.id === slot.activity.id ? '' : ` de ${activity.title}`;
      throw new ConflictError(
        `Este voucher es para otra salida${what}: ${date.startsAt} a las ${hhmm(time.startsAt)}. No se registró la llegada.`,
      );
    }
    if (booking.status === BookingStatus.Cancelled) throw new ConflictError(CANCELLED_MESSAGE);
    if (booking.status !== BookingStatus.Paid) throw new ConflictError(UNPAID_MESSAGE);
    const opensAt = new Date(
      slotStart(slot.date.startsAt, slot.time.startsAt).getTime() - CHECK_IN_OPENS_HOURS * 3_600_000,
    );
    if (Date.now() < opensAt.getTime()) throw new ConflictError(checkInNotOpenMessage(opensAt));

    const claimed = await ctx.em.transactional(async (em) => {
      const rows = await em.execute<{ id: number; checked_in_at: Date }[]>(
        `update bookings set checked_in_at = now(), checked_in_by_id = ?, updated_at = now()
         where id = ? and status = ? and checked_in_at is null returning id, checked_in_at`,
        [ctx.user!.id, booking.id, BookingStatus.Paid],
      );
      if (rows[0]) await auditCheckIn(em, ctx, booking.id, new Date(rows[0].checked_in_at));
      return rows;
    });
    const fresh = await ctx.em.findOneOrFail(Booking, booking.id, { refresh: true });
    if (fresh.status !== BookingStatus.Paid) throw new ConflictError(UNPAID_MESSAGE);
    const row = await rowOf(ctx.em, fresh);
    const people = `${row.personName}, ${row.participants} ${row.participants === 1 ? 'participante' : 'participantes'}`;
    if (claimed.length === 0)
      return { booking: row, alreadyCheckedIn: true, message: `Ya registrado: ${people}.` };
    return { booking: row, alreadyCheckedIn: false, message: `Llegada registrada: ${people}.` };
  }

  /** The booking a scanned token or a typed code names; a token must carry the server's signature. */
  private async findVoucherBooking(ctx: Context, input: CheckInInput): Promise<Booking> {
    const token = input.token?.trim();
    if (token) {
      const code = tokenCode(token);
      const booking = code ? await ctx.em.findOne(Booking, { code }) : null;
      if (!booking || !tokenMatches(ctx.config.voucherSecret, token, booking))
        throw new BadInputError(FORGED_TOKEN_MESSAGE, { token: FORGED_TOKEN_MESSAGE });
      return booking;
    }
    const code = normalizeBookingCode(input.code ?? '');
    const booking = code ? await ctx.em.findOne(Booking, { code }) : null;
    if (!booking) throw new BadInputError(UNKNOWN_CODE_MESSAGE, { code: UNKNOWN_CODE_MESSAGE });
    return booking;
  }
}
