// The debates contract shared by the forms and the API: creating and editing a
// debate (spec sections 3 and 5), the list filters, joining in a role, and the
// shapes the API answers with. Instants travel as ISO strings.
import { z } from 'zod';
import { DEBATE_TYPES } from './types.ts';
import { TIMER_PAUSE_REASON_MAX, type TimerCommand, type TimerState } from './timer.ts';
import { FORMAT_IDS, getFormat } from '../formats/formats.ts';
import { speakerCountProblem } from '../formats/positions.ts';
import { DEBATE_MESSAGES } from './messages.ts';
import { LIST_SORTS, ListQuerySchema } from '../validation.ts';
import { allowedCharacters, text } from '../text.ts';

export const DEBATE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export type DebateStatus = (typeof DEBATE_STATUSES)[number];

export const VENUE_TYPES = ['in-person', 'virtual', 'hybrid'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const DEBATE_TYPE_IDS = DEBATE_TYPES.map((type) => type.id) as ['quick', 'competitive', 'practice'];

export { AUDIENCE_ROLE } from './audience.ts';

// Spec section 5's bounds.
export const DEBATE_TITLE_MIN = 5;
export const DEBATE_TITLE_MAX = 100;
export const DEBATE_DESCRIPTION_MIN = 20;
export const DEBATE_DESCRIPTION_MAX = 500;
export const DEBATE_TOPIC_MIN = 5;
export const DEBATE_TOPIC_MAX = 300;
export const DEBATE_LOCATION_MIN = 3;
export const DEBATE_LOCATION_MAX = 100;
export const DEBATE_MAX_PARTICIPANTS_MIN = 2;
export const DEBATE_MAX_PARTICIPANTS_MAX = 10;
/** Tags kept in a debate description; everything else is stripped on the server. */
export const DEBATE_DESCRIPTION_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'] as const;
/** How long before its scheduled start the chair may open the live room. */
export const DEBATE_EARLY_START_MS = 60 * 60 * 1000;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const TimeZoneSchema = text().max(64).refine(isTimeZone, 'Unknown time zone');

/** The fields of a debate as the form sends them; the future-date rule is checked separately (debateStartsInFuture). */
export const DebateFieldsSchema = z.strictObject({
  title: text()
    .trim()
    .min(DEBATE_TITLE_MIN, `Title must be at least ${DEBATE_TITLE_MIN} characters`)
    .max(DEBATE_TITLE_MAX, `Title must be at most ${DEBATE_TITLE_MAX} characters`),
  description: text()
    .trim()
    .min(DEBATE_DESCRIPTION_MIN, `Description must be at least ${DEBATE_DESCRIPTION_MIN} characters`)
    .max(DEBATE_DESCRIPTION_MAX, `Description must be at most ${DEBATE_DESCRIPTION_MAX} characters`),
  topic: text()
    .trim()
    .min(DEBATE_TOPIC_MIN, `Motion must be at least ${DEBATE_TOPIC_MIN} characters`)
    .max(DEBATE_TOPIC_MAX, `Motion must be at most ${DEBATE_TOPIC_MAX} characters`),
  /** An approved topic this debate takes its motion from (optional). */
  topicId: z.uuid({ error: 'Invalid topic' }).nullable().optional(),
  format: z.enum(FORMAT_IDS, { error: 'Choose a format' }),
  debateType: z.enum(DEBATE_TYPE_IDS, { error: 'Choose a debate type' }),
  startsAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }),
  /** The zone the organiser schedules in; the page shows it beside the viewer's own. */
  timeZone: TimeZoneSchema.default('UTC'),
  venueType: z.enum(VENUE_TYPES, { error: 'Choose in person, virtual or hybrid' }),
  location: text()
    .trim()
    .min(DEBATE_LOCATION_MIN, `Location must be at least ${DEBATE_LOCATION_MIN} characters`)
    .max(DEBATE_LOCATION_MAX, `Location must be at most ${DEBATE_LOCATION_MAX} characters`),
  /** The video room for virtual and hybrid debates. */
  onlineUrl: z
    .url({ protocol: /^https$/, error: 'Enter an https:// link' })
    .max(500)
    .check(allowedCharacters())
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  maxParticipants: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(DEBATE_MAX_PARTICIPANTS_MIN, `At least ${DEBATE_MAX_PARTICIPANTS_MIN} speakers`)
    .max(DEBATE_MAX_PARTICIPANTS_MAX, `At most ${DEBATE_MAX_PARTICIPANTS_MAX} speakers`),
});

export function debateStartsInFuture(startsAt: string, now = Date.now()): boolean {
  return Date.parse(startsAt) > now;
}

/**
 * Why a speaker count does not fit the format (e.g. "Oxford runs with 2 or 4
 * speakers."), or null: the creator chooses one of the format's speakerCounts.
 */
export function debateSpeakerCountProblem(formatId: string, maxParticipants: number): string | null {
  const format = getFormat(formatId);
  return format ? speakerCountProblem(format, maxParticipants) : null;
}

export const CreateDebateInputSchema = DebateFieldsSchema.refine((v) => debateStartsInFuture(v.startsAt), {
  message: DEBATE_MESSAGES.dateInFuture,
  path: ['startsAt'],
}).superRefine((v, ctx) => {
  const problem = debateSpeakerCountProblem(v.format, v.maxParticipants);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['maxParticipants'] });
});
export type CreateDebateInput = z.infer<typeof CreateDebateInputSchema>;
export type CreateDebateFormValues = z.input<typeof CreateDebateInputSchema>;

/** Editing: any subset of the fields; a new start must still be in the future. */
export const UpdateDebateInputSchema = DebateFieldsSchema.partial().refine(
  (v) => v.startsAt === undefined || debateStartsInFuture(v.startsAt),
  { message: DEBATE_MESSAGES.dateInFuture, path: ['startsAt'] },
);
export type UpdateDebateInput = z.infer<typeof UpdateDebateInputSchema>;

/** The list filter on state: upcoming means scheduled and not yet started. */
export const DEBATE_LIST_STATES = ['upcoming', 'live', 'finished', 'cancelled'] as const;

/**
 * Debates add one order to the lists' four, and make it the default: what a
 * visitor can take part in first — live now, then the soonest scheduled, then
 * the most recently finished, cancelled last.
 */
export const DEBATE_LIST_SORTS = ['soonest', ...LIST_SORTS] as const;

export const DebateListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(DEBATE_LIST_SORTS).default('soonest'),
  format: z.enum(FORMAT_IDS).optional(),
  type: z.enum(DEBATE_TYPE_IDS).optional(),
  state: z.enum(DEBATE_LIST_STATES).optional(),
  venue: z.enum(VENUE_TYPES).optional(),
  topic: z.uuid({ error: 'Invalid topic' }).optional(),
});
export type DebateListQuery = z.infer<typeof DebateListQuerySchema>;

export const JoinDebateInputSchema = z.strictObject({
  /** A position id of the debate's format, or 'audience'. */
  role: text().trim().min(1, 'Choose a position').max(40),
});
export type JoinDebateInput = z.infer<typeof JoinDebateInputSchema>;

export const TimerCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start-speech') }),
  z.object({
    type: z.literal('pause'),
    /** Why the clock stands, for everyone in the room; optional. */
    reason: text()
      .trim()
      .max(TIMER_PAUSE_REASON_MAX, `Keep the reason to ${TIMER_PAUSE_REASON_MAX} characters or fewer.`)
      .optional(),
  }),
  z.object({ type: z.literal('resume') }),
  z.object({ type: z.literal('end-speech') }),
  z.object({ type: z.literal('start-prep'), side: text().min(1).max(40).optional() }),
  z.object({ type: z.literal('end-prep') }),
  z.object({ type: z.literal('poi'), action: z.enum(['offered', 'accepted']) }),
  z.object({ type: z.literal('finish') }),
]) satisfies z.ZodType<TimerCommand>;

export const TimerCommandInputSchema = z.strictObject({
  /** The version the chair's screen showed; an older one is refused as stale. */
  expectedVersion: z.number().int().min(0),
  command: TimerCommandSchema,
});
export type TimerCommandInput = z.infer<typeof TimerCommandInputSchema>;

export const MY_DEBATES_WHEN = ['upcoming', 'past'] as const;
export const MyDebatesQuerySchema = z.strictObject({
  when: z.enum(MY_DEBATES_WHEN).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

// ------------------------------------------------------------ answers

export const DebateParticipantViewSchema = z.object({
  userId: z.string(),
  /** A position of the debate's format, or 'audience'. */
  role: z.string(),
  /** The participant's name by the one rule (src/shared/accounts/display-name.ts); show this, not fullName/username. */
  name: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type DebateParticipantView = z.infer<typeof DebateParticipantViewSchema>;

export const DebateSummaryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitized HTML limited to DEBATE_DESCRIPTION_TAGS. */
  description: z.string(),
  topic: z.string(),
  topicId: z.string().nullable(),
  format: z.string(),
  debateType: z.string(),
  venueType: z.string(),
  location: z.string().nullable(),
  startsAt: z.string(),
  timeZone: z.string(),
  maxParticipants: z.number().int(),
  status: z.enum(DEBATE_STATUSES),
  /** Everyone who joined, speakers and audience. */
  participantCount: z.number().int(),
  /** Participants holding a speaking position (counted against maxParticipants). */
  speakerCount: z.number().int(),
  participants: z.array(DebateParticipantViewSchema),
});
export type DebateSummaryView = z.infer<typeof DebateSummaryViewSchema>;

export const DebateDetailViewSchema = DebateSummaryViewSchema.extend({
  onlineUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  eventId: z.string().nullable(),
  /** What the signed-in viewer may do; all false for visitors. */
  viewer: z.object({
    userId: z.string().nullable(),
    role: z.string().nullable(),
    canEdit: z.boolean(),
    canRunTimer: z.boolean(),
  }),
});
export type DebateDetailView = z.infer<typeof DebateDetailViewSchema>;

/** A debate of My Debates: the summary and the role the user holds in it. */
export const MyDebateViewSchema = DebateSummaryViewSchema.extend({ myRole: z.string() });
export type MyDebateView = z.infer<typeof MyDebateViewSchema>;

export const TimerStateSchema = z.object({
  version: z.number().int(),
  phase: z.enum(['waiting', 'speech', 'prep', 'between', 'finished']),
  speechIndex: z.number().int(),
  running: z.boolean(),
  runningSince: z.number().nullable(),
  elapsedMs: z.number(),
  prepSide: z.string().nullable(),
  prepUsedMs: z.record(z.string(), z.number()),
  spoken: z.array(z.object({ speechId: z.string(), elapsedMs: z.number() })),
  poiOffered: z.number().int(),
  poiAccepted: z.number().int(),
  /** Missing in rooms stored before pauses had reasons. */
  pauseReason: z.string().nullable().default(null),
  /** The speeches the room gives, fixed when it opened; missing in rooms opened before. */
  speechIds: z.array(z.string()).optional(),
}) satisfies z.ZodType<TimerState>;

export const DebateRoomEventSchema = z.object({
  version: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type DebateRoomEvent = z.infer<typeof DebateRoomEventSchema>;

/** The live room: the timer state with the server's clock, and the latest events of the log. */
export const DebateRoomSnapshotSchema = z.object({
  debateId: z.string(),
  status: z.enum(DEBATE_STATUSES),
  format: z.string(),
  timer: TimerStateSchema,
  /**
   * Who runs the room (the same rule as canRunTimer): the chair judge once one
   * is assigned, before that the organiser who created the debate; null when neither is known.
   */
  runner: z.object({ userId: z.string(), name: z.string(), role: z.enum(['chair-judge', 'organiser']) }).nullable(),
  serverTime: z.number(),
  events: z.array(DebateRoomEventSchema),
});
export type DebateRoomSnapshot = z.infer<typeof DebateRoomSnapshotSchema>;

/** Published on the channel "debate:<id>" after each accepted timer command or status change. */
export const DebateTimerEventPayloadSchema = z.object({
  status: z.enum(DEBATE_STATUSES),
  timer: TimerStateSchema,
  event: DebateRoomEventSchema,
});
export type DebateTimerEventPayload = z.infer<typeof DebateTimerEventPayloadSchema>;

export { DEBATE_CHANNEL_KIND, debateChannel } from './channel.ts';
