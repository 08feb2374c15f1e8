// Removes a member from the staff (the tournament's managers; the last tab
// director stays). A manager who removes themselves may lose what only the
// staff see, so the rest of the tournament is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function removeTournamentStaff(id: string, userId: string): Promise<TournamentView> {
  return callOperation(tournamentsApi.removeTournamentStaff, { params: { id, userId } });
}

export function useRemoveTournamentStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTournamentStaff(id, userId),
    retry: false,
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(id), tournament);
      // Teams, adjudicators and rounds show staff-only parts by what the viewer now is.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) });
    },
  });
}
