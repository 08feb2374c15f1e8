// The tournament's adjudicators; scores show to the staff only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdjudicatorView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export async function listTournamentAdjudicators(id: string, signal?: AbortSignal): Promise<AdjudicatorView[]> {
  return (await callOperation(tournamentsApi.listTournamentAdjudicators, { params: { id } }, signal)).items;
}

export function tournamentAdjudicatorsQueryOptions(id: string) {
  return queryOptions({
    queryKey: tournamentKeys.adjudicators(id),
    queryFn: ({ signal }) => listTournamentAdjudicators(id, signal),
  });
}

export function useTournamentAdjudicators(id: string) {
  return useQuery(tournamentAdjudicatorsQueryOptions(id));
}
