// One error group: what it is, how often and for whom it happened, the latest
// occurrence's stack and breadcrumbs as a timeline, and the recent occurrences
// with their request ids (to find the server's log lines). An admin can delete
// the group's reports once the bug is fixed (audited; asks first).
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ErrorGroupDetail } from '#shared/admin/logs/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DetailSkeleton, isNotFoundError, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, Missing, TD, TH } from '#web/components/ui/data-table.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useDeleteErrorGroup } from '../api/delete-error-group.ts';
import { useErrorGroup } from '../api/get-error-group.ts';
import { BreadcrumbTimeline } from './breadcrumb-timeline.tsx';
import { LogTime, SOURCE_LABELS } from './log-table.tsx';

export function ErrorGroupDetailView({ fingerprint, backSearch }: { fingerprint: string; backSearch: string }) {
  const query = useErrorGroup(fingerprint);
  const back = (
    <Link
      to={{ search: backSearch }}
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      All errors
    </Link>
  );
  if (query.isPending) {
    return (
      <div>
        {back}
        <DetailSkeleton label="Loading the error" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div>
        {back}
        {isNotFoundError(query.error) ? (
          <EmptyState title="This error has no reports any more">
            Its reports were deleted, or are older than the time they are kept.
          </EmptyState>
        ) : (
          <QueryErrorState
            title="Couldn’t load the error"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  return (
    <div>
      {back}
      <GroupDetail detail={query.data} backSearch={backSearch} />
    </div>
  );
}

function GroupDetail({ detail, backSearch }: { detail: ErrorGroupDetail; backSearch: string }) {
  const { group, occurrences, latest } = detail;
  const latestAt = occurrences[0]?.createdAt ?? group.lastSeen;
  return (
    <article aria-labelledby="error-group-title" className="space-y-8">
      <header className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={group.source === 'server' ? 'danger' : 'warning'}>{SOURCE_LABELS[group.source]}</Badge>
          <span className="font-mono text-xs text-slate-600">{group.fingerprint}</span>
        </div>
        <h2 id="error-group-title" className="mt-2 text-xl font-semibold break-words text-slate-900">
          {group.name}: {group.message}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <Fact term="Occurrences">{group.count}</Fact>
          <Fact term="Users affected">{group.affectedUsers}</Fact>
          <Fact term="First seen">
            <LogTime value={group.firstSeen} />
          </Fact>
          <Fact term="Last seen">
            <LogTime value={group.lastSeen} />
          </Fact>
          <Fact term="Browsers" wide>
            {group.browsers.length > 0 ? group.browsers.join(', ') : 'None recorded'}
          </Fact>
        </dl>
        <DeleteGroup fingerprint={group.fingerprint} count={group.count} backSearch={backSearch} />
      </header>

      <section aria-labelledby="error-latest-title" className="space-y-4">
        <h3 id="error-latest-title" className="text-lg font-semibold text-slate-900">
          Latest occurrence
        </h3>
        {latest.context ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">What the app was doing:</span> {latest.context.split('\n')[0]}
          </p>
        ) : null}
        {latest.userAgent ? <p className="text-sm break-words text-slate-700">{latest.userAgent}</p> : null}
        <h4 className="font-semibold text-slate-900">Breadcrumbs</h4>
        <BreadcrumbTimeline breadcrumbs={latest.breadcrumbs} errorAt={latestAt} />
        <h4 className="font-semibold text-slate-900">Stack</h4>
        {latest.stack ? (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label="Stack of the latest occurrence"
            className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <pre className="font-mono text-xs leading-relaxed text-slate-100">{latest.stack}</pre>
          </section>
        ) : (
          <p className="text-sm text-slate-600">No stack was reported.</p>
        )}
      </section>

      <section aria-labelledby="error-occurrences-title" className="space-y-4">
        <h3 id="error-occurrences-title" className="text-lg font-semibold text-slate-900">
          Recent occurrences
        </h3>
        <DataTable
          caption={`The ${occurrences.length} most recent occurrences, newest first`}
          head={
            <>
              <th scope="col" className={TH}>
                When
              </th>
              <th scope="col" className={TH}>
                Request id
              </th>
              <th scope="col" className={TH}>
                Path
              </th>
              <th scope="col" className={TH}>
                User
              </th>
              <th scope="col" className={TH}>
                Browser
              </th>
            </>
          }
        >
          {occurrences.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={cn(TD, 'font-normal')}>
                <LogTime value={o.createdAt} />
              </th>
              <td className={cn(TD, 'font-mono text-xs break-all')}>{o.requestId ?? <Missing reason="None" />}</td>
              <td className={cn(TD, 'min-w-32 font-mono text-xs break-all')}>{o.path ?? <Missing reason="None" />}</td>
              <td className={TD}>
                {o.user ? (
                  <Link
                    to={hrefFor('admin-user', { id: o.user.id })}
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {o.user.name || 'Unnamed member'}
                  </Link>
                ) : (
                  <span className="text-slate-600">Signed out</span>
                )}
              </td>
              <td className={TD}>{o.browser ?? <Missing reason="Unknown" />}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </article>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-4' : undefined}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function DeleteGroup({ fingerprint, count, backSearch }: { fingerprint: string; count: number; backSearch: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteErrorGroup();
  const navigate = useNavigate();
  const reports = `${count} ${count === 1 ? 'report' : 'reports'}`;

  const confirm = async () => {
    try {
      const { deleted } = await remove.mutateAsync(fingerprint);
      notify.success({ title: `Deleted ${deleted} ${deleted === 1 ? 'report' : 'reports'}` });
      void navigate({ search: backSearch });
    } catch (err) {
      notifyError(err);
    }
  };

  if (!isConfirming) {
    return (
      <div className="mt-5">
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete these reports
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
      <p className="text-sm text-red-900">
        Delete all {reports} of this error? Do this once it is fixed: if it happens again, it starts a new group. The deletion is
        kept in the audit log.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          Delete {reports}
        </Button>
        <Button variant="ghost" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
