// Sessions (settings#sessions): every device signed in to the account, with its
// browser and system (from the user agent), IP address, sign-in and last-active
// times, "This device" on the current one, and ways to end them: one at a time,
// every other device, or everywhere (which signs this browser out too).
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTime } from '#web/components/date-format.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { signOut } from '#web/lib/sign-out.ts';
import { notify } from '#web/lib/toast.ts';
import { type SignedInSession, useSessions } from '../api/list-sessions.ts';
import { useRevokeAllSessions } from '../api/revoke-all-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { needsRecentSignIn, settingsErrorMessage } from './settings-errors.ts';
import { SettingsSection, SignInAgainNotice } from './settings-section.tsx';
import { type DeviceKind, describeUserAgent } from './settings-user-agent.ts';

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

const time = (value: Date | string) => new Date(value).getTime();

/** The current session first, then the most recently active. */
export function orderSessions(sessions: readonly SignedInSession[], currentId: string | undefined): SignedInSession[] {
  return [...sessions].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return time(b.updatedAt) - time(a.updatedAt);
  });
}

function SessionRow({
  session,
  isCurrent,
  onRevoke,
  isRevoking,
}: {
  session: SignedInSession;
  isCurrent: boolean;
  onRevoke: () => void;
  isRevoking: boolean;
}) {
  const device = describeUserAgent(session.userAgent);
  const Icon = DEVICE_ICONS[device.kind];
  const signedIn = formatDateTime(session.createdAt);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center" data-testid="session-row">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device.label}
          {isCurrent ? <Badge tone="success">This device</Badge> : null}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>IP address</dt>
            <dd className="font-medium text-slate-700 tabular-nums">{session.ipAddress || 'unknown'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Signed in</dt>
            <dd className="text-slate-700">{signedIn}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last active</dt>
            <dd className="text-slate-700">{formatDateTime(session.updatedAt)}</dd>
          </div>
        </dl>
      </div>
      {isCurrent ? null : (
        <Button variant="secondary" size="sm" onClick={onRevoke} disabled={isRevoking} className="self-start sm:self-center">
          Revoke
          <span className="sr-only">
            {' '}
            {device.label}, signed in {signedIn}
          </span>
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useSessions();
  const currentId = authClient.useSession().data?.session.id;
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const isBusy = revokeSession.isPending || revokeOthers.isPending || revokeAll.isPending;
  const list = sessions.data ? orderSessions(sessions.data, currentId) : [];
  const hasOthers = list.some((session) => session.id !== currentId);

  const handleRevoke = (session: SignedInSession) => {
    const { label } = describeUserAgent(session.userAgent);
    revokeSession.mutate(session.id, {
      onSuccess: () => notify.success({ title: 'Session revoked', description: `${label} is signed out.` }),
      onError: (error) => notify.error({ title: 'Session not revoked', description: settingsErrorMessage(error) }),
    });
  };

  const handleRevokeOthers = () => {
    revokeOthers.mutate(undefined, {
      onSuccess: () =>
        notify.success({ title: 'Signed out of other devices', description: 'Only this device is still signed in.' }),
      onError: (error) => notify.error({ title: 'Other devices not signed out', description: settingsErrorMessage(error) }),
    });
  };

  const handleRevokeAll = () => {
    revokeAll.mutate(undefined, {
      onSuccess: async () => {
        // Every session is gone, this one included: leave the members-only page, then finish
        // signing out here (its toast says so).
        navigate(hrefFor('home'), { replace: true });
        await signOut();
      },
      onError: (error) => notify.error({ title: 'Not signed out', description: settingsErrorMessage(error) }),
    });
  };

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      icon={MonitorSmartphone}
      description="The devices and browsers signed in to your account. Revoke any you do not recognise."
    >
      {sessions.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your sessions…
        </p>
      ) : sessions.isError ? (
        needsRecentSignIn(sessions.error) ? (
          <SignInAgainNotice returnPath={hrefFor('settings', {}, { hash: 'sessions' })}>
            For your security, the list of devices is shown only within 10 minutes of signing in. Sign in again to see it; the
            buttons below work now.
          </SignInAgainNotice>
        ) : (
          <p role="alert" className="text-sm font-medium text-red-800">
            Your sessions could not be loaded. {settingsErrorMessage(sessions.error)}
          </p>
        )
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isCurrent={session.id === currentId}
              onRevoke={() => handleRevoke(session)}
              isRevoking={isBusy}
            />
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
        <Button variant="secondary" onClick={handleRevokeOthers} disabled={isBusy || (sessions.isSuccess && !hasOthers)}>
          Sign out of other devices
        </Button>
        <Button variant="ghost" onClick={handleRevokeAll} disabled={isBusy} className="text-red-700 hover:bg-red-50">
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out everywhere
        </Button>
      </div>
    </SettingsSection>
  );
}
