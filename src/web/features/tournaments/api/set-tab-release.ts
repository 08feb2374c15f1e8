// Releasing a part of the tab to the public, or withdrawing it (managers).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TabPart } from '#shared/tournaments/contract.ts';
import * as tabApi from '#shared/tournaments/tab-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { tabKeys } from './tournament-tab-keys.ts';

export function setTabRelease(id: string, part: TabPart, release: boolean) {
  return callOperation(release ? tabApi.releaseTabPart : tabApi.withdrawTabPart, { params: { id, part } });
}

export function useSetTabRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ part, release }: { part: TabPart; release: boolean }) => setTabRelease(id, part, release),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabKeys.all(id) }),
  });
}
