// The Schedules tab: scheduled mailings (email_schedule) with their template,
// recipients or audience, next time, frequency and whether they are active;
// create, edit, pause or resume, and run one now (asked first; a run key chosen
// when asked makes a second click harmless). The worker runs them when due.
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_ADMIN_MESSAGES, type EmailScheduleView } from '#shared/admin/emails/contract.ts';
import { pagedListView } from '#web/components/paged-list.tsx';
import { searchWith } from '#web/components/search-with.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useEmailSchedules, useRunEmailSchedule, useSaveEmailSchedule } from '../api/schedules.ts';
import { FREQUENCY_LABELS, templateLabel } from '../lib/email-labels.ts';
import { pageParam } from '../lib/email-params.ts';
import { EmailTime } from './email-table.tsx';
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

  const { content } = pagedListView(query, {
    loadingLabel: 'Loading the schedules',
    errorTitle: 'Couldn’t load the schedules',
    empty: {
      icon: CalendarClock,
      title: 'No scheduled e-mails',
      text: 'Schedule a mail to a list of addresses or an audience, once or every day, week or month.',
    },
    noun: { one: 'schedule', other: 'schedules' },
    page,
    pagesLabel: 'Schedule pages',
    searchForPage: (target) => searchWith(search, { page: target }),
    table: (items) => (
      <DataTable
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
      </DataTable>
    ),
  });

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
    <DialogFrame
      open={run !== null}
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
      title={`Run “${run?.schedule.name}” now?`}
      description={
        <>
          Its mails are queued at once.{' '}
          {run?.schedule.frequency === 'once' ? 'It is a one-off: it will not run again at its time.' : 'It keeps its next time.'}
        </>
      }
    >
      <DialogActions isBusy={mutation.isPending} confirmLabel="Run now" onConfirm={handleRun} className="mt-6" />
    </DialogFrame>
  );
}
