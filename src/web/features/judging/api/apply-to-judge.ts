// Applying to judge (not a judge yet, nothing pending). The new application is
// what the judge status answers from now on, so it replaces the cached status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgeApplicationInput, JudgeApplicationView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function applyToJudge(input: JudgeApplicationInput): Promise<JudgeApplicationView> {
  return callOperation(judgingApi.applyToJudge, { body: input });
}

export function useApplyToJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJudge,
    retry: false,
    onSuccess: (application) => {
      queryClient.setQueryData(judgingKeys.me(), { isJudge: false, formats: [], application });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.me() });
    },
  });
}
