// The Audit log tab: every admin action, newest first — who, what, on what,
// before → after, when and from where — with filters (action, target type,
// outcome, actor, dates) kept in the URL, and a CSV export of what the filters
// select. The log is append-only: nothing here changes it.
import { Download, ScrollText } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_TARGET_TYPES, type AuditEntryView } from '#shared/admin/audit.ts';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { operationPath } from '#shared/operation.ts';
import { hrefFor } from '#shared/routes.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAuditFacets } from '../api/get-audit-facets.ts';
import { useAuditEntries } from '../api/list-audit-entries.ts';
import { AUDIT_FILTER_KEYS, auditParamsOf, exportQueryOf, searchWith } from '../lib/log-params.ts';
import { changesOf, formatAuditValue } from '../lib/audit-changes.ts';
import { LogTable, LogTime, Missing, TD, TH } from './log-table.tsx';

const TARGET_TYPE_LABELS: Record<string, string> = {
  user: 'Member',
  session: 'Session',
  settings: 'Settings',
  comment: 'Comment',
  report: 'Report',
  email: 'E-mail',
  'error-report': 'Error reports',
};

const targetTypeLabel = (type: string) => TARGET_TYPE_LABELS[type] ?? type;

export function AuditLogPanel() {
  const [search] = useSearchParams();
  const params = auditParamsOf(search);
  const query = useAuditEntries(params);
  const hasFilters = AUDIT_FILTER_KEYS.some((key) => params[key]);
  const exportHref = `${operationPath(logsApi.exportAuditEntries)}${exportQueryOf(params)}`;

  let content: ReactNode;
  let status = '';
  if (query.isPending) {
    content = <LoadingStatus label="Loading the audit log" />;
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title="Couldn’t load the audit log"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    status = hasFilters ? 'No admin actions match these filters' : 'No admin actions yet';
    content = (
      <EmptyState icon={ScrollText} title={status}>
        {hasFilters
          ? 'Change or clear the filters to see more.'
          : 'Every change an admin makes, and every attempt that failed, is listed here.'}
      </EmptyState>
    );
  } else {
    const { items, total, totalCapped, limit } = query.data;
    status = `${total}${totalCapped ? '+' : ''} ${total === 1 ? 'entry' : 'entries'}`;
    content = (
      <>
        <LogTable
          caption={hasFilters ? 'Admin actions matching the filters, newest first' : 'Admin actions, newest first'}
          head={
            <>
              <th scope="col" className={TH}>
                When
              </th>
              <th scope="col" className={TH}>
                Who, from where
              </th>
              <th scope="col" className={TH}>
                What
              </th>
              <th scope="col" className={TH}>
                Target
              </th>
              <th scope="col" className={TH}>
                Before → after
              </th>
            </>
          }
        >
          {items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} search={search} />
          ))}
        </LogTable>
        <div className="mt-6">
          <Pagination
            page={params.page}
            limit={limit}
            total={total}
            totalCapped={totalCapped}
            searchForPage={(target) => searchWith(search, { page: target })}
            label="Audit log pages"
          />
        </div>
      </>
    );
  }

  return (
    <div>
      <AuditFilters />
      <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
        <Button asChild variant="secondary">
          <a href={exportHref} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        </Button>
      </div>
      <p className="sr-only">
        The export holds the entries the filters select, at most {AUDIT_EXPORT_MAX_ROWS.toLocaleString()}.
      </p>
      {content}
    </div>
  );
}

function AuditFilters() {
  const [search, setSearch] = useSearchParams();
  const params = auditParamsOf(search);
  const facets = useAuditFacets();
  const actions = facets.data?.actions ?? [];
  const actors = facets.data?.actors ?? [];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: Record<string, string | undefined> = {};
    for (const key of AUDIT_FILTER_KEYS) changes[key] = String(data.get(key) ?? '') || undefined;
    setSearch(searchWith(search, changes));
  };

  return (
    // Keyed by the URL, so Back and Clear show the filters they apply, and by the
    // choices arriving, so a filter from the URL stays selected when they do.
    <form
      key={`${search.toString()}|${facets.isSuccess}`}
      onSubmit={handleSubmit}
      aria-label="Filter the audit log"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label="Action" name="action" defaultValue={params.action ?? ''} placeholder="Any action">
          {params.action && !actions.includes(params.action) ? <option value={params.action}>{params.action}</option> : null}
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Target type"
          name="targetType"
          defaultValue={params.targetType ?? ''}
          placeholder="Any target"
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetTypeLabel(type) }))}
        />
        <SelectField
          label="Outcome"
          name="outcome"
          defaultValue={params.outcome ?? ''}
          placeholder="Succeeded or failed"
          options={[
            { value: 'succeeded', label: 'Succeeded' },
            { value: 'failed', label: 'Failed' },
          ]}
        />
        <SelectField label="Actor" name="actorId" defaultValue={params.actorId ?? ''} placeholder="Any admin">
          {params.actorId && !actors.some((a) => a.id === params.actorId) ? (
            <option value={params.actorId}>{params.actorId}</option>
          ) : null}
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </SelectField>
        <TextField label="From" name="from" type="date" defaultValue={params.from ?? ''} hint="Days in UTC, included" />
        <TextField label="To" name="to" type="date" defaultValue={params.to ?? ''} hint="Days in UTC, included" />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        {AUDIT_FILTER_KEYS.some((key) => params[key]) ? (
          <Button asChild variant="ghost">
            <Link to={{ search: searchWith(search, Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, undefined]))) }}>
              Clear filters
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AuditRow({ entry, search }: { entry: AuditEntryView; search: URLSearchParams }) {
  const changes = changesOf(entry.before, entry.after);
  return (
    <tr>
      <th scope="row" className={cn(TD, 'font-normal')}>
        <LogTime value={entry.createdAt} />
      </th>
      <td className={cn(TD, 'min-w-32')}>
        {entry.actorId ? (
          <Link
            to={{ search: searchWith(search, { actorId: entry.actorId }) }}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
            aria-label={`${entry.actorName}: show only their actions`}
          >
            {entry.actorName}
          </Link>
        ) : (
          entry.actorName
        )}
        <span className="mt-1 block font-mono text-xs text-slate-600">
          {entry.ipAddress ?? <Missing reason="Unknown address" />}
        </span>
        {entry.userAgent ? (
          <span className="block max-w-48 truncate text-xs text-slate-600" title={entry.userAgent}>
            {entry.userAgent}
          </span>
        ) : null}
      </td>
      <td className={cn(TD, 'min-w-40')}>
        <span className="font-mono text-xs font-medium whitespace-nowrap text-slate-900">{entry.action}</span>{' '}
        <Badge tone={entry.outcome === 'failed' ? 'danger' : 'success'}>
          {entry.outcome === 'failed' ? 'Failed' : 'Succeeded'}
        </Badge>
        {entry.reason ? <span className="mt-1 block text-slate-700">Reason: {entry.reason}</span> : null}
        {entry.error ? <span className="mt-1 block text-red-800">{entry.error}</span> : null}
      </td>
      <td className={cn(TD, 'min-w-40')}>
        <span className="block text-slate-600">{targetTypeLabel(entry.targetType)}</span>
        {entry.targetType === 'user' && entry.targetId ? (
          <Link
            to={hrefFor('admin-user', { id: entry.targetId })}
            className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {entry.targetLabel ?? entry.targetId}
          </Link>
        ) : (
          <span className="break-words">{entry.targetLabel ?? entry.targetId ?? <Missing reason="No target name" />}</span>
        )}
      </td>
      <td className={cn(TD, 'min-w-48')}>
        {changes.length === 0 ? (
          <Missing reason="No recorded change" />
        ) : (
          <ul className="space-y-1">
            {changes.map((change) => (
              <li key={change.key} className="break-words">
                <span className="font-medium">{change.key}</span>:{' '}
                <span className="text-slate-600">{formatAuditValue(change.before)}</span> <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span> {formatAuditValue(change.after)}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
