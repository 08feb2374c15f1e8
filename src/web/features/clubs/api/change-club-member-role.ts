// Changes a member's role: owners and admins.
import type { ClubRole } from '#shared/clubs/contract.ts';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function changeClubMemberRole(clubId: string, userId: string, role: ClubRole): Promise<ClubMember> {
  return callOperation(clubsApi.changeClubMemberRole, { params: { id: clubId, userId }, body: { role } });
}

export const useChangeClubMemberRole = (clubId: string) =>
  useClubMutation(clubId, ({ userId, role }: { userId: string; role: ClubRole }) => changeClubMemberRole(clubId, userId, role));
