// Creates a debate; the server answers 201 with its id, or field errors that
// the form shows on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDebateInput } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { debateKeys } from './debates-keys.ts';

export function createDebate(input: CreateDebateInput) {
  return callOperation(debatesApi.createDebate, { body: input });
}

export function useCreateDebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDebate,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: debateKeys.all }),
  });
}
