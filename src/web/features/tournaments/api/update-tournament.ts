// Changes a tournament's settings: registration open or closed, and the settings form (format, rounds, rules, status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentView, UpdateTournamentInput } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function updateTournament(id: string, input: UpdateTournamentInput): Promise<TournamentView> {
  return callOperation(tournamentsApi.updateTournament, { params: { id }, body: input });
}

export function useUpdateTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTournamentInput) => updateTournament(id, input),
    retry: false,
    onSuccess: (tournament) => queryClient.setQueryData(tournamentKeys.detail(id), tournament),
  });
}
