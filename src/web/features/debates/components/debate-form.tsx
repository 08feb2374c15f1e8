// The create and edit form of a debate (spec sections 3 and 5), validated with
// the shared contract before it is sent; what the server refuses shows on the
// field it names. The start is typed as wall-clock time in the debate's own
// time zone. Choosing a format proposes as many speakers as it has positions;
// the Speakers field offers the counts the format runs with and says which
// positions a smaller debate uses. A format that does not fit the chosen type
// gets a warning (not a refusal).
import { useEffect } from 'react';
import { z } from 'zod';
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import {
  type CreateDebateInput,
  DEBATE_DESCRIPTION_TAGS,
  DebateFieldsSchema,
  debateSpeakerCountProblem,
  debateStartsInFuture,
  VENUE_TYPES,
} from '#shared/debates/contract.ts';
import { DEBATE_FORMATS, formatFitsDebateType, formatPlannedMinutes, getFormat } from '#shared/formats/formats.ts';
import { positionsInUseText } from '#shared/formats/positions.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { isoToZonedWallTime, zonedWallTimeToIso } from '#web/components/date-format.ts';
import { venueTypeLabel } from '#web/components/labels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
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
    const speakerCount = debateSpeakerCountProblem(values.format, values.maxParticipants);
    if (speakerCount) ctx.addIssue({ code: 'custom', path: ['maxParticipants'], message: speakerCount });
  });

type DebateFormInput = z.input<typeof DebateFormSchema>;

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

/** The server names the start startsAt; the form holds it as wall-clock time. */
const FIELD_BY_SERVER_NAME = { startsAt: 'startsAtLocal' };

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
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: DebateFormSchema,
    defaultValues: debateFormDefaults(initial),
    fieldMap: FIELD_BY_SERVER_NAME,
    onSubmit: async (values) => {
      const { startsAtLocal, ...rest } = values;
      await onSubmit({
        ...rest,
        startsAt: zonedWallTimeToIso(startsAtLocal, values.timeZone) as string,
        onlineUrl: values.venueType === 'in-person' ? null : values.onlineUrl || null,
        topicId: values.topicId || null,
      });
    },
    onError: (error, applied) => {
      if (applied.fields > 0) notify.error({ title: 'Debate not saved', description: 'Please check the highlighted fields.' });
      else if (applied.formError) return;
      else if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Debate not saved', description: error.message });
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formatId = form.watch('format');
  const debateType = form.watch('debateType');
  const venueType = form.watch('venueType');
  const timeZone = form.watch('timeZone');
  const format = getFormat(formatId);
  const fit = format ? formatFitsDebateType(format, debateType) : { fits: true };
  const speakers = Number(form.watch('maxParticipants'));
  // The counts the format runs with; a debate saved with another keeps it on show until it is changed.
  const speakerCounts = format ? [...new Set([...format.speakerCounts, speakers])].filter(Number.isInteger) : [];

  // A new format proposes its number of positions (the most it can have).
  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name }) => {
      if (name !== 'format') return;
      const chosen = getFormat(values.format ?? '');
      if (chosen) form.setValue('maxParticipants', chosen.positions.length, { shouldValidate: form.formState.isSubmitted });
    });
    return unsubscribe;
  }, [form]);

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-2xl space-y-6" aria-label={submitLabel}>
      <FormError message={formError} />
      <TextField label="Title" hint="5 to 100 characters." error={errors.title?.message} {...form.register('title')} />

      <TextAreaField
        label="Description"
        rows={5}
        hint={`20 to 500 characters. Simple formatting is kept (${DEBATE_DESCRIPTION_TAGS.map((tag) => `<${tag}>`).join(' ')}); anything else is removed.`}
        error={errors.description?.message}
        {...form.register('description')}
      />

      {topics.length ? (
        <SelectField
          label="Take the motion from a topic (optional)"
          placeholder="No topic"
          options={topics.map((topic) => ({ value: topic.id, label: topic.title }))}
          error={errors.topicId?.message}
          value={form.watch('topicId') ?? ''}
          onChange={(event) => {
            const topic = topics.find((t) => t.id === event.target.value);
            form.setValue('topicId', topic?.id ?? null);
            if (topic) form.setValue('topic', topic.title, { shouldValidate: form.formState.isSubmitted });
          }}
        />
      ) : null}

      <TextField
        label="Motion"
        hint="What the debate is about, at least 5 characters: “This house would …”."
        error={errors.topic?.message}
        {...form.register('topic')}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Format"
          options={DEBATE_FORMATS.map((f) => ({ value: f.id, label: `${f.label} · about ${formatPlannedMinutes(f)} min` }))}
          hint={format?.summary}
          error={errors.format?.message}
          {...form.register('format')}
        />
        <SelectField
          label="Type"
          options={DEBATE_TYPES.map((type) => ({ value: type.id, label: `${type.label} · ${type.duration}` }))}
          hint={
            <span
              role={fit.fits ? undefined : 'status'}
              className={fit.fits ? undefined : 'font-medium text-amber-800'}
              data-testid="format-fit"
            >
              {fit.fits ? DEBATE_TYPES.find((t) => t.id === debateType)?.character : fit.message}
            </span>
          }
          error={errors.debateType?.message}
          {...form.register('debateType')}
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <DateTimeField
          label="Date and time"
          hint={`In the debate's time zone (${timeZone}).`}
          error={errors.startsAtLocal?.message}
          {...form.register('startsAtLocal')}
        />
        <SelectField
          label="Time zone"
          options={timeZones(timeZone ?? 'UTC').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
          error={errors.timeZone?.message}
          {...form.register('timeZone')}
        />
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

      <SelectField
        label="Speakers"
        options={speakerCounts.sort((a, b) => a - b).map((count) => ({ value: String(count), label: String(count) }))}
        hint={
          <span data-testid="speakers-positions">
            {format?.speakerCounts.includes(speakers) ? `${positionsInUseText(format, speakers)} ` : ''}
            The audience is not limited.
          </span>
        }
        error={errors.maxParticipants?.message}
        {...form.register('maxParticipants')}
        // Controlled: a new format sets its count before the select has that count's option.
        value={String(speakers)}
      />

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
