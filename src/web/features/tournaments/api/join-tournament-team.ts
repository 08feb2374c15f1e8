// Joins a team with the code a teammate shared.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export interface JoinTeamRequest {
  teamId: string;
  code: string;
}

export function joinTournamentTeam(id: string, { teamId, code }: JoinTeamRequest): Promise<TeamView> {
  return callOperation(tournamentsApi.joinTournamentTeam, { params: { id, teamId }, body: { code } });
}

export function useJoinTournamentTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinTeamRequest) => joinTournamentTeam(id, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
