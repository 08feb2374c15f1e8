// The tournament's conflicts (an adjudicator against a team or another
// adjudicator), for the managers and the adjudication core only: the server
// refuses anyone else, so the page asks only when the viewer is one of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConflictViewSchema } from '#shared/tournaments/contract.ts';
import * as tournamentsApi from '#shared/tournaments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export type ConflictView = z.infer<typeof ConflictViewSchema>;

/** Under the tournament's key, so removing an adjudicator or a team (whose conflicts go with them) refreshes it. */
export const tournamentConflictsKey = (id: string) => [...tournamentKeys.one(id), 'conflicts'] as const;

export async function listTournamentConflicts(id: string, signal?: AbortSignal): Promise<ConflictView[]> {
  return (await callOperation(tournamentsApi.listTournamentConflicts, { params: { id } }, signal)).items;
}

export function tournamentConflictsQueryOptions(id: string) {
  return queryOptions({
    queryKey: tournamentConflictsKey(id),
    queryFn: ({ signal }) => listTournamentConflicts(id, signal),
  });
}

export function useTournamentConflicts(id: string) {
  return useQuery(tournamentConflictsQueryOptions(id));
}
