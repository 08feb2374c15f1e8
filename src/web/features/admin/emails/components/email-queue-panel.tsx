// The Queue tab: every mail the installation queued, newest first — status,
// template, recipient, attempts, last error, send after — with filters kept in
// the URL, and one mail's detail (its rendering in a sandboxed frame) where a
// failed mail can be retried and a pending one cancelled.
import { Inbox } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_QUEUE_STATUSES, type QueuedEmailView } from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS } from '#shared/email/contract.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useQueuedEmails } from '../api/queue.ts';
import { STATUS_LABELS, STATUS_TONES, templateLabel } from '../lib/email-labels.ts';
import { openEmailOf, QUEUE_FILTER_KEYS, queueParamsOf, searchWith } from '../lib/email-params.ts';
import { EmailTable, EmailTime, Missing, TD, TH } from './email-table.tsx';
import { QueuedEmailDialog } from './queued-email-dialog.tsx';

export function EmailQueuePanel() {
  const [search, setSearch] = useSearchParams();
  const params = queueParamsOf(search);
  const query = useQueuedEmails(params);
  const openId = openEmailOf(search);
  const hasFilters = QUEUE_FILTER_KEYS.some((key) => params[key]);

  let content: ReactNode;
  let status = '';
  if (query.isPending) {
    content = <LoadingStatus label="Loading the e-mail queue" />;
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title="Couldn’t load the e-mail queue"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    status = hasFilters ? 'No e-mails match these filters' : 'No e-mails queued yet';
    content = (
      <EmptyState icon={Inbox} title={status}>
        {hasFilters ? 'Change or clear the filters to see more.' : 'Every mail the site sends passes through this queue.'}
      </EmptyState>
    );
  } else {
    const { items, total, totalCapped, limit } = query.data;
    status = `${total}${totalCapped ? '+' : ''} ${total === 1 ? 'e-mail' : 'e-mails'}`;
    content = (
      <>
        <EmailTable
          caption={hasFilters ? 'E-mails matching the filters, newest first' : 'E-mails, newest first'}
          head={
            <>
              <th scope="col" className={TH}>
                Queued
              </th>
              <th scope="col" className={TH}>
                Recipient
              </th>
              <th scope="col" className={TH}>
                Template
              </th>
              <th scope="col" className={TH}>
                Status
              </th>
              <th scope="col" className={TH}>
                Attempts
              </th>
              <th scope="col" className={TH}>
                Send after
              </th>
              <th scope="col" className={TH}>
                Last error
              </th>
            </>
          }
        >
          {items.map((mail) => (
            <QueueRow key={mail.id} mail={mail} search={search} />
          ))}
        </EmailTable>
        <div className="mt-6">
          <Pagination
            page={params.page}
            limit={limit}
            total={total}
            totalCapped={totalCapped}
            searchForPage={(target) => searchWith(search, { page: target })}
            label="E-mail queue pages"
          />
        </div>
      </>
    );
  }

  return (
    <div>
      <QueueFilters />
      <p role="status" className="mt-6 mb-4 text-sm text-slate-600">
        {status}
      </p>
      {content}
      <QueuedEmailDialog
        id={openId}
        onClose={() => setSearch(searchWith(search, { email: undefined, page: params.page }), { replace: true })}
      />
    </div>
  );
}

function QueueFilters() {
  const [search, setSearch] = useSearchParams();
  const params = queueParamsOf(search);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: Record<string, string | undefined> = {};
    for (const key of QUEUE_FILTER_KEYS) changes[key] = String(data.get(key) ?? '').trim() || undefined;
    setSearch(searchWith(search, changes));
  };

  return (
    <form
      key={search.toString()}
      onSubmit={handleSubmit}
      aria-label="Filter the e-mail queue"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Status"
          name="status"
          defaultValue={params.status ?? ''}
          placeholder="Any status"
          options={EMAIL_QUEUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <SelectField
          label="Template"
          name="templateId"
          defaultValue={params.templateId ?? ''}
          placeholder="Any template"
          options={EMAIL_TEMPLATE_IDS.map((id) => ({ value: id, label: templateLabel(id) }))}
        />
        <TextField label="Recipient contains" name="recipient" type="search" defaultValue={params.recipient ?? ''} />
        <TextField label="Queued from" name="from" type="date" defaultValue={params.from ?? ''} hint="Days in UTC, included" />
        <TextField label="Queued to" name="to" type="date" defaultValue={params.to ?? ''} hint="Days in UTC, included" />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        {QUEUE_FILTER_KEYS.some((key) => params[key]) ? (
          <Button asChild variant="ghost">
            <Link to={{ search: searchWith(search, Object.fromEntries(QUEUE_FILTER_KEYS.map((key) => [key, undefined]))) }}>
              Clear filters
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function QueueRow({ mail, search }: { mail: QueuedEmailView; search: URLSearchParams }) {
  return (
    <tr>
      <th scope="row" className={cn(TD, 'font-normal')}>
        <EmailTime value={mail.createdAt} />
      </th>
      <td className={cn(TD, 'min-w-48 break-all')}>
        <Link
          to={{ search: searchWith(search, { email: mail.id, page: queueParamsOf(search).page }) }}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          aria-label={`${mail.toEmail}: open ${templateLabel(mail.templateId)}`}
        >
          {mail.toEmail}
        </Link>
      </td>
      <td className={cn(TD, 'min-w-40')}>
        <span className="block">{templateLabel(mail.templateId)}</span>
        {mail.subject ? <span className="block text-xs text-slate-600">{mail.subject}</span> : null}
      </td>
      <td className={TD}>
        <Badge tone={STATUS_TONES[mail.status]}>{STATUS_LABELS[mail.status]}</Badge>
      </td>
      <td className={cn(TD, 'text-right tabular-nums')}>{mail.attempts}</td>
      <td className={TD}>
        <EmailTime value={mail.sendAfter} />
      </td>
      <td className={cn(TD, 'min-w-40 text-red-800')}>
        {mail.errorMessage ? (
          <span className="line-clamp-2 break-words">{mail.errorMessage}</span>
        ) : (
          <Missing reason="No error" />
        )}
      </td>
    </tr>
  );
}
