// Push notifications on the settings page (#push-notifications): whether this
// browser can receive them and what it allows the site, a switch for this
// browser, and the kinds the member wants on every browser they turned on.
// A kind whose e-mail switch is off is not pushed either, and says so.
import { useEffect, useId, useState } from 'react';
import type { EmailPreferences } from '#shared/accounts/email-preferences.ts';
import { EMAIL_PREFERENCE_LABELS } from '#shared/email/contract.ts';
import { PUSH_KIND_EMAIL_PREFERENCE, PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '#shared/push/contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useMyPushSettings } from '../api/get-my-push-settings.ts';
import { useRefreshPushSettings } from '../api/push-keys.ts';
import { useUpdateMyPushPreferences } from '../api/update-my-push-preferences.ts';
import {
  currentSubscription,
  disablePushOnThisBrowser,
  enablePushOnThisBrowser,
  type PushPermission,
  PushSetupError,
  pushPermission,
  pushSupport,
  saveSubscription,
} from '../lib/push-device.ts';

const KIND_HINTS: Record<PushKind, string> = {
  debateStartsSoon: 'An hour before a debate you joined.',
  judgeAssigned: 'When you take a place on a debate’s judging panel.',
  resultsOut: 'When the judges confirm the result of a debate you spoke in.',
  eventChanged: 'When an event you are going to moves, changes place or is cancelled.',
  drawReleased: 'When a tournament’s tab directors release a draw you speak or judge in, if they choose to tell you.',
};

const PERMISSION_LABELS: Record<PushPermission, { text: string; tone: 'success' | 'danger' | 'neutral' }> = {
  granted: { text: 'Allowed', tone: 'success' },
  denied: { text: 'Blocked', tone: 'danger' },
  default: { text: 'Not asked yet', tone: 'neutral' },
};

type DeviceState = 'checking' | 'on' | 'off';

function messageOf(error: unknown): string {
  if (error instanceof PushSetupError) return error.message;
  return `Something went wrong: ${error instanceof Error ? error.message : String(error)}`;
}

function ThisBrowser() {
  const id = useId();
  const support = pushSupport();
  const [permission, setPermission] = useState<PushPermission>(() => (support === 'supported' ? pushPermission() : 'default'));
  const [device, setDevice] = useState<DeviceState>(support === 'supported' ? 'checking' : 'off');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshPushSettings();

  // A browser that holds a subscription is saved again for the member signed in
  // now: the server may have forgotten it, or it belonged to another account.
  useEffect(() => {
    if (support !== 'supported') return;
    let cancelled = false;
    currentSubscription()
      .then(async (subscription) => {
        if (subscription && Notification.permission === 'granted') {
          await saveSubscription(subscription);
          if (!cancelled) void refresh();
        }
        if (!cancelled) setDevice(subscription && Notification.permission === 'granted' ? 'on' : 'off');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setDevice('off');
        setError(messageOf(err));
      });
    return () => {
      cancelled = true;
    };
  }, [support, refresh]);

  if (support !== 'supported') {
    return (
      <p className="text-slate-700" data-testid="push-support">
        {support === 'insecure'
          ? 'Push notifications need a secure (https) connection to this site.'
          : 'This browser cannot receive push notifications. Your e-mails keep you informed.'}
      </p>
    );
  }

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (next) await enablePushOnThisBrowser();
      else await disablePushOnThisBrowser();
      setDevice(next ? 'on' : 'off');
      void refresh();
    } catch (err) {
      setError(messageOf(err));
      setDevice((await currentSubscription().catch(() => null)) ? 'on' : 'off');
    } finally {
      setPermission(pushPermission());
      setBusy(false);
    }
  };

  const status = PERMISSION_LABELS[permission];
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="push-support">
        This browser can receive push notifications. Permission for this site:
        <Badge tone={status.tone}>{status.text}</Badge>
      </p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700 disabled:opacity-60"
          checked={device === 'on'}
          disabled={busy || device === 'checking'}
          aria-busy={busy || device === 'checking'}
          onChange={(event) => void toggle(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900">
            Send notifications to this browser
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600" role="status">
            {device === 'checking'
              ? 'Checking this browser…'
              : busy
                ? 'Working…'
                : device === 'on'
                  ? 'On: the kinds you choose below arrive here, even with the site closed.'
                  : 'Off: nothing is pushed to this browser.'}
          </p>
        </div>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Kinds({ emailPreferences }: { emailPreferences: EmailPreferences | undefined }) {
  const settings = useMyPushSettings();
  const update = useUpdateMyPushPreferences();

  if (settings.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your notification choices…
      </p>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-red-800">
        Your notification choices could not be loaded.
      </p>
    );
  }
  const { preferences, subscriptions } = settings.data;
  return (
    <div className="space-y-2">
      <fieldset className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        <legend className="mb-2 text-sm font-medium text-slate-900">
          Notify me when… <span className="font-normal text-slate-600">(on every browser where notifications are on)</span>
        </legend>
        {PUSH_KINDS.map((kind) => {
          const id = `push-kind-${kind}`;
          const emailKey = PUSH_KIND_EMAIL_PREFERENCE[kind];
          const emailOff = emailPreferences?.[emailKey] === false;
          return (
            <div key={kind} className="flex items-start gap-3 p-4">
              <input
                id={id}
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                checked={preferences[kind]}
                onChange={(event) => update.mutate({ [kind]: event.target.checked })}
                aria-describedby={`${id}-hint`}
              />
              <div>
                <label htmlFor={id} className="font-medium text-slate-900">
                  {PUSH_KIND_LABELS[kind]}
                </label>
                <p id={`${id}-hint`} className="text-sm text-slate-600">
                  {KIND_HINTS[kind]}
                  {emailOff
                    ? ` Not sent while your “${EMAIL_PREFERENCE_LABELS[emailKey]}” e-mails are turned off (profile page).`
                    : ''}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      <p className="text-sm text-slate-600" data-testid="push-browser-count">
        {subscriptions === 0
          ? 'No browser of yours receives notifications yet.'
          : subscriptions === 1
            ? '1 browser of yours receives notifications.'
            : `${subscriptions} browsers of yours receive notifications.`}
      </p>
      {update.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          That change could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}

/** The section's content; the settings page puts it in its card and passes the member's e-mail switches. */
export function PushSettings({ emailPreferences }: { emailPreferences: EmailPreferences | undefined }) {
  return (
    <div className="space-y-6" data-testid="push-settings">
      <ThisBrowser />
      <Kinds emailPreferences={emailPreferences} />
    </div>
  );
}
