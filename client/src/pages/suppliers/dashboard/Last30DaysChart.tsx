import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface DayPoint {
  date: string;
  bookings: number;
  revenueUsd: string;
}

/**
 * Bookings (bars) and verified USD (line) per day; loaded only on the dashboard (React.lazy). Hidden from assistive
 * technology and out of the tab order: the summary and table beside it carry the same figures.
 */
export default function Last30DaysChart({ days }: { days: DayPoint[] }) {
  const data = days.map((d) => ({ day: d.date.slice(5), reservas: d.bookings, usd: Number(d.revenueUsd) }));
  return (
    <div style={{ width: '100%', height: 220 }} aria-hidden="true" data-testid="last30-chart">
      <ResponsiveContainer>
        <ComposedChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis yAxisId="n" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis yAxisId="usd" orientation="right" tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar yAxisId="n" dataKey="reservas" name="Reservas" fill="#0d6efd" />
          <Line yAxisId="usd" dataKey="usd" name="USD verificados" stroke="#198754" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
