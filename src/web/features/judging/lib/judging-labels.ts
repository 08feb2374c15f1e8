// How judging ids read on screen: panel positions, formats and debate types.
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { JUDGE_POSITION_LABELS } from '#shared/judging/contract.ts';
import { labelFor } from '#web/components/labels.ts';

const DEBATE_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(DEBATE_TYPES.map((t) => [t.id, t.label]));

export const positionLabel = (position: string) => labelFor(JUDGE_POSITION_LABELS, position);
export const formatName = (format: string) => labelFor(FORMAT_LABELS, format);
export const debateTypeName = (type: string) => labelFor(DEBATE_TYPE_LABELS, type);

/** "Chair, Panellist" — or a word for none. */
export function positionsText(positions: readonly string[], none = 'Panel full'): string {
  return positions.length ? positions.map(positionLabel).join(', ') : none;
}
