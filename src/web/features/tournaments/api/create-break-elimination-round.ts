// Draws a break category's next elimination round as a draft (managers): the
// first from the confirmed break, each later one from the last one's results.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function createEliminationRound(id: string, categoryId: string) {
  return callOperation(tabApi.createEliminationRound, { params: { id }, body: { categoryId } });
}

export function useCreateEliminationRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => createEliminationRound(id, categoryId),
    retry: false,
    // A new round shows on the tournament's page, its rounds and the break.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
