// A tab director confirms a drawn debate's result; over conflicting ballots
// only with `acknowledgeConflict` (the server answers 409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tabKeys } from './tournament-tab-keys.ts';

export function confirmTournamentResult(id: string, drawDebateId: string, acknowledgeConflict: boolean) {
  return callOperation(tabApi.confirmTournamentResult, { params: { id, drawDebateId }, body: { acknowledgeConflict } });
}

export function useConfirmTournamentResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drawDebateId, acknowledgeConflict }: { drawDebateId: string; acknowledgeConflict: boolean }) =>
      confirmTournamentResult(id, drawDebateId, acknowledgeConflict),
    retry: false,
    // A result moves the standings, the break and the tab: everything under the tab's key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabKeys.all(id) }),
  });
}
