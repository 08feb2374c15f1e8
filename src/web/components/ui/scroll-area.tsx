// A scrolling region with a slim scrollbar that shows while it is used and hides
// SCROLL_AREA_HIDE_DELAY_MS after (spec section 9), on Radix ScrollArea. When its
// content overflows, the viewport takes keyboard focus, so arrow keys and Page
// Down scroll it (axe rule scrollable-region-focusable).
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SCROLL_AREA_HIDE_DELAY_MS } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

/** True while the element's content is taller or wider than the element. */
function useOverflows(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content's own size changes too (a list that grows).
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export function ScrollArea({
  className,
  viewportClassName,
  label,
  children,
}: {
  /** Sizes the area: it needs a height (or a max height on the viewport) to scroll. */
  className?: string;
  viewportClassName?: string;
  /** Names the region for assistive technology when it can take focus. */
  label?: string;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const isScrollable = useOverflows(viewportRef);
  return (
    <ScrollAreaPrimitive.Root
      type="hover"
      scrollHideDelay={SCROLL_AREA_HIDE_DELAY_MS}
      className={cn('relative overflow-hidden', className)}
    >
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        data-testid="scroll-area-viewport"
        tabIndex={isScrollable ? 0 : undefined}
        role={isScrollable && label ? 'region' : undefined}
        aria-label={isScrollable ? label : undefined}
        className={cn(
          'h-full w-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 transition-opacity select-none data-[state=hidden]:opacity-0"
      >
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-slate-300" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
