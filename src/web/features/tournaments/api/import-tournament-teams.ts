// Imports teams from CSV (managers): all or nothing; a refusal names the rows at fault.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function importTournamentTeams(id: string, csv: string) {
  return callOperation(tabApi.importTournamentTeams, { params: { id }, body: { csv } });
}

export function useImportTournamentTeams(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importTournamentTeams(id, csv),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.one(id) }),
  });
}
