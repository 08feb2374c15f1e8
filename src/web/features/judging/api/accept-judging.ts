// The signed-in judge takes a position on a debate's panel. Accepting and
// withdrawing both answer the new panel, which replaces the cached one; the
// available list and the dashboard are refreshed because the judge's place changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DebateJudgeView, JudgePosition } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function acceptJudging(debateId: string, position: JudgePosition): Promise<DebateJudgeView[]> {
  return callOperation(judgingApi.acceptJudging, { params: { id: debateId }, body: { position } });
}

export function usePanelMutation<Input>(debateId: string, mutationFn: (input: Input) => Promise<DebateJudgeView[]>) {
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
  usePanelMutation(debateId, (position: JudgePosition) => acceptJudging(debateId, position));
