// Leaves the caller's team; the last speaker to leave withdraws it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function leaveTournamentTeam(id: string, teamId: string): Promise<{ withdrawn: boolean }> {
  return callOperation(tournamentsApi.leaveTournamentTeam, { params: { id, teamId } });
}

export function useLeaveTournamentTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => leaveTournamentTeam(id, teamId),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
