// The viewer's own check-in code for a tournament (a speaker or an adjudicator):
// the same in every round, shown as a QR ticket for the staff's desk to scan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as roundsApi from '#shared/tournaments/rounds-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export function tournamentCheckInCodeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...tournamentKeys.one(id), 'check-in-code'] as const,
    queryFn: async ({ signal }) => (await callOperation(roundsApi.getTournamentCheckInCode, { params: { id } }, signal)).code,
    // The code is derived from who the viewer is: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTournamentCheckInCode(id: string, enabled: boolean) {
  return useQuery({ ...tournamentCheckInCodeQueryOptions(id), enabled });
}
