// The club shapes the API sends (src/shared/clubs/contract.ts, src/server/modules/clubs); instants are ISO strings.
import type { ClubDetailView, ClubMemberView, ClubView } from '#shared/clubs/contract.ts';

export type Club = ClubView;
export type ClubDetail = ClubDetailView;

/** A member as listed; the role is owner, officer or member (kept a string so older data still shows). */
export type ClubMember = Omit<ClubMemberView, 'role' | 'status'> & { role: string; status?: string };
