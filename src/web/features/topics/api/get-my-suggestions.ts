// The signed-in member's own suggestions, whatever their status (GET /api/topics/mine).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicView } from '#shared/topics/contract.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function myTopicSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: ['topics', 'mine'],
    queryFn: ({ signal }) => apiGet<TopicView[]>('/api/topics/mine', undefined, signal),
  });
}

export function useMyTopicSuggestions() {
  return useQuery(myTopicSuggestionsQueryOptions());
}
