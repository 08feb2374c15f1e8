// A club's announcements: the list (active members, admins) and sending one
// (owners, officers, admins), which mails every other member.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubAnnouncementInput, ClubAnnouncementView } from '#shared/clubs/contract.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

const path = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/announcements`;

export function clubAnnouncementsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ['clubs', 'detail', clubId, 'announcements'],
    queryFn: async ({ signal }) => (await apiGet<{ items: ClubAnnouncementView[] }>(path(clubId), undefined, signal)).items,
  });
}

export function useClubAnnouncements(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubAnnouncementsQueryOptions(clubId), enabled });
}

export function createClubAnnouncement(clubId: string, input: ClubAnnouncementInput): Promise<ClubAnnouncementView> {
  return apiRequest<ClubAnnouncementView>(path(clubId), { method: 'POST', body: input });
}

export function useCreateClubAnnouncement(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubAnnouncementInput) => createClubAnnouncement(clubId, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubAnnouncementsQueryOptions(clubId).queryKey }),
  });
}
