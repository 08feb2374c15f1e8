// Registers a team with the caller as its first speaker; the answer holds the join code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterTeamInput, TeamView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function registerTournamentTeam(id: string, input: RegisterTeamInput): Promise<TeamView> {
  return callOperation(tournamentsApi.registerTournamentTeam, { params: { id }, body: input });
}

export function useRegisterTournamentTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterTeamInput) => registerTournamentTeam(id, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
