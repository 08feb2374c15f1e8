// The club shapes the API sends, under the names the clubs feature uses; each is
// defined once, as a schema, in src/shared/clubs/contract.ts.
import type { ClubDetailView, ClubMemberView, ClubView } from '#shared/clubs/contract.ts';

export type Club = ClubView;
export type ClubDetail = ClubDetailView;
export type ClubMember = ClubMemberView;
