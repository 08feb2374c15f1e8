// Accepts a guest adjudicator invitation as the signed-in member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjudicatorView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function acceptTournamentInvitation(id: string, token: string): Promise<AdjudicatorView> {
  return callOperation(tournamentsApi.acceptTournamentInvitation, { params: { id }, body: { token } });
}

export function useAcceptTournamentInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => acceptTournamentInvitation(id, token),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
