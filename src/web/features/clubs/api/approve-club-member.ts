// Approves a request to join: owners, officers and admins.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

/** Answers with the club's active members, the approved one included. */
export async function approveClubMember(clubId: string, userId: string): Promise<ClubMember[]> {
  return (await callOperation(clubsApi.approveClubMember, { params: { id: clubId, userId } })).items;
}

export const useApproveClubMember = (clubId: string) =>
  useClubMutation(clubId, (userId: string) => approveClubMember(clubId, userId));
