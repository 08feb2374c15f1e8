// The floating connectivity banner of spec section 2: "You're offline - Using
// cached data" while offline, "Back online - Syncing data..." for 3 s after
// reconnecting (queries refetch on reconnect), plus the matching toasts. Part of
// the entry (no icons, a few hundred bytes): a chunk loaded later could not be
// fetched once the connection is gone.
import { useEffect, useState } from 'react';
import { RECONNECT_BANNER_MS } from '#shared/constants.ts';
import { CONNECTIVITY_MESSAGES } from '#shared/messages.ts';
import { notify } from '#web/lib/toast.ts';

type Connectivity = 'online' | 'offline' | 'reconnected';

export function ConnectivityBanner() {
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleOffline = () => {
      clearTimeout(timer);
      setState('offline');
      notify.warning({ title: CONNECTIVITY_MESSAGES.offlineToast, id: 'connectivity' });
    };
    const handleOnline = () => {
      setState('reconnected');
      notify.success({ title: CONNECTIVITY_MESSAGES.backOnlineToast, id: 'connectivity' });
      timer = setTimeout(() => setState('online'), RECONNECT_BANNER_MS);
    };
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, []);

  if (state === 'online') return null;
  const offline = state === 'offline';
  return (
    <div
      role="status"
      data-testid="connectivity-banner"
      data-state={state}
      className={`fixed bottom-20 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white shadow-lg md:bottom-6 ${
        offline ? 'bg-slate-900' : 'bg-green-800'
      }`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${offline ? 'bg-amber-400' : 'bg-white'}`} />
      {offline ? CONNECTIVITY_MESSAGES.offlineBanner : CONNECTIVITY_MESSAGES.backOnlineBanner}
    </div>
  );
}
