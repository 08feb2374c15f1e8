// Clubs to name as conflicts, searched by name through the clubs list (the
// clubs module owns it; only the id and name are kept).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import type { ClubRef } from '#shared/judging/contract.ts';
import { callOperation } from '#web/lib/api-client.ts';

const CLUB_RESULTS = 8;

export function searchClubs(q: string, signal?: AbortSignal): Promise<ClubRef[]> {
  return callOperation(clubsApi.listClubs, { query: { q, limit: CLUB_RESULTS, sort: 'alphabetical' } }, signal).then((page) =>
    page.items.map(({ id, name }) => ({ id, name })),
  );
}

/** Clubs whose name, description or place matches; nothing is asked for an empty search. */
export function useClubSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['clubs', 'conflict-search', text],
    queryFn: ({ signal }) => searchClubs(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
