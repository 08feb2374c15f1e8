// Makes a team a swing team, or a ranked team again (the tournament's managers, at
// any time): its teams, standings and break refresh together under the tournament's key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamView, UpdateTeamInput } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function updateTournamentTeam(id: string, teamId: string, body: UpdateTeamInput): Promise<TeamView> {
  return callOperation(tournamentsApi.updateTournamentTeam, { params: { id, teamId }, body });
}

export function useUpdateTournamentTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: UpdateTeamInput & { teamId: string }) => updateTournamentTeam(id, teamId, body),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
