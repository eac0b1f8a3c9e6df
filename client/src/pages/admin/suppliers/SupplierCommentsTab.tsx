import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { commentSchema } from '../../../../../schema/validation/admin';
import { useSession } from '../../../platform/session';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminCreateSupplierCommentDocument,
  AdminSupplierCommentsDocument,
  AdminUpdateSupplierCommentDocument,
  type AdminCommentFragment,
} from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { TextAreaField } from '../fields';
import { dateTime, lastSegment } from '../format';
import { FormModal } from '../FormModal';
import { useSupplierSection } from './supplier-context';

/** Internal comments (admins only): message, created date, the last segment of the author id; newest first. */
export function SupplierCommentsTab() {
  const t = useAdminTexts();
  const toast = useToast();
  const { user } = useSession();
  const { supplier } = useSupplierSection();
  const { data, loading, refetch } = useQuery(AdminSupplierCommentsDocument, {
    variables: { supplierId: supplier.id },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(AdminCreateSupplierCommentDocument);
  const [update] = useMutation(AdminUpdateSupplierCommentDocument);
  const [editing, setEditing] = useState<AdminCommentFragment | 'new' | null>(null);

  const columns: TableColumn<AdminCommentFragment>[] = [
    {
      id: 'message',
      header: t.comments.message,
      cell: (c) =>
        c.authorId && c.authorId === user?.id ? (
          <Button variant="link" className="p-0 text-start" onClick={() => setEditing(c)}>
            {c.message}
          </Button>
        ) : (
          c.message
        ),
    },
    {
      id: 'createdAt',
      header: t.comments.createdAt,
      className: 'text-nowrap',
      cell: (c) => dateTime(c.createdAt),
    },
    {
      id: 'author',
      header: t.comments.author,
      cell: (c) => <span title={c.authorName ?? undefined}>{lastSegment(c.authorId)}</span>,
    },
  ];

  const save = async (values: { message: string }) => {
    const message = commentSchema.cast(values).message;
    if (editing && editing !== 'new') await update({ variables: { input: { id: editing.id, message } } });
    else await create({ variables: { input: { supplierId: supplier.id, message } } });
    toast.success(t.comments.saved);
    await refetch();
  };

  return (
    <div>
      <div className="d-flex align-items-center mb-2">
        <p className="small text-body-secondary mb-0 me-auto">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {t.comments.internalNote}
        </p>
        <Button onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t.comments.new}
        </Button>
      </div>
      <PaginatedTable
        testId="comment-table"
        caption={t.comments.caption}
        columns={columns}
        rows={data?.supplierComments ?? []}
        rowKey={(c) => c.id}
        loading={loading && !data}
        emptyMessage={t.comments.empty}
      />
      {editing && (
        <FormModal
          show
          testId="comment-modal"
          title={editing === 'new' ? t.comments.createTitle : t.comments.editTitle}
          initialValues={{ message: editing === 'new' ? '' : editing.message }}
          schema={commentSchema}
          onHide={() => setEditing(null)}
          onSubmit={save}
        >
          <TextAreaField name="message" label={t.comments.message} maxLength={255} counter />
        </FormModal>
      )}
    </div>
  );
}
