/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Tipo de movimiento del libro de comisiones. */
export type LedgerKind =
  | 'Adjustment'
  | 'PaymentVerified'
  | 'Refund';

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

/** Estado de un estado de cuenta: emitido, pagado en parte, pagado o vencido. */
export type StatementStatus =
  | 'Issued'
  | 'Overdue'
  | 'Paid'
  | 'PartiallyPaid';

export type StatementSummaryFragment = { __typename: 'Statement', id: string, number: string, periodStart: string, periodEnd: string, status: StatementStatus, lineCount: number, grossUsd: string, grossVes: string, commissionUsd: string, paidUsd: string, dueUsd: string, dueVesToday: string | null, dueDate: string };

export type SupplierStatementsQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type SupplierStatementsQuery = { myOpenPeriod: { __typename: 'OpenPeriod', periodStart: string, periodEnd: string, lineCount: number, grossUsd: string, grossVes: string, commissionUsd: string, netUsd: string }, myStatements: { __typename: 'StatementPage', total: number, page: number, lastPage: number, items: Array<{ __typename: 'Statement', id: string, number: string, periodStart: string, periodEnd: string, status: StatementStatus, lineCount: number, grossUsd: string, grossVes: string, commissionUsd: string, paidUsd: string, dueUsd: string, dueVesToday: string | null, dueDate: string }> } };

export type SupplierStatementQueryVariables = Exact<{
  id: string;
}>;


export type SupplierStatementQuery = { statement: { __typename: 'Statement', netUsd: string, issuedAt: string, id: string, number: string, periodStart: string, periodEnd: string, status: StatementStatus, lineCount: number, grossUsd: string, grossVes: string, commissionUsd: string, paidUsd: string, dueUsd: string, dueVesToday: string | null, dueDate: string, lines: Array<{ __typename: 'LedgerEntry', id: string, createdAt: string, kind: LedgerKind, bookingId: string | null, fee: string | null, exchangeRate: string | null, grossUsd: string, grossVes: string, commissionUsd: string, reason: string | null }>, payments: Array<{ __typename: 'StatementPayment', id: string, bank: string, reference: string, amountVes: string, amountUsd: string, rate: string, paidOn: string, status: StatementPaymentStatus, rejectionReason: string | null, proofUrl: string | null }> }, banks: Array<{ __typename: 'Bank', code: string, name: string }> };

export type SupplierRegisterStatementPaymentMutationVariables = Exact<{
  input: StatementPaymentInput;
}>;


export type SupplierRegisterStatementPaymentMutation = { registerStatementPayment: { __typename: 'StatementPayment', id: string, status: StatementPaymentStatus } };

export const StatementSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueVesToday"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<StatementSummaryFragment, unknown>;
export const SupplierStatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOpenPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"netUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"period_start:desc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueVesToday"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<SupplierStatementsQuery, SupplierStatementsQueryVariables>;
export const SupplierStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementSummary"}},{"kind":"Field","name":{"kind":"Name","value":"netUsd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountVes"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossUsd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVes"}},{"kind":"Field","name":{"kind":"Name","value":"commissionUsd"}},{"kind":"Field","name":{"kind":"Name","value":"paidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"dueVesToday"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<SupplierStatementQuery, SupplierStatementQueryVariables>;
export const SupplierRegisterStatementPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupplierRegisterStatementPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerStatementPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SupplierRegisterStatementPaymentMutation, SupplierRegisterStatementPaymentMutationVariables>;