import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { Context } from '../../graphql/context.js';
import { User } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';

/**
 * Moderation holds after approval (issue 15 §9): a published activity whose public text, price or pictures change
 * goes back to pending (status 0) until an admin approves it again, and the supplier is told why.
 */

export const BACK_TO_REVIEW_MESSAGE =
  'La actividad volvió a revisión: los cambios en el texto, las imágenes o los precios de una actividad ' +
  'publicada deben ser aprobados de nuevo por Xplora antes de volver a mostrarse.';

/** The fields of the activity form the public sees; a change to any of them on a published activity is reviewed. */
const PUBLIC_FIELDS = ['title', 'summary', 'description', 'departureAddress'] as const;

export function publicFieldsChanged(
  before: Partial<Record<(typeof PUBLIC_FIELDS)[number] | 'basePrice', unknown>>,
  after: Partial<Record<(typeof PUBLIC_FIELDS)[number] | 'basePrice', unknown>>,
): boolean {
  if (PUBLIC_FIELDS.some((field) => field in after && (after[field] ?? null) !== (before[field] ?? null)))
    return true;
  return (
    after.basePrice !== undefined &&
    !new Decimal(String(before.basePrice ?? 0)).equals(new Decimal(String(after.basePrice ?? 0)))
  );
}

/**
 * Sets a published activity back to pending (one guarded statement) and mails the notice to the supplier.
 * Returns whether it was published. Runs in the caller's transaction.
 */
export async function sendBackToReview(
  em: EntityManager,
  ctx: Context,
  activityId: number,
): Promise<boolean> {
  const rows = await em.execute<{ title: string }[]>(
    'update activities set status = 0, updated_at = now() where id = ? and status = 1 returning title',
    [activityId],
  );
  if (rows.length === 0) return false;
  const user = await em.findOneOrFail(User, ctx.user!.id);
  MailService.queue(
    em,
    brandedMail({
      to: user.email,
      name: user.name,
      subject: 'Tu actividad volvió a revisión',
      paragraphs: [`Actividad #${activityId}: ${rows[0]!.title}.`, BACK_TO_REVIEW_MESSAGE],
      action: { label: 'Ver mis actividades', url: `${ctx.config.appUrl}/suppliers` },
    }),
  );
  await em.flush();
  return true;
}
