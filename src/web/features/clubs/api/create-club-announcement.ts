// Sends an announcement (owners, officers, admins), which mails every other member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubAnnouncementInput, ClubAnnouncementView } from '#shared/clubs/contract.ts';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { clubKeys } from './clubs-keys.ts';

export function createClubAnnouncement(clubId: string, input: ClubAnnouncementInput): Promise<ClubAnnouncementView> {
  return callOperation(clubsApi.createClubAnnouncement, { params: { id: clubId }, body: input });
}

export function useCreateClubAnnouncement(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubAnnouncementInput) => createClubAnnouncement(clubId, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubKeys.announcements(clubId) }),
  });
}
