import { LockMode } from '@mikro-orm/core';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import {
  entityOrder,
  pageWindow,
  sqlOrder,
  toPage,
  type PageOf,
  type SortedPageArgs,
} from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { Activity, ActivityStatus } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import { SupplierLead } from '../supplier/supplier-lead.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { activityApprovedMail, activityReturnedMail } from './admin-mails.js';
import {
  LEAD_SORT,
  PENDING_ACTIVITY_SORT,
  type PendingActivity,
  type RejectActivityInput,
  type SupplierLeadListArgs,
} from './admin.inputs.js';
import { NOT_FOUND, parseId } from './ids.js';
import {
  contentChanges,
  publicContent,
  publicContents,
  type PublicContent,
} from '../supplier-portal/review-changes.js';
import { auditPublication } from '../catalog/activity-audit.js';

export const APPROVAL_MESSAGES = {
  notPending: 'La actividad no está pendiente por aprobación.',
  leadHandled: 'La solicitud ya fue atendida.',
} as const;

interface PendingRow {
  id: number;
  title: string;
  slug: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  supplier_id: number;
  supplier_name: string;
  approved_content: PublicContent | null;
}

/** Admin approvals: activities waiting for review (new or paused) and the supplier landing's requests. */
export class ApprovalService {
  /** Status 0, not deleted, oldest request first; one statement for the rows, one for the total. */
  async pendingActivities(ctx: Context, args: SortedPageArgs): Promise<PageOf<PendingActivity>> {
    const { offset, limit } = pageWindow(args);
    const where = { status: ActivityStatus.Pending, deletedAt: null };
    const [rows, total] = await Promise.all([
      ctx.em.execute<PendingRow[]>(
        `select a.id, a.title, a.slug, a.created_at, a.updated_at, a.published_at,
                s.id as supplier_id, s.trade_name as supplier_name, a.approved_content
           from activities a join suppliers s on s.id = a.supplier_id
          where a.status = ? and a.deleted_at is null
          order by ${sqlOrder(args.orderBy, PENDING_ACTIVITY_SORT, 'a.updated_at asc, a.id asc')}
          limit ? offset ?`,
        [ActivityStatus.Pending, limit, offset],
      ),
      ctx.em.count(Activity, where),
    ]);
    const approved = rows.filter((row) => row.approved_content);
    const current = await publicContents(
      ctx.em,
      approved.map((row) => row.id),
    );
    const items = rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      publishedAt: row.published_at ? new Date(row.published_at) : null,
      supplierId: row.supplier_id,
      supplierName: row.supplier_name,
      changes:
        row.approved_content && current.has(row.id)
          ? contentChanges(row.approved_content, current.get(row.id)!)
          : [],
    }));
    return toPage(items, total, args);
  }

  /** Status 0 → 1 (published; publishedAt keeps the first approval) and the supplier is told by e-mail. */
  async approveActivity(ctx: Context, rawId: string): Promise<Activity> {
    const id = parseId(rawId, NOT_FOUND.activity);
    return ctx.em.transactional(async (em) => {
      const activity = await em.findOne(
        Activity,
        { id, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!activity) throw new NotFoundError(NOT_FOUND.activity);
      if (activity.status !== ActivityStatus.Pending) throw new ConflictError(APPROVAL_MESSAGES.notPending);
      activity.status = ActivityStatus.Active;
      activity.publishedAt ??= new Date();
      // What is approved now is what the next review compares with.
      activity.approvedContent = { ...(await publicContent(em, activity.id)) };
      const owner = await this.owner(em, activity);
      const url = `${ctx.config.appUrl}/activity/${activity.id}/${activity.slug}`;
      MailService.queue(em, activityApprovedMail(owner.email, owner.name, activity.title, url));
      await em.flush();
      await auditPublication(em, ctx, activity.id, true);
      return activity;
    });
  }

  /** Sends the activity back with a reason: it stays pending (status 0) and the supplier gets the reason by e-mail. */
  async rejectActivity(ctx: Context, input: RejectActivityInput): Promise<Activity> {
    const id = parseId(input.id, NOT_FOUND.activity);
    return ctx.em.transactional(async (em) => {
      const activity = await em.findOne(
        Activity,
        { id, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!activity) throw new NotFoundError(NOT_FOUND.activity);
      if (activity.status !== ActivityStatus.Pending) throw new ConflictError(APPROVAL_MESSAGES.notPending);
      const owner = await this.owner(em, activity);
      const url = `${ctx.config.appUrl}/suppliers/activity/${activity.id}/update`;
      MailService.queue(
        em,
        activityReturnedMail(owner.email, owner.name, activity.title, input.reason.trim(), url),
      );
      // Touch the row so the review queue shows when it was last looked at.
      activity.updatedAt = new Date();
      await em.flush();
      return activity;
    });
  }

  async leads(ctx: Context, args: SupplierLeadListArgs): Promise<PageOf<SupplierLead>> {
    const { offset, limit } = pageWindow(args);
    const [items, total] = await ctx.em.findAndCount(
      SupplierLead,
      { handledAt: args.handled ? { $ne: null } : null },
      {
        orderBy: entityOrder(args.orderBy, LEAD_SORT, { id: args.handled ? 'desc' : 'asc' }) as never,
        limit,
        offset,
      },
    );
    return toPage(items, total, args);
  }

  async markLeadHandled(ctx: Context, rawId: string): Promise<SupplierLead> {
    const id = parseId(rawId, NOT_FOUND.lead);
    return ctx.em.transactional(async (em) => {
      const lead = await em.findOne(SupplierLead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw new NotFoundError(NOT_FOUND.lead);
      if (lead.handledAt) throw new ConflictError(APPROVAL_MESSAGES.leadHandled);
      lead.handledAt = new Date();
      await em.flush();
      return lead;
    });
  }

  private async owner(em: Context['em'], activity: Activity): Promise<User> {
    const supplier = await em.findOneOrFail(Supplier, { id: activity.supplier.id });
    return em.findOneOrFail(User, { id: supplier.user.id });
  }
}
