import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SortedPageArgs, sortDescription } from '../../graphql/pagination.js';
import { Activity } from '../catalog/activity.entity.js';
import { SupplierLead } from '../supplier/supplier-lead.entity.js';
import {
  AdminDashboard,
  PendingActivityPage,
  RejectActivityInput,
  SupplierLeadListArgs,
  SupplierLeadPage,
} from './admin.inputs.js';
import { PENDING_ACTIVITY_SORT } from './admin.inputs.js';
import { ApprovalService } from './approval.service.js';
import { AdminDashboardService } from './dashboard.service.js';

/** The admin home's counts and the review queues (activities, supplier requests). */
@Authorized('admin')
@Resolver()
export class ApprovalResolver {
  private readonly approvals = new ApprovalService();
  private readonly dashboard = new AdminDashboardService();

  @Query(() => AdminDashboard, {
    description: 'Trabajo pendiente: registros, aprobaciones, pagos, solicitudes.',
  })
  adminDashboard(@Ctx() ctx: Context): Promise<AdminDashboard> {
    return this.dashboard.counts(ctx);
  }

  @Query(() => PendingActivityPage, {
    description: `Actividades pendientes por aprobación, la más antigua primero. ${sortDescription(PENDING_ACTIVITY_SORT)}`,
  })
  pendingActivities(
    @Ctx() ctx: Context,
    @Args(() => SortedPageArgs) args: SortedPageArgs,
  ): Promise<PendingActivityPage> {
    return this.approvals.pendingActivities(ctx, args);
  }

  @Mutation(() => Activity, { description: 'Aprueba y publica una actividad pendiente; avisa al aliado.' })
  approveActivity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Activity> {
    return this.approvals.approveActivity(ctx, id);
  }

  @Mutation(() => Activity, { description: 'Devuelve una actividad pendiente al aliado con el motivo.' })
  rejectActivity(
    @Ctx() ctx: Context,
    @Arg('input', () => RejectActivityInput) input: RejectActivityInput,
  ): Promise<Activity> {
    return this.approvals.rejectActivity(ctx, input);
  }

  @Query(() => SupplierLeadPage, { description: 'Solicitudes de la página de aliados.' })
  supplierLeads(
    @Ctx() ctx: Context,
    @Args(() => SupplierLeadListArgs) args: SupplierLeadListArgs,
  ): Promise<SupplierLeadPage> {
    return this.approvals.leads(ctx, args);
  }

  @Mutation(() => SupplierLead)
  markSupplierLeadHandled(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<SupplierLead> {
    return this.approvals.markLeadHandled(ctx, id);
  }
}
