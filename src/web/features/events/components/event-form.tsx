// The create and edit form of an event with its schedule (docs/events.md),
// checked with the shared contract before it is sent; what the server refuses
// shows on the field it names. Times are typed as wall-clock time in the
// event's own zone. A template (create-event?template=…) fills it in.
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  CreateEventInputSchema,
  EVENT_ACTIVITY_KINDS,
  EVENT_VENUE_TYPES,
  type EventActivityKind,
  UpdateEventInputSchema,
} from '#shared/events/contract.ts';
import { isoToZonedWallTime, zonedWallTimeToIso } from '#web/components/date-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
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

interface ActivityRow {
  key: number;
  title: string;
  kind: EventActivityKind;
  start: string;
  end: string;
  debateId: string;
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
const SELECT =
  'mt-1.5 block h-11 w-full rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm';

let nextKey = 1;

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
  const ids = useId();
  const zone = initial.timeZone;
  const [values, setValues] = useState({
    title: initial.title,
    description: initial.description,
    venueType: initial.venueType,
    location: initial.location ?? '',
    onlineUrl: initial.onlineUrl ?? '',
    start: initial.dateStart ? isoToZonedWallTime(initial.dateStart, zone) : '',
    end: initial.dateEnd ? isoToZonedWallTime(initial.dateEnd, zone) : '',
    timeZone: zone,
    capacity: initial.capacity === null ? '' : String(initial.capacity),
  });
  const [activities, setActivities] = useState<ActivityRow[]>(() =>
    initial.activities.map((a) => ({
      key: nextKey++,
      title: a.title,
      kind: a.kind as EventActivityKind,
      start: isoToZonedWallTime(a.startsAt, zone),
      end: isoToZonedWallTime(a.endsAt, zone),
      debateId: a.debateId ?? '',
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const setActivity = (key: number, patch: Partial<ActivityRow>) =>
    setActivities((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const iso = (local: string) => zonedWallTimeToIso(local, values.timeZone) ?? local;
    const input: Record<string, unknown> = {
      title: values.title,
      description: values.description,
      venueType: values.venueType,
      location: values.location || null,
      onlineUrl: values.onlineUrl || null,
      dateStart: iso(values.start),
      dateEnd: iso(values.end),
      timeZone: values.timeZone,
      capacity: values.capacity === '' ? null : Number(values.capacity),
      activities: activities.map((a) => ({
        title: a.title,
        kind: a.kind,
        startsAt: iso(a.start),
        endsAt: iso(a.end),
        debateId: a.kind === 'debate' && a.debateId ? a.debateId : null,
      })),
      ...(mode === 'create' && initial.templateId ? { templateId: initial.templateId } : {}),
    };
    const parsed = (mode === 'create' ? CreateEventInputSchema : UpdateEventInputSchema).safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? error.message])));
      }
      notifyError(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-3xl space-y-6">
      <TextField label="Title" value={values.title} onChange={set('title')} error={errors.title} required maxLength={100} />
      <div>
        <label htmlFor={`${ids}-description`} className="block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={`${ids}-description`}
          value={values.description}
          onChange={set('description')}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.description ? true : undefined}
          className="mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm"
        />
        {errors.description ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.description}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`Starts (${values.timeZone})`}
          type="datetime-local"
          value={values.start}
          onChange={set('start')}
          error={errors.dateStart}
          required
        />
        <TextField
          label={`Ends (${values.timeZone})`}
          type="datetime-local"
          value={values.end}
          onChange={set('end')}
          error={errors.dateEnd}
          required
        />
        <TextField
          label="Time zone"
          value={values.timeZone}
          onChange={set('timeZone')}
          error={errors.timeZone}
          hint="The zone the times above are in, for example Europe/London."
        />
        <TextField
          label="Places"
          type="number"
          min={1}
          value={values.capacity}
          onChange={set('capacity')}
          error={errors.capacity}
          hint="Leave empty for no limit. Beyond it, people join the waitlist."
        />
        <div>
          <label htmlFor={`${ids}-venue`} className="block text-sm font-medium text-slate-800">
            Venue type
          </label>
          <select id={`${ids}-venue`} className={SELECT} value={values.venueType} onChange={set('venueType')}>
            {EVENT_VENUE_TYPES.map((v) => (
              <option key={v} value={v}>
                {VENUE_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Location" value={values.location} onChange={set('location')} error={errors.location} />
        <TextField
          label="Online link"
          type="url"
          value={values.onlineUrl}
          onChange={set('onlineUrl')}
          error={errors.onlineUrl}
          hint="An https:// link for online or hybrid events."
          className="sm:col-span-2"
        />
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Schedule</legend>
        {errors.activities ? <p className="text-sm font-medium text-red-700">{errors.activities}</p> : null}
        {activities.map((a, i) => (
          <div key={a.key} className="grid gap-3 rounded-lg p-4 ring-1 ring-slate-200 sm:grid-cols-2">
            <TextField
              label={`Activity ${i + 1} title`}
              value={a.title}
              onChange={(e) => setActivity(a.key, { title: e.target.value })}
              error={errors[`activities.${i}.title`]}
            />
            <div>
              <label htmlFor={`${ids}-kind-${a.key}`} className="block text-sm font-medium text-slate-800">
                Activity {i + 1} kind
              </label>
              <select
                id={`${ids}-kind-${a.key}`}
                className={SELECT}
                value={a.kind}
                onChange={(e) => setActivity(a.key, { kind: e.target.value as EventActivityKind })}
              >
                {EVENT_ACTIVITY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={`Activity ${i + 1} starts`}
              type="datetime-local"
              value={a.start}
              onChange={(e) => setActivity(a.key, { start: e.target.value })}
              error={errors[`activities.${i}.startsAt`]}
            />
            <TextField
              label={`Activity ${i + 1} ends`}
              type="datetime-local"
              value={a.end}
              onChange={(e) => setActivity(a.key, { end: e.target.value })}
              error={errors[`activities.${i}.endsAt`]}
            />
            {a.kind === 'debate' ? (
              <div>
                <label htmlFor={`${ids}-debate-${a.key}`} className="block text-sm font-medium text-slate-800">
                  Activity {i + 1} debate
                </label>
                <select
                  id={`${ids}-debate-${a.key}`}
                  className={SELECT}
                  value={a.debateId}
                  onChange={(e) => setActivity(a.key, { debateId: e.target.value })}
                >
                  <option value="">No debate linked yet</option>
                  {debates.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.title}
                    </option>
                  ))}
                </select>
                {errors[`activities.${i}.debateId`] ? (
                  <p className="mt-1.5 text-sm font-medium text-red-700">{errors[`activities.${i}.debateId`]}</p>
                ) : null}
              </div>
            ) : null}
            <div className="flex items-end">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setActivities((rows) => rows.filter((r) => r.key !== a.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Remove activity {i + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setActivities((rows) => [
              ...rows,
              { key: nextKey++, title: '', kind: 'other', start: values.start, end: values.start, debateId: '' },
            ])
          }
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
