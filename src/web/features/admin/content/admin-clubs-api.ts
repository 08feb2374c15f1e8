// The admin area's clubs: the list (public and private, with counts) and
// deleting with the name typed; a deletion refreshes the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClubQuery, DeleteClubAdminInput } from '#shared/admin/content/contract.ts';
import * as contentApi from '#shared/admin/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

/** The list's filters as the URL holds them; absent ones default on the server. */
export type AdminClubParams = Partial<AdminClubQuery>;

export const adminClubKeys = {
  all: ['admin', 'clubs'] as const,
  list: (params: AdminClubParams) => [...adminClubKeys.all, 'list', params] as const,
};

export function useAdminClubs(params: AdminClubParams) {
  return useQuery({
    queryKey: adminClubKeys.list(params),
    queryFn: ({ signal }) => callOperation(contentApi.listAdminClubs, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteAdminClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeleteClubAdminInput }) =>
      callOperation(contentApi.deleteAdminClub, { params: { id }, body: input }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminClubKeys.all }),
  });
}
