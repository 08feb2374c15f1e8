// Sets an adjudicator's score or independence (the managers and the adjudication
// core). The allocation reads both, so everything under the tournament's key
// refreshes: the adjudicators and any round the staff has open.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdjudicatorView, UpdateAdjudicatorInputSchema } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export type UpdateAdjudicatorInput = z.infer<typeof UpdateAdjudicatorInputSchema>;

export function updateTournamentAdjudicator(
  id: string,
  adjudicatorId: string,
  body: UpdateAdjudicatorInput,
): Promise<AdjudicatorView> {
  return callOperation(tournamentsApi.updateTournamentAdjudicator, { params: { id, adjudicatorId }, body });
}

export function useUpdateTournamentAdjudicator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adjudicatorId, ...body }: UpdateAdjudicatorInput & { adjudicatorId: string }) =>
      updateTournamentAdjudicator(id, adjudicatorId, body),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
