import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/paginated-table';
import { SupplierStatementsDocument } from '../../../graphql/generated/supplier-finance';
import { day, periodText, STATEMENT_STATUS, statementPath, usd, ves } from './labels';

const PER_PAGE = 12;

/** A label and its value, one per row on a phone. */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="d-flex justify-content-between gap-2 border-bottom py-1">
      <span className="text-body-secondary">{label}</span>
      <span className="fw-semibold text-end" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/**
 * Estado de cuenta: the open period's running totals (what the next statement will bill), then the issued statements,
 * newest first, each with its state and what is left to pay; a card opens the statement.
 */
export function SupplierStatementsPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(SupplierStatementsDocument, {
    variables: { page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const open = data?.myOpenPeriod;
  const list = data?.myStatements;
  return (
    <section data-testid="supplier-statements">
      <h1 className="h4 mb-1">Estado de cuenta</h1>
      <p className="text-body-secondary small mb-3">
        La comisión de Xplora por tus reservas pagadas, período a período. Se paga en bolívares a la tasa del
        día.
      </p>
      {error && !data && (
        <div className="alert alert-danger" role="alert">
          No se pudo cargar el estado de cuenta. Inténtalo de nuevo.
        </div>
      )}
      {loading && !data && (
        <p className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" />
          <span className="placeholder col-8" />
        </p>
      )}
      {open && (
        <Card className="mb-4" data-testid="open-period">
          <Card.Body>
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-1 mb-2">
              <h2 className="h6 mb-0">Período abierto</h2>
              <span className="small text-body-secondary">
                {periodText(open.periodStart, open.periodEnd)}
              </span>
            </div>
            <Figure label="Movimientos" value={String(open.lineCount)} testId="open-lines" />
            <Figure label="Reservas pagadas" value={usd(open.grossUsd)} />
            <Figure label="En bolívares (tasa de cada reserva)" value={ves(open.grossVes)} />
            <Figure label="Comisión hasta hoy" value={usd(open.commissionUsd)} testId="open-commission" />
            <p className="small text-body-secondary mt-2 mb-0">
              Se factura al cerrar el período; vence 10 días después.
            </p>
          </Card.Body>
        </Card>
      )}
      {list && (
        <>
          <h2 className="h6">Estados de cuenta emitidos</h2>
          {list.items.length === 0 && <p className="text-body-secondary">Aún no tienes estados de cuenta.</p>}
          <Row className="g-3">
            {list.items.map((s) => {
              const state = STATEMENT_STATUS[s.status];
              return (
                <Col key={s.id} xs={12} md={6} xl={4}>
                  <Card className="h-100" data-testid="statement-card">
                    <Card.Body>
                      <div className="d-flex justify-content-between align-items-start gap-2">
                        <Link to={statementPath(s.id)} className="fw-semibold text-break stretched-link">
                          {s.number}
                        </Link>
                        <Badge bg={state.bg} data-testid="statement-state">
                          {state.text}
                        </Badge>
                      </div>
                      <div className="small text-body-secondary mb-2">
                        {periodText(s.periodStart, s.periodEnd)} · vence {day(s.dueDate)}
                      </div>
                      <Figure label="Comisión" value={usd(s.commissionUsd)} />
                      <Figure label="Por pagar" value={usd(s.dueUsd)} />
                      {Number(s.dueUsd) > 0 && s.dueVesToday && (
                        <Figure label="Por pagar hoy" value={ves(s.dueVesToday)} />
                      )}
                    </Card.Body>
                  </Card>
                </Col>
              );
            })}
          </Row>
          {list.lastPage > 1 && (
            <div className="mt-3">
              <Pagination
                page={list.page}
                lastPage={list.lastPage}
                perPage={PER_PAGE}
                total={list.total}
                onPageChange={setPage}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
