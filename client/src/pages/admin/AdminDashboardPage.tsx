import { useQuery } from '@apollo/client/react';
import { Card, Col, Placeholder, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { useIsSoporte } from './admin-role';
import { AdminDashboardDocument, type AdminExchangeRateFragment } from '../../graphql/generated/admin';
import { adminPaths } from './admin-paths';
import { fill, useAdminTexts } from './admin-texts';
import { FailuresSection } from './failures/FailuresSection';
import { rate } from './format';

function CountCard({
  label,
  count,
  icon,
  to,
  note,
  testId,
  linkText,
}: {
  label: string;
  count: number | undefined;
  icon: string;
  to?: string;
  note?: string;
  testId: string;
  linkText: string;
}) {
  return (
    <Card className="h-100 shadow-sm" data-testid={testId}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-center gap-3 mb-2">
          <i className={`bi ${icon} fs-2 text-primary`} aria-hidden="true" />
          <div>
            <div className="display-6 fw-semibold lh-1" data-testid={`${testId}-count`}>
              {count === undefined ? (
                <Placeholder animation="glow">
                  <Placeholder xs={4} />
                </Placeholder>
              ) : (
                count
              )}
            </div>
            <div className="text-body-secondary">{label}</div>
          </div>
        </div>
        {note && <p className="small text-body-secondary mb-0">{note}</p>}
        {to && (
          <Link to={to} className="mt-auto stretched-link small">
            {linkText}
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}

function RateCard({
  currency,
  value,
}: {
  currency: string;
  value: AdminExchangeRateFragment | null | undefined;
}) {
  const t = useAdminTexts();
  return (
    <Card className="h-100" data-testid={`rate-${currency.toLowerCase()}`}>
      <Card.Body>
        <div className="text-body-secondary small">{fill(t.dashboard.rateOf, { currency })}</div>
        {value ? (
          <>
            <div className="fs-4 fw-semibold">{rate(value.rate)}</div>
            <div className="small text-body-secondary">
              {fill(t.dashboard.valueDate, { date: value.valueDate })}
            </div>
          </>
        ) : (
          <div className="text-body-secondary">{t.dashboard.noRate}</div>
        )}
      </Card.Body>
    </Card>
  );
}

/** admin.dashboard: 'Administración', the greeting, the work waiting (each a count and a list) and the rates. */
export function AdminDashboardPage() {
  const t = useAdminTexts();
  const { user } = useSession();
  const { data } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const counts = data?.adminDashboard;
  const soporte = useIsSoporte();

  return (
    <section>
      <h1 className="h3">{t.dashboard.title}</h1>
      <p className="lead">{fill(t.dashboard.hello, { name: user?.name ?? '' })}</p>

      <h2 className="h5 mt-4 mb-3">{t.dashboard.waiting}</h2>
      <Row xs={1} sm={2} xl={4} className="g-3">
        <Col>
          <CountCard
            testId="pending-suppliers"
            label={t.dashboard.pendingSuppliers}
            count={counts?.pendingSuppliers}
            icon="bi-person-check"
            to={adminPaths.pendingSuppliers}
            linkText={t.dashboard.open}
          />
        </Col>
        <Col>
          <CountCard
            testId="pending-activities"
            label={t.dashboard.pendingActivities}
            count={counts?.pendingActivities}
            icon="bi-patch-check"
            to={adminPaths.approvals}
            linkText={t.dashboard.open}
          />
        </Col>
        {!soporte && (
          <Col>
            <CountCard
              testId="pending-payments"
              label={t.dashboard.pendingPayments}
              count={counts?.pendingPayments}
              icon="bi-cash-coin"
              to="/admin/payments"
              linkText={t.dashboard.open}
            />
          </Col>
        )}
        <Col>
          <CountCard
            testId="pending-leads"
            label={t.dashboard.pendingLeads}
            count={counts?.pendingLeads}
            icon="bi-envelope-paper"
            to={adminPaths.leads}
            linkText={t.dashboard.open}
          />
        </Col>
      </Row>

      <div className="d-flex align-items-center justify-content-between mt-5 mb-3">
        <h2 className="h5 mb-0">{t.dashboard.rates}</h2>
        <Link to={adminPaths.exchangeRates} className="btn btn-outline-primary btn-sm">
          <i className="bi bi-currency-exchange me-1" aria-hidden="true" />
          {t.dashboard.manageRates}
        </Link>
      </div>
      <Row xs={1} sm={2} className="g-3" style={{ maxWidth: 640 }}>
        <Col>
          <RateCard currency="USD" value={data?.usd} />
        </Col>
        <Col>
          <RateCard currency="EUR" value={data?.eur} />
        </Col>
      </Row>

      <FailuresSection />
    </section>
  );
}
