// Which of a format's positions and speeches a debate uses. The creator chooses
// how many speak (debates.max_participants, one of the format's speakerCounts);
// a debate with n speakers uses the first n positions of the format's
// positionOrder, and gives the speeches whose speakers are all among them.
// When the room opens, a speech whose position nobody holds is skipped, and the
// running order says so. The server (joining, the room) and the web (the form,
// the join card, the room) all ask these functions; docs/formats.md.
import type { DebateFormat, FormatPosition, FormatSpeech } from './format-types.ts';

/** Whether the format runs with this many speakers. */
export function isSpeakerCountAllowed(format: DebateFormat, count: number): boolean {
  return format.speakerCounts.includes(count);
}

/** "2 or 4", "4", "2, 4 or 6". */
export function speakerCountsText(format: DebateFormat): string {
  return listText(format.speakerCounts.map(String), 'or');
}

/** Why a speaker count does not fit the format ("Oxford runs with 2 or 4 speakers."), or null when it does. */
export function speakerCountProblem(format: DebateFormat, count: number): string | null {
  if (isSpeakerCountAllowed(format, count)) return null;
  return `${format.label} runs with ${speakerCountsText(format)} speakers.`;
}

/**
 * The positions a debate with `speakingPlaces` speakers uses, in the order the
 * format fills them. A count the format does not offer (a debate saved before
 * counts were checked) still gets the first `speakingPlaces` positions.
 */
export function positionsInUse(format: DebateFormat, speakingPlaces: number): FormatPosition[] {
  const count = Math.max(0, Math.min(speakingPlaces, format.positionOrder.length));
  return format.positionOrder
    .slice(0, count)
    .map((id) => format.positions.find((position) => position.id === id))
    .filter((position): position is FormatPosition => position !== undefined);
}

/** Whether a position is one a debate with `speakingPlaces` speakers uses. */
export function isPositionInUse(format: DebateFormat, speakingPlaces: number, positionId: string): boolean {
  return positionsInUse(format, speakingPlaces).some((position) => position.id === positionId);
}

/** The speeches given by the positions in use: each speech whose speakers are all among them, in the format's order. */
export function speechesInUse(format: DebateFormat, speakingPlaces: number): FormatSpeech[] {
  const inUse = new Set(positionsInUse(format, speakingPlaces).map((position) => position.id));
  return format.speeches.filter((speech) => speech.speakers.every((id) => inUse.has(id)));
}

/** "First Proposition and First Opposition"; "A, B and C". */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** For the create form: "With 2 speakers: First Proposition and First Opposition." */
export function positionsInUseText(format: DebateFormat, speakingPlaces: number): string {
  const positions = positionsInUse(format, speakingPlaces);
  if (positions.length === format.positions.length) {
    return `With ${positions.length} speakers: every position of ${format.label}.`;
  }
  return `With ${positions.length} ${positions.length === 1 ? 'speaker' : 'speakers'}: ${listText(positions.map((p) => p.label))}.`;
}

/** One speech of a debate's running order: given, or skipped because a position in use has nobody in it. */
export interface ScheduledSpeech {
  speech: FormatSpeech;
  skipped: boolean;
  /** The speech's positions nobody holds (for "Skipped — no speaker in First Proposition"). */
  emptyPositions: FormatPosition[];
}

/**
 * The running order of a debate: the speeches of the positions in use, each
 * given or skipped. A speech is skipped when one of its positions is empty —
 * or, once the room is open, when it is not among `speechIds`, the speeches
 * fixed when the chair opened the room (a speaker cannot join or leave after).
 */
export function debateSchedule(
  format: DebateFormat,
  speakingPlaces: number,
  heldPositionIds: Iterable<string>,
  speechIds?: readonly string[],
): ScheduledSpeech[] {
  const held = new Set(heldPositionIds);
  return speechesInUse(format, speakingPlaces).map((speech) => {
    const emptyIds = speech.speakers.filter((id) => !held.has(id));
    const skipped = speechIds ? !speechIds.includes(speech.id) : emptyIds.length > 0;
    // A skipped speech names its empty positions; if everyone has since turned up, it names all of its speakers.
    const named = skipped ? (emptyIds.length ? emptyIds : speech.speakers) : [];
    return {
      speech,
      skipped,
      emptyPositions: named
        .map((id) => format.positions.find((position) => position.id === id))
        .filter((position): position is FormatPosition => position !== undefined),
    };
  });
}

/** "Skipped — no speaker in First Proposition". */
export function skippedSpeechText(entry: ScheduledSpeech): string {
  return `Skipped — no speaker in ${listText(entry.emptyPositions.map((position) => position.label))}`;
}

/** The ids of the speeches a schedule gives (the room's timer runs these, in order). */
export function givenSpeechIds(schedule: readonly ScheduledSpeech[]): string[] {
  return schedule.filter((entry) => !entry.skipped).map((entry) => entry.speech.id);
}

/**
 * The format as the room's timer runs it: only the speeches fixed when the room
 * opened. Without `speechIds` (a room opened before they were kept) the format's
 * every speech, as then.
 */
export function formatForTimer(format: DebateFormat, speechIds: readonly string[] | undefined): DebateFormat {
  if (!speechIds) return format;
  return { ...format, speeches: format.speeches.filter((speech) => speechIds.includes(speech.id)) };
}
