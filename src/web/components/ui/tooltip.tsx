// A short label shown next to an icon-only control (spec section 9: opens after
// 700 ms of hover, at once on keyboard focus; a neighbour hovered within 300 ms
// of the last one closing opens without the wait). The control keeps its own
// accessible name; the tooltip only shows it to sighted users.
// Radix code: import this module only from lazily loaded code; the app shell
// uses LazyTooltip (lazy-tooltip.tsx), which loads it after the first paint.
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, type FocusEvent, type ReactElement, type ReactNode, useContext } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#shared/constants.ts';

const HasTooltipProvider = createContext(false);

/** Lets the tooltips inside share the skip delay (moving from one to the next opens it at once). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <HasTooltipProvider.Provider value={true}>{children}</HasTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps extends Omit<ComponentProps<'button'>, 'content'> {
  /** The text shown; usually the control's accessible name. */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The control: one element that takes a ref (a button, a link, a Radix trigger). */
  children: ReactElement;
}

/**
 * Wraps one control. Other props (and a ref) are passed on to the control, so a
 * Tooltip can itself be the `asChild` child of a Radix trigger.
 */
export function Tooltip({ label, side = 'bottom', children, onFocus, ...triggerProps }: TooltipProps) {
  const hasProvider = useContext(HasTooltipProvider);
  const handleFocus = (event: FocusEvent<HTMLButtonElement>) => {
    onFocus?.(event);
    // Focus moved by a script (a dialog focusing its close button on opening
    // after a click) shows no tooltip; keyboard focus does. Radix skips its own
    // handler for a prevented event.
    if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
  };
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild onFocus={handleFocus} {...triggerProps}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          data-testid="tooltip"
          className="z-[60] max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
