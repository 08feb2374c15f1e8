// The registered teams with their speakers; join codes only for the viewer's own team and the staff.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamView } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export async function listTournamentTeams(id: string, signal?: AbortSignal): Promise<TeamView[]> {
  return (await callOperation(tournamentsApi.listTournamentTeams, { params: { id } }, signal)).items;
}

export function tournamentTeamsQueryOptions(id: string) {
  return queryOptions({ queryKey: tournamentKeys.teams(id), queryFn: ({ signal }) => listTournamentTeams(id, signal) });
}

export function useTournamentTeams(id: string) {
  return useQuery(tournamentTeamsQueryOptions(id));
}
