// The Schedules tab: scheduled mailings (email_schedule) with their template,
// recipients or audience, next time, frequency and whether they are active;
// create, edit, pause or resume, and run one now (asked first; a run key chosen
// when asked makes a second click harmless). The worker runs them when due.
import { CalendarClock, LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_ADMIN_MESSAGES, type EmailScheduleView } from '#shared/admin/emails/contract.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS, DialogCloseButton } from '#web/components/ui/dialog-parts.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useEmailSchedules, useRunEmailSchedule, useSaveEmailSchedule } from '../api/schedules.ts';
import { FREQUENCY_LABELS, templateLabel } from '../lib/email-labels.ts';
import { pageParam, searchWith } from '../lib/email-params.ts';
import { EmailTable, EmailTime, TD, TH } from './email-table.tsx';
import { ScheduleFormDialog } from './schedule-form-dialog.tsx';

export function EmailSchedulesPanel() {
  const [search] = useSearchParams();
  const page = pageParam(search);
  const query = useEmailSchedules(page);
  const [editing, setEditing] = useState<EmailScheduleView | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const [running, setRunning] = useState<{ schedule: EmailScheduleView; runKey: string } | null>(null);

  const openForm = (schedule: EmailScheduleView | null) => {
    setEditing(schedule);
    setFormOpen(true);
  };

  let content: ReactNode;
  if (query.isPending) content = <LoadingStatus label="Loading the schedules" />;
  else if (query.isError) {
    content = (
      <QueryErrorState
        title="Couldn’t load the schedules"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState icon={CalendarClock} title="No scheduled e-mails">
        Schedule a mail to a list of addresses or an audience, once or every day, week or month.
      </EmptyState>
    );
  } else {
    const { items, total, totalCapped, limit } = query.data;
    content = (
      <>
        <EmailTable
          caption="Scheduled e-mails, active first, then by their next time"
          head={
            <>
              <th scope="col" className={TH}>
                Name
              </th>
              <th scope="col" className={TH}>
                Template
              </th>
              <th scope="col" className={TH}>
                Recipients
              </th>
              <th scope="col" className={TH}>
                Next time
              </th>
              <th scope="col" className={TH}>
                Repeats
              </th>
              <th scope="col" className={TH}>
                State
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </>
          }
        >
          {items.map((schedule) => (
            <ScheduleRow
              key={schedule.id}
              schedule={schedule}
              onEdit={() => openForm(schedule)}
              onRun={() => setRunning({ schedule, runKey: crypto.randomUUID() })}
            />
          ))}
        </EmailTable>
        <div className="mt-6">
          <Pagination
            page={page}
            limit={limit}
            total={total}
            totalCapped={totalCapped}
            searchForPage={(target) => searchWith(search, { page: target })}
            label="Schedule pages"
          />
        </div>
      </>
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Scheduled mails go out at batch priority (3), after everything more urgent.</p>
        <Button onClick={() => openForm(null)}>New schedule</Button>
      </div>
      {content}
      <ScheduleFormDialog schedule={editing} open={isFormOpen} onOpenChange={setFormOpen} />
      <RunScheduleDialog run={running} onClose={() => setRunning(null)} />
    </div>
  );
}

function ScheduleRow({ schedule, onEdit, onRun }: { schedule: EmailScheduleView; onEdit: () => void; onRun: () => void }) {
  const save = useSaveEmailSchedule();
  const toggle = () =>
    save.mutate(
      { id: schedule.id, input: { isActive: !schedule.isActive } },
      {
        onSuccess: (saved) => notify.success({ title: saved.isActive ? `“${saved.name}” resumed` : `“${saved.name}” paused` }),
        onError: (error) => notifyError(error),
      },
    );
  const recipients = schedule.audience
    ? (schedule.audienceLabel ?? 'An audience that no longer exists')
    : `${schedule.recipients.slice(0, 2).join(', ')}${schedule.recipients.length > 2 ? ` and ${schedule.recipients.length - 2} more` : ''}`;
  return (
    <tr>
      <th scope="row" className={`${TD} min-w-40 font-medium`}>
        {schedule.name}
      </th>
      <td className={TD}>{templateLabel(schedule.templateId)}</td>
      <td className={`${TD} min-w-48 break-words`}>{recipients}</td>
      <td className={TD}>
        <EmailTime value={schedule.scheduleTime} />
      </td>
      <td className={TD}>{FREQUENCY_LABELS[schedule.frequency]}</td>
      <td className={TD}>
        <Badge tone={schedule.isActive ? 'success' : 'neutral'}>{schedule.isActive ? 'Active' : 'Paused'}</Badge>
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${schedule.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={toggle}
            disabled={save.isPending}
            aria-label={`${schedule.isActive ? 'Pause' : 'Resume'} ${schedule.name}`}
          >
            {schedule.isActive ? 'Pause' : 'Resume'}
          </Button>
          <Button size="sm" onClick={onRun} aria-label={`Run ${schedule.name} now`}>
            Run now
          </Button>
        </div>
      </td>
    </tr>
  );
}

function RunScheduleDialog({
  run,
  onClose,
}: {
  run: { schedule: EmailScheduleView; runKey: string } | null;
  onClose: () => void;
}) {
  const mutation = useRunEmailSchedule();
  const handleRun = () => {
    if (!run) return;
    mutation.mutate(
      { id: run.schedule.id, runKey: run.runKey },
      {
        onSuccess: (result) => {
          notify.success({
            title: EMAIL_ADMIN_MESSAGES.sent,
            description: `${result.queued} ${result.queued === 1 ? 'e-mail' : 'e-mails'} queued${result.alreadyRun ? ' (already run)' : ''}.`,
          });
          onClose();
        },
        onError: () => notify.error({ title: EMAIL_ADMIN_MESSAGES.failed }),
      },
    );
  };
  return (
    <Dialog.Root open={run !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={DIALOG_CONTENT_CLASS}>
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">Run “{run?.schedule.name}” now?</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Its mails are queued at once.{' '}
                {run?.schedule.frequency === 'once'
                  ? 'It is a one-off: it will not run again at its time.'
                  : 'It keeps its next time.'}
              </Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={mutation.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={handleRun} disabled={mutation.isPending}>
              {mutation.isPending ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
              ) : null}
              Run now
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
