// The Queue tab: every mail the installation queued, newest first — status,
// template, recipient, attempts, last error, send after — with filters kept in
// the URL, and one mail's detail (its rendering in a sandboxed frame) where a
// failed mail can be retried and a pending one cancelled.
import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_QUEUE_STATUSES, type QueuedEmailView } from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS } from '#shared/email/contract.ts';
import { FilterForm } from '#web/components/filter-form.tsx';
import { pagedListView } from '#web/components/paged-list.tsx';
import { searchWith } from '#web/components/search-with.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable, Missing, TD, TH } from '#web/components/ui/data-table.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useQueuedEmails } from '../api/queue.ts';
import { STATUS_LABELS, STATUS_TONES, templateLabel } from '../lib/email-labels.ts';
import { openEmailOf, QUEUE_FILTER_KEYS, queueParamsOf } from '../lib/email-params.ts';
import { EmailTime } from './email-table.tsx';
import { QueuedEmailDialog } from './queued-email-dialog.tsx';

export function EmailQueuePanel() {
  const [search, setSearch] = useSearchParams();
  const params = queueParamsOf(search);
  const query = useQueuedEmails(params);
  const openId = openEmailOf(search);
  const hasFilters = QUEUE_FILTER_KEYS.some((key) => params[key]);

  const { status, content } = pagedListView(query, {
    loadingLabel: 'Loading the e-mail queue',
    errorTitle: 'Couldn’t load the e-mail queue',
    empty: {
      icon: Inbox,
      title: hasFilters ? 'No e-mails match these filters' : 'No e-mails queued yet',
      text: hasFilters ? 'Change or clear the filters to see more.' : 'Every mail the site sends passes through this queue.',
    },
    noun: { one: 'e-mail', other: 'e-mails' },
    page: params.page,
    pagesLabel: 'E-mail queue pages',
    searchForPage: (target) => searchWith(search, { page: target }),
    table: (items) => (
      <DataTable
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
      </DataTable>
    ),
  });

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
  const [search] = useSearchParams();
  const params = queueParamsOf(search);

  return (
    <FilterForm
      label="Filter the e-mail queue"
      filterKeys={QUEUE_FILTER_KEYS}
      hasFilters={QUEUE_FILTER_KEYS.some((key) => params[key])}
    >
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
    </FilterForm>
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
