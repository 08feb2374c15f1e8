// How debate ids read on screen: formats, the three debate types of the help
// content (spec section 1), statuses and positions (from the format).
import { humanizeId, labelFor } from '#web/components/labels.ts';
import { DEBATE_TYPES as SHARED_DEBATE_TYPES } from '#shared/debates/types.ts';
import { FORMAT_LABELS as SHARED_FORMAT_LABELS } from '#shared/formats/format-labels.ts';

export const FORMAT_LABELS: Readonly<Record<string, string>> = SHARED_FORMAT_LABELS;

export const formatLabel = (format: string) => labelFor(FORMAT_LABELS, format);

export type DebateTypeInfo = (typeof SHARED_DEBATE_TYPES)[number];

/** The debate types of spec section 1 by id (defined once in src/shared). */
export const DEBATE_TYPES: Readonly<Record<string, DebateTypeInfo>> = Object.fromEntries(
  SHARED_DEBATE_TYPES.map((type) => [type.id, type]),
);

export function debateTypeLabel(type: string): string {
  return Object.hasOwn(DEBATE_TYPES, type) ? (DEBATE_TYPES[type] as DebateTypeInfo).label : humanizeId(type);
}

export type StatusTone = 'brand' | 'danger' | 'neutral' | 'warning';

export const DEBATE_STATUSES: Readonly<Record<string, { label: string; tone: StatusTone }>> = {
  scheduled: { label: 'Scheduled', tone: 'brand' },
  live: { label: 'Live', tone: 'danger' },
  finished: { label: 'Finished', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};

export function debateStatus(status: string): { label: string; tone: StatusTone } {
  return Object.hasOwn(DEBATE_STATUSES, status)
    ? (DEBATE_STATUSES[status] as { label: string; tone: StatusTone })
    : { label: humanizeId(status), tone: 'neutral' };
}

/** Open speaking places: the maximum less the speakers who have joined, never below zero. */
export function placesLeft(debate: { speakerCount: number; maxParticipants: number }): number {
  return Math.max(0, debate.maxParticipants - debate.speakerCount);
}

/**
 * The Places line of a debate: "1 of 4 speakers · 3 open" while it is
 * scheduled; once under way only the audience can still join (the server
 * takes no speaker then), and once over nobody.
 */
export function placesText(debate: { speakerCount: number; maxParticipants: number; status: string }): string {
  const speakers = `${debate.speakerCount} of ${debate.maxParticipants} speakers`;
  if (debate.status === 'live') return `${speakers} · only audience places open`;
  if (debate.status !== 'scheduled') return speakers;
  const open = placesLeft(debate);
  return `${speakers} · ${open ? `${open} open` : 'full'}`;
}
