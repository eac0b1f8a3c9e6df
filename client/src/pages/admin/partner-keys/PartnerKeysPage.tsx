import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useConfirm } from '../../../components/confirm';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminPartnerKeysDocument,
  AdminRevokePartnerKeyDocument,
  type AdminPartnerKeyFragment,
} from '../../../graphql/generated/admin';
import { fill } from '../admin-texts';
import { reported } from '../cache';
import { dateTime } from '../format';
import { IssuedKeyDialog } from './IssuedKeyDialog';
import { IssuePartnerKeyDialog } from './IssuePartnerKeyDialog';
import { usePartnerKeyTexts } from './partner-key-texts';

function keyStatus(key: AdminPartnerKeyFragment): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return 'expired';
  return 'active';
}

/** Admins issue (shown once), list and revoke the partner API keys of /api/v1. */
export function PartnerKeysPage() {
  const t = usePartnerKeyTexts();
  const toast = useToast();
  const confirm = useConfirm();
  const [issuing, setIssuing] = useState(false);
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const table = useTableParams({ defaultSort: { key: 'id', direction: 'desc' }, sortKeys: [] });
  const { data, loading, refetch } = useQuery(AdminPartnerKeysDocument, {
    variables: { page: table.page, perPage: table.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(AdminRevokePartnerKeyDocument);
  const page = data?.partnerKeys;

  const columns: TableColumn<AdminPartnerKeyFragment>[] = [
    { id: 'name', header: t.name, cell: (k) => k.name },
    { id: 'organisation', header: t.organisation, cell: (k) => k.organisation },
    { id: 'prefix', header: t.prefix, className: 'font-monospace', cell: (k) => `xpk_${k.prefix}_…` },
    { id: 'scopes', header: t.scopes, className: 'small', cell: (k) => k.scopes.join(', ') },
    { id: 'createdAt', header: t.createdAt, className: 'text-nowrap', cell: (k) => dateTime(k.createdAt) },
    { id: 'lastUsedAt', header: t.lastUsedAt, className: 'text-nowrap', cell: (k) => dateTime(k.lastUsedAt) },
    {
      id: 'status',
      header: t.status,
      cell: (k) => {
        const status = keyStatus(k);
        return <Badge bg={status === 'active' ? 'success' : 'secondary'}>{t[status]}</Badge>;
      },
    },
    {
      id: 'actions',
      header: '',
      className: 'text-end',
      cell: (k) =>
        keyStatus(k) === 'active' && (
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`${t.revoke} xpk_${k.prefix}`}
            onClick={async () => {
              if (!(await confirm({ body: fill(t.revokeConfirm, { prefix: `xpk_${k.prefix}` }) }))) return;
              await reported(async () => {
                await revoke({ variables: { id: k.id } });
                toast.success(t.revokedToast);
              });
            }}
          >
            {t.revoke}
          </Button>
        ),
    },
  ];

  return (
    <section>
      <div className="d-flex align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0 me-auto">{t.title}</h1>
        <Button onClick={() => setIssuing(true)}>
          <i className="bi bi-key me-1" aria-hidden="true" />
          {t.issue}
        </Button>
      </div>
      <p className="text-body-secondary small">{t.intro}</p>
      <PaginatedTable
        testId="partner-key-table"
        caption={t.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(k) => k.id}
        loading={loading && !data}
        emptyMessage={t.empty}
        paging={table.pagingOf(page)}
      />
      <IssuePartnerKeyDialog
        show={issuing}
        onHide={() => setIssuing(false)}
        onIssued={(key) => {
          setIssuedKey(key);
          void refetch();
        }}
      />
      <IssuedKeyDialog issuedKey={issuedKey} onHide={() => setIssuedKey(null)} />
    </section>
  );
}
