// The visitor's switch for usage statistics (lib/analytics.ts), on the settings
// page and the privacy policy, for this browser: off, nothing is recorded or
// sent from it. When the browser itself asks not to be tracked (Do Not Track or
// Global Privacy Control), nothing is recorded whatever the switch says, and it
// says so. Kept in local storage, so it works without an account.
import { useId, useState } from 'react';
import { browserAsksNotToTrack } from '#web/lib/analytics.ts';
import { isAnalyticsTurnedOff, setAnalyticsTurnedOff } from '#web/lib/analytics-switch.ts';

export function AnalyticsSwitch() {
  const id = useId();
  const [isOn, setIsOn] = useState(() => !isAnalyticsTurnedOff());
  const [isBrowserOptOut] = useState(browserAsksNotToTrack);

  const handleChange = (next: boolean) => {
    setAnalyticsTurnedOff(!next);
    setIsOn(next);
  };

  return (
    <div className="space-y-3" data-testid="analytics-switch">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={isOn && !isBrowserOptOut}
          disabled={isBrowserOptOut}
          onChange={(event) => handleChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-700 disabled:opacity-60"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Record my visits in this browser’s usage statistics
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600" role="status">
        {isBrowserOptOut
          ? 'Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so nothing is recorded from it.'
          : isOn
            ? 'On: the pages you open and a few actions are counted on this site’s own server, to see what people use.'
            : 'Off: nothing about your visits is recorded from this browser.'}
      </p>
    </div>
  );
}
