// The create and edit form of an event with its schedule (docs/events.md),
// checked with the shared contract before it is sent; what the server refuses
// shows on the field it names. Times are typed as wall-clock time in the
// event's own zone. A template (create-event?template=…) fills it in.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateEventInputSchema,
  EVENT_ACTIVITY_KINDS,
  EVENT_DESCRIPTION_MAX,
  EVENT_DESCRIPTION_MIN,
  EVENT_LOCATION_MAX,
  EVENT_LOCATION_MIN,
  EVENT_VENUE_TYPES,
  type EventActivityKind,
  updateEventInputSchemaFrom,
} from '#shared/events/contract.ts';
import { isoToZonedWallTime, zonedWallTimeToIso } from '#web/components/date-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notifyError } from '#web/lib/toast.ts';

export interface EventFormInitial {
  title: string;
  description: string;
  venueType: string;
  location: string | null;
  onlineUrl: string | null;
  dateStart: string;
  dateEnd: string;
  timeZone: string;
  capacity: number | null;
  templateId?: string | null;
  activities: { title: string; kind: string; startsAt: string; endsAt: string; debateId: string | null }[];
}

export interface DebateOption {
  id: string;
  title: string;
}

/**
 * What the form holds: the API's field names, with times as wall-clock text in
 * the event's zone and places as typed. Turned into the API's input, then checked
 * with the shared contract, so its messages land on these same paths.
 */
const EventFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  venueType: z.string(),
  location: z.string(),
  onlineUrl: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  timeZone: z.string(),
  capacity: z.string(),
  activities: z.array(
    z.object({
      title: z.string(),
      kind: z.enum(EVENT_ACTIVITY_KINDS),
      startsAt: z.string(),
      endsAt: z.string(),
      debateId: z.string(),
    }),
  ),
});
type EventFormValues = z.infer<typeof EventFormValuesSchema>;

function eventFormSchema(mode: 'create' | 'edit', initial: EventFormInitial) {
  const templateId = initial.templateId;
  // The contract's own messages, under the form's paths (the same names). Editing
  // checks the start against the one loaded: a running event keeps its start.
  const contract = (mode === 'create'
    ? CreateEventInputSchema
    : updateEventInputSchemaFrom(initial.dateStart || null)) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, unknown>
  >;
  return EventFormValuesSchema.transform((values): Record<string, unknown> => {
    const iso = (local: string) => zonedWallTimeToIso(local, values.timeZone) ?? local;
    return {
      title: values.title,
      description: values.description,
      venueType: values.venueType,
      location: values.location || null,
      onlineUrl: values.onlineUrl || null,
      dateStart: iso(values.dateStart),
      dateEnd: iso(values.dateEnd),
      timeZone: values.timeZone,
      capacity: values.capacity === '' ? null : Number(values.capacity),
      activities: values.activities.map((a) => ({
        title: a.title,
        kind: a.kind,
        startsAt: iso(a.startsAt),
        endsAt: iso(a.endsAt),
        debateId: a.kind === 'debate' && a.debateId ? a.debateId : null,
      })),
      ...(mode === 'create' && templateId ? { templateId } : {}),
    };
  }).pipe(contract);
}

function eventFormDefaults(initial: EventFormInitial): EventFormValues {
  const zone = initial.timeZone;
  return {
    title: initial.title,
    description: initial.description,
    venueType: initial.venueType,
    location: initial.location ?? '',
    onlineUrl: initial.onlineUrl ?? '',
    dateStart: initial.dateStart ? isoToZonedWallTime(initial.dateStart, zone) : '',
    dateEnd: initial.dateEnd ? isoToZonedWallTime(initial.dateEnd, zone) : '',
    timeZone: zone,
    capacity: initial.capacity === null ? '' : String(initial.capacity),
    activities: initial.activities.map((a) => ({
      title: a.title,
      kind: a.kind as EventActivityKind,
      startsAt: isoToZonedWallTime(a.startsAt, zone),
      endsAt: isoToZonedWallTime(a.endsAt, zone),
      debateId: a.debateId ?? '',
    })),
  };
}

const KIND_LABELS: Record<EventActivityKind, string> = {
  debate: 'Debate',
  workshop: 'Workshop',
  social: 'Social',
  practice: 'Practice',
  break: 'Break',
  other: 'Other',
};
const VENUE_LABELS: Record<string, string> = { 'in-person': 'In person', virtual: 'Online', hybrid: 'Hybrid' };

export function EventForm({
  initial,
  mode,
  debates,
  submitLabel,
  onSubmit,
}: {
  initial: EventFormInitial;
  mode: 'create' | 'edit';
  debates: DebateOption[];
  submitLabel: string;
  onSubmit: (input: Record<string, unknown>) => Promise<void>;
}) {
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: eventFormSchema(mode, initial),
    defaultValues: eventFormDefaults(initial),
    onSubmit: (input) => onSubmit(input),
    // The server's field messages are on the fields; the failure is told too.
    onError: (error) => notifyError(error),
  });
  const activities = useFieldArray({ control: form.control, name: 'activities' });
  const { errors, isSubmitting } = form.formState;
  const timeZone = form.watch('timeZone');
  const venueType = form.watch('venueType');
  const kinds = form.watch('activities').map((a) => a.kind);
  const activityErrors = (errors.activities as { root?: { message?: string }; message?: string } | undefined) ?? undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-3xl space-y-6">
      <FormError message={formError} />
      <TextField label="Title" aria-required error={errors.title?.message} maxLength={100} {...form.register('title')} />
      <TextAreaField
        label="Description"
        aria-required
        rows={4}
        maxLength={EVENT_DESCRIPTION_MAX}
        hint={`What the event is and who it is for, ${EVENT_DESCRIPTION_MIN} to ${EVENT_DESCRIPTION_MAX} characters.`}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          label={`Starts (${timeZone})`}
          aria-required
          error={errors.dateStart?.message}
          {...form.register('dateStart')}
        />
        <DateTimeField label={`Ends (${timeZone})`} aria-required error={errors.dateEnd?.message} {...form.register('dateEnd')} />
        <TextField
          label="Time zone"
          error={errors.timeZone?.message}
          hint="The zone the times above are in, for example Europe/London."
          {...form.register('timeZone')}
        />
        <TextField
          label="Places"
          type="number"
          min={1}
          error={errors.capacity?.message}
          hint="Leave empty for no limit. Beyond it, people join the waitlist."
          {...form.register('capacity')}
        />
        <SelectField
          label="Venue type"
          options={EVENT_VENUE_TYPES.map((v) => ({ value: v, label: VENUE_LABELS[v] ?? v }))}
          error={errors.venueType?.message}
          {...form.register('venueType')}
        />
        <TextField
          label="Location"
          aria-required={venueType !== 'virtual'}
          maxLength={EVENT_LOCATION_MAX}
          hint={
            venueType === 'virtual'
              ? 'Optional for online events.'
              : `The venue and room, ${EVENT_LOCATION_MIN} to ${EVENT_LOCATION_MAX} characters.`
          }
          error={errors.location?.message}
          {...form.register('location')}
        />
        <TextField
          label="Online link"
          type="url"
          error={errors.onlineUrl?.message}
          hint="An https:// link for online or hybrid events."
          className="sm:col-span-2"
          {...form.register('onlineUrl')}
        />
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Schedule</legend>
        {activityErrors?.root?.message || activityErrors?.message ? (
          <p className="text-sm font-medium text-red-700">{activityErrors?.root?.message ?? activityErrors?.message}</p>
        ) : null}
        {activities.fields.map((a, i) => (
          <div key={a.id} className="grid gap-3 rounded-lg p-4 ring-1 ring-slate-200 sm:grid-cols-2">
            <TextField
              label={`Activity ${i + 1} title`}
              error={errors.activities?.[i]?.title?.message}
              {...form.register(`activities.${i}.title`)}
            />
            <SelectField
              label={`Activity ${i + 1} kind`}
              options={EVENT_ACTIVITY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
              error={errors.activities?.[i]?.kind?.message}
              {...form.register(`activities.${i}.kind`)}
            />
            <DateTimeField
              label={`Activity ${i + 1} starts`}
              error={errors.activities?.[i]?.startsAt?.message}
              {...form.register(`activities.${i}.startsAt`)}
            />
            <DateTimeField
              label={`Activity ${i + 1} ends`}
              error={errors.activities?.[i]?.endsAt?.message}
              {...form.register(`activities.${i}.endsAt`)}
            />
            {kinds[i] === 'debate' ? (
              <SelectField
                label={`Activity ${i + 1} debate`}
                placeholder="No debate linked yet"
                options={debates.map((d) => ({ value: d.id, label: d.title }))}
                error={errors.activities?.[i]?.debateId?.message}
                {...form.register(`activities.${i}.debateId`)}
              />
            ) : null}
            <div className="flex items-end">
              <Button type="button" variant="secondary" onClick={() => activities.remove(i)}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove activity {i + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const start = form.getValues('dateStart');
            activities.append({ title: '', kind: 'other', startsAt: start, endsAt: start, debateId: '' }, { shouldFocus: false });
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> Add an activity
        </Button>
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
