import type { EntityManager } from '@mikro-orm/postgresql';
import { ATTENDEE_LINK_INVALID } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { hashToken } from '../../graphql/context.js';
import { newOpaqueToken } from '../account/tokens.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { AttendeeConsent } from './attendee-consent.entity.js';

/**
 * Orders naming someone else as the attendee. The attendee's address gets one fixed confirmation
 * mail (no name, no text from the order) and the account's order e-mails only after it confirms; an account may
 * place a limited number of such orders per day (`bookingLimits.foreignAttendeeOrdersPerDay`).
 */

export const CONSENT_SUBJECT = 'Confirma tu correo para recibir avisos de Xplora';
export const CONSENT_MESSAGES = {
  invalid: ATTENDEE_LINK_INVALID,
  limit: (n: number) =>
    `Alcanzaste el máximo de ${n} pedidos para otras personas en 24 horas. Inténtalo de nuevo más tarde o ` +
    'haz el pedido a tu nombre.',
} as const;

/** A link is valid this long; a new order after that sends a fresh one. */
const CONSENT_LINK_DAYS = 7;
/** At most one confirmation mail per (account, address) per day, however many orders name it. */
const RESEND_AFTER_MS = 24 * 3_600_000;

/** The attendee's address when it is not the account's own (normalised), else undefined. */
export function foreignAttendee(ownerEmail: string, attendeeEmail?: string | null): string | undefined {
  const email = attendeeEmail?.trim().toLowerCase();
  return email && email !== ownerEmail.trim().toLowerCase() ? email : undefined;
}

/**
 * Inside the order transaction, before anything is written: refuses (409) once the account placed its daily number
 * of orders for other people. The account row is locked so concurrent orders cannot both pass the count.
 */
export async function assertForeignAttendeeRoom(
  em: EntityManager,
  ctx: Context,
  userId: number,
  ordersNow: number,
): Promise<void> {
  const cap = ctx.config.bookingLimits.foreignAttendeeOrdersPerDay;
  if (!cap || ctx.partnerKey) return;
  const [user] = await em.execute<{ email: string }[]>('select email from users where id = ? for update', [
    userId,
  ]);
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from orders o join bookings b on b.id = o.activity_booking_id
      where b.user_id = ? and b.attendee_email is not null and lower(b.attendee_email) <> lower(?)
        and o.issue_date > now() - interval '24 hours'`,
    [userId, user?.email ?? ''],
  );
  if (Number(row!.n) + ordersNow > cap) throw new ConflictError(CONSENT_MESSAGES.limit(cap));
}

/** Queues the fixed confirmation mail for an address not yet confirmed for this account (once a day at most). */
export async function requestAttendeeConsent(
  em: EntityManager,
  ctx: Context,
  userId: number,
  email: string,
): Promise<void> {
  const existing = await em.findOne(AttendeeConsent, { user: userId, email });
  if (existing?.confirmedAt) return;
  const now = new Date();
  if (existing && now.getTime() - existing.sentAt.getTime() < RESEND_AFTER_MS) return;
  const { raw, hash } = newOpaqueToken();
  if (existing) em.assign(existing, { tokenHash: hash, sentAt: now });
  else em.persist(em.create(AttendeeConsent, { user: userId, email, tokenHash: hash, sentAt: now }));
  MailService.queue(
    em,
    brandedMail({
      to: email,
      name: email,
      subject: CONSENT_SUBJECT,
      paragraphs: [
        'Una cuenta de Xplora indicó este correo como el de la persona que asistirá a una actividad.',
        'Si quieres recibir los avisos de sus pedidos (montos, plazos y confirmaciones de pago), confirma tu ' +
          `correo con el botón. El enlace vence en ${CONSENT_LINK_DAYS} días.`,
        'Si no esperabas este mensaje, ignóralo: no te escribiremos de nuevo por esos pedidos.',
      ],
      action: { label: 'Confirmar mi correo', url: `${ctx.config.appUrl}/confirm-attendee?t=${raw}` },
    }),
  );
  await em.flush();
}

/** The mailed link: from now on the address receives that account's order e-mails. */
export async function confirmAttendeeConsent(ctx: Context, token: string): Promise<boolean> {
  return ctx.em.transactional(async (em) => {
    const consent = await em.findOne(AttendeeConsent, { tokenHash: hashToken(token.trim()) });
    const expired =
      consent &&
      Date.now() - consent.sentAt.getTime() > CONSENT_LINK_DAYS * 24 * 3_600_000 &&
      !consent.confirmedAt;
    if (!consent || expired) throw new NotFoundError(CONSENT_MESSAGES.invalid);
    consent.confirmedAt ??= new Date();
    await em.flush();
    return true;
  });
}

/** Whether the attendee confirmed receiving this account's order e-mails. */
export async function attendeeConfirmed(em: EntityManager, userId: number, email: string): Promise<boolean> {
  return (await em.count(AttendeeConsent, { user: userId, email, confirmedAt: { $ne: null } })) > 0;
}
