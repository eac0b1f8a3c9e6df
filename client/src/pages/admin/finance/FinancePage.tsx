import { useQuery } from '@apollo/client/react';
import { Badge, Col, Form, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { AdminSupplierBalancesDocument, type FinanceBalanceFragment } from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { BALANCE_STATES, filterBalances, type BalanceState } from './balance-filters';
import { CommissionPanel } from './CommissionPanel';
import { LedgerExportCard } from './LedgerExportCard';
import { financeTexts as t, PERIOD_LABEL } from './finance-texts';
import { usd } from './money';

const SORT = { key: 'overdue_usd', direction: 'desc' } as const;
const SORT_KEYS = ['trade_name', 'balance_usd', 'overdue_usd'] as const;

const amount = (id: keyof FinanceBalanceFragment & string, header: string, sortKey?: string) =>
  ({
    id,
    header,
    sortKey,
    className: 'text-end text-nowrap',
    headerClassName: 'text-end',
    cell: (b: FinanceBalanceFragment) => usd(String(b[id])),
  }) satisfies TableColumn<FinanceBalanceFragment>;

/**
 * "Finanzas": every supplier with money on the commission ledger (balance, overdue, issued this month, the open
 * period), filtered and sorted; the commission chart; the accountant's CSV export.
 */
export function FinancePage() {
  const table = useTableParams({ defaultSort: SORT, sortKeys: SORT_KEYS });
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(AdminSupplierBalancesDocument, {
    variables: { orderBy: `${table.sort.key}:${table.sort.direction}` },
    fetchPolicy: 'cache-and-network',
  });
  const filters = {
    search: params.get('q') ?? '',
    state: (params.get('state') ?? '') as BalanceState | '',
    overdueOnly: params.get('overdue') === '1',
  };
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const rows = filterBalances(data?.supplierBalances ?? [], filters);

  const columns: TableColumn<FinanceBalanceFragment>[] = [
    {
      id: 'supplier',
      header: t.supplier,
      sortKey: 'trade_name',
      cell: (b) => (
        <Link to={adminPaths.financeSupplier(b.supplierId)} className="fw-semibold">
          {b.tradeName}
        </Link>
      ),
    },
    { id: 'period', header: t.period, cell: (b) => PERIOD_LABEL[b.statementPeriod] },
    amount('billedUsd', t.billed),
    amount('paidUsd', t.paid),
    amount('balanceUsd', t.balance, 'balance_usd'),
    {
      ...amount('overdueUsd', t.overdue, 'overdue_usd'),
      cell: (b) =>
        Number(b.overdueUsd) > 0 ? <Badge bg="danger">{usd(b.overdueUsd)}</Badge> : usd(b.overdueUsd),
    },
    amount('issuedThisMonthUsd', t.issuedThisMonth),
    amount('openCommissionUsd', t.open),
  ];

  return (
    <section>
      <h1 className="h3 mb-3">{t.title}</h1>
      <CommissionPanel />
      <h2 className="h5">{t.balancesTitle}</h2>
      <Row className="g-2 align-items-end mb-2" as="form" role="search" onSubmit={(e) => e.preventDefault()}>
        <Col xs={12} md={5}>
          <Form.Group controlId="finance-search">
            <Form.Label className="small mb-1">{t.search}</Form.Label>
            <Form.Control
              type="search"
              placeholder={t.searchPlaceholder}
              value={filters.search}
              onChange={(e) => setFilter('q', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={7} md={4}>
          <Form.Group controlId="finance-state">
            <Form.Label className="small mb-1">{t.state}</Form.Label>
            <Form.Select value={filters.state} onChange={(e) => setFilter('state', e.target.value)}>
              <option value="">{t.allStates}</option>
              {Object.entries(BALANCE_STATES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={5} md={3} className="pb-2">
          <Form.Check
            id="finance-overdue"
            type="switch"
            label={t.overdueOnly}
            checked={filters.overdueOnly}
            onChange={(e) => setFilter('overdue', e.target.checked ? '1' : '')}
          />
        </Col>
      </Row>
      <PaginatedTable
        testId="balances-table"
        caption={t.balancesCaption}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.supplierId}
        loading={loading && !data}
        emptyMessage={t.noBalances}
        sort={table.sort}
        onSortChange={table.setSort}
      />
      <LedgerExportCard suppliers={data?.supplierBalances ?? []} />
    </section>
  );
}
