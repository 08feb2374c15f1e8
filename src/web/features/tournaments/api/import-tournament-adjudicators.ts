// Imports adjudicators from CSV (managers): approved judges registered, others
// invited as guests (the links come back once); all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function importTournamentAdjudicators(id: string, csv: string) {
  return callOperation(tabApi.importTournamentAdjudicators, { params: { id }, body: { csv } });
}

export function useImportTournamentAdjudicators(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importTournamentAdjudicators(id, csv),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
