// /admin/users/:id: one member's account — profile, roles, sign-in methods,
// sessions, judge status, activity and the audit trail about them — and the
// changes an admin makes to it, each confirmed in a dialog with a reason.
import { Ban, KeyRound, LogOut, MailCheck, ShieldCheck, ShieldOff, Trash2, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AuditEntryView } from '#shared/admin/audit.ts';
import type { AdminSessionView, AdminUserDetail } from '#shared/admin/users/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { formatDate, formatDateTime } from '#web/components/date-format.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { AdminActionDialog, type AdminActionValues } from './admin-action-dialog.tsx';
import { type AdminUserChange, useAdminUser, useChangeAdminUser, useDeleteAdminUser } from './admin-users-api.ts';

export function AdminUserPage() {
  const { id = '' } = useParams();
  const query = useAdminUser(id);
  return (
    <div className="pt-8 lg:pt-10">
      <BackLink to={hrefFor('admin-users')}>All members</BackLink>
      <DetailQuery
        query={query}
        loadingLabel="Loading the member…"
        errorTitle="This member could not be loaded"
        notFound={{
          title: 'No such member',
          text: 'The account does not exist, or it was deleted.',
          backTo: hrefFor('admin-users'),
          backLabel: 'All members',
        }}
      >
        {(user) => <UserAccount user={user} />}
      </DetailQuery>
    </div>
  );
}

function UserAccount({ user }: { user: AdminUserDetail }) {
  return (
    <div className="mt-4 space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{user.name}</h1>
        <p className="mt-1 text-slate-700">
          {user.email}
          {user.username ? <span className="text-slate-600"> · @{user.username}</span> : null}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {user.role === 'admin' ? <Badge tone="brand">Admin</Badge> : <Badge>Member</Badge>}
          {user.judge === 'judge' ? <Badge tone="success">Judge</Badge> : null}
          {user.judge === 'pending' ? <Badge tone="warning">Applied to judge</Badge> : null}
          {user.emailVerified ? (
            <Badge tone="success">Address verified</Badge>
          ) : (
            <Badge tone="warning">Address not verified</Badge>
          )}
          {user.banned ? <Badge tone="danger">Banned</Badge> : null}
        </div>
        {user.banned ? (
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            Banned {user.banExpires ? `until ${formatDateTime(user.banExpires)}` : 'until an admin lifts it'}
            {user.banReason ? `: ${user.banReason}` : '.'}
          </p>
        ) : null}
      </header>

      {user.deletedAt ? (
        <p className="rounded-lg bg-slate-100 p-4 text-slate-800 ring-1 ring-slate-200">
          This account was deleted on {formatDateTime(user.deletedAt)}. Its personal data is gone; what it took part in is shown
          as by a former member. Nothing more can be changed on it.
        </p>
      ) : (
        <UserActions user={user} />
      )}

      <Panel title="Account">
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          <Fact term="Joined">{formatDate(user.createdAt)}</Fact>
          <Fact term="Last active">{user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'No active session'}</Fact>
          <Fact term="Signs in with">{user.signInMethods.map(methodLabel).join(', ') || 'No sign-in method'}</Fact>
          <Fact term="Two-factor authentication">{user.twoFactorEnabled ? 'On' : 'Off'}</Fact>
          <Fact term="Welcome steps">{user.onboardingCompleted ? 'Completed' : 'Not completed'}</Fact>
          <Fact term="Main role">{user.primaryRole ?? 'Not given'}</Fact>
          <Fact term="Location">{user.location ?? 'Not given'}</Fact>
          <Fact term="Public profile">
            <Link className="text-brand-700 hover:underline" to={hrefFor('user', { userId: user.id })}>
              View the profile
            </Link>
          </Fact>
        </dl>
        {user.bio ? <p className="mt-4 whitespace-pre-line text-slate-700">{user.bio}</p> : null}
      </Panel>

      <Panel title="Activity">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Count term="Debates joined" value={user.activity.debatesJoined} />
          <Count term="Debates created" value={user.activity.debatesCreated} />
          <Count term="Ballots submitted" value={user.activity.ballotsSubmitted} />
          <Count term="Comments" value={user.activity.comments} />
          <Count term="Clubs" value={user.activity.clubs} />
          <Count term="Events signed up for" value={user.activity.eventsAttending} />
        </dl>
      </Panel>

      <Panel title="Sessions">
        <Sessions user={user} />
      </Panel>

      <Panel title="Audit trail">
        <AuditTrail entries={user.audit} />
      </Panel>
    </div>
  );
}

function methodLabel(providerId: string): string {
  if (providerId === 'credential') return 'Password';
  if (providerId === 'google') return 'Google';
  return providerId;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

type DialogId = 'role' | 'ban' | 'unban' | 'verify' | 'end-sessions' | 'delete';

function UserActions({ user }: { user: AdminUserDetail }) {
  const change = useChangeAdminUser(user.id);
  const remove = useDeleteAdminUser(user.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState<DialogId | null>(null);
  const dialog = (id: DialogId) => ({
    open: open === id,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? id : null),
  });
  const run = (toChange: (values: AdminActionValues) => AdminUserChange, done: string) => async (values: AdminActionValues) => {
    await change.mutateAsync(toChange(values));
    setOpen(null);
    notify.success({ title: done });
  };
  const isAdmin = user.role === 'admin';

  return (
    <section aria-labelledby="admin-user-actions" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="admin-user-actions" className="mb-4 text-lg font-semibold text-slate-900">
        Actions
      </h2>
      <div className="flex flex-wrap gap-3">
        <AdminActionDialog
          {...dialog('role')}
          trigger={
            <Button variant="secondary">
              {isAdmin ? (
                <ShieldOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              )}
              {isAdmin ? 'Remove admin' : 'Make admin'}
            </Button>
          }
          title={isAdmin ? `Remove ${user.name} as admin?` : `Make ${user.name} an admin?`}
          description={
            isAdmin
              ? 'They keep their account and lose access to the admin area at once.'
              : 'Admins can see every account, change roles, ban members and change the settings.'
          }
          confirmLabel={isAdmin ? 'Remove admin' : 'Make admin'}
          onConfirm={run(
            ({ reason }) => ({ kind: 'role', role: isAdmin ? 'user' : 'admin', reason }),
            isAdmin ? 'No longer an admin' : 'Now an admin',
          )}
        />
        {user.banned ? (
          <AdminActionDialog
            {...dialog('unban')}
            trigger={
              <Button variant="secondary">
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                Lift the ban
              </Button>
            }
            title={`Lift the ban on ${user.name}?`}
            description="They can sign in again at once."
            confirmLabel="Lift the ban"
            onConfirm={run(({ reason }) => ({ kind: 'unban', reason }), 'Ban lifted')}
          />
        ) : (
          <AdminActionDialog
            {...dialog('ban')}
            trigger={
              <Button variant="danger">
                <Ban aria-hidden="true" className="h-4 w-4" />
                Ban
              </Button>
            }
            title={`Ban ${user.name}?`}
            description="Every session of theirs ends at once, and they cannot sign in until the ban ends or is lifted."
            confirmLabel="Ban"
            confirmVariant="danger"
            reasonRequired
            reasonHint="Kept in the audit log; other admins see it on this page."
            withUntil
            onConfirm={run(({ reason, until }) => ({ kind: 'ban', input: { reason: reason ?? '', until } }), 'Member banned')}
          />
        )}
        {user.emailVerified ? null : (
          <AdminActionDialog
            {...dialog('verify')}
            trigger={
              <Button variant="secondary">
                <MailCheck aria-hidden="true" className="h-4 w-4" />
                Verify the address
              </Button>
            }
            title={`Verify ${user.email}?`}
            description="Only when you have confirmed another way that the address belongs to them."
            confirmLabel="Verify"
            onConfirm={run(({ reason }) => ({ kind: 'verify-email', reason }), 'Address verified')}
          />
        )}
        <AdminActionDialog
          {...dialog('end-sessions')}
          trigger={
            <Button variant="secondary" disabled={user.sessions.length === 0}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out everywhere
            </Button>
          }
          title={`Sign ${user.name} out everywhere?`}
          description="Every session ends; they can sign in again."
          confirmLabel="Sign out everywhere"
          onConfirm={run(() => ({ kind: 'end-sessions' }), 'Signed out everywhere')}
        />
        <AdminActionDialog
          {...dialog('delete')}
          trigger={
            <Button variant="danger">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete account
            </Button>
          }
          title={`Delete ${user.name}’s account?`}
          description="Their name, address, picture, profile, sign-in methods and sessions go, and cannot be brought back. Debates, ballots, results and comments stay, shown as by a former member."
          confirmLabel="Delete account"
          confirmVariant="danger"
          reasonRequired
          nameToType={user.name}
          onConfirm={async ({ reason, confirmName }) => {
            await remove.mutateAsync({ reason: reason ?? '', confirmName: confirmName ?? '' });
            setOpen(null);
            notify.success({ title: 'Account deleted' });
            navigate(hrefFor('admin-users'));
          }}
        />
      </div>
    </section>
  );
}

function Sessions({ user }: { user: AdminUserDetail }) {
  const change = useChangeAdminUser(user.id);
  if (user.sessions.length === 0) return <p className="text-slate-600">No active sessions.</p>;
  const end = async (session: AdminSessionView) => {
    try {
      await change.mutateAsync({ kind: 'end-session', sessionId: session.id });
      notify.success({ title: 'Session ended' });
    } catch (error) {
      notify.error({ title: 'The session could not be ended', description: error instanceof Error ? error.message : undefined });
    }
  };
  return (
    <ul className="divide-y divide-slate-100">
      {user.sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <KeyRound aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span className="truncate">{session.userAgent ?? 'Unknown browser'}</span>
            </p>
            <p className="text-sm text-slate-600">
              Signed in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.updatedAt)}
              {session.ipAddress ? ` · from ${session.ipAddress}` : ''}
            </p>
          </div>
          <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => void end(session)}>
            End session
          </Button>
        </li>
      ))}
    </ul>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'user.set-role': 'Role changed',
  'user.ban': 'Banned',
  'user.unban': 'Ban lifted',
  'user.verify-email': 'Address verified',
  'user.end-session': 'Session ended',
  'user.end-sessions': 'Signed out everywhere',
  'user.delete': 'Account deleted',
};

function AuditTrail({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="text-slate-600">No admin has acted on this account.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {ACTION_LABELS[entry.action] ?? entry.action}
            {entry.outcome === 'failed' ? (
              <span className="ml-2">
                <Badge tone="danger">Refused</Badge>
              </span>
            ) : null}
          </p>
          <p className="text-slate-700">
            By {entry.actorName} on {formatDateTime(entry.createdAt)}
            {entry.reason ? ` — “${entry.reason}”` : ''}
          </p>
          {entry.error ? <p className="text-red-800">{entry.error}</p> : null}
        </li>
      ))}
    </ol>
  );
}
