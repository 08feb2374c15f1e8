// The installable, offline side of the app shell, loaded after the first paint:
// registers the service worker, shows the install banner, counts the member's
// visits per section, and runs the offline sync while a member is signed in;
// signing out removes the member's copies from the device (docs/offline.md).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { InstallBanner } from '#web/components/layout/install-banner.tsx';
import { recordVisit } from '#web/lib/offline/activity.ts';
import { deviceHoldsOfflineData } from '#web/lib/offline/device-holds-data.ts';
import { registerServiceWorker } from '#web/lib/offline/service-worker.ts';
import { useSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';

export const STORAGE_FULL_NOTICE = {
  title: 'Offline copies paused',
  description: 'This device has no room left, so debates, events and clubs are shown online only.',
} as const;

// The database code loads only for a signed-in member (or to clear a signed-out device).
const loadDriver = () => import('#web/lib/offline/offline-driver.ts');

export function OfflineApp() {
  const session = useSession();
  const { pathname } = useLocation();
  const userId = session.user?.id ?? null;

  useEffect(() => registerServiceWorker(), []);

  useEffect(() => {
    if (userId) recordVisit(userId, pathname);
  }, [userId, pathname]);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadDriver().then(({ startOfflineSync }) => {
      if (!cancelled) stop = startOfflineSync(userId, { onStorageFull: () => notify.warning(STORAGE_FULL_NOTICE) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  useEffect(() => {
    if (session.status !== 'anonymous' || !deviceHoldsOfflineData()) return;
    void loadDriver().then(({ forgetOfflineData }) => forgetOfflineData());
  }, [session.status]);

  return <InstallBanner />;
}
