// The interests vocabulary in the browser (ADR 0032): the onboarding and profile
// forms' preferred topics, the suggestion form's categories and the public
// profile's labels all read GET /api/interests through one cache entry. It is
// asked for with the retired interests too, so a page can still name one that a
// profile holds; forms offer only the live ones, plus what the record holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interest } from '#shared/admin/interests/contract.ts';
import * as interestsApi from '#shared/admin/interests/operations.ts';
import { callOperation } from './api-client.ts';

export const interestKeys = { all: ['interests'] as const };

export function interestsQueryOptions() {
  return queryOptions({
    queryKey: interestKeys.all,
    queryFn: ({ signal }) => callOperation(interestsApi.listInterests, { query: { retired: 'include' } }, signal),
    select: (list) => list.items,
  });
}

/** Every interest, retired ones flagged, in label order. */
export function useInterests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...interestsQueryOptions(), enabled });
}

/** What a page shows for a held id: its interest's label (a retired one's too), else the id itself. */
export function interestLabelOf(interests: readonly Interest[] | undefined, id: string): string {
  return interests?.find((interest) => interest.id === id)?.label ?? id;
}

/**
 * The choices a form offers: the live interests, then the ones the record holds
 * that are no longer offered (retired, or unknown: named by their id), so keeping
 * them is possible and unticking one drops it.
 */
export function interestChoices(interests: readonly Interest[], held: readonly string[]): Interest[] {
  const live = interests.filter((interest) => !interest.retired);
  const offered = new Set(live.map((interest) => interest.id));
  const kept = [...new Set(held)]
    .filter((id) => !offered.has(id))
    .map((id) => ({ id, label: interestLabelOf(interests, id), retired: true }));
  return [...live, ...kept];
}
