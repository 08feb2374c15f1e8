// The parts every modal dialog of the app shares (Radix Dialog): the overlay and
// panel classes, the close button, and focus on the first field of a form dialog.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

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
