import { useQuery } from '@apollo/client/react';
import { AuditTrail, filterInput, type AuditRow } from '../../../components/audit-trail/AuditTrail';
import { useAuditParams } from '../../../components/audit-trail/use-audit-params';
import { SupplierAuditLogDocument } from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';

/** Where an entry's object opens in the supplier portal. */
function objectLink(row: AuditRow): string | undefined {
  if (row.objectType === 'activity') return paths.suppliers.activity(row.objectId);
  if (row.objectType === 'departure') return paths.suppliers.departure(row.objectId);
  if (row.objectType === 'payment') return paths.suppliers.payments;
  if (row.objectType === 'refund') return paths.suppliers.refunds;
  if (row.objectType === 'booking') return paths.suppliers.bookings;
  if (row.objectType === 'statement_payment') return paths.suppliers.statements;
  return undefined;
}

/** "Actividad de la cuenta": the owner's trail of its own objects, with filters and paging. */
export function SupplierActivityLogPage() {
  const params = useAuditParams();
  const { data, loading, error } = useQuery(SupplierAuditLogDocument, {
    variables: { page: params.page, perPage: params.perPage, filter: filterInput(params.filters) },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section>
      <h1 className="h3">Actividad de la cuenta</h1>
      <p className="text-body-secondary small">
        Quién hizo qué en su cuenta y cuándo: pagos confirmados o rechazados, reembolsos, llegadas,
        publicaciones y precios, salidas canceladas e inicios de sesión.
      </p>
      <AuditTrail
        rows={data?.supplierAudit.items ?? []}
        loading={loading}
        error={error ? 'No se pudo cargar la actividad.' : undefined}
        filters={params.filters}
        onFilters={params.onFilters}
        paging={params.paging(data?.supplierAudit)}
        objectLink={objectLink}
      />
    </section>
  );
}
