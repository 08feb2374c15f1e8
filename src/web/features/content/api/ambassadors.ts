// The ambassadors programme: the directory, a member's badge, your own
// application (apply, withdraw or step down), and the admins' review.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmbassadorApplicationInput, AmbassadorDecisionInput } from '#shared/content/ambassadors.ts';
import * as contentApi from '#shared/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

const keys = {
  all: ['ambassadors'] as const,
  directory: ['ambassadors', 'directory'] as const,
  badge: (userId: string) => ['ambassadors', 'badge', userId] as const,
  mine: ['ambassadors', 'mine'] as const,
  review: (status: string) => ['ambassadors', 'review', status] as const,
};

export function useAmbassadorDirectory() {
  return useQuery({ queryKey: keys.directory, queryFn: ({ signal }) => callOperation(contentApi.listAmbassadors, {}, signal) });
}

export function useAmbassadorBadge(userId: string) {
  return useQuery({
    queryKey: keys.badge(userId),
    queryFn: ({ signal }) => callOperation(contentApi.getAmbassadorBadge, { params: { userId } }, signal),
  });
}

export function useMyAmbassadorApplication(enabled: boolean) {
  return useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => callOperation(contentApi.getMyAmbassadorApplication, {}, signal),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useApplyAsAmbassador() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AmbassadorApplicationInput) => callOperation(contentApi.applyAsAmbassador, { body: input }),
    onSuccess: refresh,
  });
}

export function useEndMyAmbassadorRole() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callOperation(contentApi.endMyAmbassadorRole, {}), onSuccess: refresh });
}

export function useAmbassadorApplications(status: 'pending' | 'approved' | 'declined' | 'all') {
  return useQuery({
    queryKey: keys.review(status),
    queryFn: ({ signal }) => callOperation(contentApi.listAmbassadorApplications, { query: { status } }, signal),
  });
}

export function useDecideAmbassadorApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AmbassadorDecisionInput }) =>
      callOperation(contentApi.decideAmbassadorApplication, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}
