// The admins' review of suggestions (/admin/topics): the list by status and the decision.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopicReviewInput, TopicStatus, TopicView } from '#shared/topics/contract.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export function topicsForReviewQueryOptions(status: TopicStatus) {
  return queryOptions({
    queryKey: ['topics', 'review', status],
    queryFn: ({ signal }) => apiGet<TopicView[]>('/api/topics/review', { status }, signal),
  });
}

export function useTopicsForReview(status: TopicStatus) {
  return useQuery(topicsForReviewQueryOptions(status));
}

export function useReviewTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TopicReviewInput }) =>
      apiRequest<TopicView>(`/api/topics/${encodeURIComponent(id)}/review`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topics'] }),
  });
}
