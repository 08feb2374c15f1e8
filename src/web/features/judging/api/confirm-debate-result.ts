// The chair judge (or an admin) confirms the panel's decision as the result;
// everything about the debate and the dashboard change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function confirmDebateResult(debateId: string): Promise<ResultView> {
  return callOperation(judgingApi.confirmDebateResult, { params: { id: debateId } });
}

export function useConfirmDebateResult(debateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmDebateResult(debateId),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: judgingKeys.debate(debateId) });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.dashboard() });
    },
  });
}
