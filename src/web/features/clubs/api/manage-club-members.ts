// Managing members: approving a request (owners, officers, admins), declining a
// request or removing a member (DELETE), and changing a role (owners, admins).
import type { ClubRole } from '#shared/clubs/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useClubMutation } from './club-mutation.ts';

const memberPath = (clubId: string, userId: string) =>
  `/api/clubs/${encodeURIComponent(clubId)}/members/${encodeURIComponent(userId)}`;

export function approveClubMember(clubId: string, userId: string): Promise<unknown> {
  return apiRequest(`${memberPath(clubId, userId)}/approve`, { method: 'POST' });
}

export function removeClubMember(clubId: string, userId: string): Promise<void> {
  return apiRequest<void>(memberPath(clubId, userId), { method: 'DELETE' });
}

export function changeClubMemberRole(clubId: string, userId: string, role: ClubRole): Promise<unknown> {
  return apiRequest(memberPath(clubId, userId), { method: 'PATCH', body: { role } });
}

export const useApproveClubMember = (clubId: string) =>
  useClubMutation(clubId, (userId: string) => approveClubMember(clubId, userId));
export const useRemoveClubMember = (clubId: string) =>
  useClubMutation(clubId, (userId: string) => removeClubMember(clubId, userId));
export const useChangeClubMemberRole = (clubId: string) =>
  useClubMutation(clubId, ({ userId, role }: { userId: string; role: ClubRole }) => changeClubMemberRole(clubId, userId, role));
