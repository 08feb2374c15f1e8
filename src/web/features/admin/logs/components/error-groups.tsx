// The Errors tab: error reports grouped by fingerprint, most recently seen
// first, filtered by source and period (in the URL); each group opens its
// occurrences and breadcrumbs (?group=).
import { Bug } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ERROR_PERIOD_LABELS, ERROR_PERIODS, type ErrorGroupView } from '#shared/admin/logs/contract.ts';
import { pagedListView } from '#web/components/paged-list.tsx';
import { searchWith } from '#web/components/search-with.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable, Missing, TD, TH } from '#web/components/ui/data-table.tsx';
import { cn } from '#web/lib/cn.ts';
import { useErrorGroups } from '../api/list-error-groups.ts';
import { errorParamsOf } from '../lib/log-params.ts';
import { ErrorGroupDetailView } from './error-group-detail.tsx';
import { LogTime, NUM, SOURCE_LABELS } from './log-table.tsx';

const SOURCE_OPTIONS = [
  { value: 'all', label: 'Browser and server' },
  { value: 'client', label: 'Browser' },
  { value: 'server', label: 'Server' },
] as const;

export function ErrorsPanel() {
  const [search] = useSearchParams();
  const params = errorParamsOf(search);
  if (params.group)
    return <ErrorGroupDetailView fingerprint={params.group} backSearch={searchWith(search, { group: undefined })} />;
  return <ErrorGroups />;
}

function ErrorGroups() {
  const [search, setSearch] = useSearchParams();
  const { source, period, page } = errorParamsOf(search);
  const query = useErrorGroups({ source, period, page });
  const periodLabel = ERROR_PERIOD_LABELS[period].toLowerCase();

  const { status, content } = pagedListView(query, {
    loadingLabel: 'Loading errors',
    errorTitle: 'Couldn’t load the errors',
    empty: {
      icon: Bug,
      title: `No errors in the ${periodLabel}`,
      text: 'Errors that browsers report and the server’s own failures appear here, grouped by cause.',
    },
    noun: { one: 'error', other: 'errors', suffix: ` in the ${periodLabel}` },
    page,
    pagesLabel: 'Error pages',
    searchForPage: (target) => searchWith(search, { page: target }),
    table: (items) => (
      <DataTable
        caption={`Errors, most recently seen first (${periodLabel})`}
        head={
          <>
            <th scope="col" className={TH}>
              Error
            </th>
            <th scope="col" className={TH}>
              Source
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Count
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Users
            </th>
            <th scope="col" className={TH}>
              Last seen
            </th>
            <th scope="col" className={TH}>
              Browsers
            </th>
          </>
        }
      >
        {items.map((group) => (
          <ErrorGroupRow key={group.fingerprint} group={group} search={search} />
        ))}
      </DataTable>
    ),
  });

  return (
    <div>
      <div className="mb-4 flex flex-wrap gap-4">
        <SelectField
          label="Source"
          value={source ?? 'all'}
          options={SOURCE_OPTIONS}
          onChange={(value) => setSearch(searchWith(search, { source: value === 'all' ? undefined : value }))}
        />
        <SelectField
          label="Period"
          value={period}
          options={ERROR_PERIODS.map((p) => ({ value: p, label: ERROR_PERIOD_LABELS[p] }))}
          onChange={(value) => setSearch(searchWith(search, { period: value === '7d' ? undefined : value }))}
        />
      </div>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {status}
      </p>
      {content}
    </div>
  );
}

function ErrorGroupRow({ group, search }: { group: ErrorGroupView; search: URLSearchParams }) {
  return (
    <tr>
      <th scope="row" className={cn(TD, 'max-w-md min-w-64 font-normal')}>
        <Link
          to={{ search: searchWith(search, { group: group.fingerprint }) }}
          className="group block text-slate-800 hover:text-brand-800"
        >
          <span className="font-medium text-brand-700 underline underline-offset-2 group-hover:text-brand-800">{group.name}</span>
          <span className="mt-1 line-clamp-2 block break-words">{group.message}</span>
        </Link>
        {group.lastPath ? <span className="mt-1 block font-mono text-xs break-all text-slate-600">{group.lastPath}</span> : null}
      </th>
      <td className={TD}>
        <Badge tone={group.source === 'server' ? 'danger' : 'warning'}>{SOURCE_LABELS[group.source]}</Badge>
      </td>
      <td className={cn(TD, NUM, 'font-semibold')}>{group.count}</td>
      <td className={cn(TD, NUM)}>{group.affectedUsers}</td>
      <td className={TD}>
        <LogTime value={group.lastSeen} />
        <span className="mt-1 block text-xs text-slate-600">
          first <LogTime value={group.firstSeen} />
        </span>
      </td>
      <td className={cn(TD, 'min-w-40')}>
        {group.browsers.length > 0 ? group.browsers.join(', ') : <Missing reason="No browser" />}
      </td>
    </tr>
  );
}
