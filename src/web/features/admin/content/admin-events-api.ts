// The admin area's events: the list (past and cancelled ones included),
// cancelling with a reason (everyone going gets the cancellation mail) and
// deleting with the title typed; each change refreshes the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEventQuery, CancelEventAdminInput, DeleteEventAdminInput } from '#shared/admin/content/contract.ts';
import * as contentApi from '#shared/admin/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

/** The list's filters as the URL holds them; absent ones default on the server. */
export type AdminEventParams = Partial<AdminEventQuery>;

export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  list: (params: AdminEventParams) => [...adminEventKeys.all, 'list', params] as const,
};

export function useAdminEvents(params: AdminEventParams) {
  return useQuery({
    queryKey: adminEventKeys.list(params),
    queryFn: ({ signal }) => callOperation(contentApi.listAdminEvents, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCancelAdminEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelEventAdminInput }) =>
      callOperation(contentApi.cancelAdminEvent, { params: { id }, body: input }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
  });
}

export function useDeleteAdminEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeleteEventAdminInput }) =>
      callOperation(contentApi.deleteAdminEvent, { params: { id }, body: input }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
  });
}
