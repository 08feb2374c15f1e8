// What the draw engine reads and writes: a team as the draw sees it, the
// options a tournament sets, and the debates it returns with the reasons for
// each (pull-ups, clashes avoided or left, side history) so the draw page can
// say why. Pure data: no database, no clock, no Math.random — randomness comes
// in as a seeded source, so a draw is reproducible from its seed.

/** A source of numbers in [0, 1); pass a seeded one (e.g. `seededRandom` in #shared/training/random.ts). */
export type Random = () => number;

export interface DrawTeam {
  id: string;
  /** The team's institutions (clubs); two teams sharing one have an institution clash. */
  institutionIds: readonly string[];
  /** Wins (two-team formats) or team points (British Parliamentary) so far: the team's bracket. */
  points: number;
  /** Total speaker score so far: ranks teams within a bracket (input order breaks further ties). */
  speakerTotal: number;
  /** Times the team has held each side (two-team) or position (BP), in the order of `DrawInput.sides`. */
  sideCounts: readonly number[];
  /** The id of every earlier opponent, once per meeting. */
  previousOpponentIds: readonly string[];
  isCheckedIn: boolean;
  /** A swing team (spare debaters): drawn only to fill a debate when the tournament's odd-teams rule is 'swing'. */
  isSwing: boolean;
  /** Times pulled up in earlier rounds, for the 'least-to-date' pull-up restriction. */
  pullupCount?: number;
  /** Byes so far; a bye goes to a team with the fewest. */
  byeCount?: number;
}

/** Tabbycat's "odd bracket resolution" (docs/features/draw-generation.rst). */
export type OddBracketMethod = 'pullup-top' | 'pullup-bottom' | 'pullup-middle' | 'pullup-random' | 'intermediate';
/** Tabbycat's "pairing method": slide 1–6 2–7…, fold 1–10 2–9…, adjacent 1–2 3–4…, random. */
export type PairingMethod = 'slide' | 'fold' | 'adjacent' | 'random';
/**
 * 'off' keeps the fold/slide pairing; 'within-bracket' is Tabbycat's "minimum
 * cost matching" (graph) inside each bracket; 'adjacent-brackets' also lets a
 * clash be resolved with a team of the bracket above or below, as
 * one-up-one-down does, at a cost ranked below both clashes.
 */
export type ConflictAvoidance = 'off' | 'within-bracket' | 'adjacent-brackets';
/** Tabbycat's "pull-up restriction": 'least-to-date' pulls up only among the teams pulled up fewest times. */
export type PullupRestriction = 'none' | 'least-to-date';
/** Tabbycat's side allocation: 'balance' gives the first side to the team that has held it less. */
export type SideAllocation = 'balance' | 'random';
/** What to do when the teams do not fill whole debates. */
export type OddTeamsRule = 'swing' | 'bye';
/** Tabbycat's BP position cost functions (docs/features/draw-generation-bp.rst). */
export type PositionCost = 'simple' | 'entropy' | 'variance';
/** Where BP pull-ups go: anywhere in the bracket (WUDC) or all in one room. */
export type BpPullupDistribution = 'anywhere' | 'one-room';

export interface TwoTeamDrawOptions {
  oddBracket: OddBracketMethod;
  pullupRestriction: PullupRestriction;
  pairing: PairingMethod;
  avoidConflicts: ConflictAvoidance;
  avoidHistory: boolean;
  avoidInstitution: boolean;
  sideAllocation: SideAllocation;
  /** Whether the matching also avoids pairing two teams that both need the same side (Tabbycat's side penalty). */
  avoidSideImbalance: boolean;
}

export interface BpDrawOptions {
  pullupDistribution: BpPullupDistribution;
  positionCost: PositionCost;
  /** Rényi order α of the entropy cost; 1 is Shannon entropy. */
  renyiOrder: number;
  /** β: each cost is raised to this power; larger favours fixing a few very uneven histories. */
  exponent: number;
  /** Permute the cost matrix at random first, so equal-cost draws are chosen at random (WUDC requires it). */
  preshuffle: boolean;
}

export type DrawMethod = 'random' | 'power-paired';

export interface DrawInput {
  /** The format's side ids in order: two for two-team formats, four (og, oo, cg, co) for BP. */
  sides: readonly string[];
  teams: readonly DrawTeam[];
  /** 'random' for the first round(s); 'power-paired' after. */
  method: DrawMethod;
  oddTeams: OddTeamsRule;
  /** Draw teams that have not checked in too (the organiser confirmed it). */
  includeUnchecked?: boolean;
  twoTeam?: Partial<TwoTeamDrawOptions>;
  bp?: Partial<BpDrawOptions>;
  random: Random;
}

export interface DrawSeat {
  side: string;
  teamId: string;
}

/** Why a debate looks the way it does. */
export type DrawFlag =
  /** The team meets a team (or is in a room) with more points than its own. */
  | { kind: 'pull-up'; teamId: string; fromPoints: number; toPoints: number }
  /** Two teams of the same institution meet: unavoidable under the draw's rules, or avoidance is off. */
  | { kind: 'institution-clash'; teamIds: [string, string]; institutionId: string }
  /** Two teams meet again. */
  | { kind: 'history-clash'; teamIds: [string, string]; timesMet: number }
  /** The fold/slide pairing of `teamIds` clashed; this debate is what avoiding it produced. */
  | { kind: 'clash-avoided'; clash: 'institution' | 'history'; teamIds: [string, string] }
  /** This debate differs from the fold/slide pairing only to make room for avoiding another debate's clash. */
  | { kind: 'moved-for-clash' }
  /** The team holds a side it has held more often than its least-held side. */
  | { kind: 'side-imbalance'; teamId: string; side: string; timesBefore: number; fewestBefore: number }
  | { kind: 'swing-team'; teamId: string };

export interface DrawDebate {
  /** 0-based; room 0 is the top bracket's first debate. */
  room: number;
  /** The points level of the debate's bracket (an intermediate bracket sits half-way). */
  bracket: number;
  /** One seat per side, in the order of `DrawInput.sides`. */
  seats: DrawSeat[];
  flags: DrawFlag[];
}

export interface DrawResult {
  debates: DrawDebate[];
  byeTeamIds: string[];
  /** Teams left out because they have not checked in (empty with `includeUnchecked`). */
  notCheckedInTeamIds: string[];
  /** Swing teams that were available but not needed. */
  unusedSwingTeamIds: string[];
}

export type DrawErrorCode = 'NO_TEAMS' | 'NOT_ENOUGH_SWING_TEAMS' | 'UNSUPPORTED_SIDES' | 'INVALID_TEAMS' | 'TOO_MANY_TEAMS';

/** A draw that cannot be made as asked; `details` says what is missing. */
export class DrawError extends Error {
  readonly code: DrawErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: DrawErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DrawError';
    this.code = code;
    this.details = details;
  }
}
