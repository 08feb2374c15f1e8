// The signed-in member's own suggestions, whatever their status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { topicKeys } from './topics-keys.ts';

export function listMyTopicSuggestions(signal?: AbortSignal) {
  return callOperation(topicsApi.listMyTopicSuggestions, {}, signal);
}

export function myTopicSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: topicKeys.mine(),
    queryFn: ({ signal }) => listMyTopicSuggestions(signal),
  });
}

export function useMyTopicSuggestions() {
  return useQuery(myTopicSuggestionsQueryOptions());
}
