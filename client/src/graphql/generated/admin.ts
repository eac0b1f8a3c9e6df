/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Rol de un administrador: Administrador (todo) o Soporte (lee todo salvo dinero y modera opiniones). */
export type AdminRole =
  | 'Administrador'
  | 'Soporte';

/** Filtros del registro de auditoría (todos opcionales). */
export type AuditFilter = {
  /** Código de la acción. */
  action?: string | null | undefined;
  /** La cuenta que actuó. */
  actorId?: string | null | undefined;
  /** Desde este día (AAAA-MM-DD, hora de Venezuela, incluido). */
  from?: string | null | undefined;
  objectId?: string | null | undefined;
  /** Tipo del objeto (con objectId: un objeto). */
  objectType?: string | null | undefined;
  /** Solo administradores: el aliado dueño del objeto. */
  supplierId?: string | null | undefined;
  /** Hasta este día (incluido). */
  to?: string | null | undefined;
};

export type CreateProviderAlertInput = {
  /** HTML; se guarda saneado. */
  message: string;
  /** 0 guardar sin enviar, 1 enviar al guardar. */
  status?: number | null | undefined;
  supplierId: string;
  title: string;
};

export type CreateSupplierCommentInput = {
  message: string;
  supplierId: string;
};

export type CreateSupplierContactInput = {
  email?: string | null | undefined;
  name: string;
  phoneNumber: string;
  /** 0 inactivo, 1 activo. */
  status?: number | null | undefined;
  supplierId: string;
};

export type CreateSupplierInput = {
  address?: string | null | undefined;
  categoryId?: number | null | undefined;
  description: string;
  documentCode: string;
  /** 1 V (cédula), 2 E (pasaporte), 3 J (RIF); por omisión 3, como en el registro del aliado. */
  documentTypeId?: number | null | undefined;
  /** Correo del aliado (opcional, formato válido si se da). Con correo, su usuario recibe el enlace para crear la contraseña; sin correo no se envía nada hasta que se agregue uno. */
  email?: string | null | undefined;
  /** Comisión entre 0.05 y 1 (decimal exacto). */
  fee?: string | null | undefined;
  languageId?: number | null | undefined;
  /** Razón social. */
  legalName: string;
  notes?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** 1 activo, 0 inactivo (obligatorio, sin valor por defecto). */
  status?: number | null | undefined;
  /** Nombre comercial. */
  tradeName: string;
  webpage?: string | null | undefined;
};

export type Currency =
  | 'EUR'
  | 'USD';

export type IssuePartnerKeyInput = {
  /** Último día de validez (AAAA-MM-DD); sin vencimiento si se omite. */
  expiresAt?: string | null | undefined;
  /** Nombre de la clave (p. ej. "Agencia Sol — producción"). */
  name: string;
  /** Organisation and contact person of the partner. */
  organisation: string;
  /** catalog:read, bookings:read, bookings:write, payments:write. */
  scopes: Array<string>;
};

/** Ajuste manual de la comisión de un aliado. */
export type LedgerAdjustmentInput = {
  /** USD que el aliado debe de más (positivo) o de menos (negativo). */
  commissionUsd: string;
  /** Motivo del ajuste (5 a 255 caracteres). */
  reason: string;
  supplierId: string;
};

/** Tipo de movimiento del libro de comisiones. */
export type LedgerKind =
  | 'Adjustment'
  | 'PaymentVerified'
  | 'Refund';

export type OutboxMailStatus =
  | 'Failed'
  | 'Kept'
  | 'Pending'
  | 'Sent';

/** Verificación del pago. */
export type PaymentStatus =
  | 'Pending'
  | 'Rejected'
  | 'Verified';

export type RejectActivityInput = {
  id: string;
  /** Se envía al aliado por correo. */
  reason: string;
};

export type SetExchangeRateInput = {
  /** USD o EUR. */
  currency: string;
  /** VES por unidad, con 2 a 4 decimales (p. ej. "238.71"). */
  rate: string;
  /** Fecha valor YYYY-MM-DD; no futura. */
  valueDate: string;
};

/** Pago de la comisión de un estado de cuenta (pago móvil o transferencia, en VES). */
export type StatementPaymentInput = {
  /** Monto pagado en VES, decimal con "." o ",". */
  amountVes: string;
  /** Código del banco emisor, p. ej. 0102. */
  bank: string;
  /** Fecha del pago, AAAA-MM-DD (hora de Venezuela). */
  paidOn: string;
  /** Referencia bancaria (6 a 20 caracteres). */
  reference: string;
  statementId: string;
};

/** Verificación del pago de un estado de cuenta. */
export type StatementPaymentStatus =
  | 'Pending'
  | 'Rejected'
  | 'Verified';

/** Cada cuánto cierra el estado de cuenta de un aliado: mensual o quincenal. */
export type StatementPeriod =
  | 'Fortnightly'
  | 'Monthly';

/** Estado de un estado de cuenta: emitido, pagado en parte, pagado o vencido. */
export type StatementStatus =
  | 'Issued'
  | 'Overdue'
  | 'Paid'
  | 'PartiallyPaid';

/** Orden de la lista de aliados. */
export type SupplierOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'DOCUMENT_CODE_ASC'
  | 'DOCUMENT_CODE_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'PHONE_NUMBER_ASC'
  | 'PHONE_NUMBER_DESC'
  | 'STATUS_ASC'
  | 'STATUS_DESC'
  | 'TRADE_NAME_ASC'
  | 'TRADE_NAME_DESC';

export type UpdateProviderAlertInput = {
  id: string;
  message: string;
  status?: number | null | undefined;
  title: string;
};

export type UpdateSupplierCommentInput = {
  id: string;
  message: string;
};

export type UpdateSupplierContactInput = {
  email?: string | null | undefined;
  id: string;
  name: string;
  phoneNumber: string;
  status?: number | null | undefined;
};

export type UpdateSupplierInput = {
  address?: string | null | undefined;
  categoryId?: number | null | undefined;
  description: string;
  documentCode: string;
  /** 1 V (cédula), 2 E (pasaporte), 3 J (RIF). */
  documentTypeId?: number | null | undefined;
  /** Correo del aliado (opcional, formato válido si se da). Con correo, su usuario recibe el enlace para crear la contraseña; sin correo no se envía nada hasta que se agregue uno. */
  email?: string | null | undefined;
  /** Comisión entre 0.05 y 1 (decimal exacto). */
  fee?: string | null | undefined;
  id: string;
  languageId?: number | null | undefined;
  /** Razón social. */
  legalName: string;
  notes?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** 1 activo, 0 inactivo (obligatorio, sin valor por defecto). */
  status?: number | null | undefined;
  /** Nombre comercial. */
  tradeName: string;
  webpage?: string | null | undefined;
};

export type AdminFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFailuresQuery = { adminFailures: { __typename: 'AdminFailures', mails: Array<{ __typename: 'FailedMail', id: string, recipient: string, subject: string, status: OutboxMailStatus, attempts: number, lastError: string | null, updatedAt: string }>, jobs: Array<{ __typename: 'FailedJobItem', id: string, queue: string, error: string, failedAt: string, attempts: number }> } };

export type AdminRetryFailedMailMutationVariables = Exact<{
  id: string;
}>;


export type AdminRetryFailedMailMutation = { retryFailedMail: { __typename: 'FailedMail', id: string, status: OutboxMailStatus } };

export type AdminRetryFailedJobMutationVariables = Exact<{
  queue: string;
  id: string;
}>;


export type AdminRetryFailedJobMutation = { retryFailedJob: boolean };

export type FinanceBalanceFragment = { __typename: 'SupplierBalance', supplierId: string, tradeName: string, statementPeriod: StatementPeriod, billedUsd: string, paidUsd: string, balanceUsd: string, overdueUsd: string, issuedThisMonthUsd: string, openCommissionUsd: string };

export type AdminSupplierBalancesQueryVariables = Exact<{
  orderBy?: string | null | undefined;
}>;


export type AdminSupplierBalancesQuery = { supplierBalances: Array<{ __typename: 'SupplierBalance', supplierId: string, tradeName: string, statementPeriod: StatementPeriod, billedUsd: string, paidUsd: string, balanceUsd: string, overdueUsd: string, issuedThisMonthUsd: string, openCommissionUsd: string }> };

export type AdminMonthlyCommissionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMonthlyCommissionQuery = { monthlyCommission: { __typename: 'MonthlyCommission', totalUsd: string, months: Array<{ __typename: 'CommissionMonth', month: string, commissionUsd: string }> } };

export type AdminSupplierStatementsQueryVariables = Exact<{
  supplierId: string;
  status?: StatementStatus | null | undefined;
  page: number;
  perPage: number;
  orderBy?: string | null | undefined;
}>;


export type AdminSupplierStatementsQuery = { supplier: { __typename: 'Supplier', id: string, tradeName: string, legalName: string, fee: string | null }, adminStatements: { __typename: 'StatementPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'Statement', id: string, number: string, periodStart: string, periodEnd: string, status: StatementStatus, lineCount: number, commissionUsd: string, paidUsd: string, dueUsd: string, dueDate: string, issuedAt: string }> } };

export type AdminStatementQueryVariables = Exact<{
  id: string;
}>;


export type AdminStatementQuery = { statement: { __typename: 'Statement', id: string, number: string, periodStart: string, periodEnd: string, status: StatementStatus, lineCount: number, grossUsd: string, grossVes: string, commissionUsd: string, netUsd: string, paidUsd: string, dueUsd: string, dueVesToday: string | null, dueDate: string, issuedAt: string, lines: Array<{ __typename: 'LedgerEntry', id: string, createdAt: string, kind: LedgerKind, bookingId: string | null, fee: string | null, exchangeRate: string | null, grossUsd: string, grossVes: string, commissionUsd: string, netUsd: string, reason: string | null }>, payments: Array<{ __typename: 'StatementPayment', id: string, createdAt: string, bank: string, reference: string, amountVes: string, rate: string, amountUsd: string, paidOn: string, status: StatementPaymentStatus, rejectionReason: string | null, proofUrl: string | null, verifiedAt: string | null }> } };

export type AdminRecordStatementPaymentMutationVariables = Exact<{
  input: StatementPaymentInput;
}>;


export type AdminRecordStatementPaymentMutation = { registerStatementPayment: { __typename: 'StatementPayment', id: string, status: StatementPaymentStatus } };

export type AdminVerifyStatementPaymentMutationVariables = Exact<{
  id: string;
}>;


export type AdminVerifyStatementPaymentMutation = { verifyStatementPayment: { __typename: 'StatementPayment', id: string, status: StatementPaymentStatus } };

export type AdminRejectStatementPaymentMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type AdminRejectStatementPaymentMutation = { rejectStatementPayment: { __typename: 'StatementPayment', id: string, status: StatementPaymentStatus, rejectionReason: string | null } };

export type AdminSetStatementPeriodMutationVariables = Exact<{
  supplierId: string;
  period: StatementPeriod;
}>;


export type AdminSetStatementPeriodMutation = { setStatementPeriod: StatementPeriod };

export type AdminRecordLedgerAdjustmentMutationVariables = Exact<{
  input: LedgerAdjustmentInput;
}>;


export type AdminRecordLedgerAdjustmentMutation = { recordLedgerAdjustment: { __typename: 'LedgerEntry', id: string, commissionUsd: string } };

export type AdminFinanceBanksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFinanceBanksQuery = { banks: Array<{ __typename: 'Bank', code: string, name: string }> };

export type AdminPendingPaymentsQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type AdminPendingPaymentsQuery = { pendingPayments: { __typename: 'PaymentPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'Payment', id: string, bank: string, bankName: string, buyerId: string, paidAmount: string, amountDifference: string, reference: string, proofUrl: string | null, createdAt: string, orderId: string, order: { __typename: 'Order', id: string, totalVes: string, booking: { __typename: 'Booking', id: string, personName: string, attendeeEmail: string | null, activity: { __typename: 'Activity', id: string, title: string, slug: string } } } }> } };

export type AdminConfirmPaymentMutationVariables = Exact<{
  id: string;
  acceptMismatch: boolean;
}>;


export type AdminConfirmPaymentMutation = { confirmPayment: { __typename: 'Payment', id: string, status: PaymentStatus } };

export type AdminRejectPaymentMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type AdminRejectPaymentMutation = { rejectPayment: { __typename: 'Payment', id: string, status: PaymentStatus } };

export type AdminSupplierRowFragment = { __typename: 'Supplier', id: string, tradeName: string, documentCode: string, phoneNumber: string | null, status: number, activatedAt: string | null };

export type AdminSupplierFormFragment = { __typename: 'Supplier', id: string, tradeName: string, legalName: string, documentTypeId: number, documentCode: string, email: string | null, phoneNumber: string | null, webpage: string | null, address: string | null, description: string | null, notes: string | null, fee: string | null, status: number, languageId: number | null, categoryId: number | null, activatedAt: string | null };

export type AdminContactFragment = { __typename: 'SupplierContact', id: string, name: string, email: string | null, phoneNumber: string, status: number };

export type AdminAlertFragment = { __typename: 'ProviderAlert', id: string, title: string, message: string, status: number, sentAt: string | null, readAt: string | null, createdAt: string };

export type AdminCommentFragment = { __typename: 'SupplierComment', id: string, message: string, status: number, authorId: string | null, authorName: string | null, createdAt: string };

export type AdminExchangeRateFragment = { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { __typename: 'AdminDashboard', pendingSuppliers: number, pendingActivities: number, pendingPayments: number, pendingLeads: number }, usd: { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string } | null, eur: { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string } | null };

export type AdminSuppliersQueryVariables = Exact<{
  page: number;
  perPage: number;
  orderBy: SupplierOrderBy;
  pendingReview?: boolean | null | undefined;
}>;


export type AdminSuppliersQuery = { suppliers: { __typename: 'SupplierPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'Supplier', id: string, tradeName: string, documentCode: string, phoneNumber: string | null, status: number, activatedAt: string | null }> } };

export type AdminSupplierQueryVariables = Exact<{
  id: string;
}>;


export type AdminSupplierQuery = { supplier: { __typename: 'Supplier', id: string, tradeName: string, legalName: string, documentTypeId: number, documentCode: string, email: string | null, phoneNumber: string | null, webpage: string | null, address: string | null, description: string | null, notes: string | null, fee: string | null, status: number, languageId: number | null, categoryId: number | null, activatedAt: string | null } };

export type AdminSupplierFormLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSupplierFormLookupsQuery = { supplierCategories: Array<{ __typename: 'SupplierCategory', id: string, name: string }>, languages: Array<{ __typename: 'Language', id: string, name: string }> };

export type AdminCreateSupplierMutationVariables = Exact<{
  input: CreateSupplierInput;
}>;


export type AdminCreateSupplierMutation = { createSupplier: { __typename: 'Supplier', id: string, tradeName: string, legalName: string, documentTypeId: number, documentCode: string, email: string | null, phoneNumber: string | null, webpage: string | null, address: string | null, description: string | null, notes: string | null, fee: string | null, status: number, languageId: number | null, categoryId: number | null, activatedAt: string | null } };

export type AdminUpdateSupplierMutationVariables = Exact<{
  input: UpdateSupplierInput;
}>;


export type AdminUpdateSupplierMutation = { updateSupplier: { __typename: 'Supplier', id: string, tradeName: string, legalName: string, documentTypeId: number, documentCode: string, email: string | null, phoneNumber: string | null, webpage: string | null, address: string | null, description: string | null, notes: string | null, fee: string | null, status: number, languageId: number | null, categoryId: number | null, activatedAt: string | null } };

export type AdminActivateSupplierMutationVariables = Exact<{
  id: string;
}>;


export type AdminActivateSupplierMutation = { activateSupplier: { __typename: 'Supplier', id: string, tradeName: string, legalName: string, documentTypeId: number, documentCode: string, email: string | null, phoneNumber: string | null, webpage: string | null, address: string | null, description: string | null, notes: string | null, fee: string | null, status: number, languageId: number | null, categoryId: number | null, activatedAt: string | null } };

export type AdminSupplierContactsQueryVariables = Exact<{
  supplierId: string;
}>;


export type AdminSupplierContactsQuery = { supplierContacts: Array<{ __typename: 'SupplierContact', id: string, name: string, email: string | null, phoneNumber: string, status: number }> };

export type AdminCreateSupplierContactMutationVariables = Exact<{
  input: CreateSupplierContactInput;
}>;


export type AdminCreateSupplierContactMutation = { createSupplierContact: { __typename: 'SupplierContact', id: string, name: string, email: string | null, phoneNumber: string, status: number } };

export type AdminUpdateSupplierContactMutationVariables = Exact<{
  input: UpdateSupplierContactInput;
}>;


export type AdminUpdateSupplierContactMutation = { updateSupplierContact: { __typename: 'SupplierContact', id: string, name: string, email: string | null, phoneNumber: string, status: number } };

export type AdminSupplierAlertsQueryVariables = Exact<{
  supplierId: string;
}>;


export type AdminSupplierAlertsQuery = { supplierAlerts: Array<{ __typename: 'ProviderAlert', id: string, title: string, message: string, status: number, sentAt: string | null, readAt: string | null, createdAt: string }> };

export type AdminCreateProviderAlertMutationVariables = Exact<{
  input: CreateProviderAlertInput;
}>;


export type AdminCreateProviderAlertMutation = { createProviderAlert: { __typename: 'ProviderAlert', id: string, title: string, message: string, status: number, sentAt: string | null, readAt: string | null, createdAt: string } };

export type AdminUpdateProviderAlertMutationVariables = Exact<{
  input: UpdateProviderAlertInput;
}>;


export type AdminUpdateProviderAlertMutation = { updateProviderAlert: { __typename: 'ProviderAlert', id: string, title: string, message: string, status: number, sentAt: string | null, readAt: string | null, createdAt: string } };

export type AdminSendProviderAlertMutationVariables = Exact<{
  id: string;
}>;


export type AdminSendProviderAlertMutation = { sendProviderAlert: { __typename: 'ProviderAlert', id: string, title: string, message: string, status: number, sentAt: string | null, readAt: string | null, createdAt: string } };

export type AdminSupplierCommentsQueryVariables = Exact<{
  supplierId: string;
}>;


export type AdminSupplierCommentsQuery = { supplierComments: Array<{ __typename: 'SupplierComment', id: string, message: string, status: number, authorId: string | null, authorName: string | null, createdAt: string }> };

export type AdminCreateSupplierCommentMutationVariables = Exact<{
  input: CreateSupplierCommentInput;
}>;


export type AdminCreateSupplierCommentMutation = { createSupplierComment: { __typename: 'SupplierComment', id: string, message: string, status: number, authorId: string | null, authorName: string | null, createdAt: string } };

export type AdminUpdateSupplierCommentMutationVariables = Exact<{
  input: UpdateSupplierCommentInput;
}>;


export type AdminUpdateSupplierCommentMutation = { updateSupplierComment: { __typename: 'SupplierComment', id: string, message: string, status: number, authorId: string | null, authorName: string | null, createdAt: string } };

export type AdminPendingActivitiesQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type AdminPendingActivitiesQuery = { pendingActivities: { __typename: 'PendingActivityPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'PendingActivity', id: string, title: string, slug: string, createdAt: string, updatedAt: string, publishedAt: string | null, supplierId: string, supplierName: string, changes: Array<{ __typename: 'ActivityChange', field: string, before: string, after: string }> }> } };

export type AdminApproveActivityMutationVariables = Exact<{
  id: string;
}>;


export type AdminApproveActivityMutation = { approveActivity: { __typename: 'Activity', id: string, status: number, publishedAt: string | null } };

export type AdminRejectActivityMutationVariables = Exact<{
  input: RejectActivityInput;
}>;


export type AdminRejectActivityMutation = { rejectActivity: { __typename: 'Activity', id: string, status: number } };

export type AdminSupplierLeadsQueryVariables = Exact<{
  handled: boolean;
  page: number;
  perPage: number;
}>;


export type AdminSupplierLeadsQuery = { supplierLeads: { __typename: 'SupplierLeadPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'SupplierLead', id: string, name: string, email: string, phone: string | null, company: string | null, city: string | null, message: string | null, createdAt: string, handledAt: string | null }> } };

export type AdminMarkSupplierLeadHandledMutationVariables = Exact<{
  id: string;
}>;


export type AdminMarkSupplierLeadHandledMutation = { markSupplierLeadHandled: { __typename: 'SupplierLead', id: string, handledAt: string | null } };

export type AdminExchangeRatesQueryVariables = Exact<{
  currency?: Currency | null | undefined;
  page: number;
  perPage: number;
}>;


export type AdminExchangeRatesQuery = { exchangeRates: { __typename: 'ExchangeRatePage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string }> }, usd: { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string } | null, eur: { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string } | null };

export type AdminSetExchangeRateMutationVariables = Exact<{
  input: SetExchangeRateInput;
}>;


export type AdminSetExchangeRateMutation = { setExchangeRate: { __typename: 'ExchangeRate', id: string, currency: Currency, rate: string, valueDate: string, createdAt: string } };

export type SupplierAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierAlertsQuery = { myAlerts: Array<{ __typename: 'ProviderAlert', id: string, title: string, message: string, sentAt: string | null, readAt: string | null }> };

export type MarkAlertReadMutationVariables = Exact<{
  id: string;
}>;


export type MarkAlertReadMutation = { markAlertRead: { __typename: 'ProviderAlert', id: string, readAt: string | null } };

export type AdminMyRoleQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMyRoleQuery = { myAdminRole: AdminRole };

export type AdminTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTeamQuery = { adminTeam: Array<{ __typename: 'AdminMember', id: string, name: string, email: string, role: AdminRole, lastLoginAt: string | null }> };

export type AdminSetRoleMutationVariables = Exact<{
  id: string;
  role: AdminRole;
}>;


export type AdminSetRoleMutation = { setAdminRole: { __typename: 'AdminMember', id: string, role: AdminRole } };

export type AdminAuditLogQueryVariables = Exact<{
  page: number;
  perPage: number;
  filter?: AuditFilter | null | undefined;
}>;


export type AdminAuditLogQuery = { auditLog: { __typename: 'AuditEntryPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'AuditEntry', id: string, createdAt: string, action: string, actorId: string | null, actorRole: string, actorEmail: string | null, ip: string | null, userAgent: string | null, objectType: string, objectId: string, supplierId: string | null, changes: Array<{ __typename: 'AuditChange', field: string, before: string | null, after: string | null }> }> } };

export type AdminPartnerKeyFragment = { __typename: 'PartnerKey', id: string, name: string, organisation: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null };

export type AdminPartnerKeysQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type AdminPartnerKeysQuery = { partnerKeys: { __typename: 'PartnerKeyPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'PartnerKey', id: string, name: string, organisation: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null }> } };

export type AdminIssuePartnerKeyMutationVariables = Exact<{
  input: IssuePartnerKeyInput;
}>;


export type AdminIssuePartnerKeyMutation = { issuePartnerKey: { __typename: 'IssuedPartnerKey', key: string, partnerKey: { __typename: 'PartnerKey', id: string, name: string, organisation: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null } } };

export type AdminRevokePartnerKeyMutationVariables = Exact<{
  id: string;
}>;


export type AdminRevokePartnerKeyMutation = { revokePartnerKey: { __typename: 'PartnerKey', id: string, name: string, organisation: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null } };

export const FinanceBalanceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FinanceBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierBalance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"statementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"billedUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"balanceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"overdueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedThisMonthUsd"}},{"kind":"Field","name":{"kind":"Name","value":"openCommissionUsd"}}]}}]} as unknown as DocumentNode<FinanceBalanceFragment, unknown>;
export const AdminSupplierRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminSupplierRowFragment, unknown>;
export const AdminSupplierFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webpage"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"languageId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminSupplierFormFragment, unknown>;
export const AdminContactFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminContactFragment, unknown>;
export const AdminAlertFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlert"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminAlertFragment, unknown>;
export const AdminCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCommentFragment, unknown>;
export const AdminExchangeRateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExchangeRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"valueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminExchangeRateFragment, unknown>;
export const AdminPartnerKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartnerKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminPartnerKeyFragment, unknown>;
export const AdminFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFailuresQuery, AdminFailuresQueryVariables>;
export const AdminRetryFailedMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryFailedMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminRetryFailedMailMutation, AdminRetryFailedMailMutationVariables>;
export const AdminRetryFailedJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryFailedJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminRetryFailedJobMutation, AdminRetryFailedJobMutationVariables>;
export const AdminSupplierBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FinanceBalance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FinanceBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierBalance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"statementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"billedUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"balanceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"overdueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedThisMonthUsd"}},{"kind":"Field","name":{"kind":"Name","value":"openCommissionUsd"}}]}}]} as unknown as DocumentNode<AdminSupplierBalancesQuery, AdminSupplierBalancesQueryVariables>;
export const AdminMonthlyCommissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMonthlyCommission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyCommission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMonthlyCommissionQuery, AdminMonthlyCommissionQueryVariables>;
export const AdminSupplierStatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]} as unknown as DocumentNode<AdminSupplierStatementsQuery, AdminSupplierStatementsQueryVariables>;
export const AdminStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"netUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueVesToday"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"netUsd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountVes"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatementQuery, AdminStatementQueryVariables>;
export const AdminRecordStatementPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordStatementPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerStatementPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminRecordStatementPaymentMutation, AdminRecordStatementPaymentMutationVariables>;
export const AdminVerifyStatementPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminVerifyStatementPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyStatementPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminVerifyStatementPaymentMutation, AdminVerifyStatementPaymentMutationVariables>;
export const AdminRejectStatementPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectStatementPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectStatementPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<AdminRejectStatementPaymentMutation, AdminRejectStatementPaymentMutationVariables>;
export const AdminSetStatementPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetStatementPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStatementPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}]}]}}]} as unknown as DocumentNode<AdminSetStatementPeriodMutation, AdminSetStatementPeriodMutationVariables>;
export const AdminRecordLedgerAdjustmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordLedgerAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLedgerAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}}]}}]}}]} as unknown as DocumentNode<AdminRecordLedgerAdjustmentMutation, AdminRecordLedgerAdjustmentMutationVariables>;
export const AdminFinanceBanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFinanceBanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminFinanceBanksQuery, AdminFinanceBanksQueryVariables>;
export const AdminPendingPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDifference"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalVes"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]} as unknown as DocumentNode<AdminPendingPaymentsQuery, AdminPendingPaymentsQueryVariables>;
export const AdminConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptMismatch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptMismatch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptMismatch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminConfirmPaymentMutation, AdminConfirmPaymentMutationVariables>;
export const AdminRejectPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminRejectPaymentMutation, AdminRejectPaymentMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingSuppliers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingActivities"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayments"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLeads"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"usd"},"name":{"kind":"Name","value":"latestExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"USD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"eur"},"name":{"kind":"Name","value":"latestExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExchangeRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"valueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminSuppliersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSuppliers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierOrderBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pendingReview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"pendingReview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pendingReview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSupplierRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminSuppliersQuery, AdminSuppliersQueryVariables>;
export const AdminSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSupplierForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webpage"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"languageId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminSupplierQuery, AdminSupplierQueryVariables>;
export const AdminSupplierFormLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierFormLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminSupplierFormLookupsQuery, AdminSupplierFormLookupsQueryVariables>;
export const AdminCreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSupplierForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webpage"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"languageId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminCreateSupplierMutation, AdminCreateSupplierMutationVariables>;
export const AdminUpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSupplierForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webpage"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"languageId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateSupplierMutation, AdminUpdateSupplierMutationVariables>;
export const AdminActivateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminActivateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSupplierForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSupplierForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"webpage"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"languageId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdminActivateSupplierMutation, AdminActivateSupplierMutationVariables>;
export const AdminSupplierContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminSupplierContactsQuery, AdminSupplierContactsQueryVariables>;
export const AdminCreateSupplierContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSupplierContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupplierContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplierContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminCreateSupplierContactMutation, AdminCreateSupplierContactMutationVariables>;
export const AdminUpdateSupplierContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSupplierContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminUpdateSupplierContactMutation, AdminUpdateSupplierContactMutationVariables>;
export const AdminSupplierAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlert"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlert"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSupplierAlertsQuery, AdminSupplierAlertsQueryVariables>;
export const AdminCreateProviderAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProviderAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProviderAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProviderAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlert"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlert"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateProviderAlertMutation, AdminCreateProviderAlertMutationVariables>;
export const AdminUpdateProviderAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProviderAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProviderAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProviderAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlert"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlert"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateProviderAlertMutation, AdminUpdateProviderAlertMutationVariables>;
export const AdminSendProviderAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendProviderAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProviderAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlert"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlert"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSendProviderAlertMutation, AdminSendProviderAlertMutationVariables>;
export const AdminSupplierCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminComment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSupplierCommentsQuery, AdminSupplierCommentsQueryVariables>;
export const AdminCreateSupplierCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSupplierComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupplierCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplierComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminComment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateSupplierCommentMutation, AdminCreateSupplierCommentMutationVariables>;
export const AdminUpdateSupplierCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSupplierComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminComment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateSupplierCommentMutation, AdminUpdateSupplierCommentMutationVariables>;
export const AdminPendingActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]} as unknown as DocumentNode<AdminPendingActivitiesQuery, AdminPendingActivitiesQueryVariables>;
export const AdminApproveActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AdminApproveActivityMutation, AdminApproveActivityMutationVariables>;
export const AdminRejectActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminRejectActivityMutation, AdminRejectActivityMutationVariables>;
export const AdminSupplierLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]} as unknown as DocumentNode<AdminSupplierLeadsQuery, AdminSupplierLeadsQueryVariables>;
export const AdminMarkSupplierLeadHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkSupplierLeadHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSupplierLeadHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]}}]} as unknown as DocumentNode<AdminMarkSupplierLeadHandledMutation, AdminMarkSupplierLeadHandledMutationVariables>;
export const AdminExchangeRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExchangeRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"usd"},"name":{"kind":"Name","value":"latestExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"USD"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"eur"},"name":{"kind":"Name","value":"latestExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExchangeRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"valueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminExchangeRatesQuery, AdminExchangeRatesQueryVariables>;
export const AdminSetExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExchangeRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExchangeRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"valueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSetExchangeRateMutation, AdminSetExchangeRateMutationVariables>;
export const SupplierAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<SupplierAlertsQuery, SupplierAlertsQueryVariables>;
export const MarkAlertReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAlertRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAlertRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<MarkAlertReadMutation, MarkAlertReadMutationVariables>;
export const AdminMyRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMyRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdminRole"}}]}}]} as unknown as DocumentNode<AdminMyRoleQuery, AdminMyRoleQueryVariables>;
export const AdminTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]}}]} as unknown as DocumentNode<AdminTeamQuery, AdminTeamQueryVariables>;
export const AdminSetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminSetRoleMutation, AdminSetRoleMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminPartnerKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartnerKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartnerKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartnerKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminPartnerKeysQuery, AdminPartnerKeysQueryVariables>;
export const AdminIssuePartnerKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminIssuePartnerKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssuePartnerKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuePartnerKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"partnerKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartnerKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartnerKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminIssuePartnerKeyMutation, AdminIssuePartnerKeyMutationVariables>;
export const AdminRevokePartnerKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRevokePartnerKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePartnerKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartnerKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartnerKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminRevokePartnerKeyMutation, AdminRevokePartnerKeyMutationVariables>;