import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { CONTACT_STATUSES, contactSchema } from '../../../../../schema/validation/admin';
import { FormField } from '../../../components/forms';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminCreateSupplierContactDocument,
  AdminSupplierContactsDocument,
  AdminUpdateSupplierContactDocument,
  type AdminContactFragment,
} from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { SelectField } from '../fields';
import { FormModal } from '../FormModal';
import { useSupplierSection } from './supplier-context';

interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  status: number | string;
}

/** Contacts tab: '#', name (opens the edit modal), e-mail, phone, status; 'No contacts Found'; 'Nuevo'. */
export function SupplierContactsTab() {
  const t = useAdminTexts();
  const toast = useToast();
  const { supplier } = useSupplierSection();
  const { data, loading, refetch } = useQuery(AdminSupplierContactsDocument, {
    variables: { supplierId: supplier.id },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(AdminCreateSupplierContactDocument);
  const [update] = useMutation(AdminUpdateSupplierContactDocument);
  const [editing, setEditing] = useState<AdminContactFragment | 'new' | null>(null);

  const columns: TableColumn<AdminContactFragment>[] = [
    { id: 'id', header: '#', cell: (c) => c.id },
    {
      id: 'name',
      header: t.contacts.name,
      cell: (c) => (
        <Button variant="link" className="p-0 text-start" onClick={() => setEditing(c)}>
          {c.name}
        </Button>
      ),
    },
    { id: 'email', header: t.contacts.email, cell: (c) => c.email ?? '—' },
    { id: 'phone', header: t.contacts.phone, cell: (c) => c.phoneNumber },
    {
      id: 'status',
      header: t.contacts.status,
      cell: (c) =>
        c.status === 1 ? (
          <Badge bg="success">{t.contacts.active}</Badge>
        ) : (
          <Badge bg="secondary">{t.contacts.inactive}</Badge>
        ),
    },
  ];

  const initial: ContactValues =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          email: editing.email ?? '',
          phoneNumber: editing.phoneNumber,
          status: editing.status,
        }
      : { name: '', email: '', phoneNumber: '', status: 0 };

  const save = async (values: ContactValues) => {
    const cast = contactSchema.cast(values);
    const fields = {
      name: cast.name,
      email: cast.email || null,
      phoneNumber: cast.phoneNumber,
      status: cast.status,
    };
    if (editing && editing !== 'new') await update({ variables: { input: { id: editing.id, ...fields } } });
    else await create({ variables: { input: { supplierId: supplier.id, ...fields } } });
    toast.success(t.contacts.saved);
    await refetch();
  };

  return (
    <div>
      <div className="d-flex justify-content-end mb-2">
        <Button onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t.contacts.new}
        </Button>
      </div>
      <PaginatedTable
        testId="contact-table"
        caption={t.contacts.caption}
        columns={columns}
        rows={data?.supplierContacts ?? []}
        rowKey={(c) => c.id}
        loading={loading && !data}
        emptyMessage={t.contacts.empty}
      />
      {editing && (
        <FormModal
          show
          testId="contact-modal"
          title={editing === 'new' ? t.contacts.createTitle : t.contacts.editTitle}
          initialValues={initial}
          schema={contactSchema}
          onHide={() => setEditing(null)}
          onSubmit={save}
        >
          <FormField name="name" label={t.contacts.name} />
          <FormField name="email" type="email" label={t.contacts.email} />
          <FormField name="phoneNumber" type="tel" label={t.contacts.phone} />
          <SelectField
            name="status"
            label={t.contacts.status}
            options={CONTACT_STATUSES.map((s) => ({
              value: s.id,
              label: s.id === 1 ? t.contacts.active : t.contacts.inactive,
            }))}
          />
        </FormModal>
      )}
    </div>
  );
}
