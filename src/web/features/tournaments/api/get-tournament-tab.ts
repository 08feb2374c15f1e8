// The tab (docs/tournaments-tab.md): which parts are released and each part the
// viewer may see (the staff: all of them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TabView } from '#shared/tournaments/tab-contract.ts';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tabKeys } from './tournament-tab-keys.ts';

export function getTournamentTab(id: string, signal?: AbortSignal): Promise<TabView> {
  return callOperation(tabApi.getTournamentTab, { params: { id } }, signal);
}

export function tournamentTabQueryOptions(id: string) {
  return queryOptions({ queryKey: tabKeys.tab(id), queryFn: ({ signal }) => getTournamentTab(id, signal) });
}

export function useTournamentTab(id: string) {
  return useQuery(tournamentTabQueryOptions(id));
}
