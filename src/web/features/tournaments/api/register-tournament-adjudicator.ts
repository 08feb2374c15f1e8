// Registers the caller as an adjudicator; the server refuses members who are not approved judges.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjudicatorView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function registerTournamentAdjudicator(id: string, input: { institution: string }): Promise<AdjudicatorView> {
  return callOperation(tournamentsApi.registerTournamentAdjudicator, { params: { id }, body: input });
}

export function useRegisterTournamentAdjudicator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { institution: string }) => registerTournamentAdjudicator(id, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
