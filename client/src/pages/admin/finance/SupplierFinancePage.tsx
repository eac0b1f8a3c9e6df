import { useQuery } from '@apollo/client/react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import {
  AdminSupplierBalancesDocument,
  AdminSupplierStatementsDocument,
  type AdminSupplierStatementsQuery,
  type StatementStatus,
} from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { AdjustmentButton } from './AdjustmentButton';
import { financeTexts as t, STATEMENT_STATUS } from './finance-texts';
import { day, lastDay, percent, usd } from './money';
import { StatementPeriodForm } from './StatementPeriodForm';
import { StatementStatusBadge } from './StatementStatusBadge';

type Row = AdminSupplierStatementsQuery['adminStatements']['items'][number];

const SORT = { key: 'period_start', direction: 'desc' } as const;
const SORT_KEYS = ['period_start', 'due_date', 'commission_usd'] as const;

/** One supplier in "Finanzas": its balance, statement cadence, a manual adjustment, and its statements. */
export function SupplierFinancePage() {
  const supplierId = useParams().supplierId!;
  const table = useTableParams({ defaultSort: SORT, sortKeys: SORT_KEYS });
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') || null) as StatementStatus | null;
  const { data, loading } = useQuery(AdminSupplierStatementsDocument, {
    variables: {
      supplierId,
      status,
      page: table.page,
      perPage: table.perPage,
      orderBy: `${table.sort.key}:${table.sort.direction}`,
    },
    fetchPolicy: 'cache-and-network',
  });
  const balances = useQuery(AdminSupplierBalancesDocument, { fetchPolicy: 'cache-and-network' });
  const balance = balances.data?.supplierBalances.find((b) => b.supplierId === supplierId);
  const list = data?.adminStatements;

  const columns: TableColumn<Row>[] = [
    {
      id: 'number',
      header: t.number,
      cell: (s) => (
        <Link to={adminPaths.financeStatement(supplierId, s.id)} className="fw-semibold text-nowrap">
          {s.number}
        </Link>
      ),
    },
    {
      id: 'period',
      header: t.period,
      sortKey: 'period_start',
      className: 'text-nowrap',
      cell: (s) => `${day(s.periodStart)} – ${lastDay(s.periodEnd)}`,
    },
    { id: 'status', header: t.status, cell: (s) => <StatementStatusBadge status={s.status} /> },
    {
      id: 'commission',
      header: t.commission,
      sortKey: 'commission_usd',
      className: 'text-end text-nowrap',
      headerClassName: 'text-end',
      cell: (s) => usd(s.commissionUsd),
    },
    {
      id: 'due',
      header: t.due,
      className: 'text-end text-nowrap',
      headerClassName: 'text-end',
      cell: (s) => usd(s.dueUsd),
    },
    { id: 'dueDate', header: t.dueDate, sortKey: 'due_date', cell: (s) => day(s.dueDate) },
  ];

  return (
    <section>
      <Link to={adminPaths.finance} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {t.back}
      </Link>
      <h1 className="h3 my-3">{data?.supplier.tradeName ?? balance?.tradeName ?? '…'}</h1>
      <Card className="mb-4">
        <Card.Body>
          <Row className="g-3" as="dl" data-testid="supplier-balance">
            {balance &&
              (
                [
                  [t.balance, balance.balanceUsd],
                  [t.overdue, balance.overdueUsd],
                  [t.issuedThisMonth, balance.issuedThisMonthUsd],
                  [t.open, balance.openCommissionUsd],
                ] as const
              ).map(([label, value]) => (
                <Col xs={6} md={3} key={label}>
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  <dd className="fs-5 mb-0">{usd(value)}</dd>
                </Col>
              ))}
          </Row>
          {data?.supplier.fee && (
            <p className="small text-body-secondary mt-2 mb-0">
              {t.fee}: {percent(data.supplier.fee)}
            </p>
          )}
          <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mt-3">
            {balances.data && (
              <StatementPeriodForm
                key={balance?.statementPeriod}
                supplierId={supplierId}
                period={balance?.statementPeriod ?? 'Monthly'}
              />
            )}
            <AdjustmentButton supplierId={supplierId} />
          </div>
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-2">
        <h2 className="h5 mb-0">{t.statements}</h2>
        <Form.Group controlId="statement-status-filter">
          <Form.Label className="small mb-1">{t.status}</Form.Label>
          <Form.Select
            size="sm"
            value={status ?? ''}
            onChange={(e) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete('page');
                if (e.target.value) next.set('status', e.target.value);
                else next.delete('status');
                return next;
              })
            }
          >
            <option value="">{t.allStates}</option>
            {Object.entries(STATEMENT_STATUS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <PaginatedTable
        testId="statements-table"
        caption={t.statementsCaption}
        columns={columns}
        rows={list?.items ?? []}
        rowKey={(s) => s.id}
        loading={loading && !data}
        emptyMessage={t.noStatements}
        sort={table.sort}
        onSortChange={table.setSort}
        paging={table.pagingOf(list)}
      />
    </section>
  );
}
