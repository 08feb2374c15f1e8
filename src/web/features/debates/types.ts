// The debate shapes the API sends, under the names the debates feature uses; each
// is defined once, as a schema, in src/shared/debates/contract.ts.
import type { DebateDetailView, DebateParticipantView, DebateSummaryView, MyDebateView } from '#shared/debates/contract.ts';

export type DebateSummary = DebateSummaryView;
export type DebateParticipant = DebateParticipantView;
export type Debate = DebateDetailView;
export type MyDebate = MyDebateView;
