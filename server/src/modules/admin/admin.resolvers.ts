import { AdminTeamResolver } from './admin-team.resolver.js';
import { ApprovalResolver } from './approval.resolver.js';
import { AuditLogResolver } from './audit-log.resolver.js';
import { ExchangeRateResolver } from './exchange-rate.resolver.js';
import { JobFailuresResolver } from './job-failures.resolver.js';
import {
  SupplierAdminResolver,
  SupplierCategoryResolver,
  SupplierFieldsResolver,
} from './supplier-admin.resolver.js';
import {
  ProviderAlertFieldsResolver,
  SupplierCommentFieldsResolver,
  SupplierContactFieldsResolver,
  SupplierRelationsResolver,
} from './supplier-relations.resolver.js';
import { SupplierAlertResolver } from '../supplier/supplier-alert.resolver.js';

/** Every resolver class of the admin portal (and the supplier's side of alerts), registered in one line. */
export const adminResolvers = [
  SupplierAdminResolver,
  SupplierCategoryResolver,
  SupplierFieldsResolver,
  SupplierRelationsResolver,
  SupplierContactFieldsResolver,
  ProviderAlertFieldsResolver,
  SupplierCommentFieldsResolver,
  ApprovalResolver,
  ExchangeRateResolver,
  AuditLogResolver,
  AdminTeamResolver,
  JobFailuresResolver,
  SupplierAlertResolver,
] as const;
