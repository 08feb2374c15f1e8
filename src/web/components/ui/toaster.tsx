// Sonner's toast region, mounted once at the app root through React.lazy so
// Sonner stays out of the landing page's first download (see lib/toast.ts).
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterReady } from '#web/lib/toast.ts';

// Clear of the mobile bottom bar (4rem) with a little air.
const MOBILE_OFFSET = { bottom: '5.5rem' };

export function AppToaster() {
  // Effects run child first, so Sonner has subscribed by the time this runs.
  useEffect(() => {
    markToasterReady();
  }, []);
  return (
    <Toaster
      visibleToasts={1}
      position="bottom-right"
      mobileOffset={MOBILE_OFFSET}
      closeButton
      toastOptions={{
        closeButtonAriaLabel: 'Dismiss notification',
        classNames: {
          toast: 'font-sans text-slate-900! border-slate-200! shadow-lg!',
          title: 'text-sm! font-semibold!',
          description: 'text-sm! text-slate-700!',
          success: '[&_[data-icon]]:text-green-700!',
          error: '[&_[data-icon]]:text-red-700!',
          info: '[&_[data-icon]]:text-brand-700!',
          warning: '[&_[data-icon]]:text-amber-700!',
        },
      }}
    />
  );
}
