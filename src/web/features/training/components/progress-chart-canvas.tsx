// The drawn part of the progress chart, and the only training module that
// imports Recharts: the history page loads it with React.lazy, so the library
// stays a chunk of its own that no other page (the landing page least of all)
// downloads. Hidden from assistive technology: the table beside it has the numbers.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '#web/components/date-format.ts';
import type { ProgressPoint } from '../attempt-logic.ts';

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export default function ProgressChartCanvas({ points, label }: { points: readonly ProgressPoint[]; label: string }) {
  const rows = points.map((p, index) => ({ ...p, index: index + 1, day: formatDate(p.at) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={24} />
        <YAxis domain={[0, 100]} allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={44} unit="%" />
        <Tooltip isAnimationActive={false} />
        <Line type="linear" dataKey="percent" name={label} stroke="#1d4ed8" strokeWidth={2} dot isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
