// The query keys of peer review, broadest first, and the shape of a mutation on a
// request: what it returns replaces nothing by hand; every review list and
// request is refreshed, since a request shows on both sides.
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const reviewKeys = {
  all: ['training-review'] as const,
  reviewers: (q: string) => [...reviewKeys.all, 'reviewers', q] as const,
  mine: (attemptId?: string) => [...reviewKeys.all, 'mine', attemptId ?? 'all'] as const,
  inbox: () => [...reviewKeys.all, 'inbox'] as const,
  request: (id: string) => [...reviewKeys.all, 'request', id] as const,
  attempt: (id: string) => [...reviewKeys.all, 'attempt', id] as const,
};

export function useReviewMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
