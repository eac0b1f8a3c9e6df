import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toasts';
import { AdminCreateSupplierDocument } from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { useAdminTexts } from '../admin-texts';
import { evictFields } from '../cache';
import { EMPTY_SUPPLIER, SupplierForm } from './SupplierForm';

/** 'Nuevo Aliado': creates the supplier and its account, then opens its update screen. */
export function SupplierCreatePage() {
  const t = useAdminTexts();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(AdminCreateSupplierDocument, {
    update: evictFields('suppliers', 'adminDashboard'),
  });
  return (
    <section>
      <nav aria-label="breadcrumb" className="small mb-2">
        <Link to={adminPaths.suppliers}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t.form.back}
        </Link>
      </nav>
      <h1 className="h3 mb-4">{t.form.createTitle}</h1>
      <SupplierForm
        initialValues={EMPTY_SUPPLIER}
        submitLabel={t.form.save}
        onSubmit={async (input) => {
          const { data } = await create({ variables: { input } });
          if (!data) return;
          toast.success(t.form.created, t.form.createdBody);
          navigate(adminPaths.supplier(data.createSupplier.id), { replace: true });
        }}
      />
    </section>
  );
}
