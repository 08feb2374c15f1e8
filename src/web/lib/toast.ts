// Toasts through Sonner, loaded after first paint (spec: one toast visible at a
// time). Sonner drops a toast published before its <Toaster> subscribed, so every
// call waits for the Toaster (components/ui/toaster.tsx) to signal it is mounted.
import { GENERIC_ERROR_TITLE } from '#shared/messages.ts';
import { genericErrorMessage } from './error-message.ts';
import { reportError } from './error-report.ts';

export interface ToastContent {
  title: string;
  description?: string;
  /** Milliseconds; Sonner's default when omitted. */
  duration?: number;
  /** A toast with the id of a shown one replaces it instead of queueing a copy. */
  id?: string;
  /** A button in the toast ("Reload"). */
  action?: { label: string; onClick: () => void };
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

let signalToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  signalToasterReady = resolve;
});

/** Called once by the mounted Toaster. */
export function markToasterReady(): void {
  signalToasterReady();
}

async function show(kind: ToastKind, { title, description, duration, id, action }: ToastContent): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  toast[kind](title, { description, duration, id, action });
}

function fireAndForget(kind: ToastKind) {
  return (content: ToastContent) => {
    show(kind, content).catch((error: unknown) => reportError(error, 'toast failed to load'));
  };
}

export const notify = {
  success: fireAndForget('success'),
  error: fireAndForget('error'),
  info: fireAndForget('info'),
  warning: fireAndForget('warning'),
};

/** Clears every toast, e.g. stale errors once the user has succeeded. */
export function dismissToasts(): void {
  import('sonner').then(({ toast }) => toast.dismiss()).catch(() => {});
}

/** The generic "Error" toast of spec section 8 for any failure. */
export function notifyError(error: unknown): void {
  reportError(error, 'error shown to the user');
  notify.error({ title: GENERIC_ERROR_TITLE, description: genericErrorMessage(error) });
}
