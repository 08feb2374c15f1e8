// The shared shape of a mutation on one club: what it returns replaces the
// club's cached detail, and the lists that show the club are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubDetail } from '../types.ts';

export function useClubMutation<Variables, Result = unknown>(id: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'membership' in result) {
        queryClient.setQueryData(['clubs', 'detail', id], result as unknown as ClubDetail);
      }
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
      void queryClient.invalidateQueries({ queryKey: ['me', 'clubs'] });
    },
  });
}
