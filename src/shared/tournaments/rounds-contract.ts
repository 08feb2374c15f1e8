// The rounds contract (docs/tournaments-rounds.md, ADR 0044): a tournament's
// rounds with their motions, who checked in, the venues, and each round's draw
// as saved (generated, edited by hand, allocated) and released as live debates.
// What a visitor sees is cut by the server: the motion once released, the draw
// once released, the panels once the allocation is released; the staff see all.
import { z } from 'zod';
import { CheckInInputSchema } from '../events/contract.ts';
import { text } from '../text.ts';
import { DRAW_STATUSES, PANEL_ROLES, ROUND_STAGES } from './contract.ts';

export const ROUND_NAME_MAX = 60;
export const MOTION_MAX = 500;
export const INFO_SLIDE_MAX = 4000;
export const VENUE_NAME_MAX = 80;
export const VENUES_MAX = 200;
/** Adjudicators scoring below this sit as trainees in an automatic allocation (scores run 0–10). */
export const TRAINEE_SCORE_BELOW = 3;
/** Voting judges per room at most in an automatic allocation. */
export const PANEL_SIZE_MAX = 5;
/** The topic a live debate shows until the round's motion is released. */
export const MOTION_TO_BE_ANNOUNCED = 'Motion to be announced';
/** The realtime channel kind of a tournament's rounds: "tournament:<uuid>", event "round-changed". */
export const TOURNAMENT_CHANNEL_KIND = 'tournament';
export const ROUND_CHANGED_EVENT = 'round-changed';

export function tournamentChannel(tournamentId: string): string {
  return `${TOURNAMENT_CHANNEL_KIND}:${tournamentId}`;
}

export const ROUND_MESSAGES = {
  staleVersion: 'This draw was changed by someone else; reload to see their changes',
  noDraw: 'This round has no draw yet',
  alreadyReleased: 'This round’s draw is already released',
  notReleased: 'Release the draw first',
  resultsConfirmed: 'Results of this round are confirmed: its draw can no longer change',
  eliminationDrawn: 'Elimination rounds are drawn from the break, not generated here',
  notCheckedInSelf: 'Only the team’s speakers, the adjudicator themselves or the staff can check in',
  unknownTeam: 'This team is not one of the tournament’s',
  unknownAdjudicator: 'This adjudicator is not one of the tournament’s',
  unknownVenue: 'This venue is not one of the tournament’s',
  venueNameTaken: 'A venue of this tournament already has this name',
  finished: 'This tournament is finished',
  noMotion: 'Write the motion before releasing it',
  panelsOnly: 'The adjudication core changes the panels only: teams and venues are the tab directors’',
  noCheckInCode: 'You have no check-in code: you are neither a speaker nor an adjudicator of this tournament',
  unknownCheckInCode: 'No speaker or adjudicator of this tournament has this code',
} as const;

const IsoInstant = z.iso.datetime({ offset: true, error: 'Enter a valid date and time' });

export const RoundParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  seq: z.coerce.number({ error: 'Invalid round' }).int('Invalid round').min(1, 'Invalid round').max(64, 'Invalid round'),
});

export const UpdateRoundInputSchema = z
  .strictObject({
    name: text().trim().min(1, 'Give the round a name').max(ROUND_NAME_MAX, `At most ${ROUND_NAME_MAX} characters`).optional(),
    startsAt: IsoInstant.nullable().optional(),
    motion: text().trim().max(MOTION_MAX, `At most ${MOTION_MAX} characters`).optional(),
    infoSlide: text().trim().max(INFO_SLIDE_MAX, `At most ${INFO_SLIDE_MAX} characters`).optional(),
    /** When the motion releases by itself; null releases it by hand only. */
    motionReleaseAt: IsoInstant.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateRoundInput = z.infer<typeof UpdateRoundInputSchema>;

/** A team (by its speaker or the staff) or an adjudicator (themself or the staff). */
export const CheckinInputSchema = z
  .strictObject({
    teamId: z.uuid({ error: 'Invalid team' }).optional(),
    adjudicatorId: z.uuid({ error: 'Invalid adjudicator' }).optional(),
  })
  .refine((input) => (input.teamId === undefined) !== (input.adjudicatorId === undefined), 'Choose a team or an adjudicator');
export type CheckinInput = z.infer<typeof CheckinInputSchema>;

/** A check-in code read from a QR ticket or typed at the desk: any case, with or without its dash. */
export const CheckinByCodeInputSchema = CheckInInputSchema;
export type CheckinByCodeInput = z.infer<typeof CheckinByCodeInputSchema>;

export const CheckinParamsSchema = RoundParamsSchema.extend({ targetId: z.uuid({ error: 'Invalid id' }) });

export const GenerateDrawInputSchema = z.strictObject({
  /** Teams not checked in: true draws them, false leaves them out; absent asks (409) when there are any. */
  includeUnchecked: z.boolean().optional(),
  /** Redraw a released round: its live debates are cancelled and their ballots discarded. */
  replaceReleased: z.boolean().optional(),
});
export type GenerateDrawInput = z.infer<typeof GenerateDrawInputSchema>;

export const DrawDebateInputSchema = z.strictObject({
  venueId: z.uuid({ error: 'Invalid venue' }).nullable().default(null),
  /** One team per side of the format, or a single team on the side 'bye'. */
  teams: z
    .array(z.strictObject({ teamId: z.uuid({ error: 'Invalid team' }), side: z.string().min(1).max(40) }))
    .min(1, 'A debate has teams')
    .max(4, 'At most four teams in a debate'),
  adjudicators: z
    .array(z.strictObject({ adjudicatorId: z.uuid({ error: 'Invalid adjudicator' }), role: z.enum(PANEL_ROLES) }))
    .max(12, 'At most 12 adjudicators in a room')
    .default([]),
});

export const UpdateDrawInputSchema = z.strictObject({
  /** The round's version the edit was made on: an older one is refused. */
  expectedVersion: z.number().int().min(0),
  /** In room order. */
  debates: z.array(DrawDebateInputSchema).min(1, 'A draw has at least one debate').max(256, 'At most 256 debates'),
});
export type UpdateDrawInput = z.input<typeof UpdateDrawInputSchema>;

export const AllocateInputSchema = z.strictObject({ expectedVersion: z.number().int().min(0).optional() });

export const ReleaseDrawInputSchema = z.strictObject({
  /** Release the panels too. */
  allocation: z.boolean().default(false),
  /**
   * Tell each speaker (and, with the panels, each adjudicator) their room by e-mail, and by push
   * where they turned it on; both under the event-updates preference.
   */
  notify: z.boolean().default(false),
});

export const VenueInputSchema = z.strictObject({
  name: text().trim().min(1, 'Give the venue a name').max(VENUE_NAME_MAX, `At most ${VENUE_NAME_MAX} characters`),
  onlineUrl: z
    .url({ protocol: /^https$/, error: 'Enter an https address' })
    .max(500, 'At most 500 characters')
    .nullable()
    .default(null),
  priority: z.number().int('Enter a whole number').min(0, 'At least 0').max(100, 'At most 100').default(0),
});
export type VenueInput = z.input<typeof VenueInputSchema>;

export const VenueParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), venueId: z.uuid({ error: 'Invalid id' }) });

// ------------------------------------------------------------------ views

export const VenueViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  onlineUrl: z.string().nullable(),
  priority: z.number(),
});
export type VenueView = z.infer<typeof VenueViewSchema>;

export const RoundSummarySchema = z.object({
  id: z.string(),
  seq: z.number(),
  stage: z.enum(ROUND_STAGES),
  name: z.string(),
  startsAt: z.string().nullable(),
  drawStatus: z.enum(DRAW_STATUSES),
  motionReleased: z.boolean(),
  /** The motion: the staff always, others once released. */
  motion: z.string().nullable(),
});
export type RoundSummary = z.infer<typeof RoundSummarySchema>;

export const DrawDebateViewSchema = z.object({
  id: z.string(),
  roomIndex: z.number(),
  venue: VenueViewSchema.nullable(),
  bracket: z.number(),
  importance: z.number(),
  isBye: z.boolean(),
  teams: z.array(
    z.object({ teamId: z.string(), name: z.string(), institution: z.string(), side: z.string(), sideLabel: z.string() }),
  ),
  /** Null while the allocation is hidden from the viewer. */
  panel: z
    .array(z.object({ adjudicatorId: z.string(), name: z.string(), role: z.enum(PANEL_ROLES), hasAccount: z.boolean() }))
    .nullable(),
  /** The live debate, once released. */
  debateId: z.string().nullable(),
  /** Staff only: why the debate looks this way, and what a hand edit left (readable sentences). */
  reasons: z.array(z.string()),
});
export type DrawDebateView = z.infer<typeof DrawDebateViewSchema>;

export const RoundViewSchema = RoundSummarySchema.extend({
  tournamentId: z.string(),
  infoSlide: z.string().nullable(),
  motionReleaseAt: z.string().nullable(),
  motionReleasedAt: z.string().nullable(),
  drawReleasedAt: z.string().nullable(),
  allocationReleased: z.boolean(),
  version: z.number(),
  /** The format's sides in order, with their labels (BP's four teams). */
  sides: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Empty while the draw is hidden from the viewer. */
  debates: z.array(DrawDebateViewSchema),
  viewer: z.object({
    isStaff: z.boolean(),
    canManage: z.boolean(),
    /** Whether the viewer's team, or the viewer as an adjudicator, is checked in; null when neither. */
    teamCheckedIn: z.boolean().nullable(),
    adjudicatorCheckedIn: z.boolean().nullable(),
  }),
});
export type RoundView = z.infer<typeof RoundViewSchema>;

export const DrawChangeSchema = z.object({
  round: RoundViewSchema,
  /** What the change left: clashes, conflicts, teams not checked in, rooms short of judges. */
  warnings: z.array(z.string()),
});
export type DrawChange = z.infer<typeof DrawChangeSchema>;

export const CheckinListSchema = z.object({
  teams: z.array(z.object({ teamId: z.string(), name: z.string(), checkedIn: z.boolean() })),
  adjudicators: z.array(
    z.object({ adjudicatorId: z.string(), name: z.string(), hasAccount: z.boolean(), checkedIn: z.boolean() }),
  ),
});
export type CheckinList = z.infer<typeof CheckinListSchema>;

/** The viewer's own check-in code for the tournament: the same in every round. */
export const CheckInCodeViewSchema = z.object({ code: z.string() });
export type CheckInCodeView = z.infer<typeof CheckInCodeViewSchema>;

/** Who a code checked in; `alreadyCheckedIn` when they were before (a second scan). */
export const CheckinByCodeResultSchema = z.object({
  kind: z.enum(['team', 'adjudicator']),
  name: z.string(),
  alreadyCheckedIn: z.boolean(),
});
export type CheckinByCodeResult = z.infer<typeof CheckinByCodeResultSchema>;
