// A tab director confirms a category's break, deciding a tie at the cut.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmBreakInput } from '#shared/tournaments/tab-contract.ts';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tabKeys } from './tournament-tab-keys.ts';

export function confirmTournamentBreak(id: string, input: ConfirmBreakInput) {
  return callOperation(tabApi.confirmTournamentBreak, { params: { id }, body: input });
}

export function useConfirmTournamentBreak(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmBreakInput) => confirmTournamentBreak(id, input),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabKeys.all(id) }),
  });
}
