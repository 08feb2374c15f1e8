// Creating or editing a schedule: its name, template and template data (JSON,
// the template's sample to start from), who gets it (a list of addresses or an
// audience), when, and how often. The shared contract checks it again on the
// server, which also renders the template once; its messages land on the
// fields (templateData.* on the data, recipients.N on the addresses).
import { useState } from 'react';
import { z } from 'zod';
import { EMAIL_ADMIN_MESSAGES, EMAIL_SCHEDULE_FREQUENCIES, type EmailScheduleView } from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS, type EmailTemplateId } from '#shared/email/contract.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { serverFieldsOf, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useSaveEmailSchedule } from '../api/schedules.ts';
import { useEmailTemplates } from '../api/templates.ts';
import { FREQUENCY_LABELS, templateLabel } from '../lib/email-labels.ts';
import { AudiencePicker, AudienceReach, audienceOf, draftOf } from './audience-picker.tsx';

interface FormValues {
  name: string;
  templateId: string;
  templateData: string;
  recipientsMode: 'list' | 'audience';
  recipients: string;
  scheduleTime: string;
  frequency: string;
}

/** An instant as the datetime-local input shows it, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const FormSchema = z
  .object({
    name: z.string(),
    templateId: z.enum(EMAIL_TEMPLATE_IDS),
    templateData: z.string(),
    recipientsMode: z.enum(['list', 'audience']),
    recipients: z.string(),
    scheduleTime: z.string().min(1, 'Choose a date and time'),
    frequency: z.enum(EMAIL_SCHEDULE_FREQUENCIES),
  })
  .transform((values, ctx) => {
    let data: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(values.templateData || '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      data = parsed as Record<string, unknown>;
    } catch {
      ctx.addIssue({ code: 'custom', path: ['templateData'], message: 'Write the data as a JSON object: { "name": "Ana" }' });
    }
    const recipients = values.recipients
      .split(/[\s,;]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    if (values.recipientsMode === 'list' && recipients.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: EMAIL_ADMIN_MESSAGES.noRecipients });
    }
    const time = new Date(values.scheduleTime);
    if (Number.isNaN(time.getTime())) ctx.addIssue({ code: 'custom', path: ['scheduleTime'], message: 'Choose a date and time' });
    return {
      name: values.name,
      templateId: values.templateId,
      templateData: data,
      recipients: values.recipientsMode === 'list' ? recipients : [],
      isAudience: values.recipientsMode === 'audience',
      scheduleTime: Number.isNaN(time.getTime()) ? '' : time.toISOString(),
      frequency: values.frequency,
    };
  });

export function ScheduleFormDialog({
  schedule,
  open,
  onOpenChange,
}: {
  /** The schedule to edit; null to create one. */
  schedule: EmailScheduleView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      width="2xl"
      title={schedule ? `Edit “${schedule.name}”` : 'New schedule'}
      description="The worker queues it when its time comes, then moves it to the next time for a recurring schedule."
    >
      {open ? <ScheduleForm schedule={schedule} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function ScheduleForm({ schedule, onDone }: { schedule: EmailScheduleView | null; onDone: () => void }) {
  const templates = useEmailTemplates();
  const save = useSaveEmailSchedule();
  const [audienceDraft, setAudienceDraft] = useState(() => draftOf(schedule?.audience ?? null));
  const [audienceError, setAudienceError] = useState<string | undefined>();
  const sampleOf = (id: string) => templates.data?.items.find((t) => t.id === id)?.sampleData ?? {};
  const initialTime = schedule
    ? toLocalInput(schedule.scheduleTime)
    : toLocalInput(new Date(Date.now() + 3_600_000).toISOString());

  const { form, submit, formError } = useApiForm<FormValues, z.output<typeof FormSchema>>({
    schema: FormSchema as unknown as z.ZodType<z.output<typeof FormSchema>, FormValues>,
    defaultValues: {
      name: schedule?.name ?? '',
      templateId: schedule?.templateId ?? 'announcement',
      templateData: JSON.stringify(schedule ? schedule.templateData : sampleOf('announcement'), null, 2),
      recipientsMode: schedule?.audience ? 'audience' : 'list',
      recipients: schedule?.recipients.join('\n') ?? '',
      scheduleTime: initialTime,
      frequency: schedule?.frequency ?? 'once',
    },
    rateLimit: false,
    onSubmit: async ({ isAudience, ...values }) => {
      const audience = isAudience ? audienceOf(audienceDraft) : null;
      if (isAudience && !audience) {
        setAudienceError(audienceDraft.kind === 'club' ? 'Choose a club' : 'Choose a debate');
        return;
      }
      const templateId = values.templateId as EmailTemplateId;
      const base = { ...values, templateId, audience };
      const input =
        schedule && toLocalInput(schedule.scheduleTime) === form.getValues('scheduleTime')
          ? { ...base, scheduleTime: undefined }
          : base;
      await save.mutateAsync({ id: schedule?.id ?? null, input });
      notify.success({ title: schedule ? 'Schedule saved' : 'Schedule created' });
      onDone();
    },
    onError: (error, applied) => {
      const fields = serverFieldsOf(error) ?? {};
      const target = fields['audience.clubId']?.[0] ?? fields['audience.debateId']?.[0];
      if (target) setAudienceError(target);
      if (applied.fields === 0 && !applied.formError && !target) notify.error({ title: 'The schedule was not saved' });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('recipientsMode');

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5" aria-label={schedule ? 'Edit the schedule' : 'New schedule'}>
      <FormError message={formError} />
      <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label="Template"
        required
        error={errors.templateId?.message}
        options={EMAIL_TEMPLATE_IDS.map((id) => ({ value: id, label: templateLabel(id) }))}
        {...form.register('templateId', {
          onChange: (event) => form.setValue('templateData', JSON.stringify(sampleOf(event.target.value), null, 2)),
        })}
      />
      <TextAreaField
        label="Template data (JSON)"
        rows={8}
        className="font-mono"
        hint="Starts from the template’s sample; every recipient gets the same data."
        error={errors.templateData?.message}
        {...form.register('templateData')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Recipients</legend>
        <div className="flex flex-wrap gap-6 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" value="list" {...form.register('recipientsMode')} /> A list of addresses
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="audience" {...form.register('recipientsMode')} /> An audience
          </label>
        </div>
        {mode === 'list' ? (
          <TextAreaField
            label="Addresses"
            rows={3}
            hint="One per line, or separated by commas."
            error={errors.recipients?.message}
            {...form.register('recipients')}
          />
        ) : (
          <>
            <AudiencePicker
              value={audienceDraft}
              error={audienceError}
              onChange={(next) => {
                setAudienceError(undefined);
                setAudienceDraft(next);
              }}
            />
            <AudienceReach audience={audienceOf(audienceDraft)} />
          </>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          label="First time"
          required
          hint="Your local time"
          error={errors.scheduleTime?.message}
          {...form.register('scheduleTime')}
        />
        <SelectField
          label="Repeats"
          error={errors.frequency?.message}
          options={EMAIL_SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
          {...form.register('frequency')}
        />
      </div>
      <DialogActions isBusy={isSubmitting} confirmLabel={schedule ? 'Save schedule' : 'Create schedule'} />
    </form>
  );
}
