// The people the signed-in member has debated with, to name as conflicts: the
// member's own debates (the debates module owns them) carry their participants.
import { useQuery } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { coDebatersOf } from '../lib/conflict-people.ts';

const RECENT_DEBATES = 50;

/** The people the signed-in member has debated with, latest debates first. */
export function useCoDebaters(selfId: string | null) {
  return useQuery({
    queryKey: ['debates', 'mine', 'co-debaters', selfId],
    enabled: selfId !== null,
    queryFn: async ({ signal }) => {
      const [past, upcoming] = await Promise.all(
        (['past', 'upcoming'] as const).map((when) =>
          callOperation(debatesApi.listMyDebates, { query: { when, limit: RECENT_DEBATES } }, signal),
        ),
      );
      return coDebatersOf([...(past?.items ?? []), ...(upcoming?.items ?? [])], selfId ?? '');
    },
  });
}
