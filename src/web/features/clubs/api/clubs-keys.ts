// The clubs' query keys, broadest first, shared by the clubs operations, and the
// shape of a mutation on one club: what it returns replaces the club's cached
// detail, and the lists that show the club are refreshed. A club's members,
// requests and announcements sit under its detail key, so refreshing a club
// refreshes them too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '#web/components/list-params.ts';
import type { ClubDetail } from '../types.ts';

export const clubKeys = {
  all: ['clubs'] as const,
  lists: () => [...clubKeys.all, 'list'] as const,
  list: (params: ListParams) => [...clubKeys.lists(), params] as const,
  detail: (id: string) => [...clubKeys.all, 'detail', id] as const,
  members: (id: string) => [...clubKeys.detail(id), 'members'] as const,
  requests: (id: string) => [...clubKeys.detail(id), 'requests'] as const,
  announcements: (id: string) => [...clubKeys.detail(id), 'announcements'] as const,
  mine: ['me', 'clubs'] as const,
};

export function useClubMutation<Variables, Result = unknown>(id: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'membership' in result) {
        queryClient.setQueryData(clubKeys.detail(id), result as unknown as ClubDetail);
      }
      void queryClient.invalidateQueries({ queryKey: clubKeys.all });
      void queryClient.invalidateQueries({ queryKey: clubKeys.mine });
    },
  });
}
