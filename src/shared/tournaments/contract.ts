// The tournaments contract (docs/tournaments.md, ADR 0040): an event run as a
// tournament — its format, preliminary rounds, break categories and staff — and
// the teams and adjudicators registered for it, with their conflicts. The draw,
// rounds, motions, ballots and the tab build on this.
import { z } from 'zod';
import { DEBATE_FORMATS } from '../formats/formats.ts';
import type { DebateFormat, FormatId } from '../formats/format-types.ts';
import { text } from '../text.ts';

export const PRELIMINARY_ROUNDS_MIN = 1;
/** Tabbycat's largest tournaments (the world championships) run nine; fifteen leaves room for leagues. */
export const PRELIMINARY_ROUNDS_MAX = 15;
export const BREAK_CATEGORIES_MAX = 6;
export const BREAK_SIZE_MAX = 256;
export const TEAM_NAME_MAX = 80;
export const INSTITUTION_MAX = 120;
/** Reserves a team may register beyond the speakers a side needs (world schools register up to five). */
export const TEAM_RESERVES_MAX = 2;
export const ADJUDICATOR_SCORE_MIN = 0;
export const ADJUDICATOR_SCORE_MAX = 10;
/** How long a guest adjudicator's invitation link works. */
export const ADJUDICATOR_INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const TOURNAMENT_STATUSES = ['setup', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const ODD_TEAM_RULES = ['swing', 'bye'] as const;
export const PAIRING_METHODS = ['slide', 'fold'] as const;
export const STAFF_ROLES = ['tab-director', 'adjudication-core'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROUND_STAGES = ['preliminary', 'elimination'] as const;
export type RoundStage = (typeof ROUND_STAGES)[number];
/** none: no draw yet; draft: saved, seen by the staff only; released: public, the live debates exist. */
export const DRAW_STATUSES = ['none', 'draft', 'released'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
export const PANEL_ROLES = ['chair', 'panellist', 'trainee'] as const;
export type PanelRole = (typeof PANEL_ROLES)[number];
/** The parts of the tab a tab director releases one by one. */
export const TAB_PARTS = ['results', 'motions', 'team', 'speaker', 'adjudicator', 'break'] as const;
export type TabPart = (typeof TAB_PARTS)[number];

export const TOURNAMENT_MESSAGES = {
  alreadyTournament: 'This event is already a tournament',
  notOrganizer: 'Only the event’s organizers and the tournament’s tab directors can do this',
  notStaff: 'Only the tournament’s tab directors and adjudication core can do this',
  eventCancelled: 'This event has been cancelled',
  registrationClosed: 'Registration for this tournament is closed',
  alreadyInTeam: 'You are already in a team of this tournament',
  teamNameTaken: 'A team of this tournament already has this name',
  teamFull: 'This team has all the speakers it can register',
  wrongJoinCode: 'This join code is not this team’s',
  notInTeam: 'You are not in this team',
  notJudge: 'Only approved judges can register as adjudicators; apply to judge first',
  alreadyAdjudicator: 'You are already an adjudicator of this tournament',
  alreadySpeaking: 'You speak for a team of this tournament and cannot also adjudicate it',
  alreadyAdjudicating: 'You adjudicate this tournament and cannot also speak in it',
  inviteInvalid: 'This invitation link is not valid or has expired',
  categoryUnknown: 'This break category is not one of the tournament’s',
  categoryNameTaken: 'Two break categories cannot share a name',
  conflictExists: 'This conflict is already recorded',
  conflictSelf: 'An adjudicator cannot conflict with themselves',
  formatLocked: 'The format and rounds cannot change once the tournament has started',
  noReturnToSetup: 'A tournament that has started cannot go back to being set up',
  lastTabDirector: 'A tournament keeps at least one tab director',
} as const;

const FORMAT_IDS = DEBATE_FORMATS.map((format) => format.id) as [FormatId, ...FormatId[]];

/** A two-team format's speakers per side, or BP's two per team: the speakers a team needs. */
export function speakersPerTeam(format: DebateFormat): number {
  const firstSide = format.sides[0]?.id;
  return format.positions.filter((position) => position.side === firstSide).length;
}

/** Teams in one debate: two, or four in British Parliamentary. */
export function teamsPerDebate(format: DebateFormat): number {
  return format.sides.length;
}

const Name = (what: string, max: number) =>
  text().trim().min(2, `Give the ${what} a name of at least 2 characters`).max(max, `At most ${max} characters`);

export const BreakCategoryInputSchema = z.strictObject({
  name: Name('category', 40),
  breakSize: z
    .number({ error: 'Enter how many teams break' })
    .int('Enter a whole number')
    .min(0, 'At least 0')
    .max(BREAK_SIZE_MAX, `At most ${BREAK_SIZE_MAX}`),
});

const Categories = z
  .array(BreakCategoryInputSchema)
  .min(1, 'A tournament has at least its open break')
  .max(BREAK_CATEGORIES_MAX, `At most ${BREAK_CATEGORIES_MAX} break categories`)
  .refine((list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length, TOURNAMENT_MESSAGES.categoryNameTaken);

export const CreateTournamentInputSchema = z.strictObject({
  format: z.enum(FORMAT_IDS, { error: 'Choose a format' }),
  preliminaryRounds: z
    .number({ error: 'Enter the number of preliminary rounds' })
    .int('Enter a whole number')
    .min(PRELIMINARY_ROUNDS_MIN, `At least ${PRELIMINARY_ROUNDS_MIN}`)
    .max(PRELIMINARY_ROUNDS_MAX, `At most ${PRELIMINARY_ROUNDS_MAX}`),
  oddTeams: z.enum(ODD_TEAM_RULES).default('swing'),
  pairing: z.enum(PAIRING_METHODS).default('slide'),
  /** In order: the first is the open break; a team breaking in an earlier one leaves the later ones. */
  categories: Categories,
});
export type CreateTournamentInput = z.infer<typeof CreateTournamentInputSchema>;

export const UpdateTournamentInputSchema = z
  .strictObject({
    format: CreateTournamentInputSchema.shape.format.optional(),
    preliminaryRounds: CreateTournamentInputSchema.shape.preliminaryRounds.optional(),
    oddTeams: z.enum(ODD_TEAM_RULES).optional(),
    pairing: z.enum(PAIRING_METHODS).optional(),
    registrationOpen: z.boolean().optional(),
    status: z.enum(TOURNAMENT_STATUSES).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateTournamentInput = z.infer<typeof UpdateTournamentInputSchema>;

export const StaffInputSchema = z.strictObject({
  userId: z.string().trim().min(1, 'Choose a member').max(64),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});

export const StaffParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), userId: z.string().min(1).max(64) });

export const RegisterTeamInputSchema = z.strictObject({
  name: Name('team', TEAM_NAME_MAX),
  institution: text()
    .trim()
    .min(2, 'Enter the school, university or club')
    .max(INSTITUTION_MAX, `At most ${INSTITUTION_MAX} characters`),
  /** Break categories beyond the open one the team is eligible for (novice, ESL…), by id. */
  categoryIds: z
    .array(z.uuid({ error: 'Invalid category' }))
    .max(BREAK_CATEGORIES_MAX)
    .default([]),
});
export type RegisterTeamInput = z.infer<typeof RegisterTeamInputSchema>;

export const JoinTeamInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}$/, 'Enter the 8-character code your teammate shared'),
});

export const TeamParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), teamId: z.uuid({ error: 'Invalid id' }) });

export const RegisterAdjudicatorInputSchema = z.strictObject({
  institution: text().trim().max(INSTITUTION_MAX, `At most ${INSTITUTION_MAX} characters`).default(''),
});

export const InviteAdjudicatorInputSchema = z.strictObject({
  name: Name('adjudicator', 80),
  institution: text().trim().max(INSTITUTION_MAX, `At most ${INSTITUTION_MAX} characters`).default(''),
});

export const AcceptInviteInputSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, TOURNAMENT_MESSAGES.inviteInvalid),
});

export const UpdateAdjudicatorInputSchema = z
  .strictObject({
    score: z
      .number({ error: 'Enter a score' })
      .min(ADJUDICATOR_SCORE_MIN, `At least ${ADJUDICATOR_SCORE_MIN}`)
      .max(ADJUDICATOR_SCORE_MAX, `At most ${ADJUDICATOR_SCORE_MAX}`)
      .optional(),
    independent: z.boolean().optional(),
  })
  .refine((input) => input.score !== undefined || input.independent !== undefined, 'Nothing to change');

export const AdjudicatorParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  adjudicatorId: z.uuid({ error: 'Invalid id' }),
});

export const ConflictInputSchema = z
  .strictObject({
    adjudicatorId: z.uuid({ error: 'Choose an adjudicator' }),
    teamId: z.uuid({ error: 'Invalid team' }).optional(),
    otherAdjudicatorId: z.uuid({ error: 'Invalid adjudicator' }).optional(),
  })
  .refine(
    (input) => (input.teamId === undefined) !== (input.otherAdjudicatorId === undefined),
    'Choose a team or another adjudicator',
  )
  .refine((input) => input.otherAdjudicatorId !== input.adjudicatorId, TOURNAMENT_MESSAGES.conflictSelf);

export const ConflictParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  conflictId: z.uuid({ error: 'Invalid id' }),
});

// ------------------------------------------------------------------ views

export const BreakCategoryViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  breakSize: z.number(),
  priority: z.number(),
});

export const TournamentViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  format: z.string(),
  preliminaryRounds: z.number(),
  oddTeams: z.enum(ODD_TEAM_RULES),
  pairing: z.enum(PAIRING_METHODS),
  status: z.enum(TOURNAMENT_STATUSES),
  registrationOpen: z.boolean(),
  speakersPerTeam: z.number(),
  teamCount: z.number(),
  adjudicatorCount: z.number(),
  categories: z.array(BreakCategoryViewSchema),
  staff: z.array(z.object({ userId: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) })),
  /** What the viewer may do and is. */
  viewer: z.object({
    canManage: z.boolean(),
    teamId: z.string().nullable(),
    adjudicatorId: z.string().nullable(),
  }),
});
export type TournamentView = z.infer<typeof TournamentViewSchema>;

export const TeamViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string(),
  categoryIds: z.array(z.string()),
  speakers: z.array(z.object({ userId: z.string(), name: z.string() })),
  /** Shown only to the team's own speakers and the staff: teammates join with it. */
  joinCode: z.string().nullable(),
  /** Drawn to fill a debate, never ranked (the odd-teams rule 'swing'). */
  isSwing: z.boolean(),
});
export type TeamView = z.infer<typeof TeamViewSchema>;

export const UpdateTeamInputSchema = z.strictObject({
  isSwing: z.boolean({ error: 'Say whether the team is a swing team' }),
});
export type UpdateTeamInput = z.infer<typeof UpdateTeamInputSchema>;

export const AdjudicatorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string(),
  /** Null until a guest accepts the invitation. */
  userId: z.string().nullable(),
  /** Staff only: the adjudication core's score and independence. */
  score: z.number().nullable(),
  independent: z.boolean().nullable(),
});
export type AdjudicatorView = z.infer<typeof AdjudicatorViewSchema>;

export const InviteResultSchema = z.object({ adjudicatorId: z.string(), inviteUrl: z.string(), expiresAt: z.string() });

export const ConflictViewSchema = z.object({
  id: z.string(),
  adjudicatorId: z.string(),
  teamId: z.string().nullable(),
  otherAdjudicatorId: z.string().nullable(),
});
