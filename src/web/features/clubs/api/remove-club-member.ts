// Declines a request to join or removes a member: owners, officers and admins.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useClubMutation } from './clubs-keys.ts';

export function removeClubMember(clubId: string, userId: string): Promise<void> {
  return callOperation(clubsApi.removeClubMember, { params: { id: clubId, userId } });
}

export const useRemoveClubMember = (clubId: string) =>
  useClubMutation(clubId, (userId: string) => removeClubMember(clubId, userId));
