// How debate ids read on screen: formats, the three debate types of the help
// content (spec section 1), statuses and participant roles.
import { humanizeId, labelFor } from '#web/components/labels.ts';
import type { DebateParticipant } from '../types.ts';
import { DEBATE_TYPES as SHARED_DEBATE_TYPES } from '#shared/debate-types.ts';

export const FORMAT_LABELS: Readonly<Record<string, string>> = {
  standard: 'Standard',
  oxford: 'Oxford',
  parliamentary: 'British Parliamentary',
  'lincoln-douglas': 'Lincoln-Douglas',
  policy: 'Policy',
};

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

const ROLE_LABELS: Readonly<Record<string, string>> = {
  proposition: 'Proposition',
  opposition: 'Opposition',
  government: 'Government',
  affirmative: 'Affirmative',
  negative: 'Negative',
  judge: 'Judges',
  audience: 'Audience',
};

export const participantRoleLabel = (role: string) => labelFor(ROLE_LABELS, role);

// Speaking sides first (the side that opens before the side that answers), then
// any other position, then judges and the audience.
const ROLE_ORDER = [
  'proposition',
  'government',
  'opening-government',
  'closing-government',
  'affirmative',
  'opposition',
  'opening-opposition',
  'closing-opposition',
  'negative',
];
const LAST_ROLES = ['judge', 'audience'];

function roleRank(role: string): number {
  const early = ROLE_ORDER.indexOf(role);
  if (early >= 0) return early;
  const late = LAST_ROLES.indexOf(role);
  return late >= 0 ? ROLE_ORDER.length + 1 + late : ROLE_ORDER.length;
}

export interface ParticipantGroup {
  role: string;
  label: string;
  participants: DebateParticipant[];
}

/** Participants by role in speaking order; within a role, in the order they joined. */
export function groupParticipantsByRole(participants: readonly DebateParticipant[]): ParticipantGroup[] {
  const groups = new Map<string, DebateParticipant[]>();
  for (const participant of participants) {
    const group = groups.get(participant.role);
    if (group) group.push(participant);
    else groups.set(participant.role, [participant]);
  }
  return [...groups.entries()]
    .map(([role, members]) => ({ role, label: participantRoleLabel(role), participants: members }))
    .sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.label.localeCompare(b.label));
}

/** Open places: the maximum less everyone who has joined, never below zero. */
export function placesLeft(debate: { participantCount: number; maxParticipants: number }): number {
  return Math.max(0, debate.maxParticipants - debate.participantCount);
}
