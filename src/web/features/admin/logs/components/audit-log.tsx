// The Audit log tab: every admin action, newest first — who, what, on what,
// before → after, when and from where — with filters (action, target type,
// outcome, actor, dates) kept in the URL, and a CSV export of what the filters
// select. The log is append-only: nothing here changes it.
import { Download, ScrollText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_TARGET_TYPES, type AuditEntryView } from '#shared/admin/audit.ts';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { operationPath } from '#shared/operation.ts';
import { hrefFor } from '#shared/routes.ts';
import { FilterForm } from '#web/components/filter-form.tsx';
import { pagedListView } from '#web/components/paged-list.tsx';
import { searchWith } from '#web/components/search-with.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, Missing, TD, TH } from '#web/components/ui/data-table.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAuditFacets } from '../api/get-audit-facets.ts';
import { useAuditEntries } from '../api/list-audit-entries.ts';
import { AUDIT_FILTER_KEYS, auditParamsOf, exportQueryOf } from '../lib/log-params.ts';
import { changesOf, formatAuditValue } from '../lib/audit-changes.ts';
import { LogTime } from './log-table.tsx';

const TARGET_TYPE_LABELS: Record<string, string> = {
  user: 'Member',
  session: 'Session',
  settings: 'Settings',
  comment: 'Comment',
  report: 'Report',
  email: 'E-mail',
  'error-report': 'Error reports',
  debate: 'Debate',
  event: 'Event',
  club: 'Club',
  interest: 'Interest',
  topic: 'Topic',
  'judge-application': 'Judge application',
  'newsletter-issue': 'Newsletter issue',
  'contact-message': 'Contact message',
  'ambassador-application': 'Ambassador application',
};

const targetTypeLabel = (type: string) => TARGET_TYPE_LABELS[type] ?? type;

export function AuditLogPanel() {
  const [search] = useSearchParams();
  const params = auditParamsOf(search);
  const query = useAuditEntries(params);
  const hasFilters = AUDIT_FILTER_KEYS.some((key) => params[key]);
  const exportHref = `${operationPath(logsApi.exportAuditEntries)}${exportQueryOf(params)}`;

  const { status, content } = pagedListView(query, {
    loadingLabel: 'Loading the audit log',
    errorTitle: 'Couldn’t load the audit log',
    empty: {
      icon: ScrollText,
      title: hasFilters ? 'No admin actions match these filters' : 'No admin actions yet',
      text: hasFilters
        ? 'Change or clear the filters to see more.'
        : 'Every change an admin makes, and every attempt that failed, is listed here.',
    },
    noun: { one: 'entry', other: 'entries' },
    page: params.page,
    pagesLabel: 'Audit log pages',
    searchForPage: (target) => searchWith(search, { page: target }),
    table: (items) => (
      <DataTable
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
      </DataTable>
    ),
  });

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
  const [search] = useSearchParams();
  const params = auditParamsOf(search);
  const facets = useAuditFacets();
  const actions = facets.data?.actions ?? [];
  const actors = facets.data?.actors ?? [];

  return (
    // Keyed also by the choices arriving, so a filter from the URL stays selected when they do.
    <FilterForm
      label="Filter the audit log"
      filterKeys={AUDIT_FILTER_KEYS}
      hasFilters={AUDIT_FILTER_KEYS.some((key) => params[key])}
      formKey={String(facets.isSuccess)}
    >
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
    </FilterForm>
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
