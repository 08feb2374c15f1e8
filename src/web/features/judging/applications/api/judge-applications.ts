// Applying to judge and the admins' review, as hooks over judging-api.ts. A new
// application or a review changes what /api/judging/me answers, so both refresh it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationReviewInput, JudgeApplicationInput, JudgeApplicationStatus } from '#shared/judging/contract.ts';
import {
  createJudgeApplication,
  judgeApplicationsQueryOptions,
  judgingKeys,
  myJudgeStatusQueryOptions,
  reviewJudgeApplication,
} from '../../api/judging-api.ts';

/** The signed-in user's judge status; off for visitors (the API would answer 401). */
export function useMyJudgeStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myJudgeStatusQueryOptions(), enabled });
}

export function useApplyToJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JudgeApplicationInput) => createJudgeApplication(input),
    retry: false,
    onSuccess: (application) => {
      queryClient.setQueryData(judgingKeys.me(), { isJudge: false, application });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.me() });
    },
  });
}

export function useJudgeApplications(status: JudgeApplicationStatus) {
  return useQuery(judgeApplicationsQueryOptions(status));
}

export function useReviewJudgeApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplicationReviewInput }) => reviewJudgeApplication(id, input),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...judgingKeys.all, 'applications'] });
    },
  });
}
