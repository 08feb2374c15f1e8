// Edits or cancels a debate: the creator or an admin, while scheduled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDebateInput } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Debate } from '../types.ts';
import { debateQueryOptions } from './get-debate.ts';

export function updateDebate(id: string, input: UpdateDebateInput): Promise<Debate> {
  return callOperation(debatesApi.updateDebate, { params: { id }, body: input });
}

export function cancelDebate(id: string): Promise<Debate> {
  return callOperation(debatesApi.cancelDebate, { params: { id } });
}

function useDebateMutation<Input>(id: string, mutationFn: (input: Input) => Promise<Debate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (debate) => {
      queryClient.setQueryData(debateQueryOptions(id).queryKey, debate);
      void queryClient.invalidateQueries({ queryKey: ['debates', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['debates', 'mine'] });
    },
  });
}

export const useUpdateDebate = (id: string) => useDebateMutation(id, (input: UpdateDebateInput) => updateDebate(id, input));
export const useCancelDebate = (id: string) => useDebateMutation(id, () => cancelDebate(id));
export { useDebateMutation };
