// Withdraws a team (the tournament's managers, while it is being set up).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function withdrawTournamentTeam(id: string, teamId: string): Promise<{ withdrawn: boolean }> {
  return callOperation(tournamentsApi.withdrawTournamentTeam, { params: { id, teamId } });
}

export function useWithdrawTournamentTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => withdrawTournamentTeam(id, teamId),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
