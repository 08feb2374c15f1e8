// The drawn part of the page-views chart, and the only module of the analytics
// page that imports Recharts (the charting library the dashboard uses): loaded
// with React.lazy, so it is a chunk that only the admin area downloads. Hidden
// from assistive technology; its figure's caption and table say the same in words.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDayName } from '../lib/analytics-period.ts';

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export default function ViewsChartCanvas({ days }: { days: readonly { date: string; views: number }[] }) {
  const rows = days.map((day) => ({ ...day, label: shortDayName(day.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No accessibility layer: it would make a focusable element inside an aria-hidden one. */}
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={44} />
        <Tooltip isAnimationActive={false} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="views" name="page views" fill="#4f46e5" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
