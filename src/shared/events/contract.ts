// The events contract shared by the forms and the API (docs/events.md): creating
// and editing an event with its schedule, RSVPs with a waitlist, check-in,
// invitations, the templates an event can start from, and the shapes the API
// answers with. Instants travel as ISO strings; the pure waitlist rules live
// here so the server and the tests read the same ones.
import { z } from 'zod';
import { EmailSchema, ListQuerySchema } from '../validation.ts';
import { allowedCharacters, text } from '../text.ts';

// The minimums are the debates' (spec section 5: title 5, description 20, location 3).
export const EVENT_TITLE_MIN = 5;
export const EVENT_TITLE_MAX = 100;
export const EVENT_DESCRIPTION_MIN = 20;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MIN = 3;
export const EVENT_LOCATION_MAX = 100;
export const EVENT_CAPACITY_MAX = 5000;
export const EVENT_ACTIVITIES_MAX = 30;
/** Half a day to a weekend: an event lasts at most three days. */
export const EVENT_MAX_DURATION_MS = 3 * 24 * 60 * 60 * 1000;
export const EVENT_INVITATIONS_PER_REQUEST = 20;
/** Tags kept in an event description; everything else is stripped on the server. */
export const EVENT_DESCRIPTION_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'] as const;

export const EVENT_VENUE_TYPES = ['in-person', 'virtual', 'hybrid'] as const;
export const EVENT_ACTIVITY_KINDS = ['debate', 'workshop', 'social', 'practice', 'break', 'other'] as const;
export type EventActivityKind = (typeof EVENT_ACTIVITY_KINDS)[number];
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const RSVP_STATUSES = ['going', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const EVENT_MESSAGES = {
  endAfterStart: 'The end must come after the start',
  tooLong: 'An event lasts at most three days',
  startInFuture: 'The start must be in the future',
  locationRequired: 'Enter a location: in-person and hybrid events need one',
  activityOutside: 'Activities must take place during the event',
  activityOrder: 'An activity must end after it starts',
  alreadyRsvpd: 'You have already RSVP’d to this event',
  notRsvpd: 'You have not RSVP’d to this event',
  cancelled: 'This event has been cancelled',
  ended: 'This event has ended',
  notOrganizer: 'Only the event’s organizers can do this',
  unknownCode: 'No attendee of this event has this check-in code',
  waitlistedCode: 'This attendee is on the waitlist and has no place yet',
  alreadyCheckedIn: 'This attendee is already checked in',
  capacityBelowAttendees: 'More people are already going than this capacity allows',
  unknownDebate: 'This debate does not exist',
  unknownClub: 'This club does not exist',
  notClubOrganizer: 'Only the club’s owners and officers can host events for it',
  notInEvent: 'This debate is not part of an event',
} as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const IsoInstant = z.iso.datetime({ offset: true, error: 'Enter a valid date and time' });

export const EventActivityInputSchema = z.strictObject({
  title: text().trim().min(2, 'Give the activity a title').max(100, 'At most 100 characters'),
  kind: z.enum(EVENT_ACTIVITY_KINDS, { error: 'Choose a kind of activity' }),
  startsAt: IsoInstant,
  endsAt: IsoInstant,
  /** A debate of the schedule (kind debate). */
  debateId: z.uuid({ error: 'Invalid debate' }).nullable().optional(),
});
export type EventActivityInput = z.infer<typeof EventActivityInputSchema>;

export const EventFieldsSchema = z.strictObject({
  title: text()
    .trim()
    .min(EVENT_TITLE_MIN, `Title must be at least ${EVENT_TITLE_MIN} characters`)
    .max(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
  description: text({ error: 'Enter a description' })
    .trim()
    .min(EVENT_DESCRIPTION_MIN, `Description must be at least ${EVENT_DESCRIPTION_MIN} characters`)
    .max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  venueType: z.enum(EVENT_VENUE_TYPES, { error: 'Choose in person, virtual or hybrid' }),
  /** Required for in-person and hybrid events (eventVenueIssues); empty means none. */
  location: text()
    .trim()
    .refine((v) => v === '' || v.length >= EVENT_LOCATION_MIN, `Location must be at least ${EVENT_LOCATION_MIN} characters`)
    .max(EVENT_LOCATION_MAX, `Location must be at most ${EVENT_LOCATION_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  onlineUrl: z
    .url({ protocol: /^https$/, error: 'Enter an https:// link' })
    .max(500)
    .check(allowedCharacters())
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  dateStart: IsoInstant,
  dateEnd: IsoInstant,
  timeZone: text().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
  /** Places; null = no limit. */
  capacity: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'At least 1 place')
    .max(EVENT_CAPACITY_MAX, `At most ${EVENT_CAPACITY_MAX} places`)
    .nullable()
    .optional(),
  clubId: z.uuid({ error: 'Invalid club' }).nullable().optional(),
  templateId: text().max(40).nullable().optional(),
  activities: z
    .array(EventActivityInputSchema)
    .max(EVENT_ACTIVITIES_MAX, `At most ${EVENT_ACTIVITIES_MAX} activities`)
    .default([]),
});

type Timed = { dateStart?: string; dateEnd?: string; activities?: EventActivityInput[] };
type Issue = { path: (string | number)[]; message: string };

/**
 * Where the event happens: in-person and hybrid events need a location, as
 * debates do. A virtual event needs neither a location nor a link (debates do
 * not require a link either); the link can follow later.
 */
export function eventVenueIssues(v: { venueType: string; location?: string | null }): Issue[] {
  if (v.venueType !== 'virtual' && !v.location) return [{ path: ['location'], message: EVENT_MESSAGES.locationRequired }];
  return [];
}

/** Starts less than a minute apart count as the same start: the form edits times to the minute. */
const SAME_START_MS = 60_000;

/**
 * The start must be in the future when an event is created, and when an edit
 * moves it; an event that has already started keeps its start through edits.
 * `previousStart` is the stored start (undefined when creating).
 */
export function eventStartIssues(dateStart: string, previousStart?: string | Date | null, now = Date.now()): Issue[] {
  const start = Date.parse(dateStart);
  if (!Number.isFinite(start)) return [];
  if (previousStart != null && Math.abs(start - new Date(previousStart).getTime()) < SAME_START_MS) return [];
  return start <= now ? [{ path: ['dateStart'], message: EVENT_MESSAGES.startInFuture }] : [];
}

/** The rules between fields: end after start, at most three days, activities inside the event. */
export function eventTimingIssues(v: Timed): Issue[] {
  const issues: Issue[] = [];
  if (!v.dateStart || !v.dateEnd) return issues;
  const start = Date.parse(v.dateStart);
  const end = Date.parse(v.dateEnd);
  if (end <= start) issues.push({ path: ['dateEnd'], message: EVENT_MESSAGES.endAfterStart });
  else if (end - start > EVENT_MAX_DURATION_MS) issues.push({ path: ['dateEnd'], message: EVENT_MESSAGES.tooLong });
  (v.activities ?? []).forEach((a, i) => {
    const s = Date.parse(a.startsAt);
    const e = Date.parse(a.endsAt);
    if (e < s) issues.push({ path: ['activities', i, 'endsAt'], message: EVENT_MESSAGES.activityOrder });
    else if (s < start || e > end) issues.push({ path: ['activities', i, 'startsAt'], message: EVENT_MESSAGES.activityOutside });
  });
  return issues;
}

/**
 * Runs a rule between fields once the fields it reads are valid, even while
 * others are not (a short title), so the form shows every message at once.
 */
const once = (fields: readonly string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
});
const VENUE_FIELDS = ['venueType', 'location'] as const;
const TIME_FIELDS = ['dateStart', 'dateEnd', 'activities'] as const;

export const CreateEventInputSchema = EventFieldsSchema.superRefine((v, ctx) => {
  for (const issue of eventVenueIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
}, once(VENUE_FIELDS)).superRefine((v, ctx) => {
  for (const issue of [...eventTimingIssues(v), ...eventStartIssues(v.dateStart)]) ctx.addIssue({ code: 'custom', ...issue });
}, once(TIME_FIELDS));
export type CreateEventInput = z.infer<typeof CreateEventInputSchema>;
export type CreateEventFormValues = z.input<typeof CreateEventInputSchema>;

/**
 * Editing sends the whole form again (the schedule is replaced). The start rule
 * needs the stored start, so it is not part of this schema: the server checks
 * it with eventStartIssues on the locked row, and the edit form uses
 * updateEventInputSchemaFrom with the start it loaded. A running event can
 * still be fixed as long as its start stays where it was.
 */
export const UpdateEventInputSchema = EventFieldsSchema.omit({ templateId: true })
  .superRefine((v, ctx) => {
    for (const issue of eventVenueIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  }, once(VENUE_FIELDS))
  .superRefine((v, ctx) => {
    for (const issue of eventTimingIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  }, once(TIME_FIELDS));
export type UpdateEventInput = z.infer<typeof UpdateEventInputSchema>;

/** The edit rules with the start rule against the event's stored start. */
export function updateEventInputSchemaFrom(previousStart: string | Date | null) {
  return UpdateEventInputSchema.superRefine(
    (v, ctx) => {
      for (const issue of eventStartIssues(v.dateStart, previousStart)) ctx.addIssue({ code: 'custom', ...issue });
    },
    once(['dateStart']),
  );
}

export const EventListQuerySchema = ListQuerySchema.extend({
  venue: z.enum(EVENT_VENUE_TYPES).optional(),
  club: z.uuid({ error: 'Invalid club' }).optional(),
  /** Only events with places left. */
  available: z.enum(['true', 'false']).optional(),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const CheckInInputSchema = z.strictObject({
  code: text().trim().min(4, 'Enter the code').max(64, 'Enter the code'),
});
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

export const InviteInputSchema = z.strictObject({
  emails: z
    .array(EmailSchema)
    .min(1, 'Enter at least one address')
    .max(EVENT_INVITATIONS_PER_REQUEST, `At most ${EVENT_INVITATIONS_PER_REQUEST} addresses at once`),
});
export type InviteInput = z.infer<typeof InviteInputSchema>;

/** The file of the personal calendar feed: the secret token and `.ics`, as calendar apps expect. */
export const CalendarFeedFileParamsSchema = z.strictObject({ file: z.string() });

// ----------------------------------------------------------------- answers

export const RsvpStatusSchema = z.enum(RSVP_STATUSES);

export const EventSummaryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  venueType: z.string(),
  dateStart: IsoInstant,
  dateEnd: IsoInstant,
  timeZone: z.string(),
  capacity: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  waitlistCount: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  clubId: z.string().nullable(),
  createdAt: IsoInstant,
});
export type EventSummaryView = z.infer<typeof EventSummaryViewSchema>;

export const EventActivityViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EVENT_ACTIVITY_KINDS),
  startsAt: IsoInstant,
  endsAt: IsoInstant,
  debateId: z.string().nullable(),
  /** The debate's title; null when the debate was deleted. */
  debateTitle: z.string().nullable(),
});
export type EventActivityView = z.infer<typeof EventActivityViewSchema>;

/** What the signed-in caller holds and may do; no RSVP and no editing for visitors. */
export const EventViewerViewSchema = z.object({
  rsvp: z
    .object({
      status: RsvpStatusSchema,
      waitlistPosition: z.number().int().nullable(),
      checkInCode: z.string(),
      checkedInAt: IsoInstant.nullable(),
    })
    .nullable(),
  canEdit: z.boolean(),
});
export type EventViewerView = z.infer<typeof EventViewerViewSchema>;

export const EventDetailViewSchema = EventSummaryViewSchema.extend({
  onlineUrl: z.string().nullable(),
  templateId: z.string().nullable(),
  createdBy: z.string().nullable(),
  activities: z.array(EventActivityViewSchema),
  /** The tournament the event runs (docs/tournaments.md), if any. */
  tournamentId: z.string().nullable(),
  viewer: EventViewerViewSchema,
});
export type EventDetailView = z.infer<typeof EventDetailViewSchema>;

export const RsvpViewSchema = z.object({
  status: RsvpStatusSchema,
  waitlistPosition: z.number().int().nullable(),
});
export type RsvpView = z.infer<typeof RsvpViewSchema>;

export const EventAttendeeViewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: RsvpStatusSchema,
  checkedInAt: IsoInstant.nullable(),
  promotedAt: IsoInstant.nullable(),
  createdAt: IsoInstant,
});
export type EventAttendeeView = z.infer<typeof EventAttendeeViewSchema>;

export const CheckInViewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  checkedInAt: IsoInstant,
});
export type CheckInView = z.infer<typeof CheckInViewSchema>;

/** Addresses already invited to the event are skipped, not mailed twice. */
export const InviteResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type InviteResult = z.infer<typeof InviteResultSchema>;

/** The personal calendar feed's secret URL, over https and as webcal: for calendar apps. */
export const CalendarFeedUrlsSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedUrls = z.infer<typeof CalendarFeedUrlsSchema>;

// ------------------------------------------------------- waitlist rules

/** Whether a new RSVP gets a place: only while the going count is under the capacity (null = no limit). */
export function rsvpOutcome(capacity: number | null, attendeeCount: number): RsvpStatus {
  return capacity === null || attendeeCount < capacity ? 'going' : 'waitlisted';
}

/** The waitlist in promotion order: first come first served, the user id breaks ties. */
export function waitlistOrder<T extends { createdAt: Date | string; userId: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const d = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    return d !== 0 ? d : a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
  });
}

/** How many of the waitlist to promote when places open: the free places, at most the waitlist. */
export function placesToFill(capacity: number | null, attendeeCount: number, waitlistCount: number): number {
  if (capacity === null) return waitlistCount;
  return Math.max(0, Math.min(capacity - attendeeCount, waitlistCount));
}

/** Check-in codes: 10 characters without look-alikes (0/O, 1/I), typed without the dash or in any case. */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function normalizeCheckInCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
export function formatCheckInCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

// ------------------------------------------------------------ templates

export interface EventTemplateActivity {
  title: string;
  kind: EventActivityKind;
  /** Minutes after the event's start. */
  offsetMinutes: number;
  durationMinutes: number;
}

export interface EventTemplate {
  id: string;
  label: string;
  summary: string;
  title: string;
  description: string;
  venueType: (typeof EVENT_VENUE_TYPES)[number];
  capacity: number | null;
  durationMinutes: number;
  activities: EventTemplateActivity[];
}

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    id: 'tournament-day',
    label: 'Tournament day',
    summary: 'A one-day tournament: three judged rounds, a final and the awards.',
    title: 'Tournament day',
    description: '<p>A day of judged rounds in one format, a final in front of everyone, and awards.</p>',
    venueType: 'in-person',
    capacity: 32,
    durationMinutes: 9 * 60,
    activities: [
      { title: 'Registration and briefing', kind: 'other', offsetMinutes: 0, durationMinutes: 30 },
      { title: 'Round 1', kind: 'debate', offsetMinutes: 30, durationMinutes: 90 },
      { title: 'Round 2', kind: 'debate', offsetMinutes: 120, durationMinutes: 90 },
      { title: 'Lunch', kind: 'break', offsetMinutes: 210, durationMinutes: 60 },
      { title: 'Round 3', kind: 'debate', offsetMinutes: 270, durationMinutes: 90 },
      { title: 'Final', kind: 'debate', offsetMinutes: 390, durationMinutes: 120 },
      { title: 'Awards', kind: 'social', offsetMinutes: 510, durationMinutes: 30 },
    ],
  },
  {
    id: 'workshop',
    label: 'Workshop',
    summary: 'Half a day of skills: two workshops, a practice debate and feedback.',
    title: 'Debate workshop',
    description: '<p>Half a day to learn and practise: case building, rebuttal, and a practice debate with feedback.</p>',
    venueType: 'in-person',
    capacity: 20,
    durationMinutes: 4 * 60,
    activities: [
      { title: 'Building a case', kind: 'workshop', offsetMinutes: 0, durationMinutes: 60 },
      { title: 'Rebuttal and clash', kind: 'workshop', offsetMinutes: 60, durationMinutes: 60 },
      { title: 'Break', kind: 'break', offsetMinutes: 120, durationMinutes: 15 },
      { title: 'Practice debate', kind: 'debate', offsetMinutes: 135, durationMinutes: 75 },
      { title: 'Feedback', kind: 'practice', offsetMinutes: 210, durationMinutes: 30 },
    ],
  },
  {
    id: 'social-practice',
    label: 'Social + practice',
    summary: 'An evening of quick practice rounds followed by time together.',
    title: 'Social and practice evening',
    description: '<p>Quick practice rounds for every level, then food and drinks together.</p>',
    venueType: 'in-person',
    capacity: null,
    durationMinutes: 4 * 60,
    activities: [
      { title: 'Quick practice rounds', kind: 'practice', offsetMinutes: 0, durationMinutes: 90 },
      { title: 'Show debate', kind: 'debate', offsetMinutes: 90, durationMinutes: 60 },
      { title: 'Social', kind: 'social', offsetMinutes: 150, durationMinutes: 90 },
    ],
  },
];

export function getEventTemplate(id: string | null | undefined): EventTemplate | undefined {
  return EVENT_TEMPLATES.find((t) => t.id === id);
}

const MINUTE = 60_000;

/** A new event's fields from a template, starting at `dateStart` (an ISO instant). */
export function eventFromTemplate(
  template: EventTemplate,
  dateStart: string,
  timeZone: string,
): Omit<CreateEventFormValues, 'activities'> & { activities: EventActivityInput[] } {
  const start = Date.parse(dateStart);
  const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
  return {
    title: template.title,
    description: template.description,
    venueType: template.venueType,
    location: null,
    onlineUrl: null,
    dateStart: at(0),
    dateEnd: at(template.durationMinutes),
    timeZone,
    capacity: template.capacity,
    clubId: null,
    templateId: template.id,
    activities: template.activities.map((a) => ({
      title: a.title,
      kind: a.kind,
      startsAt: at(a.offsetMinutes),
      endsAt: at(a.offsetMinutes + a.durationMinutes),
      debateId: null,
    })),
  };
}
