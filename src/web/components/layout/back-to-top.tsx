// Appears after BACK_TO_TOP_THRESHOLD_PX of scroll (spec section 2). Above the
// mobile bottom bar on small screens.
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_THRESHOLD_PX } from '#shared/constants.ts';
import { LazyTooltip } from '#web/components/ui/lazy-tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { useScrolledPast } from '#web/lib/use-scrolled-past.ts';

export function BackToTop({ isAboveBottomBar }: { isAboveBottomBar: boolean }) {
  const isVisible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!isVisible) return null;
  const handleClick = () => {
    const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <LazyTooltip label="Back to top" side="left">
      <button
        type="button"
        data-testid="back-to-top"
        onClick={handleClick}
        className={cn(
          'fixed right-4 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 sm:right-6',
          isAboveBottomBar ? 'bottom-20 md:bottom-6' : 'bottom-6',
        )}
      >
        <ArrowUp aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Back to top</span>
      </button>
    </LazyTooltip>
  );
}
