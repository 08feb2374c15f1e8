// Featuring a debate, event or club on the landing page from the admin tables,
// and taking it off again; either refreshes that kind's table.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeaturedKind } from '#shared/admin/content/featured.ts';
import * as contentApi from '#shared/admin/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

const OPERATIONS = {
  debate: { feature: contentApi.featureAdminDebate, unfeature: contentApi.unfeatureAdminDebate, key: 'debates' },
  event: { feature: contentApi.featureAdminEvent, unfeature: contentApi.unfeatureAdminEvent, key: 'events' },
  club: { feature: contentApi.featureAdminClub, unfeature: contentApi.unfeatureAdminClub, key: 'clubs' },
} as const;

/** Features (`feature: true`) or unfeatures one item of a kind. */
export function useFeatureToggle(kind: FeaturedKind) {
  const queryClient = useQueryClient();
  const ops = OPERATIONS[kind];
  return useMutation({
    mutationFn: async ({ id, feature }: { id: string; feature: boolean }) => {
      await callOperation(feature ? ops.feature : ops.unfeature, { params: { id } });
    },
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', ops.key] }),
  });
}
