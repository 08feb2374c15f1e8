// The Tooltip for the app shell (top bar, back-to-top): the landing page's
// JavaScript budget has no room for Radix Tooltip, so the tooltip code is a
// chunk of its own, fetched (not preloaded) when the shell first renders; until
// it arrives the control renders bare. Props and a ref given to LazyTooltip
// reach the control either way.
import { type ComponentType, cloneElement, lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip.tsx';

function BareControl({ label, side, children, ...controlProps }: TooltipProps) {
  return cloneElement(children, controlProps);
}

const LoadedTooltip = lazy(() =>
  import('./tooltip.tsx').then(
    (m): { default: ComponentType<TooltipProps> } => ({ default: m.Tooltip }),
    // Without its tooltip the control still works (and keeps its accessible name).
    () => ({ default: BareControl }),
  ),
);

export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={<BareControl {...props} />}>
      <LoadedTooltip {...props} />
    </Suspense>
  );
}
