import { useQuery } from '@apollo/client/react';
import { Alert, Card, Col, Placeholder, Row } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { useSession } from '../../platform/session';
import { SupplierDashboardDocument } from '../../graphql/generated/graphql';
import { SupplierAlerts } from './dashboard/SupplierAlerts';
import { SupplierTodayPanel } from './dashboard/SupplierTodayPanel';

function rate(value: string | undefined): string {
  return value === undefined ? '—' : Number(value).toFixed(2);
}

function StatCard({
  label,
  value,
  hint,
  loading,
}: {
  label: string;
  value: string;
  hint?: string;
  loading: boolean;
}) {
  return (
    <Col xs={6} md={4} lg={3}>
      <Card className="h-100" data-testid="dashboard-card">
        <Card.Body>
          <div className="text-muted small">{label}</div>
          {loading ? (
            <Placeholder as="div" animation="glow">
              <Placeholder xs={6} size="lg" />
            </Placeholder>
          ) : (
            <div className="fs-4 fw-semibold">{value}</div>
          )}
          {hint && !loading && <div className="text-muted small">{hint}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/**
 * suppliers.dashboard: greeting; while the account is under review, the review notice; otherwise the exchange
 * day (what to do now), the rates and the counts (supplier spec §2), then the alerts.
 */
export function SupplierDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const activated = Boolean(user?.activatedAt);
  const { data, loading } = useQuery(SupplierDashboardDocument, {
    skip: !activated,
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.supplierDashboard;
  const busy = loading && !data;
  return (
    <section>
      <h1 className="h3 mb-4">{t('dashboard.hello', { name: user?.name ?? '' })}</h1>
      {!activated ? (
        <Alert variant="warning" className="d-flex align-items-start gap-2">
          <i className="bi bi-hourglass-split" aria-hidden="true" />
          <span>{t('dashboard.supplierPending')}</span>
        </Alert>
      ) : (
        <SupplierTodayPanel />
      )}
      {activated && (
        <Row className="g-3 mb-4">
          <StatCard label="Tasa USD" value={rate(d?.dolar?.rate)} hint={d?.dolar?.valueDate} loading={busy} />
          <StatCard label="Tasa EUR" value={rate(d?.euro?.rate)} hint={d?.euro?.valueDate} loading={busy} />
          <StatCard label="Actividades" value={String(d?.activities ?? 0)} loading={busy} />
          <StatCard label="Favoritos" value={String(d?.bookmarks ?? 0)} loading={busy} />
          <StatCard label="Reservas" value={String(d?.bookings ?? 0)} loading={busy} />
          <StatCard label="Alertas" value={String(d?.alerts ?? 0)} loading={busy} />
          <StatCard label="Comentarios" value={String(d?.comments ?? 0)} loading={busy} />
        </Row>
      )}
      <SupplierAlerts />
    </section>
  );
}
