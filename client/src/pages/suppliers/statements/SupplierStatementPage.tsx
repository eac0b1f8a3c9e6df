import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button, Card, Col, Row, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { useToast } from '../../../components/toasts';
import { SupplierStatementDocument } from '../../../graphql/generated/supplier-finance';
import { downloadPrivateFile } from '../../../platform/download';
import { paths } from '../../../platform/paths';
import {
  day,
  LINE_KIND,
  PAYMENT_STATUS,
  periodText,
  STATEMENT_STATUS,
  statementCsvPath,
  statementPdfPath,
  usd,
  ves,
} from './labels';
import { StatementPaymentForm } from './StatementPaymentForm';
import { Figure } from './SupplierStatementsPage';

/**
 * One statement: its state and totals, what is due in USD and in bolívares today, the PDF and CSV, the payments
 * recorded on it (with their verification) and 'Registrar pago'; then its lines, one per ledger entry.
 */
export function SupplierStatementPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const [paying, setPaying] = useState(false);
  const { data, loading, error, refetch } = useQuery(SupplierStatementDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const s = data?.statement;
  const download = (path: string, filename: string) =>
    downloadPrivateFile(path, filename).catch(() =>
      toast.danger('No se pudo descargar', 'Inténtalo de nuevo en unos minutos.'),
    );

  if (error && !s)
    return (
      <section>
        <div className="alert alert-warning" role="alert">
          {error.message.includes('no existe') ? 'El estado de cuenta no existe.' : error.message}
        </div>
        <Link to={paths.suppliers.statements}>Volver a Estado de cuenta</Link>
      </section>
    );
  if (!s)
    return (
      <p className="placeholder-glow" aria-busy={loading}>
        <span className="placeholder col-12" />
        <span className="placeholder col-6" />
      </p>
    );
  const state = STATEMENT_STATUS[s.status];
  const owes = Number(s.dueUsd) > 0;
  return (
    <section data-testid="supplier-statement">
      <Link to={paths.suppliers.statements} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Estado de cuenta
      </Link>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-2 mb-3">
        <h1 className="h4 mb-0 text-break">Estado de cuenta {s.number}</h1>
        <Badge bg={state.bg} className="fs-6" data-testid="statement-status">
          {state.text}
        </Badge>
      </div>
      <Row className="g-3 mb-3">
        <Col xs={12} lg={6}>
          <Card className="h-100">
            <Card.Body>
              <Figure label="Período" value={periodText(s.periodStart, s.periodEnd)} />
              <Figure label="Vence" value={day(s.dueDate)} />
              <Figure label="Movimientos" value={String(s.lineCount)} />
              <Figure label="Reservas pagadas" value={usd(s.grossUsd)} />
              <Figure label="En bolívares (tasa de cada reserva)" value={ves(s.grossVes)} />
              <Figure label="Comisión" value={usd(s.commissionUsd)} testId="statement-commission" />
              <Figure label="Pagado" value={usd(s.paidUsd)} testId="statement-paid" />
              <Figure label="Por pagar" value={usd(s.dueUsd)} testId="statement-due" />
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column gap-2">
              {owes && (
                <div className="alert alert-info mb-1" data-testid="due-today">
                  {s.dueVesToday ? (
                    <>
                      Por pagar hoy: <strong data-testid="due-ves-today">{ves(s.dueVesToday)}</strong>
                      <div className="small">A la tasa del dólar de hoy; mañana puede cambiar.</div>
                    </>
                  ) : (
                    'Aún no hay tasa del dólar de hoy: el monto en bolívares se muestra cuando Xplora la publique.'
                  )}
                </div>
              )}
              <Row className="g-2">
                {(
                  [
                    ['PDF', 'bi-file-earmark-pdf', statementPdfPath(s.id), 'pdf'],
                    ['CSV', 'bi-filetype-csv', statementCsvPath(s.id), 'csv'],
                  ] as const
                ).map(([label, icon, path, ext]) => (
                  <Col xs={6} key={label}>
                    <Button
                      variant="outline-primary"
                      className="w-100"
                      onClick={() => void download(path, `estado-de-cuenta-${s.number}.${ext}`)}
                    >
                      <i className={`bi ${icon} me-1`} aria-hidden="true" />
                      Descargar {label}
                    </Button>
                  </Col>
                ))}
              </Row>
              {owes && !paying && (
                <Button size="lg" className="w-100" onClick={() => setPaying(true)}>
                  <i className="bi bi-cash-coin me-1" aria-hidden="true" />
                  Registrar pago
                </Button>
              )}
              {paying && (
                <Card className="border-primary">
                  <Card.Body>
                    <div className="d-flex justify-content-between align-items-center mb-2">
                      <h2 className="h6 mb-0">Registrar pago</h2>
                      <Button variant="link" size="sm" onClick={() => setPaying(false)}>
                        Cancelar
                      </Button>
                    </div>
                    <StatementPaymentForm
                      statementId={s.id}
                      dueVesToday={s.dueVesToday}
                      banks={data.banks}
                      onDone={() => {
                        setPaying(false);
                        void refetch();
                      }}
                    />
                  </Card.Body>
                </Card>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>

      <h2 className="h6">Pagos</h2>
      {s.payments.length === 0 ? (
        <p className="text-body-secondary small">Aún no hay pagos registrados.</p>
      ) : (
        <Row className="g-2 mb-3">
          {s.payments.map((p) => {
            const status = PAYMENT_STATUS[p.status];
            return (
              <Col key={p.id} xs={12} md={6}>
                <Card data-testid="statement-payment">
                  <Card.Body className="small">
                    <div className="d-flex justify-content-between gap-2">
                      <span>
                        Referencia <code>{p.reference}</code> · {p.bank}
                      </span>
                      <Badge bg={status.bg} text={p.status === 'Pending' ? 'dark' : undefined}>
                        {status.text}
                      </Badge>
                    </div>
                    <div>
                      {ves(p.amountVes)} = {usd(p.amountUsd)} · {day(p.paidOn)}
                    </div>
                    {p.rejectionReason && <div className="text-danger">Motivo: {p.rejectionReason}</div>}
                    {p.proofUrl && <ProofImage url={p.proofUrl} reference={p.reference} />}
                  </Card.Body>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}

      <h2 className="h6">Movimientos</h2>
      <Table responsive size="sm" className="small align-middle" data-testid="statement-lines">
        <thead>
          <tr>
            <th>Fecha</th>
            <th>Movimiento</th>
            <th>Reserva</th>
            <th className="text-end">Bruto USD</th>
            <th className="text-end">Bs.</th>
            <th className="text-end">Comisión USD</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.id}>
              <td className="text-nowrap">{day(l.createdAt.slice(0, 10))}</td>
              <td>{LINE_KIND[l.kind]}</td>
              <td>{l.bookingId ? `#${l.bookingId}` : (l.reason ?? '—')}</td>
              <td className="text-end text-nowrap">{usd(l.grossUsd)}</td>
              <td className="text-end text-nowrap">{ves(l.grossVes)}</td>
              <td className="text-end text-nowrap">{usd(l.commissionUsd)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
