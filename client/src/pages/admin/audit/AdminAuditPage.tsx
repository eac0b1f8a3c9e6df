import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { AuditTrail, filterInput, type AuditRow } from '../../../components/audit-trail/AuditTrail';
import { useAuditParams } from '../../../components/audit-trail/use-audit-params';
import { AdminAuditLogDocument } from '../../../graphql/generated/admin';
import { downloadPrivateFile } from '../../../platform/download';
import { paths } from '../../../platform/paths';

const CSV_PARAMS = {
  from: 'from',
  to: 'to',
  action: 'action',
  objectType: 'object_type',
  supplierId: 'supplier_id',
  actorId: 'actor_id',
} as const;

/** Where an entry's object opens in the admin portal. */
function objectLink(row: AuditRow): string | undefined {
  if (row.objectType === 'supplier') return paths.admin.supplier(row.objectId);
  if (row.supplierId) return paths.admin.supplier(row.supplierId);
  return undefined;
}

/** "Auditoría": the whole trail, with filters, paging and the CSV of the same filters. */
export function AdminAuditPage() {
  const params = useAuditParams();
  const [csvError, setCsvError] = useState<string | null>(null);
  const { data, loading, error } = useQuery(AdminAuditLogDocument, {
    variables: { page: params.page, perPage: params.perPage, filter: filterInput(params.filters) },
    fetchPolicy: 'cache-and-network',
  });
  const csv = async () => {
    setCsvError(null);
    const query = new URLSearchParams();
    for (const [key, name] of Object.entries(CSV_PARAMS)) {
      const value = params.filters[key as keyof typeof CSV_PARAMS];
      if (value) query.set(name, value);
    }
    try {
      await downloadPrivateFile(`/api/v1/admin/audit.csv?${query}`, 'auditoria.csv');
    } catch (e) {
      const message = e instanceof Error ? e.message : '';
      setCsvError(/^\d+$/.test(message) || !message ? 'No se pudo descargar el CSV.' : message);
    }
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Auditoría</h1>
        <Button size="sm" variant="outline-secondary" onClick={() => void csv()} data-testid="audit-csv">
          <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
          Descargar CSV
        </Button>
      </div>
      <p className="text-body-secondary small">
        Quién hizo qué, cuándo y desde dónde: pagos, reembolsos, publicaciones, precios, comisiones, claves de
        API, roles e inicios de sesión. Las entradas no se modifican ni se borran.
      </p>
      {csvError && (
        <p className="alert alert-danger" role="alert">
          {csvError}
        </p>
      )}
      <AuditTrail
        admin
        rows={data?.auditLog.items ?? []}
        loading={loading}
        error={error ? 'No se pudo cargar la auditoría.' : undefined}
        filters={params.filters}
        onFilters={params.onFilters}
        paging={params.paging(data?.auditLog)}
        objectLink={objectLink}
      />
    </section>
  );
}
