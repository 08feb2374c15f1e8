// The debate shapes the API sends (src/shared/debates.ts); instants are ISO strings.
import type { DebateDetailView, DebateParticipantView, DebateSummaryView } from '#shared/debates.ts';

export type DebateSummary = DebateSummaryView;
export type DebateParticipant = DebateParticipantView;
export type Debate = DebateDetailView;
export type MyDebate = DebateSummaryView & { myRole: string };
