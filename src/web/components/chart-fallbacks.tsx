// What a lazily loaded chart (Recharts, a chunk of its own) shows before it
// arrives, and instead of it when the chunk cannot be fetched (offline, a new
// deployment) — the figure's table still has the numbers then.

export function ChartUnavailable() {
  return (
    <p className="flex h-full items-center justify-center text-sm text-slate-600">
      The chart could not be loaded; the numbers are in the table below.
    </p>
  );
}

export function ChartPlaceholder() {
  return <div className="h-full rounded-lg bg-slate-100 motion-safe:animate-pulse" />;
}
