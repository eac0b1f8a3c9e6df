import { useQuery } from '@apollo/client/react';
import { Alert, Nav, Placeholder } from 'react-bootstrap';
import { Link, NavLink, Outlet, useParams } from 'react-router-dom';
import { SUPPLIER_TABS } from '../../../platform/paths';
import { AdminSupplierDocument } from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { fill, useAdminTexts } from '../admin-texts';
import type { SupplierSectionContext } from './supplier-context';

/** 'Actualizar Aliado - {trade name}' with its routed tabs: Resumen, Contactos, Alertas, Comentarios Internos. */
export function SupplierSection() {
  const t = useAdminTexts();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminSupplierDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const supplier = data?.supplier;

  return (
    <section>
      <nav aria-label="breadcrumb" className="small mb-2">
        <Link to={adminPaths.suppliers}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t.form.back}
        </Link>
      </nav>
      <h1 className="h3 mb-3">
        {supplier ? (
          fill(t.form.updateTitle, { name: supplier.tradeName })
        ) : loading ? (
          <Placeholder animation="glow">
            <Placeholder xs={6} />
          </Placeholder>
        ) : (
          t.form.notFound
        )}
      </h1>
      {error && !supplier && <Alert variant="warning">{error.message || t.form.notFound}</Alert>}
      {supplier && (
        <>
          <Nav variant="tabs" className="mb-3 flex-nowrap overflow-auto text-nowrap">
            {SUPPLIER_TABS.map((tab) => (
              <Nav.Item key={tab}>
                <Nav.Link as={NavLink} to={adminPaths.supplier(supplier.id, tab)}>
                  {t.form.tabs[tab]}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Outlet context={{ supplier } satisfies SupplierSectionContext} />
        </>
      )}
    </section>
  );
}
