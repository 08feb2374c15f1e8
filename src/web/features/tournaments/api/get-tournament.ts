// One tournament: format, rounds, break categories, staff, and what the viewer is to it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function getTournament(id: string, signal?: AbortSignal): Promise<TournamentView> {
  return callOperation(tournamentsApi.getTournament, { params: { id } }, signal);
}

export function tournamentQueryOptions(id: string) {
  return queryOptions({ queryKey: tournamentKeys.detail(id), queryFn: ({ signal }) => getTournament(id, signal) });
}

export function useTournament(id: string) {
  return useQuery(tournamentQueryOptions(id));
}
