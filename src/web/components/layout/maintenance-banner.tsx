// The maintenance banner (admin settings): the admins' notice at the top of
// every page while they have set one, as a polite status region. The app shell
// loads it after the first paint (root-layout.tsx) and it renders nothing until
// the public settings say there is a banner, so an installation without one
// reserves no space and shifts nothing; one with a banner shows it once, on
// the first load, and keeps it across navigations.
import { Megaphone } from 'lucide-react';
import { useLocation } from 'react-router';
import { usePublicSettings } from '#web/lib/site-settings.ts';

export function MaintenanceBanner() {
  const { pathname } = useLocation();
  // A navigation looks again once the copy is a minute old: an open tab follows a change.
  const banner = usePublicSettings(pathname)?.maintenanceBanner ?? null;
  return (
    <div role="status" aria-live="polite" data-testid="maintenance-banner">
      {banner ? (
        <p className="flex items-start justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-center text-sm font-medium text-amber-950">
          <Megaphone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <span>{banner}</span>
        </p>
      ) : null}
    </div>
  );
}
