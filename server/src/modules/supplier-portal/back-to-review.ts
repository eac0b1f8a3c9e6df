import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { User } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { contentChanges, publicContent, type PublicContent } from './review-changes.js';
import { auditPublication } from '../catalog/activity-audit.js';

/**
 * Moderation holds after approval: a published activity whose public text, price lines, details or
 * pictures change goes back to pending (status 0) until an admin approves it again, and the supplier is told why.
 * The content last approved is kept (`activities.approved_content`) so the admin's queue shows what changed.
 */

export const BACK_TO_REVIEW_MESSAGE =
  'La actividad volvió a revisión: los cambios en el texto, las imágenes o los precios de una actividad ' +
  'publicada deben ser aprobados de nuevo por Xplora antes de volver a mostrarse.';

/**
 * Runs `change` in a transaction with the activity row locked. When the activity was published and what the public
 * sees of it now differs, it goes back to review (see sendBackToReview). Saving the same content changes nothing.
 */
export async function reviewedChange<T>(
  ctx: Context,
  activityId: number,
  change: (em: EntityManager) => Promise<T>,
): Promise<{ result: T; backToReview: boolean }> {
  return ctx.em.transactional(async (em) => {
    const [row] = await em.execute<{ status: number }[]>(
      'select status from activities where id = ? and deleted_at is null for update',
      [activityId],
    );
    const before = row?.status === 1 ? await publicContent(em, activityId) : undefined;
    const result = await change(em);
    await em.flush();
    if (!before) return { result, backToReview: false };
    const after = await publicContent(em, activityId);
    const changed = !after || contentChanges(before, after).length > 0;
    return { result, backToReview: changed && (await sendBackToReview(em, ctx, activityId, before)) };
  });
}

/**
 * Sets a published activity back to pending (one guarded statement), keeps `approved` as the content to compare
 * with (unless the approval already recorded it), and mails the notice to the supplier. Returns whether it was
 * published. Runs in the caller's transaction.
 */
export async function sendBackToReview(
  em: EntityManager,
  ctx: Context,
  activityId: number,
  approved: PublicContent,
): Promise<boolean> {
  const rows = await em.execute<{ title: string }[]>(
    `update activities set status = 0, updated_at = now(), approved_content = coalesce(approved_content, ?::jsonb)
      where id = ? and status = 1 returning title`,
    [JSON.stringify(approved), activityId],
  );
  if (rows.length === 0) return false;
  await auditPublication(em, ctx, activityId, false);
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
