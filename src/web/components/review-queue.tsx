// An admin review queue (judge applications, topic suggestions): a status
// filter kept in the URL, the items of that status, honest loading, error and
// empty states, and one polite status line that also carries the outcome of
// the last review ("Approved …").
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Inbox, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { CardGridSkeleton, QueryErrorState } from './query-states.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { useApiForm } from '../lib/form.ts';
import { notify, notifyError } from '../lib/toast.ts';
import { SelectField } from './select-field.tsx';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { TextAreaField } from './ui/text-area-field.tsx';

export type ReviewStatus = 'pending' | 'approved' | 'declined';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

/** The status in the URL (?status=), pending when absent or unknown. */
export function useReviewStatus(): ReviewStatus {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('status');
  return value === 'approved' || value === 'declined' ? value : 'pending';
}

export function ReviewQueue<T extends { id: string }>({
  query,
  noun,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  /** "application", "suggestion" */
  noun: string;
  /** One item; `onReviewed` takes the sentence to announce. */
  renderItem: (item: T, onReviewed: (announcement: string) => void) => ReactNode;
}) {
  const [, setSearchParams] = useSearchParams();
  const status = useReviewStatus();
  const [announcement, setAnnouncement] = useState('');
  const label = STATUS_LABELS[status].toLowerCase();
  const plural = `${noun}s`;

  let listStatus = '';
  let content: ReactNode;
  if (query.isPending) {
    listStatus = `Loading ${plural}…`;
    content = <CardGridSkeleton count={2} />;
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title={`Couldn’t load the ${plural}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    listStatus = `No ${label} ${plural}`;
    content = (
      <EmptyState icon={Inbox} title={listStatus}>
        {status === 'pending' ? `New ${plural} appear here for review.` : `Reviewed ${plural} appear here.`}
      </EmptyState>
    );
  } else {
    const n = query.data.length;
    listStatus = `${n} ${label} ${n === 1 ? noun : plural}`;
    content = (
      <ul className="space-y-5">
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item, setAnnouncement)}</li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <SelectField
        label="Show"
        value={status}
        options={(Object.keys(STATUS_LABELS) as ReviewStatus[]).map((s) => ({
          value: s,
          label: `${STATUS_LABELS[s]} ${plural}`,
        }))}
        onChange={(value) =>
          setSearchParams((prev) => {
            const next = new URLSearchParams(prev);
            if (value === 'pending') next.delete('status');
            else next.set('status', value);
            return next;
          })
        }
      />
      <p role="status" className="mt-4 mb-4 text-sm text-slate-600">
        {[announcement, listStatus].filter(Boolean).join('. ')}
      </p>
      {content}
    </div>
  );
}

/**
 * Approve, or decline with a written reason, for one item of a review queue.
 * `check` validates the decision locally (the message, or null); `submit` sends
 * it. Server field errors on `reason` land on the field; other refusals in a toast.
 */
export function ReviewDecision({
  subject,
  reasonHint,
  declineLabel,
  messages,
  isPending,
  check,
  submit,
  onReviewed,
}: {
  /** Names the item in the buttons' accessible names ("Approve Ana Lind"). */
  subject: string;
  reasonHint: string;
  declineLabel: string;
  messages: { approved: string; declined: string; notReviewed: string };
  isPending: boolean;
  check: (decision: 'approve' | 'decline', reason: string) => string | null;
  submit: (decision: 'approve' | 'decline', reason: string) => Promise<unknown>;
  onReviewed: (message: string) => void;
}) {
  const [isDeclining, setIsDeclining] = useState(false);

  const decide = async (decision: 'approve' | 'decline', reason: string) => {
    await submit(decision, reason);
    const message = decision === 'approve' ? messages.approved : messages.declined;
    notify.success({ title: message });
    onReviewed(message);
  };
  const notifyFailure = (err: unknown) => {
    if (err instanceof ApiRequestError && err.status < 500)
      notify.error({ title: messages.notReviewed, description: err.message });
    else notifyError(err);
  };

  // Declining: the reason, checked by `check` (the shared contract), then sent; the server's message for it lands on it.
  const { form, submit: submitDecline } = useApiForm({
    schema: z.object({ reason: z.string() }).superRefine(({ reason }, ctx) => {
      const problem = check('decline', reason);
      if (problem) ctx.addIssue({ code: 'custom', path: ['reason'], message: problem });
    }),
    defaultValues: { reason: '' },
    onSubmit: ({ reason }) => decide('decline', reason),
    onError: (err, applied) => {
      if (applied.fields === 0) notifyFailure(err);
    },
  });

  const approve = async () => {
    const problem = check('approve', '');
    if (problem) {
      notify.error({ title: messages.notReviewed, description: problem });
      return;
    }
    try {
      await decide('approve', '');
    } catch (err) {
      notifyFailure(err);
    }
  };

  if (!isDeclining) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void approve()} disabled={isPending} aria-label={`Approve ${subject}`}>
          <Check aria-hidden="true" className="h-4 w-4" />
          Approve
        </Button>
        <Button variant="secondary" onClick={() => setIsDeclining(true)} disabled={isPending} aria-label={`Decline ${subject}`}>
          <X aria-hidden="true" className="h-4 w-4" />
          Decline
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submitDecline} className="space-y-3" aria-label={`Decline ${subject}`}>
      <TextAreaField
        label="Reason for declining"
        rows={3}
        hint={reasonHint}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={isPending}>
          {declineLabel}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setIsDeclining(false);
            form.clearErrors();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
