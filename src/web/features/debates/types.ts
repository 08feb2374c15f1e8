// The debate shapes the API sends (src/shared/debates/contract.ts); instants are ISO strings.
import type { DebateDetailView, DebateParticipantView, DebateSummaryView } from '#shared/debates/contract.ts';

export type DebateSummary = DebateSummaryView;
export type DebateParticipant = DebateParticipantView;
export type Debate = DebateDetailView;
export type MyDebate = DebateSummaryView & { myRole: string };
