// The install banner (spec sections 2, 4 and 8): offers to install the app 5 s
// after the browser's install offer; on iOS, which makes no offer, it shows after
// 10 s how to add the app from Safari's share menu. Dismissing it keeps it away
// for 7 days; installing clears that. Never shown inside the installed app.
import { Download, Share, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SITE_SHORT_NAME } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { INSTALL_DISMISSAL_KEY, installOfferedAt, promptInstall, useCanInstall } from '#web/lib/install-prompt.ts';
import { bannerDelayMs, isIos, isRecentlyDismissed, parseDismissal } from './install-banner-rules.ts';

export const INSTALL_BANNER_TEXT = {
  title: `Install ${SITE_SHORT_NAME}`,
  offer: 'Open debates, events and clubs from your home screen, even without a connection.',
  iosHint: "Tap the share button then 'Add to Home Screen'",
  install: 'Install',
  notNow: 'Not now',
  close: 'Close',
} as const;

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function readDismissal() {
  try {
    return parseDismissal(localStorage.getItem(INSTALL_DISMISSAL_KEY));
  } catch {
    return null;
  }
}

export function InstallBanner() {
  const canInstall = useCanInstall();
  const [ios] = useState(() => isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(false);
    if (isStandalone() || isRecentlyDismissed(readDismissal(), Date.now())) return;
    if (!ios && !canInstall) return;
    // iOS: from the page load; elsewhere: from the browser's offer.
    const start = ios ? 0 : (installOfferedAt() ?? performance.now());
    const wait = Math.max(0, start + bannerDelayMs(ios) - performance.now());
    const timer = setTimeout(() => setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [canInstall, ios]);

  if (!visible) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSAL_KEY, JSON.stringify({ at: Date.now(), ios }));
    } catch {
      // Storage refused: the banner comes back on the next visit.
    }
    setVisible(false);
  };
  const install = () => {
    setVisible(false);
    void promptInstall();
  };

  return (
    <section
      aria-labelledby="install-banner-title"
      data-testid="install-banner"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg md:bottom-6"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h2 id="install-banner-title" className="font-semibold text-slate-900">
          {INSTALL_BANNER_TEXT.title}
        </h2>
        {ios ? (
          <p className="mt-1 text-sm text-slate-700">
            <Share aria-hidden="true" className="mr-1 inline h-4 w-4 align-text-bottom" />
            {INSTALL_BANNER_TEXT.iosHint}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">{INSTALL_BANNER_TEXT.offer}</p>
            <div className="mt-3 flex gap-2">
              <Button size="sm" onClick={install}>
                <Download aria-hidden="true" className="h-4 w-4" />
                {INSTALL_BANNER_TEXT.install}
              </Button>
              <Button size="sm" variant="secondary" onClick={dismiss}>
                {INSTALL_BANNER_TEXT.notNow}
              </Button>
            </div>
          </>
        )}
      </div>
      {ios ? (
        <button
          type="button"
          onClick={dismiss}
          aria-label={INSTALL_BANNER_TEXT.close}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : null}
    </section>
  );
}
