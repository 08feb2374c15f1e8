// One queued mail: its row (status, attempts, times, last error, reference),
// its rendering in a sandboxed frame, and the two actions the queue allows —
// retry a failed mail, cancel a pending one (asked twice: it cannot be undone).
// A refusal (the worker took the mail meanwhile) shows here, with the row
// refreshed.
import { type ReactNode, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { QueuedEmailDetail } from '#shared/admin/emails/contract.ts';
import { errorMessageFor, LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS, DialogCloseButton } from '#web/components/ui/dialog-parts.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useQueuedEmail, useQueuedEmailAction } from '../api/queue.ts';
import { categoryLabel, STATUS_LABELS, STATUS_TONES, templateLabel } from '../lib/email-labels.ts';
import { EmailPreview } from './email-preview.tsx';
import { Missing } from '#web/components/ui/data-table.tsx';
import { EmailTime } from './email-table.tsx';

const WIDE_DIALOG = DIALOG_CONTENT_CLASS.replace('max-w-md', 'max-w-3xl');

export function QueuedEmailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={WIDE_DIALOG} aria-describedby={undefined}>
          {id ? <QueuedEmailBody id={id} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QueuedEmailBody({ id }: { id: string }) {
  const query = useQueuedEmail(id);
  if (query.isPending) {
    return (
      <>
        <Dialog.Title className="text-xl font-semibold text-slate-900">E-mail</Dialog.Title>
        <LoadingStatus label="Loading the e-mail" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-semibold text-slate-900">E-mail</Dialog.Title>
          <DialogCloseButton />
        </div>
        <QueryErrorState
          title="Couldn’t load this e-mail"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </>
    );
  }
  return <QueuedEmailDetails mail={query.data} onChanged={() => void query.refetch()} />;
}

function QueuedEmailDetails({ mail, onChanged }: { mail: QueuedEmailDetail; onChanged: () => void }) {
  const action = useQueuedEmailAction();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const run = (kind: 'retry' | 'cancel') => {
    setMessage(null);
    action.mutate(
      { id: mail.id, action: kind },
      {
        onSuccess: () => {
          setConfirmingCancel(false);
          setMessage({
            text: kind === 'retry' ? 'Queued again: it goes out within seconds.' : 'Cancelled: it will not be sent.',
            isError: false,
          });
        },
        onError: (error) => {
          setConfirmingCancel(false);
          setMessage({
            text: error instanceof ApiRequestError && error.status === 409 ? error.message : errorMessageFor(error),
            isError: true,
          });
        },
        onSettled: onChanged,
      },
    );
  };

  const details: [string, ReactNode][] = [
    [
      'Status',
      <Badge key="s" tone={STATUS_TONES[mail.status]}>
        {STATUS_LABELS[mail.status]}
      </Badge>,
    ],
    ['Template', templateLabel(mail.templateId)],
    ['Preference', categoryLabel(mail.category)],
    ['Priority', mail.priority],
    ['Attempts', mail.attempts],
    ['Queued', <EmailTime key="q" value={mail.createdAt} />],
    ['Send after', <EmailTime key="a" value={mail.sendAfter} />],
    ['Last attempt', mail.lastAttemptAt ? <EmailTime key="l" value={mail.lastAttemptAt} /> : <Missing key="l" reason="None" />],
    ['Sent', mail.sentAt ? <EmailTime key="t" value={mail.sentAt} /> : <Missing key="t" reason="Not sent" />],
    [
      'Reference',
      mail.referenceKey ? (
        <code key="r" className="text-xs break-all">
          {mail.referenceKey}
        </code>
      ) : (
        <Missing key="r" reason="None" />
      ),
    ],
  ];

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <Dialog.Title className="text-xl font-semibold break-words text-slate-900">E-mail to {mail.toEmail}</Dialog.Title>
          <p className="mt-1 text-sm text-slate-600">{mail.subject || templateLabel(mail.templateId)}</p>
        </div>
        <DialogCloseButton />
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium text-slate-900">{term}:</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      {mail.errorMessage ? (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">Last error: {mail.errorMessage}</p>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {mail.status === 'failed' ? (
          <Button onClick={() => run('retry')} disabled={action.isPending}>
            Retry
          </Button>
        ) : null}
        {mail.status === 'pending' && !confirmingCancel ? (
          <Button variant="secondary" onClick={() => setConfirmingCancel(true)} disabled={action.isPending}>
            Cancel this e-mail
          </Button>
        ) : null}
        {mail.status === 'pending' && confirmingCancel ? (
          <>
            <span className="text-sm text-slate-800">It will not be sent. Cancel it?</span>
            <Button variant="danger" onClick={() => run('cancel')} disabled={action.isPending}>
              Yes, cancel it
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
              Keep it
            </Button>
          </>
        ) : null}
        {mail.templateId ? (
          <Button asChild variant="ghost">
            <Link to={{ search: `?tab=templates&template=${mail.templateId}&email=${mail.id}` }}>Open in Templates</Link>
          </Button>
        ) : null}
      </div>
      <p role="status" className={message?.isError ? 'mt-3 text-sm font-medium text-red-700' : 'mt-3 text-sm text-slate-700'}>
        {message?.text ?? ''}
      </p>

      <section aria-label="How the e-mail looks" className="mt-4">
        {mail.rendered ? (
          <EmailPreview mail={mail.rendered} label={`The e-mail to ${mail.toEmail} as its recipient sees it`} />
        ) : (
          <p className="text-sm text-slate-700">{mail.renderError}</p>
        )}
      </section>
    </>
  );
}
