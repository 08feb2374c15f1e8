// A round's results (docs/tournaments-tab.md): its debates with ballot status
// for the staff, places once confirmed (and, for the public, released).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoundResultsView } from '#shared/tournaments/tab-contract.ts';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tabKeys } from './tournament-tab-keys.ts';

export function getRoundResults(id: string, seq: number, signal?: AbortSignal): Promise<RoundResultsView> {
  return callOperation(tabApi.getRoundResults, { params: { id, seq } }, signal);
}

export function roundResultsQueryOptions(id: string, seq: number) {
  return queryOptions({ queryKey: tabKeys.roundResults(id, seq), queryFn: ({ signal }) => getRoundResults(id, seq, signal) });
}

export function useRoundResults(id: string, seq: number) {
  return useQuery(roundResultsQueryOptions(id, seq));
}
