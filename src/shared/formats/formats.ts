// The debate formats as data (docs/formats.md): each with its sides, positions,
// speeches in order with their times, POI windows, preparation and ballot, and
// the published rules it follows. The timer, joining, ballots and the help
// pages all read these definitions; nothing else restates a format's rules.
import { DEBATE_TYPES } from '../debates/types.ts';
import { FORMAT_IDS, FORMAT_LABELS } from './format-labels.ts';
import type { DebateFormat, FormatId, FormatPosition, FormatSpeech } from './format-types.ts';

const MIN = 60;

/** A speech by one position; POIs between `poi[0]` and `poi[1]` minutes when given. */
function speech(
  id: string,
  label: string,
  shortLabel: string,
  kind: FormatSpeech['kind'],
  minutes: number,
  side: string | null,
  speakers: string[],
  poi?: [number, number],
): FormatSpeech {
  return {
    id,
    label,
    shortLabel,
    kind,
    seconds: minutes * MIN,
    side,
    speakers,
    ...(poi ? { poiWindow: { fromSeconds: poi[0] * MIN, toSeconds: poi[1] * MIN } } : {}),
  };
}

const PROP_OPP = [
  { id: 'proposition', label: 'Proposition' },
  { id: 'opposition', label: 'Opposition' },
];

function numberedPositions(
  side: 'prop' | 'opp' | 'pro' | 'con',
  sideId: string,
  sideLabel: string,
  count: number,
): FormatPosition[] {
  const ordinals = ['First', 'Second', 'Third'];
  return Array.from({ length: count }, (_, i) => ({
    id: `${side}-${i + 1}`,
    label: `${ordinals[i]} ${sideLabel}`,
    side: sideId,
  }));
}

// SDC house format for everyday civic debates, modelled on World Schools with
// shorter speeches: two speakers a side, then replies by the first speakers
// (opposition first), POIs in the unprotected middle of constructive speeches.
// Source: SDC house rules (docs/formats.md), after the WSDC Debate Rules (2021).
const standard: DebateFormat = {
  id: 'standard',
  label: FORMAT_LABELS.standard,
  summary: 'Two sides of two speakers: four 5-minute speeches, then short replies. Our everyday civic format, easy to learn.',
  source: 'SDC house rules (docs/formats.md), modelled on the World Schools Debating Championships Debate Rules (2021)',
  sides: PROP_OPP,
  positions: [
    ...numberedPositions('prop', 'proposition', 'Proposition', 2),
    ...numberedPositions('opp', 'opposition', 'Opposition', 2),
  ],
  // With two speakers: the first speeches and both replies.
  speakerCounts: [2, 4],
  positionOrder: ['prop-1', 'opp-1', 'prop-2', 'opp-2'],
  speeches: [
    speech('prop-1', 'First Proposition', '1st Prop', 'constructive', 5, 'proposition', ['prop-1'], [1, 4]),
    speech('opp-1', 'First Opposition', '1st Opp', 'constructive', 5, 'opposition', ['opp-1'], [1, 4]),
    speech('prop-2', 'Second Proposition', '2nd Prop', 'constructive', 5, 'proposition', ['prop-2'], [1, 4]),
    speech('opp-2', 'Second Opposition', '2nd Opp', 'constructive', 5, 'opposition', ['opp-2'], [1, 4]),
    speech('opp-reply', 'Opposition Reply', 'Opp Reply', 'reply', 3, 'opposition', ['opp-1']),
    speech('prop-reply', 'Proposition Reply', 'Prop Reply', 'reply', 3, 'proposition', ['prop-1']),
  ],
  prep: { mode: 'block', seconds: 5 * MIN },
  protectedSeconds: MIN,
  ballot: {
    kind: 'sides',
    speakerScore: { min: 60, max: 80, step: 1 },
    replyScore: { min: 30, max: 40, step: 0.5 },
    allowsLowPointWin: false,
  },
  suitedTypes: ['quick', 'practice'],
};

// Oxford-style: two speakers a side alternating 7-minute speeches, POIs outside
// the first and last minute, no reply speeches.
// Source: Oxford Union, Rules of the Oxford Intervarsity Debating Competition
// (speech length and protected time as in the Union's competition rules).
const oxford: DebateFormat = {
  id: 'oxford',
  label: FORMAT_LABELS.oxford,
  summary: 'Two sides of two speakers alternate 7-minute speeches, with points of information after the first minute.',
  source: 'Oxford Union, Rules of the Oxford Intervarsity Debating Competition',
  sides: PROP_OPP,
  positions: [
    ...numberedPositions('prop', 'proposition', 'Proposition', 2),
    ...numberedPositions('opp', 'opposition', 'Opposition', 2),
  ],
  // With two speakers: one speech a side.
  speakerCounts: [2, 4],
  positionOrder: ['prop-1', 'opp-1', 'prop-2', 'opp-2'],
  speeches: [
    speech('prop-1', 'First Proposition', '1st Prop', 'constructive', 7, 'proposition', ['prop-1'], [1, 6]),
    speech('opp-1', 'First Opposition', '1st Opp', 'constructive', 7, 'opposition', ['opp-1'], [1, 6]),
    speech('prop-2', 'Second Proposition', '2nd Prop', 'constructive', 7, 'proposition', ['prop-2'], [1, 6]),
    speech('opp-2', 'Second Opposition', '2nd Opp', 'constructive', 7, 'opposition', ['opp-2'], [1, 6]),
  ],
  prep: { mode: 'none' },
  protectedSeconds: MIN,
  ballot: { kind: 'sides', speakerScore: { min: 50, max: 100, step: 1 }, allowsLowPointWin: false },
  suitedTypes: ['quick', 'practice'],
};

// British Parliamentary: four teams of two, eight 7-minute speeches, POIs only
// between minute 1 and minute 6, 15 minutes of preparation, teams ranked 1st–4th,
// speaker scores 50–100.
// Source: World Universities Debating Championship, WUDC Debating & Judging Manual (2023).
const parliamentary: DebateFormat = {
  id: 'parliamentary',
  label: FORMAT_LABELS.parliamentary,
  summary:
    'Four teams of two — two on each side of the house — give eight 7-minute speeches; the judges rank the teams 1st to 4th.',
  source: 'World Universities Debating Championship, WUDC Debating & Judging Manual (2023)',
  sides: [
    { id: 'og', label: 'Opening Government' },
    { id: 'oo', label: 'Opening Opposition' },
    { id: 'cg', label: 'Closing Government' },
    { id: 'co', label: 'Closing Opposition' },
  ],
  positions: [
    { id: 'pm', label: 'Prime Minister', side: 'og' },
    { id: 'dpm', label: 'Deputy Prime Minister', side: 'og' },
    { id: 'lo', label: 'Leader of the Opposition', side: 'oo' },
    { id: 'dlo', label: 'Deputy Leader of the Opposition', side: 'oo' },
    { id: 'mg', label: 'Member of the Government', side: 'cg' },
    { id: 'gw', label: 'Government Whip', side: 'cg' },
    { id: 'mo', label: 'Member of the Opposition', side: 'co' },
    { id: 'ow', label: 'Opposition Whip', side: 'co' },
  ],
  // With four speakers: the opening half (OG against OO), as in a half-room round.
  speakerCounts: [4, 8],
  positionOrder: ['pm', 'lo', 'dpm', 'dlo', 'mg', 'mo', 'gw', 'ow'],
  speeches: [
    speech('pm', 'Prime Minister', 'PM', 'constructive', 7, 'og', ['pm'], [1, 6]),
    speech('lo', 'Leader of the Opposition', 'LO', 'constructive', 7, 'oo', ['lo'], [1, 6]),
    speech('dpm', 'Deputy Prime Minister', 'DPM', 'constructive', 7, 'og', ['dpm'], [1, 6]),
    speech('dlo', 'Deputy Leader of the Opposition', 'DLO', 'constructive', 7, 'oo', ['dlo'], [1, 6]),
    speech('mg', 'Member of the Government', 'MG', 'constructive', 7, 'cg', ['mg'], [1, 6]),
    speech('mo', 'Member of the Opposition', 'MO', 'constructive', 7, 'co', ['mo'], [1, 6]),
    speech('gw', 'Government Whip', 'GW', 'summary', 7, 'cg', ['gw'], [1, 6]),
    speech('ow', 'Opposition Whip', 'OW', 'summary', 7, 'co', ['ow'], [1, 6]),
  ],
  prep: { mode: 'block', seconds: 15 * MIN },
  protectedSeconds: MIN,
  ballot: { kind: 'ranks', speakerScore: { min: 50, max: 100, step: 1 } },
  suitedTypes: ['competitive', 'practice'],
};

// Lincoln-Douglas: one debater a side; AC 6, CX 3, NC 7, CX 3, 1AR 4, NR 6,
// 2AR 3; 4 minutes of preparation each; speaker points 25–30 in tenths; the
// judge may give a low-point win.
// Source: National Speech & Debate Association, High School Unified Manual (2024–2025), Lincoln-Douglas Debate.
const lincolnDouglas: DebateFormat = {
  id: 'lincoln-douglas',
  label: FORMAT_LABELS['lincoln-douglas'],
  summary: 'One-on-one value debate: constructives, cross-examinations and rebuttals, with 4 minutes of preparation each.',
  source: 'National Speech & Debate Association, High School Unified Manual (2024–2025), Lincoln-Douglas Debate',
  sides: [
    { id: 'affirmative', label: 'Affirmative' },
    { id: 'negative', label: 'Negative' },
  ],
  positions: [
    { id: 'aff', label: 'Affirmative', side: 'affirmative' },
    { id: 'neg', label: 'Negative', side: 'negative' },
  ],
  speakerCounts: [2],
  positionOrder: ['aff', 'neg'],
  speeches: [
    speech('ac', 'Affirmative Constructive', 'AC', 'constructive', 6, 'affirmative', ['aff']),
    speech('cx-neg', 'Cross-Examination by the Negative', 'CX', 'cross-examination', 3, 'negative', ['neg', 'aff']),
    speech('nc', 'Negative Constructive', 'NC', 'constructive', 7, 'negative', ['neg']),
    speech('cx-aff', 'Cross-Examination by the Affirmative', 'CX', 'cross-examination', 3, 'affirmative', ['aff', 'neg']),
    speech('1ar', 'First Affirmative Rebuttal', '1AR', 'rebuttal', 4, 'affirmative', ['aff']),
    speech('nr', 'Negative Rebuttal', 'NR', 'rebuttal', 6, 'negative', ['neg']),
    speech('2ar', 'Second Affirmative Rebuttal', '2AR', 'rebuttal', 3, 'affirmative', ['aff']),
  ],
  prep: { mode: 'pool', secondsPerSide: 4 * MIN },
  ballot: { kind: 'sides', speakerScore: { min: 25, max: 30, step: 0.1 }, allowsLowPointWin: true },
  suitedTypes: ['competitive', 'practice'],
};

// Policy (cross-examination debate): two a side; four 8-minute constructives
// each followed by 3 minutes of cross-examination by the speaker's opponent
// (1AC by 2N, 1NC by 1A, 2AC by 1N, 2NC by 2A), then four 5-minute rebuttals;
// 8 minutes of preparation per side; speaker points 25–30 in tenths; low-point wins allowed.
// Source: National Speech & Debate Association, High School Unified Manual (2024–2025), Policy Debate.
const policy: DebateFormat = {
  id: 'policy',
  label: FORMAT_LABELS.policy,
  summary: 'Two teams of two test a plan: 8-minute constructives with cross-examination, then 5-minute rebuttals.',
  source: 'National Speech & Debate Association, High School Unified Manual (2024–2025), Policy Debate',
  sides: [
    { id: 'affirmative', label: 'Affirmative' },
    { id: 'negative', label: 'Negative' },
  ],
  positions: [
    { id: '1a', label: 'First Affirmative', side: 'affirmative' },
    { id: '2a', label: 'Second Affirmative', side: 'affirmative' },
    { id: '1n', label: 'First Negative', side: 'negative' },
    { id: '2n', label: 'Second Negative', side: 'negative' },
  ],
  // Every speaker gives a constructive and is cross-examined: no smaller debate.
  speakerCounts: [4],
  positionOrder: ['1a', '1n', '2a', '2n'],
  speeches: [
    speech('1ac', 'First Affirmative Constructive', '1AC', 'constructive', 8, 'affirmative', ['1a']),
    speech('cx-1ac', 'Cross-Examination of 1A by 2N', 'CX', 'cross-examination', 3, 'negative', ['2n', '1a']),
    speech('1nc', 'First Negative Constructive', '1NC', 'constructive', 8, 'negative', ['1n']),
    speech('cx-1nc', 'Cross-Examination of 1N by 1A', 'CX', 'cross-examination', 3, 'affirmative', ['1a', '1n']),
    speech('2ac', 'Second Affirmative Constructive', '2AC', 'constructive', 8, 'affirmative', ['2a']),
    speech('cx-2ac', 'Cross-Examination of 2A by 1N', 'CX', 'cross-examination', 3, 'negative', ['1n', '2a']),
    speech('2nc', 'Second Negative Constructive', '2NC', 'constructive', 8, 'negative', ['2n']),
    speech('cx-2nc', 'Cross-Examination of 2N by 2A', 'CX', 'cross-examination', 3, 'affirmative', ['2a', '2n']),
    speech('1nr', 'First Negative Rebuttal', '1NR', 'rebuttal', 5, 'negative', ['1n']),
    speech('1ar', 'First Affirmative Rebuttal', '1AR', 'rebuttal', 5, 'affirmative', ['1a']),
    speech('2nr', 'Second Negative Rebuttal', '2NR', 'rebuttal', 5, 'negative', ['2n']),
    speech('2ar', 'Second Affirmative Rebuttal', '2AR', 'rebuttal', 5, 'affirmative', ['2a']),
  ],
  prep: { mode: 'pool', secondsPerSide: 8 * MIN },
  ballot: { kind: 'sides', speakerScore: { min: 25, max: 30, step: 0.1 }, allowsLowPointWin: true },
  suitedTypes: ['competitive'],
};

// World Schools: three speakers a side give 8-minute speeches, POIs between
// minute 1 and minute 7; then 4-minute replies by the first or second speaker,
// opposition first; one hour of preparation for impromptu motions; speaker
// scores 60–80 and reply scores 30–40 in half points; no low-point wins.
// Source: World Schools Debating Championships, WSDC Debate Rules (2021). We
// give the reply to the first speaker (the rules allow the first or second).
const worldSchools: DebateFormat = {
  id: 'world-schools',
  label: FORMAT_LABELS['world-schools'],
  summary: 'Two teams of three give 8-minute speeches and 4-minute replies; the judges weigh style, content and strategy.',
  source: 'World Schools Debating Championships, WSDC Debate Rules (2021)',
  sides: PROP_OPP,
  positions: [
    ...numberedPositions('prop', 'proposition', 'Proposition', 3),
    ...numberedPositions('opp', 'opposition', 'Opposition', 3),
  ],
  // The rules make a team three speakers; a smaller debate is the Standard format.
  speakerCounts: [6],
  positionOrder: ['prop-1', 'opp-1', 'prop-2', 'opp-2', 'prop-3', 'opp-3'],
  speeches: [
    speech('prop-1', 'First Proposition', '1st Prop', 'constructive', 8, 'proposition', ['prop-1'], [1, 7]),
    speech('opp-1', 'First Opposition', '1st Opp', 'constructive', 8, 'opposition', ['opp-1'], [1, 7]),
    speech('prop-2', 'Second Proposition', '2nd Prop', 'constructive', 8, 'proposition', ['prop-2'], [1, 7]),
    speech('opp-2', 'Second Opposition', '2nd Opp', 'constructive', 8, 'opposition', ['opp-2'], [1, 7]),
    speech('prop-3', 'Third Proposition', '3rd Prop', 'rebuttal', 8, 'proposition', ['prop-3'], [1, 7]),
    speech('opp-3', 'Third Opposition', '3rd Opp', 'rebuttal', 8, 'opposition', ['opp-3'], [1, 7]),
    speech('opp-reply', 'Opposition Reply', 'Opp Reply', 'reply', 4, 'opposition', ['opp-1']),
    speech('prop-reply', 'Proposition Reply', 'Prop Reply', 'reply', 4, 'proposition', ['prop-1']),
  ],
  prep: { mode: 'block', seconds: 60 * MIN },
  protectedSeconds: MIN,
  ballot: {
    kind: 'sides',
    speakerScore: { min: 60, max: 80, step: 0.5 },
    replyScore: { min: 30, max: 40, step: 0.5 },
    allowsLowPointWin: false,
  },
  suitedTypes: ['competitive', 'practice'],
};

// Public Forum: two teams of two (pro and con); the coin toss decides who
// speaks first — we list pro first. Constructive 4/4, crossfire 3 (first
// speakers), rebuttal 4/4, crossfire 3 (second speakers), summary 3/3, grand
// crossfire 3 (all four), final focus 2/2; 3 minutes of preparation per team;
// speaker points 25–30 in tenths; low-point wins allowed.
// Source: National Speech & Debate Association, High School Unified Manual (2024–2025), Public Forum Debate.
const publicForum: DebateFormat = {
  id: 'public-forum',
  label: FORMAT_LABELS['public-forum'],
  summary: 'Two teams of two argue a current-events resolution for a lay audience, with crossfires between the speeches.',
  source: 'National Speech & Debate Association, High School Unified Manual (2024–2025), Public Forum Debate',
  sides: [
    { id: 'pro', label: 'Pro' },
    { id: 'con', label: 'Con' },
  ],
  positions: [...numberedPositions('pro', 'pro', 'Pro', 2), ...numberedPositions('con', 'con', 'Con', 2)],
  // The grand crossfire needs all four, and each speaker has two speeches: no smaller debate.
  speakerCounts: [4],
  positionOrder: ['pro-1', 'con-1', 'pro-2', 'con-2'],
  speeches: [
    speech('pro-constructive', 'Pro Constructive', 'Pro C', 'constructive', 4, 'pro', ['pro-1']),
    speech('con-constructive', 'Con Constructive', 'Con C', 'constructive', 4, 'con', ['con-1']),
    speech('crossfire-1', 'Crossfire', 'CF', 'crossfire', 3, null, ['pro-1', 'con-1']),
    speech('pro-rebuttal', 'Pro Rebuttal', 'Pro R', 'rebuttal', 4, 'pro', ['pro-2']),
    speech('con-rebuttal', 'Con Rebuttal', 'Con R', 'rebuttal', 4, 'con', ['con-2']),
    speech('crossfire-2', 'Crossfire', 'CF', 'crossfire', 3, null, ['pro-2', 'con-2']),
    speech('pro-summary', 'Pro Summary', 'Pro S', 'summary', 3, 'pro', ['pro-1']),
    speech('con-summary', 'Con Summary', 'Con S', 'summary', 3, 'con', ['con-1']),
    speech('grand-crossfire', 'Grand Crossfire', 'GCF', 'crossfire', 3, null, ['pro-1', 'pro-2', 'con-1', 'con-2']),
    speech('pro-final-focus', 'Pro Final Focus', 'Pro FF', 'final-focus', 2, 'pro', ['pro-2']),
    speech('con-final-focus', 'Con Final Focus', 'Con FF', 'final-focus', 2, 'con', ['con-2']),
  ],
  prep: { mode: 'pool', secondsPerSide: 3 * MIN },
  ballot: { kind: 'sides', speakerScore: { min: 25, max: 30, step: 0.1 }, allowsLowPointWin: true },
  suitedTypes: ['competitive', 'practice'],
};

export const DEBATE_FORMATS: readonly DebateFormat[] = [
  standard,
  oxford,
  parliamentary,
  lincolnDouglas,
  policy,
  worldSchools,
  publicForum,
];

export { FORMAT_IDS };

export function isFormatId(id: string): id is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(id);
}

export function getFormat(id: string): DebateFormat | undefined {
  return DEBATE_FORMATS.find((format) => format.id === id);
}

export function formatSpeakingSeconds(format: DebateFormat): number {
  return format.speeches.reduce((sum, s) => sum + s.seconds, 0);
}

/** A minute between speeches for the changeover (the next speaker stands, the chair announces). */
const CHANGEOVER_SECONDS = MIN;

/**
 * How long a debate in this format takes from its start time: speaking time,
 * every side's preparation pool, and a minute's changeover between speeches,
 * rounded up to 5 minutes. A preparation block is not counted: it runs before
 * the start (the motion is released that long before; the chair may open the
 * room up to an hour early for it).
 */
export function formatPlannedMinutes(format: DebateFormat): number {
  const pools = format.prep.mode === 'pool' ? format.prep.secondsPerSide * format.sides.length : 0;
  const changeovers = Math.max(0, format.speeches.length - 1) * CHANGEOVER_SECONDS;
  const minutes = (formatSpeakingSeconds(format) + pools + changeovers) / MIN;
  return Math.ceil(minutes / 5) * 5;
}

export function positionById(format: DebateFormat, id: string): FormatPosition | undefined {
  return format.positions.find((position) => position.id === id);
}

export function positionsOfSide(format: DebateFormat, sideId: string): FormatPosition[] {
  return format.positions.filter((position) => position.side === sideId);
}

/** Whether a format's planned length fits a debate type's duration (spec section 1); the form warns when not. */
export function formatFitsDebateType(format: DebateFormat, typeId: string): { fits: boolean; message?: string } {
  const type = DEBATE_TYPES.find((t) => t.id === typeId);
  if (!type) return { fits: true };
  const minutes = formatPlannedMinutes(format);
  if (minutes <= type.minutes.max) return { fits: true };
  return {
    fits: false,
    message: `${format.label} takes about ${minutes} minutes; a ${type.label} debate lasts ${type.duration}.`,
  };
}
