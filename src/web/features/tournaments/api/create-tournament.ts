// Turns an event into a tournament; field errors come back on the set-up form's fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTournamentInput, TournamentView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function createTournament(eventId: string, input: CreateTournamentInput): Promise<TournamentView> {
  return callOperation(tournamentsApi.createTournament, { params: { id: eventId }, body: input });
}

export function useCreateTournament(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => createTournament(eventId, input),
    retry: false,
    onSuccess: (tournament) => queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament),
  });
}
