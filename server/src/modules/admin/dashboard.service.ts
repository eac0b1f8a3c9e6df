import type { Context } from '../../graphql/context.js';
import { PaymentStatus } from '../booking/payment.entity.js';
import { ActivityStatus } from '../catalog/activity.entity.js';
import type { AdminDashboard } from './admin.inputs.js';

interface CountsRow {
  pending_suppliers: string | number;
  pending_activities: string | number;
  pending_payments: string | number;
  pending_leads: string | number;
}

/** The admin home's counts of waiting work, in one statement. */
export class AdminDashboardService {
  async counts(ctx: Context): Promise<AdminDashboard> {
    const [row] = await ctx.em.execute<CountsRow[]>(
      `select
         (select count(*) from suppliers s join users u on u.id = s.user_id
           where u.activated_at is null and u.closed_at is null) as pending_suppliers,
         (select count(*) from activities where status = ? and deleted_at is null) as pending_activities,
         (select count(*) from payments where status = ?) as pending_payments,
         (select count(*) from supplier_leads where handled_at is null) as pending_leads`,
      [ActivityStatus.Pending, PaymentStatus.Pending],
    );
    return {
      pendingSuppliers: Number(row?.pending_suppliers ?? 0),
      pendingActivities: Number(row?.pending_activities ?? 0),
      pendingPayments: Number(row?.pending_payments ?? 0),
      pendingLeads: Number(row?.pending_leads ?? 0),
    };
  }
}
