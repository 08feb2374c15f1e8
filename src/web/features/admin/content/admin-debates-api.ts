// The admin area's debates: the list (the public list's query), cancelling with
// a reason and deleting with the title typed; each change refreshes the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDebateQuery, CancelDebateAdminInput, DeleteDebateAdminInput } from '#shared/admin/content/contract.ts';
import * as contentApi from '#shared/admin/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

/** The list's filters as the URL holds them; absent ones default on the server. */
export type AdminDebateParams = Partial<AdminDebateQuery>;

export const adminDebateKeys = {
  all: ['admin', 'debates'] as const,
  list: (params: AdminDebateParams) => [...adminDebateKeys.all, 'list', params] as const,
};

export function useAdminDebates(params: AdminDebateParams) {
  return useQuery({
    queryKey: adminDebateKeys.list(params),
    queryFn: ({ signal }) => callOperation(contentApi.listAdminDebates, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCancelAdminDebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelDebateAdminInput }) =>
      callOperation(contentApi.cancelAdminDebate, { params: { id }, body: input }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminDebateKeys.all }),
  });
}

export function useDeleteAdminDebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeleteDebateAdminInput }) =>
      callOperation(contentApi.deleteAdminDebate, { params: { id }, body: input }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminDebateKeys.all }),
  });
}
