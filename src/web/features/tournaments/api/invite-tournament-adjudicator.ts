// Invites a guest adjudicator; the answer's link is shown once and never again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InviteResultSchema } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export type InviteResult = z.infer<typeof InviteResultSchema>;
export interface InviteAdjudicatorRequest {
  name: string;
  institution: string;
}

export function inviteTournamentAdjudicator(id: string, input: InviteAdjudicatorRequest): Promise<InviteResult> {
  return callOperation(tournamentsApi.inviteTournamentAdjudicator, { params: { id }, body: input });
}

export function useInviteTournamentAdjudicator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdjudicatorRequest) => inviteTournamentAdjudicator(id, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.adjudicators(id) }),
  });
}
