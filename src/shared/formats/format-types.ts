// The shape of a debate format: sides, speaking positions, the order and length
// of speeches, points-of-information windows, preparation time, and the ballot.
// Every format in formats.ts is data of this shape; the timer, the join rules,
// the ballot validation and the help pages all read it, so a format's rules
// live in one place (docs/formats.md).

export type FormatId = 'standard' | 'oxford' | 'parliamentary' | 'lincoln-douglas' | 'policy' | 'world-schools' | 'public-forum';

/** A side (two-sided formats) or a team (BP's four teams). */
export interface FormatSide {
  /** e.g. 'proposition', 'opposition', 'affirmative', 'og' (Opening Government) */
  id: string;
  label: string;
}

/** A speaking position one debater holds for the whole debate. */
export interface FormatPosition {
  /** Unique within the format, e.g. 'pm', 'lo', 'prop-1', 'aff'. Stored as debate_participants.role. */
  id: string;
  /** e.g. 'Prime Minister', 'First Proposition' */
  label: string;
  /** A FormatSide id. */
  side: string;
}

export type SpeechKind = 'constructive' | 'rebuttal' | 'reply' | 'cross-examination' | 'crossfire' | 'summary' | 'final-focus';

/** A window of a speech, in seconds from its start, e.g. POIs allowed between 60 and 360. */
export interface SpeechWindow {
  fromSeconds: number;
  toSeconds: number;
}

export interface FormatSpeech {
  /** Unique within the format, e.g. 'pm', '1ac', 'cx-1'. */
  id: string;
  /** e.g. 'Prime Minister', 'First Affirmative Constructive' */
  label: string;
  /** Short label for the timer bar, e.g. 'PM', '1AC', 'CX'. */
  shortLabel: string;
  kind: SpeechKind;
  seconds: number;
  /** The side whose speech it is; null for speeches of both sides (crossfire). */
  side: string | null;
  /** The positions that speak (one for a speech, two for cross-examination/crossfire). */
  speakers: string[];
  /** When points of information may be offered; absent where the format has none. */
  poiWindow?: SpeechWindow;
}

/**
 * Preparation: 'none'; 'block' — one block before the first speech, for everyone;
 * 'pool' — a running pool per side that a side draws on between speeches.
 */
export type FormatPrep = { mode: 'none' } | { mode: 'block'; seconds: number } | { mode: 'pool'; secondsPerSide: number };

export interface ScoreRange {
  min: number;
  max: number;
  step: number;
}

/**
 * 'sides': two sides, a winner, speaker scores (and reply scores where the format has replies).
 * 'ranks': BP's four teams ranked 1st–4th, plus speaker scores.
 */
export type FormatBallot =
  | {
      kind: 'sides';
      speakerScore: ScoreRange;
      replyScore?: ScoreRange;
      /** Whether the winner may have the lower total (a low-point win), as in Policy and LD. */
      allowsLowPointWin: boolean;
      /** Largest allowed difference between the two sides' totals, where the format sets one. */
      maxMargin?: number;
    }
  | { kind: 'ranks'; speakerScore: ScoreRange };

export interface DebateFormat {
  id: FormatId;
  label: string;
  /** One or two sentences for the help pages and the create form. */
  summary: string;
  /** Where the rules come from: the published rule book or guide, with its edition. */
  source: string;
  sides: FormatSide[];
  positions: FormatPosition[];
  /**
   * The numbers of speakers the format can run with, smallest first; the last
   * is every position. A smaller debate is still a whole debate: each speech
   * it keeps has all its speakers (docs/formats.md).
   */
  speakerCounts: number[];
  /**
   * Every position id once, in the order a smaller debate fills them: a debate
   * with n speakers uses the first n (e.g. First Proposition, First Opposition,
   * then the second speakers; BP's opening half before its closing half).
   */
  positionOrder: string[];
  speeches: FormatSpeech[];
  prep: FormatPrep;
  /** Protected time at the start and end of each speech in which no POI may be offered (seconds). */
  protectedSeconds?: number;
  ballot: FormatBallot;
  /** The debate types this format suits (a competitive BP round, a quick standard debate…). */
  suitedTypes: ('quick' | 'competitive' | 'practice')[];
}
