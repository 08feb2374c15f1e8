// A judge's commitments as hooks over judging-api.ts: the debates that still
// take judges, a debate's panel, accepting a position and withdrawing. Both
// changes answer the new panel, which replaces the cached one; the available
// list and the dashboard are refreshed because the judge's place changed.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DebateJudgeView, JudgePosition } from '#shared/judging/contract.ts';
import {
  type AvailableDebatesParams,
  acceptJudging,
  availableDebatesQueryOptions,
  debateJudgesQueryOptions,
  judgingKeys,
  withdrawJudging,
} from '../../api/judging-api.ts';

export function useAvailableDebates(params: AvailableDebatesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...availableDebatesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

export function useDebateJudges(debateId: string) {
  return useQuery(debateJudgesQueryOptions(debateId));
}

function usePanelMutation<Input>(debateId: string, mutationFn: (input: Input) => Promise<DebateJudgeView[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (judges) => {
      queryClient.setQueryData(judgingKeys.debateJudges(debateId), judges);
      void queryClient.invalidateQueries({ queryKey: [...judgingKeys.all, 'available'] });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.dashboard() });
    },
  });
}

export const useAcceptJudging = (debateId: string) =>
  usePanelMutation(debateId, (position: JudgePosition) => acceptJudging(debateId, { position }));

export const useWithdrawJudging = (debateId: string) => usePanelMutation(debateId, () => withdrawJudging(debateId));
