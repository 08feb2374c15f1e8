// Where conflicts are picked from, through APIs other modules own: clubs by name
// (GET /api/clubs?q=), a member by profile link or id (GET /api/users/:id — there
// is no people search), and the people the applicant has debated with
// (GET /api/me/debates, whose debates carry their participants).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/accounts/contract.ts';
import type { DebateSummaryView } from '#shared/debates/contract.ts';
import type { ClubRef, PersonRef } from '#shared/judging/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { coDebatersOf } from '../conflict-people.ts';

const CLUB_RESULTS = 8;
const RECENT_DEBATES = 50;

export function searchClubs(q: string, signal?: AbortSignal): Promise<ClubRef[]> {
  return apiGet<Paginated<ClubRef>>('/api/clubs', { q, limit: CLUB_RESULTS, sort: 'alphabetical' }, signal).then((page) =>
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

/** A member by id, as a conflict; the API answers 404 for an unknown id. */
export async function getMemberRef(id: string): Promise<PersonRef> {
  const profile = await apiGet<PublicProfile>(`/api/users/${encodeURIComponent(id)}`);
  return {
    id: profile.id,
    name: profile.full_name?.trim() || profile.username || 'Community member',
    username: profile.username,
  };
}

/** The people the signed-in member has debated with, latest debates first. */
export function useCoDebaters(selfId: string | null) {
  return useQuery({
    queryKey: ['debates', 'mine', 'co-debaters', selfId],
    enabled: selfId !== null,
    queryFn: async ({ signal }) => {
      const [past, upcoming] = await Promise.all(
        (['past', 'upcoming'] as const).map((when) =>
          apiGet<{ items: DebateSummaryView[] }>('/api/me/debates', { when, limit: RECENT_DEBATES }, signal),
        ),
      );
      return coDebatersOf([...(past?.items ?? []), ...(upcoming?.items ?? [])], selfId ?? '');
    },
  });
}
