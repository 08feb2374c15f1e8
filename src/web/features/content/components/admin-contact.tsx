// The admins' contact inbox (/admin/contact): messages by status (open first),
// one message with its answers, an answer form (the answer is mailed to the
// sender; it can close the message at once), and close / reopen. The open
// message is in the URL (?message=…), the link the admins' mail points to.
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_REPLY_MAX,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessageDetail,
  type ContactReplyInput,
  ContactReplyInputSchema,
} from '#shared/content/contact.ts';
import type { z } from 'zod';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TabList, useSearchTab } from '#web/components/ui/tab-list.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import {
  useContactMessage,
  useContactMessages,
  useReplyToContactMessage,
  useSetContactMessageStatus,
} from '../api/contact-messages.ts';

const FILTERS = [...CONTACT_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { ...CONTACT_STATUS_LABELS, all: 'All' };
const STATUS_TONES = { open: 'warning', answered: 'brand', closed: 'neutral' } as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AdminContact() {
  const [filter, selectFilter] = useSearchTab('status', FILTERS);
  const [search, setSearch] = useSearchParams();
  const selectedId = search.get('message');
  const list = useContactMessages(filter);
  const counts = list.data?.counts;
  const tabs = FILTERS.map((id) => ({ id, label: FILTER_LABELS[id], count: id === 'all' || !counts ? undefined : counts[id] }));

  const open = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('message', id);
      else next.delete('message');
      return next;
    });

  return (
    <div className="space-y-8">
      {selectedId ? <MessageDetail id={selectedId} onClose={() => open(null)} /> : null}
      <TabList tabs={tabs} selected={filter} onSelect={selectFilter} label="Messages by status" idPrefix="admin-contact">
        {list.isPending ? (
          <p role="status" className="text-slate-700">
            Loading the messages…
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            The messages could not be loaded.
          </p>
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={Inbox} title="No messages here">
            Messages sent with the contact form appear here; every admin also gets each one by e-mail.
          </EmptyState>
        ) : (
          <DataTable
            caption="Contact messages, newest first"
            head={
              <>
                <th scope="col" className={TH}>
                  Received
                </th>
                <th scope="col" className={TH}>
                  From
                </th>
                <th scope="col" className={TH}>
                  About
                </th>
                <th scope="col" className={TH}>
                  Message
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              </>
            }
          >
            {list.data.items.map((m) => (
              <tr key={m.id} data-testid="contact-message-row">
                <td className={TD}>{dateTime(m.createdAt)}</td>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {m.name}
                  <span className="block text-xs font-normal text-slate-600">{m.email}</span>
                </th>
                <td className={TD}>{CONTACT_CATEGORY_LABELS[m.category]}</td>
                <td className={`${TD} min-w-48 text-slate-700`}>{m.excerpt}</td>
                <td className={TD}>
                  <Badge tone={STATUS_TONES[m.status]}>{CONTACT_STATUS_LABELS[m.status]}</Badge>
                </td>
                <td className={TD}>
                  <Button type="button" size="sm" variant="secondary" onClick={() => open(m.id)}>
                    Read<span className="sr-only"> the message from {m.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </TabList>
    </div>
  );
}

function MessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useContactMessage(id);
  if (message.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the message…
      </p>
    );
  }
  if (message.isError) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-5 text-red-900">
        This message could not be loaded; it may not exist.{' '}
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
    );
  }
  return <MessageView message={message.data} onClose={onClose} />;
}

type ReplyInput = z.input<typeof ContactReplyInputSchema>;

function MessageView({ message, onClose }: { message: ContactMessageDetail; onClose: () => void }) {
  const reply = useReplyToContactMessage(message.id);
  const setStatus = useSetContactMessageStatus(message.id);
  const { form, submit, formError } = useApiForm<ReplyInput, z.output<typeof ContactReplyInputSchema>>({
    schema: ContactReplyInputSchema,
    defaultValues: { body: '', close: false },
    rateLimit: false,
    onSubmit: async (values: ContactReplyInput) => {
      await reply.mutateAsync(values);
      form.reset({ body: '', close: false });
      notify.success({ title: 'Email sent successfully', description: `Your answer is on its way to ${message.email}.` });
    },
  });

  const changeStatus = (action: 'close' | 'reopen') =>
    setStatus.mutate(action, {
      onSuccess: () => notify.success({ title: action === 'close' ? 'Message closed' : 'Message reopened' }),
      onError: notifyError,
    });

  return (
    <section aria-labelledby="contact-message-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="contact-message-title" className="text-lg font-semibold text-slate-900">
            {CONTACT_CATEGORY_LABELS[message.category]} — from {message.name}
          </h2>
          <p className="text-sm text-slate-600">
            <a className="underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>{' '}
            · {dateTime(message.createdAt)} ·{' '}
            <Badge tone={STATUS_TONES[message.status]}>{CONTACT_STATUS_LABELS[message.status]}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {message.status === 'closed' ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => changeStatus('reopen')}
              disabled={setStatus.isPending}
            >
              Reopen
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => changeStatus('close')}
              disabled={setStatus.isPending}
            >
              Close without answering
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            Back to the list
          </Button>
        </div>
      </div>
      <p className="mt-4 rounded-lg bg-slate-50 p-4 whitespace-pre-wrap text-slate-900" data-testid="contact-message-text">
        {message.message}
      </p>

      {message.replies.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-semibold text-slate-900">Answers</h3>
          <ol className="mt-2 space-y-3">
            {message.replies.map((r) => (
              <li key={r.id} className="rounded-lg p-4 ring-1 ring-slate-200">
                <p className="text-sm text-slate-600">
                  {r.authorName} · {dateTime(r.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-slate-900">{r.body}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      <form noValidate onSubmit={submit} aria-label="Answer the message" className="mt-6 space-y-4">
        <FormError message={formError} />
        <TextAreaField
          label="Your answer"
          required
          rows={6}
          hint={`Mailed to ${message.email} with their message below it.`}
          limit={CONTACT_REPLY_MAX}
          length={form.watch('body')?.length ?? 0}
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('close')} />
          Close the message with this answer
        </label>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send answer'}
        </Button>
      </form>
    </section>
  );
}
