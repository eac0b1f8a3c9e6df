import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from './month-label';

export interface MonthPoint {
  month: string;
  commissionUsd: string;
}

/**
 * Commission per month as bars; loaded only on "Finanzas" (React.lazy), so recharts never reaches another page.
 * Hidden from assistive technology: the table beside it carries the same figures.
 */
export default function CommissionChart({ months }: { months: MonthPoint[] }) {
  const data = months.map((m) => ({ mes: monthLabel(m.month), usd: Number(m.commissionUsd) }));
  return (
    <div style={{ width: '100%', height: 240 }} aria-hidden="true" data-testid="commission-chart">
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="mes" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} />
          <Tooltip formatter={(value) => [`US$ ${Number(value).toFixed(2)}`, 'Comisión']} />
          <Bar dataKey="usd" name="Comisión" fill="#198754" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
