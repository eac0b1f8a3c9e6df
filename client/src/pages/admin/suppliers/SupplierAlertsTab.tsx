import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ALERT_STATUSES, alertSchema } from '../../../../../schema/validation/admin';
import { useConfirm } from '../../../components/confirm';
import { FormField } from '../../../components/forms';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminCreateProviderAlertDocument,
  AdminSendProviderAlertDocument,
  AdminSupplierAlertsDocument,
  AdminUpdateProviderAlertDocument,
  type AdminAlertFragment,
} from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { reported } from '../cache';
import { SelectField, TextAreaField } from '../fields';
import { FormModal } from '../FormModal';
import { AlertStatusIcon } from './AlertStatusIcon';
import { useSupplierSection } from './supplier-context';

interface AlertValues {
  title: string;
  message: string;
  status: number | string;
}

/**
 * Alerts tab: status icon, id, title (a link to edit while unsent), message as the server's sanitized HTML,
 * 'Enviar' for unsent ones; 'Nuevo' opens the create modal.
 */
export function SupplierAlertsTab() {
  const t = useAdminTexts();
  const toast = useToast();
  const confirm = useConfirm();
  const { supplier } = useSupplierSection();
  const { data, loading, refetch } = useQuery(AdminSupplierAlertsDocument, {
    variables: { supplierId: supplier.id },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(AdminCreateProviderAlertDocument);
  const [update] = useMutation(AdminUpdateProviderAlertDocument);
  const [send, { loading: sending }] = useMutation(AdminSendProviderAlertDocument);
  const [editing, setEditing] = useState<AdminAlertFragment | 'new' | null>(null);

  const columns: TableColumn<AdminAlertFragment>[] = [
    {
      id: 'state',
      header: <span className="visually-hidden">{t.alerts.status}</span>,
      cell: (a) => <AlertStatusIcon id={a.id} status={a.status} createdAt={a.createdAt} readAt={a.readAt} />,
    },
    { id: 'id', header: '#', cell: (a) => a.id },
    {
      id: 'title',
      header: t.alerts.title,
      cell: (a) =>
        a.status === 1 ? (
          a.title
        ) : (
          <Button variant="link" className="p-0 text-start" onClick={() => setEditing(a)}>
            {a.title}
          </Button>
        ),
    },
    {
      id: 'message',
      header: t.alerts.message,
      // Sanitized on the server (sanitize-html) before it was stored; only that HTML is rendered.
      cell: (a) => <div className="xp-alert-message small" dangerouslySetInnerHTML={{ __html: a.message }} />,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end',
      cell: (a) =>
        a.status === 1 ? null : (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={sending}
            onClick={async () => {
              if (!(await confirm({ body: t.alerts.sendConfirm }))) return;
              await reported(async () => {
                await send({ variables: { id: a.id } });
                toast.success(t.alerts.sentToast);
                await refetch();
              });
            }}
          >
            <i className="bi bi-send me-1" aria-hidden="true" />
            {t.alerts.send}
          </Button>
        ),
    },
  ];

  const initial: AlertValues =
    editing && editing !== 'new'
      ? { title: editing.title, message: editing.message, status: editing.status }
      : { title: '', message: '', status: 0 };

  const save = async (values: AlertValues) => {
    const cast = alertSchema.cast(values);
    const fields = { title: cast.title, message: cast.message, status: cast.status };
    if (editing && editing !== 'new') await update({ variables: { input: { id: editing.id, ...fields } } });
    else await create({ variables: { input: { supplierId: supplier.id, ...fields } } });
    toast.success(cast.status === 1 ? t.alerts.sentToast : t.alerts.saved);
    await refetch();
  };

  return (
    <div>
      <div className="d-flex justify-content-end mb-2">
        <Button onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t.alerts.new}
        </Button>
      </div>
      <PaginatedTable
        testId="alert-table"
        caption={t.alerts.caption}
        columns={columns}
        rows={data?.supplierAlerts ?? []}
        rowKey={(a) => a.id}
        loading={loading && !data}
        emptyMessage={t.alerts.empty}
      />
      {editing && (
        <FormModal
          show
          testId="alert-modal"
          title={editing === 'new' ? t.alerts.createTitle : t.alerts.editTitle}
          initialValues={initial}
          schema={alertSchema}
          onHide={() => setEditing(null)}
          onSubmit={save}
        >
          <FormField name="title" label={t.alerts.title} />
          <TextAreaField
            name="message"
            label={t.alerts.message}
            maxLength={255}
            counter
            hint={t.alerts.messageHint}
          />
          <SelectField
            name="status"
            label={t.alerts.status}
            options={ALERT_STATUSES.map((s) => ({
              value: s.id,
              label: s.id === 1 ? t.alerts.sent : t.alerts.notSent,
            }))}
          />
        </FormModal>
      )}
    </div>
  );
}
