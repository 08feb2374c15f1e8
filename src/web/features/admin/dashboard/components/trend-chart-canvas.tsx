// The drawn part of a trend chart, and the only module that imports Recharts:
// the dashboard loads it with React.lazy, so the library is a chunk of its own
// that only /admin downloads (the landing page's budget and the other admin
// sections never carry it). The chart is hidden from assistive technology — its
// figure's caption and table say the same in words (trend-figure.tsx).
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay } from '#shared/admin/dashboard/contract.ts';
import { dayLabel, type TrendChart } from '../lib/trend-charts.ts';

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export default function TrendChartCanvas({ chart, trend }: { chart: TrendChart; trend: readonly DashboardDay[] }) {
  const rows = trend.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No accessibility layer: it would make a focusable element inside an aria-hidden one. */}
      <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={44} />
        <Tooltip isAnimationActive={false} />
        {chart.series.map((series) => (
          <Line
            key={series.key}
            type="linear"
            dataKey={series.key}
            name={series.label}
            stroke={series.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
