import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Card } from 'react-bootstrap';
import { AdminMonthlyCommissionDocument } from '../../../graphql/generated/admin';
import { monthLabel } from './month-label';
import { financeTexts as t } from './finance-texts';
import { usd } from './money';

const CommissionChart = lazy(() => import('./CommissionChart'));

/** The commission earned per month over the last 12 months: a chart and, beside it, the same figures as a table. */
export function CommissionPanel() {
  const { data, loading } = useQuery(AdminMonthlyCommissionDocument, { fetchPolicy: 'cache-and-network' });
  const report = data?.monthlyCommission;
  const placeholder = <div className="placeholder-glow" style={{ height: 240 }} aria-hidden="true" />;
  return (
    <Card className="mb-4" data-testid="commission-panel">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
          <h2 className="h5 mb-0">{t.chartTitle}</h2>
          {report && (
            <span className="text-body-secondary small" data-testid="commission-total">
              {t.chartTotal}: <strong>{usd(report.totalUsd)}</strong>
            </span>
          )}
        </div>
        {loading && !report ? (
          placeholder
        ) : report ? (
          <>
            <Suspense fallback={placeholder}>
              <CommissionChart months={report.months} />
            </Suspense>
            <details>
              <summary className="small">{t.chartTable}</summary>
              <table className="table table-sm mt-2 mb-0" data-testid="commission-table">
                <caption className="visually-hidden">{t.chartTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.month}</th>
                    <th scope="col" className="text-end">
                      {t.commission}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.months.map((m) => (
                    <tr key={m.month}>
                      <td>{monthLabel(m.month)}</td>
                      <td className="text-end">{usd(m.commissionUsd)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : null}
      </Card.Body>
    </Card>
  );
}
