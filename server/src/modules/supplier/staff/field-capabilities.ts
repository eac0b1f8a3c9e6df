import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Capability } from '../../../../../schema/staff-roles.js';
import type { Context } from '../../../graphql/context.js';
import { PUBLIC_OPERATIONS } from '../../../graphql/public-operations.js';
import { assertSupplierCapability } from './supplier-access.js';

/**
 * Every root field a supplier session may call, with the capability (schema/staff-roles.ts) a staff member's role
 * needs for it. A staff member calling a field missing here is refused: tests/api/supplier-staff-roles.test.ts fails
 * when a field open to the supplier scope (or to any session) has no entry.
 */
export const FIELD_CAPABILITIES: Record<string, Capability> = {
  'Mutation.logout': 'account',
  'Query.latestExchangeRate': 'account',
  'Query.supplierAccess': 'account',

  'Query.supplierToday': 'departures',
  'Query.supplierDepartures': 'departures',
  'Query.supplierDeparture': 'departures',
  'Query.checkInManifest': 'departures',
  'Mutation.checkInBooking': 'departures',

  'Query.supplierDashboard': 'operations',
  'Query.supplierBookings': 'operations',
  'Query.supplierReservations': 'operations',
  'Query.supplierPendingPayments': 'operations',
  'Query.supplierPendingPaymentCount': 'operations',
  'Query.booking': 'operations',
  'Query.voucher': 'operations',
  'Mutation.confirmPayment': 'operations',
  'Mutation.rejectPayment': 'operations',
  'Query.refunds': 'operations',
  'Mutation.markRefunded': 'operations',
  'Mutation.declineRefund': 'operations',
  'Mutation.cancelDeparture': 'operations',
  'Query.rescheduleSlots': 'operations',
  'Mutation.proposeReschedule': 'operations',
  'Query.supplierCategories': 'operations',
  'Query.supplierActivities': 'operations',
  'Query.supplierActivity': 'operations',
  'Mutation.createActivity': 'operations',
  'Mutation.updateActivity': 'operations',
  'Mutation.patchActivity': 'operations',
  'Mutation.setActivityStatus': 'operations',
  'Mutation.deleteActivity': 'operations',
  'Query.activityDates': 'operations',
  'Mutation.createActivityDate': 'operations',
  'Mutation.updateActivityDate': 'operations',
  'Mutation.deleteActivityDate': 'operations',
  'Mutation.createActivityTime': 'operations',
  'Mutation.updateActivityTime': 'operations',
  'Mutation.deleteActivityTime': 'operations',
  'Query.activityPrices': 'operations',
  'Mutation.createActivityPrice': 'operations',
  'Mutation.updateActivityPrice': 'operations',
  'Mutation.deleteActivityPrice': 'operations',
  'Query.activityDetails': 'operations',
  'Mutation.createActivityDetail': 'operations',
  'Mutation.updateActivityDetail': 'operations',
  'Mutation.deleteActivityDetail': 'operations',
  'Query.activityImages': 'operations',
  'Mutation.deleteActivityImage': 'operations',
  'Query.activityReviews': 'operations',
  'Mutation.moderateReview': 'operations',
  'Query.myAlerts': 'operations',
  'Mutation.markAlertRead': 'operations',

  // the profile screen holds the supplier's own bank and pago móvil data
  'Query.supplierProfile': 'payoutData',
  'Mutation.updateSupplierProfile': 'payoutData',

  'Query.myStatements': 'finance',
  'Query.statement': 'finance',
  'Query.myOpenPeriod': 'finance',
  'Mutation.registerStatementPayment': 'finance',

  'Query.supplierAudit': 'audit',

  'Query.supplierStaff': 'staff',
  'Mutation.inviteStaff': 'staff',
  'Mutation.changeStaffRole': 'staff',
  'Mutation.revokeStaff': 'staff',
};

/** The capability a root field needs from staff; `null` for public fields, `undefined` for unmapped ones. */
export function capabilityOf(field: string): Capability | null | undefined {
  if (PUBLIC_OPERATIONS.has(field)) return null;
  return FIELD_CAPABILITIES[field];
}

/**
 * Wraps every Query and Mutation resolver of the built schema: a supplier staff member reaches a field only when it
 * is public or mapped to a capability of their role (the REST door runs the same schema in-process). Owners,
 * customers and admins pass untouched; the field's own `@Authorized` and object checks still run after.
 */
export function guardSupplierStaff(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const capability = capabilityOf(key);
      if (capability === null) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (root, args, ctx: Context, info) => {
        if (ctx.user) await assertSupplierCapability(ctx, capability ?? 'staff');
        return resolve(root, args, ctx, info);
      };
    }
  }
  return schema;
}
