// Removes a conflict; the next allocation may seat the two together again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentConflictsKey } from './list-tournament-conflicts.ts';

export function removeTournamentConflict(id: string, conflictId: string): Promise<{ removed: boolean }> {
  return callOperation(tournamentsApi.removeTournamentConflict, { params: { id, conflictId } });
}

export function useRemoveTournamentConflict(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conflictId: string) => removeTournamentConflict(id, conflictId),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentConflictsKey(id) }),
  });
}
