// One debate with its participants.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readRecordOrCopy } from '#web/lib/offline/offline-reads.ts';
import type { Debate } from '../types.ts';
import { debateKeys } from './debates-keys.ts';

export function getDebate(id: string, signal?: AbortSignal): Promise<Debate> {
  return callOperation(debatesApi.getDebate, { params: { id } }, signal);
}

export function debateQueryOptions(id: string) {
  return queryOptions({
    queryKey: debateKeys.detail(id),
    queryFn: ({ signal }) => readRecordOrCopy('debates', id, () => getDebate(id, signal)),
  });
}

/** One debate with its participants. */
export function useDebate(id: string) {
  return useQuery(debateQueryOptions(id));
}
