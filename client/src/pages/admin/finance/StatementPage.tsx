import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table';
import { AdminStatementDocument, type AdminStatementQuery } from '../../../graphql/generated/admin';
import { downloadPrivateFile } from '../../../platform/download';
import { adminPaths } from '../admin-paths';
import { dateTime } from '../format';
import { ves } from '../payments/PendingPaymentsPage';
import { financeTexts as t, LEDGER_KIND } from './finance-texts';
import { day, lastDay, percent, usd } from './money';
import { RecordPaymentButton } from './RecordPaymentButton';
import { StatementPayments } from './StatementPayments';
import { StatementStatusBadge } from './StatementStatusBadge';

type Line = AdminStatementQuery['statement']['lines'][number];

const lineColumns: TableColumn<Line>[] = [
  { id: 'date', header: t.date, className: 'text-nowrap', cell: (l) => dateTime(l.createdAt) },
  {
    id: 'kind',
    header: t.kind,
    cell: (l) => (
      <>
        {LEDGER_KIND[l.kind]}
        {l.reason && <div className="small text-body-secondary">{l.reason}</div>}
      </>
    ),
  },
  { id: 'booking', header: t.booking, cell: (l) => (l.bookingId ? `#${l.bookingId}` : '—') },
  { id: 'fee', header: t.fee, cell: (l) => (l.fee ? percent(l.fee) : '—') },
  { id: 'grossUsd', header: t.grossUsd, className: 'text-end text-nowrap', cell: (l) => usd(l.grossUsd) },
  { id: 'grossVes', header: t.grossVes, className: 'text-end text-nowrap', cell: (l) => ves(l.grossVes) },
  {
    id: 'commission',
    header: t.commission,
    className: 'text-end text-nowrap',
    cell: (l) => usd(l.commissionUsd),
  },
  { id: 'netUsd', header: t.netUsd, className: 'text-end text-nowrap', cell: (l) => usd(l.netUsd) },
];

/** One statement in "Finanzas": its totals, lines and payments; record, verify or reject a payment. */
export function StatementPage() {
  const { supplierId = '', statementId = '' } = useParams();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { data, loading, refetch } = useQuery(AdminStatementDocument, {
    variables: { id: statementId },
    fetchPolicy: 'cache-and-network',
  });
  const s = data?.statement;
  const download = (file: 'statement.pdf' | 'lines.csv') =>
    void downloadPrivateFile(
      `/api/v1/suppliers/statements/${statementId}/${file}`,
      `estado-de-cuenta-${s?.number ?? statementId}.${file.split('.')[1]}`,
    ).then(
      () => setDownloadError(null),
      () => setDownloadError(t.downloadFailed),
    );

  return (
    <section>
      <Link to={adminPaths.financeSupplier(supplierId)} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {t.backToSupplier}
      </Link>
      {loading && !s && (
        <p className="placeholder-glow mt-3" aria-busy="true">
          <span className="placeholder col-6" />
        </p>
      )}
      {s && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 my-3">
            <h1 className="h3 mb-0 me-2">
              {t.statementTitle} {s.number}
            </h1>
            <StatementStatusBadge status={s.status} />
            <div className="ms-auto d-flex gap-2">
              <Button size="sm" variant="outline-secondary" onClick={() => download('statement.pdf')}>
                <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
                {t.pdf}
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => download('lines.csv')}>
                <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
                {t.csv}
              </Button>
            </div>
          </div>
          {downloadError && <Alert variant="danger">{downloadError}</Alert>}
          <Card className="mb-4">
            <Card.Body>
              <Row as="dl" className="g-3 mb-0" data-testid="statement-totals">
                {(
                  [
                    [t.period, `${day(s.periodStart)} – ${lastDay(s.periodEnd)}`],
                    [t.gross, `${usd(s.grossUsd)} · ${ves(s.grossVes)}`],
                    [t.commission, usd(s.commissionUsd)],
                    [t.net, usd(s.netUsd)],
                    [t.paid, usd(s.paidUsd)],
                    [t.due, usd(s.dueUsd)],
                    [t.dueVesToday, s.dueVesToday ? ves(s.dueVesToday) : t.noRate],
                    [t.dueDate, day(s.dueDate)],
                  ] as const
                ).map(([label, value]) => (
                  <Col xs={6} lg={3} key={label}>
                    <dt className="small text-body-secondary fw-normal">{label}</dt>
                    <dd className="mb-0">{value}</dd>
                  </Col>
                ))}
              </Row>
            </Card.Body>
          </Card>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
            <h2 className="h5 mb-0">{t.paymentsTitle}</h2>
            {s.status !== 'Paid' && (
              <RecordPaymentButton statementId={s.id} dueVesToday={s.dueVesToday ?? null} onDone={refetch} />
            )}
          </div>
          <StatementPayments payments={s.payments} onChange={refetch} />
          <h2 className="h5 mt-4">{t.lines}</h2>
          <PaginatedTable
            testId="statement-lines"
            keyboardScroll
            caption={t.linesCaption}
            columns={lineColumns}
            rows={s.lines}
            rowKey={(l) => l.id}
            emptyMessage={t.noLines}
          />
        </>
      )}
    </section>
  );
}
