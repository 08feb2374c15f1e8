// A panel that slides in from one side of the screen (spec section 9: the
// dialog's side variants top, bottom, left and right, right by default), built
// on Radix Dialog: focus stays inside while it is open, Escape or the overlay
// closes it, and focus goes back to the control that opened it.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Tooltip } from './tooltip.tsx';

export type SheetSide = 'top' | 'bottom' | 'left' | 'right';

const SIDE_CLASSES: Record<SheetSide, string> = {
  right: 'inset-y-0 right-0 h-full w-80 max-w-[85vw] starting:translate-x-full',
  left: 'inset-y-0 left-0 h-full w-80 max-w-[85vw] starting:-translate-x-full',
  top: 'inset-x-0 top-0 max-h-[85dvh] starting:-translate-y-full',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] starting:translate-y-full',
};

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;
export const SheetTitle = Dialog.Title;
export const SheetDescription = Dialog.Description;

export function SheetContent({
  side = 'right',
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & { side?: SheetSide }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <Dialog.Content
        data-side={side}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-2xl transition-transform duration-200 motion-reduce:transition-none',
          SIDE_CLASSES[side],
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The sheet's top row: its title and an icon-only close button (with a tooltip). */
export function SheetHeader({ title, closeLabel, children }: { title: ReactNode; closeLabel: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 px-4">
      <div>
        <SheetTitle className="text-lg font-semibold text-slate-900">{title}</SheetTitle>
        {children}
      </div>
      <Tooltip label={closeLabel}>
        <SheetClose
          aria-label={closeLabel}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </SheetClose>
      </Tooltip>
    </div>
  );
}
