// The create and edit form of a debate (spec sections 3 and 5), validated with
// the shared contract before it is sent; what the server refuses shows on the
// field it names. The start is typed as wall-clock time in the debate's own
// time zone. Choosing a format proposes as many speakers as it has positions,
// and a format that does not fit the chosen type gets a warning (not a refusal).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import {
  type CreateDebateInput,
  DEBATE_DESCRIPTION_TAGS,
  DebateFieldsSchema,
  debateStartsInFuture,
  VENUE_TYPES,
} from '#shared/debates/contract.ts';
import { DEBATE_FORMATS, formatFitsDebateType, formatPlannedMinutes, getFormat } from '#shared/formats/formats.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { isoToZonedWallTime, zonedWallTimeToIso } from '#web/components/date-format.ts';
import { venueTypeLabel } from '#web/components/labels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';

const DebateFormSchema = DebateFieldsSchema.omit({ startsAt: true })
  .extend({
    startsAtLocal: z.string().min(1, 'Enter a date and time'),
  })
  .superRefine((values, ctx) => {
    const iso = zonedWallTimeToIso(values.startsAtLocal, values.timeZone);
    if (!iso) ctx.addIssue({ code: 'custom', path: ['startsAtLocal'], message: 'Enter a date and time' });
    else if (!debateStartsInFuture(iso))
      ctx.addIssue({ code: 'custom', path: ['startsAtLocal'], message: DEBATE_MESSAGES.dateInFuture });
    const format = getFormat(values.format);
    if (format && values.maxParticipants > format.positions.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxParticipants'],
        message: `${format.label} has ${format.positions.length} speaking positions; choose at most that many.`,
      });
    }
  });

type DebateFormInput = z.input<typeof DebateFormSchema>;
type DebateFormValues = z.output<typeof DebateFormSchema>;

export interface TopicOption {
  id: string;
  title: string;
}

function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** What the form starts from: a debate being edited (as the API sends it), or nothing. */
export type DebateFormInitial = Partial<Omit<CreateDebateInput, 'format' | 'debateType' | 'venueType'>> & {
  format?: string;
  debateType?: string;
  venueType?: string;
};

export function debateFormDefaults(debate?: DebateFormInitial): DebateFormInput {
  const timeZone = debate?.timeZone ?? viewerTimeZone();
  return {
    title: debate?.title ?? '',
    description: debate?.description ?? '',
    topic: debate?.topic ?? '',
    topicId: debate?.topicId ?? null,
    format: (debate?.format ?? 'standard') as DebateFormInput['format'],
    debateType: (debate?.debateType ?? 'practice') as DebateFormInput['debateType'],
    startsAtLocal: debate?.startsAt ? isoToZonedWallTime(debate.startsAt, timeZone) : '',
    timeZone,
    venueType: (debate?.venueType ?? 'in-person') as DebateFormInput['venueType'],
    location: debate?.location ?? '',
    onlineUrl: debate?.onlineUrl ?? '',
    maxParticipants: debate?.maxParticipants ?? 4,
  };
}

const FIELD_BY_SERVER_NAME: Record<string, FieldPath<DebateFormInput>> = { startsAt: 'startsAtLocal' };

export function DebateForm({
  initial,
  topics,
  submitLabel,
  onSubmit,
}: {
  initial?: DebateFormInitial;
  topics: readonly TopicOption[];
  submitLabel: string;
  onSubmit(input: CreateDebateInput): Promise<void>;
}) {
  const ids = { description: useId(), format: useId(), type: useId(), zone: useId(), topicPick: useId(), venue: useId() };
  const form = useForm<DebateFormInput, unknown, DebateFormValues>({
    resolver: zodResolver(DebateFormSchema),
    defaultValues: debateFormDefaults(initial),
  });
  const { errors, isSubmitting } = form.formState;
  const formatId = form.watch('format');
  const debateType = form.watch('debateType');
  const venueType = form.watch('venueType');
  const timeZone = form.watch('timeZone');
  const format = getFormat(formatId);
  const fit = format ? formatFitsDebateType(format, debateType) : { fits: true };

  // A new format proposes its number of positions (the most it can have).
  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name }) => {
      if (name !== 'format') return;
      const chosen = getFormat(values.format ?? '');
      if (chosen) form.setValue('maxParticipants', chosen.positions.length, { shouldValidate: form.formState.isSubmitted });
    });
    return unsubscribe;
  }, [form]);

  const handleSubmit = form.handleSubmit(async (values) => {
    const { startsAtLocal, ...rest } = values;
    const input: CreateDebateInput = {
      ...rest,
      startsAt: zonedWallTimeToIso(startsAtLocal, values.timeZone) as string,
      onlineUrl: values.venueType === 'in-person' ? null : values.onlineUrl || null,
      topicId: values.topicId || null,
    };
    try {
      await onSubmit(input);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}) : [];
      if (fields.length === 0) {
        if (error instanceof ApiRequestError && error.status < 500)
          notify.error({ title: 'Debate not saved', description: error.message });
        else notifyError(error);
        return;
      }
      fields.forEach(([name, messages], index) => {
        const field = FIELD_BY_SERVER_NAME[name] ?? (name as FieldPath<DebateFormInput>);
        form.setError(field, { message: messages[0] }, { shouldFocus: index === 0 });
      });
      notify.error({ title: 'Debate not saved', description: 'Please check the highlighted fields.' });
    }
  });

  const selectClass = (hasError: boolean) =>
    cn(
      'mt-1.5 block h-11 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
      hasError && 'ring-2 ring-red-600',
    );
  const errorText = (id: string, message?: string) =>
    message ? (
      <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-2xl space-y-6" aria-label={submitLabel}>
      <TextField label="Title" hint="5 to 100 characters." error={errors.title?.message} {...form.register('title')} />

      <div>
        <label htmlFor={ids.description} className="block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={ids.description}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${ids.description}-message`}
          className={cn(
            'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
            errors.description && 'ring-2 ring-red-600',
          )}
          {...form.register('description')}
        />
        <p
          id={`${ids.description}-message`}
          className={cn('mt-1.5 text-sm', errors.description ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {errors.description?.message ??
            `20 to 500 characters. Simple formatting is kept (${DEBATE_DESCRIPTION_TAGS.map((tag) => `<${tag}>`).join(' ')}); anything else is removed.`}
        </p>
      </div>

      {topics.length ? (
        <div>
          <label htmlFor={ids.topicPick} className="block text-sm font-medium text-slate-800">
            Take the motion from a topic (optional)
          </label>
          <select
            id={ids.topicPick}
            className={selectClass(Boolean(errors.topicId))}
            value={form.watch('topicId') ?? ''}
            onChange={(event) => {
              const topic = topics.find((t) => t.id === event.target.value);
              form.setValue('topicId', topic?.id ?? null);
              if (topic) form.setValue('topic', topic.title, { shouldValidate: form.formState.isSubmitted });
            }}
          >
            <option value="">No topic</option>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </select>
          {errorText(`${ids.topicPick}-error`, errors.topicId?.message)}
        </div>
      ) : null}

      <TextField
        label="Motion"
        hint="What the debate is about, at least 5 characters: “This house would …”."
        error={errors.topic?.message}
        {...form.register('topic')}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.format} className="block text-sm font-medium text-slate-800">
            Format
          </label>
          <select
            id={ids.format}
            aria-describedby={`${ids.format}-message`}
            className={selectClass(Boolean(errors.format))}
            {...form.register('format')}
          >
            {DEBATE_FORMATS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label} · about {formatPlannedMinutes(f)} min
              </option>
            ))}
          </select>
          <p id={`${ids.format}-message`} className="mt-1.5 text-sm text-slate-600">
            {errors.format?.message ?? format?.summary}
          </p>
        </div>
        <div>
          <label htmlFor={ids.type} className="block text-sm font-medium text-slate-800">
            Type
          </label>
          <select
            id={ids.type}
            aria-describedby={`${ids.type}-message`}
            className={selectClass(Boolean(errors.debateType))}
            {...form.register('debateType')}
          >
            {DEBATE_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label} · {type.duration}
              </option>
            ))}
          </select>
          <p
            id={`${ids.type}-message`}
            role={fit.fits ? undefined : 'status'}
            className={cn('mt-1.5 text-sm', fit.fits ? 'text-slate-600' : 'font-medium text-amber-800')}
            data-testid="format-fit"
          >
            {errors.debateType?.message ?? (fit.fits ? DEBATE_TYPES.find((t) => t.id === debateType)?.character : fit.message)}
          </p>
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Date and time"
          type="datetime-local"
          hint={`In the debate's time zone (${timeZone}).`}
          error={errors.startsAtLocal?.message}
          {...form.register('startsAtLocal')}
        />
        <div>
          <label htmlFor={ids.zone} className="block text-sm font-medium text-slate-800">
            Time zone
          </label>
          <select id={ids.zone} className={selectClass(Boolean(errors.timeZone))} {...form.register('timeZone')}>
            {timeZones(timeZone ?? 'UTC').map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          {errorText(`${ids.zone}-error`, errors.timeZone?.message)}
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Where</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {VENUE_TYPES.map((venue) => (
            <label key={venue} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={venue} {...form.register('venueType')} />
              {venueTypeLabel(venue)}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label="Location"
        hint={
          venueType === 'virtual'
            ? 'Where to find the debate, 3 to 100 characters (e.g. “Online”).'
            : 'The venue and room, 3 to 100 characters.'
        }
        error={errors.location?.message}
        {...form.register('location')}
      />
      {venueType !== 'in-person' ? (
        <TextField
          label="Video call link"
          type="url"
          placeholder="https://"
          hint="Shown on the debate's page for people taking part online."
          error={errors.onlineUrl?.message}
          {...form.register('onlineUrl')}
        />
      ) : null}

      <TextField
        label="Speakers"
        type="number"
        min={2}
        max={format?.positions.length ?? 10}
        hint={`How many people speak: 2 to ${format?.positions.length ?? 10} for ${format?.label ?? 'this format'}. The audience is not limited.`}
        error={errors.maxParticipants?.message}
        {...form.register('maxParticipants')}
      />

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
