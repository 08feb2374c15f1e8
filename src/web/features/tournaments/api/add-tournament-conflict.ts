// Records a conflict: the allocation never seats the adjudicator with that team
// or on a panel with that other adjudicator.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConflictInputSchema } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type ConflictView, tournamentConflictsKey } from './list-tournament-conflicts.ts';

export type ConflictInput = z.infer<typeof ConflictInputSchema>;

export function addTournamentConflict(id: string, body: ConflictInput): Promise<ConflictView> {
  return callOperation(tournamentsApi.addTournamentConflict, { params: { id }, body });
}

export function useAddTournamentConflict(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictInput) => addTournamentConflict(id, body),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentConflictsKey(id) }),
  });
}
