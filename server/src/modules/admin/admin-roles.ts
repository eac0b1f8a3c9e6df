import type { AuthCheckerFn } from 'type-graphql';
import type { Scope } from '../../../../schema/constants.js';
import type { Context } from '../../graphql/context.js';
import { ForbiddenError } from '../../graphql/errors.js';
import { adminRoleOf, SOPORTE_REFUSAL } from '../account/admin-role.js';
import { AdminRole } from '../account/admin-role.entity.js';

/** Who among the admins may run an operation. */
type Need = 'soporte' | 'administrador';

/**
 * Every GraphQL field an admin reaches (`@Authorized` naming `admin`, or open to any session but answering admins
 * more than their own: a booking, a manifest) → the least admin role that runs it. Soporte reads everything but
 * money (payments, refunds, statements, the ledger, balances, partner keys) and moderates reviews; every other
 * write is an Administrador's (docs/decisions.md). A field missing here is an Administrador's, and
 * tests/api/admin-roles.test.ts fails naming it.
 */
export const ADMIN_OPERATIONS: Record<string, Need> = {
  // reads
  'Query.adminDashboard': 'soporte',
  'Query.adminBookings': 'soporte',
  'Query.booking': 'soporte',
  'Query.voucher': 'soporte',
  'Query.rescheduleSlots': 'soporte',
  'Query.checkInManifest': 'soporte',
  'Query.pendingActivities': 'soporte',
  'Query.supplierLeads': 'soporte',
  'Query.auditLog': 'soporte',
  'Query.exchangeRates': 'soporte',
  'Query.adminFailures': 'soporte',
  'Query.suppliers': 'soporte',
  'Query.supplier': 'soporte',
  'Query.supplierCategories': 'soporte',
  'Query.supplierContacts': 'soporte',
  'Query.supplierAlerts': 'soporte',
  'Query.supplierComments': 'soporte',
  'Query.adminTeam': 'soporte',
  'Query.myAdminRole': 'soporte',
  'Supplier.user': 'soporte',
  'Supplier.notes': 'soporte',
  'Supplier.fee': 'soporte',
  'SupplierContact.supplier': 'soporte',
  'ProviderAlert.supplier': 'soporte',
  'SupplierComment.supplier': 'soporte',
  'SupplierComment.author': 'soporte',
  'SupplierComment.authorId': 'soporte',
  'SupplierComment.authorName': 'soporte',
  // moderation
  'Mutation.adminModerateReview': 'soporte',
  // money reads
  'Query.pendingPayments': 'administrador',
  'Query.refunds': 'administrador',
  'Query.monthlyCommission': 'administrador',
  'Query.statement': 'administrador',
  'Query.adminStatements': 'administrador',
  'Query.ledgerEntries': 'administrador',
  'Query.supplierBalances': 'administrador',
  'Query.partnerKeys': 'administrador',
  // money writes
  'Mutation.confirmPayment': 'administrador',
  'Mutation.rejectPayment': 'administrador',
  'Mutation.markRefunded': 'administrador',
  'Mutation.declineRefund': 'administrador',
  'Mutation.setExchangeRate': 'administrador',
  'Mutation.setStatementPeriod': 'administrador',
  'Mutation.registerStatementPayment': 'administrador',
  'Mutation.verifyStatementPayment': 'administrador',
  'Mutation.rejectStatementPayment': 'administrador',
  'Mutation.recordLedgerAdjustment': 'administrador',
  'Mutation.issuePartnerKey': 'administrador',
  'Mutation.revokePartnerKey': 'administrador',
  'Mutation.createSupplier': 'administrador',
  'Mutation.updateSupplier': 'administrador',
  // other writes
  'Mutation.activateSupplier': 'administrador',
  'Mutation.approveActivity': 'administrador',
  'Mutation.rejectActivity': 'administrador',
  'Mutation.markSupplierLeadHandled': 'administrador',
  'Mutation.retryFailedMail': 'administrador',
  'Mutation.retryFailedJob': 'administrador',
  'Mutation.createSupplierContact': 'administrador',
  'Mutation.updateSupplierContact': 'administrador',
  'Mutation.createProviderAlert': 'administrador',
  'Mutation.updateProviderAlert': 'administrador',
  'Mutation.sendProviderAlert': 'administrador',
  'Mutation.createSupplierComment': 'administrador',
  'Mutation.updateSupplierComment': 'administrador',
  'Mutation.cancelDeparture': 'administrador',
  'Mutation.proposeReschedule': 'administrador',
  'Mutation.checkInBooking': 'administrador',
  'Mutation.setAdminRole': 'administrador',
};

/**
 * Runs after the scope check (composed in assembly/schema.ts): an admin caller whose role is below the field's
 * need gets FORBIDDEN. A caller let in by another of the field's scopes (a supplier on `confirmPayment`) and a field
 * open to every session that is not in the table (`me`, `logout`) are not an admin's operation.
 */
export const adminRoleChecker: AuthCheckerFn<Context, Scope> = async ({ context, info }, roles) => {
  if (roles.length > 0 && !roles.includes('admin')) return true;
  if (roles.some((role) => role !== 'admin' && context.scopes.includes(role))) return true;
  const need = ADMIN_OPERATIONS[`${info.parentType.name}.${info.fieldName}`];
  if (need === 'soporte' || (need === undefined && roles.length === 0)) return true;
  const role = adminRoleOf(context);
  if (!role || (await role) === AdminRole.Administrador) return true;
  throw new ForbiddenError(SOPORTE_REFUSAL);
};
