// The admins' review of ambassador applications (/admin/ambassadors): pending
// ones oldest first, each with what the applicant wrote; approve, or decline
// with a reason the applicant receives by e-mail. Approved and declined ones
// are kept under their own tabs.
import { Award } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AMBASSADOR_MESSAGES, AMBASSADOR_REGION_LABELS, type AmbassadorReviewItem } from '#shared/content/ambassadors.ts';
import { hrefFor } from '#shared/routes.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { TabList, useSearchTab } from '#web/components/ui/tab-list.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useAmbassadorApplications, useDecideAmbassadorApplication } from '../api/ambassadors.ts';

const FILTERS = ['pending', 'approved', 'declined', 'all'] as const;
const FILTER_LABELS = { pending: 'Waiting', approved: 'Approved', declined: 'Declined', all: 'All' } as const;
const STATUS_LABELS: Record<AmbassadorReviewItem['status'], string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  stepped_down: 'Stepped down',
};

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function AdminAmbassadors() {
  const [filter, selectFilter] = useSearchTab('status', FILTERS);
  const list = useAmbassadorApplications(filter);
  return (
    <TabList
      tabs={FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] }))}
      selected={filter}
      onSelect={selectFilter}
      label="Applications by status"
      idPrefix="admin-ambassadors"
    >
      {list.isPending ? (
        <p role="status" className="text-slate-700">
          Loading the applications…
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          The applications could not be loaded.
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Award} title="Nothing here">
          Applications to the ambassadors programme appear here; every admin also gets each new one by e-mail.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {list.data.items.map((item) => (
            <ApplicationCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </TabList>
  );
}

function ApplicationCard({ item }: { item: AmbassadorReviewItem }) {
  const decide = useDecideAmbassadorApplication();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = (decision: 'approved' | 'declined') =>
    decide.mutate(
      { id: item.id, input: decision === 'approved' ? { decision } : { decision, reason } },
      {
        onSuccess: () => {
          setDeclining(false);
          notify.success({ title: decision === 'approved' ? `${item.name} is now an ambassador` : 'Application declined' });
        },
        onError: notifyError,
      },
    );

  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="ambassador-application">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Link to={hrefFor('user', { userId: item.userId })} className="underline">
              {item.name}
            </Link>{' '}
            <span className="font-normal text-slate-600">· {AMBASSADOR_REGION_LABELS[item.region]}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {item.email} · applied {date(item.createdAt)}
            {item.club ? ` · ${item.club}` : ''}
          </p>
        </div>
        <Badge tone={item.status === 'approved' ? 'success' : item.status === 'pending' ? 'warning' : 'neutral'}>
          {STATUS_LABELS[item.status]}
        </Badge>
      </div>
      <p className="mt-3 whitespace-pre-wrap text-slate-900">{item.motivation}</p>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">Time they can give:</span> {item.availability}
      </p>
      {item.links.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {item.links.map((href) => (
            <li key={href}>
              <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-700 underline">
                {href}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.decisionReason ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">Reason given:</span> {item.decisionReason}
        </p>
      ) : null}
      {item.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="button" onClick={() => submit('approved')} disabled={decide.isPending}>
            Approve<span className="sr-only"> {item.name}</span>
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            Decline<span className="sr-only"> {item.name}</span>
          </Button>
        </div>
      ) : null}
      <DialogFrame
        open={declining}
        onOpenChange={(open) => !decide.isPending && setDeclining(open)}
        title={`Decline ${item.name}’s application?`}
        description="They receive your reason by e-mail and may apply again later."
      >
        <TextAreaField
          label="Reason"
          required
          rows={4}
          className="mt-4"
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        <DialogActions
          isBusy={decide.isPending}
          confirmLabel="Decline"
          confirmVariant="danger"
          className="mt-6"
          onConfirm={() => {
            if (reason.trim() === '') {
              setReasonError(AMBASSADOR_MESSAGES.reasonRequired);
              return;
            }
            submit('declined');
          }}
        />
      </DialogFrame>
    </li>
  );
}
