import { useMutation } from '@apollo/client/react';
import { Alert, Button } from 'react-bootstrap';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import { AdminActivateSupplierDocument, AdminUpdateSupplierDocument } from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { evictFields, reported } from '../cache';
import { dateTime } from '../format';
import { useSupplierSection } from './supplier-context';
import { SupplierForm, valuesOf } from './SupplierForm';

/** Resumen: the supplier form with 'Active Since' (read-only) and, for a registration to review, 'Activar'. */
export function SupplierSummaryTab() {
  const t = useAdminTexts();
  const toast = useToast();
  const confirm = useConfirm();
  const { supplier } = useSupplierSection();
  const evictLists = { update: evictFields('suppliers', 'adminDashboard') };
  const [update] = useMutation(AdminUpdateSupplierDocument, evictLists);
  const [activate, { loading: activating }] = useMutation(AdminActivateSupplierDocument, evictLists);

  const activeSince = (
    <Alert
      variant={supplier.activatedAt ? 'light' : 'warning'}
      className="d-flex flex-wrap align-items-center gap-3 border"
      data-testid="active-since"
    >
      <div className="me-auto">
        <label className="form-label small text-body-secondary mb-0 d-block" htmlFor="active-since">
          {t.form.activeSince}
        </label>
        <input
          id="active-since"
          className="form-control-plaintext p-0 fw-semibold"
          readOnly
          value={supplier.activatedAt ? dateTime(supplier.activatedAt) : t.form.notActivated}
        />
      </div>
      {!supplier.activatedAt && (
        <Button
          variant="success"
          disabled={activating}
          onClick={async () => {
            if (!(await confirm())) return;
            await reported(async () => {
              const { data } = await activate({ variables: { id: supplier.id } });
              if (data) toast.success(t.form.activated, t.form.activatedBody);
            });
          }}
        >
          <i className="bi bi-person-check me-1" aria-hidden="true" />
          {t.form.activate}
        </Button>
      )}
    </Alert>
  );

  return (
    <SupplierForm
      initialValues={valuesOf(supplier)}
      submitLabel={t.form.save}
      aside={activeSince}
      onSubmit={async (input) => {
        const { data } = await update({ variables: { input: { ...input, id: supplier.id } } });
        if (data) toast.success(t.form.saved);
      }}
    />
  );
}
