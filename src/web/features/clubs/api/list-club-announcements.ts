// A club's announcements: for active members and admins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { clubKeys } from './clubs-keys.ts';

export function clubAnnouncementsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: clubKeys.announcements(clubId),
    queryFn: async ({ signal }) =>
      (await callOperation(clubsApi.listClubAnnouncements, { params: { id: clubId } }, signal)).items,
  });
}

export function useClubAnnouncements(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubAnnouncementsQueryOptions(clubId), enabled });
}
