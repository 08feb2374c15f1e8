// The parts every modal dialog of the app shares (Radix Dialog): the overlay and
// panel classes, the close button, and focus on the first field of a form dialog;
// and, built from them, the frame of a dialog (title, description, close) and its
// Cancel / confirm buttons.
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';

export const DIALOG_OVERLAY_CLASS =
  'fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';
export const DIALOG_CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 max-h-[88dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none';

export function DialogCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </Dialog.Close>
  );
}

/** Radix focuses the first control (the close button); a form dialog starts at its first field. */
export function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('input:not([type=hidden]), textarea');
  if (!field) return;
  event.preventDefault();
  field.focus();
}

const DIALOG_WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;

/**
 * A modal dialog: overlay, panel, the title and description beside the close
 * button, then `children`. A form dialog starts at its first field; one without
 * fields at the close button.
 */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  width = 'md',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  width?: keyof typeof DIALOG_WIDTHS;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content
          className={DIALOG_CONTENT_CLASS.replace('max-w-md', DIALOG_WIDTHS[width])}
          onOpenAutoFocus={focusFirstField}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's buttons: Cancel closes it, the confirming one submits its form (or
 * calls `onConfirm`); both are disabled, and the confirming one spins, while busy.
 */
export function DialogActions({
  isBusy,
  confirmLabel,
  busyLabel = confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  icon,
  onConfirm,
  className,
}: {
  isBusy: boolean;
  confirmLabel: string;
  busyLabel?: string;
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  /** Shown before the confirming label while not busy. */
  icon?: ReactNode;
  /** Without it, the confirming button submits the form it stands in. */
  onConfirm?: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Dialog.Close asChild>
        <Button variant="ghost" disabled={isBusy}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type={onConfirm ? 'button' : 'submit'} variant={confirmVariant} disabled={isBusy} onClick={onConfirm}>
        {isBusy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : icon}
        {isBusy ? busyLabel : confirmLabel}
      </Button>
    </div>
  );
}
