// The interests vocabulary (ADR 0032): the admin list with usage and the
// changes, each answering an interest as it is afterwards; the list refreshes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInterest, CreateInterestInput } from '#shared/admin/interests/contract.ts';
import * as interestsApi from '#shared/admin/interests/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export const adminInterestKeys = {
  all: ['admin', 'interests'] as const,
};

export function useAdminInterests() {
  return useQuery({
    queryKey: adminInterestKeys.all,
    queryFn: ({ signal }) => callOperation(interestsApi.listAdminInterests, {}, signal),
  });
}

/** The changes an admin makes to one interest. */
export type InterestChange =
  | { kind: 'rename'; label: string; reason?: string }
  | { kind: 'merge'; into: string; reason?: string }
  | { kind: 'retire'; reason?: string }
  | { kind: 'restore'; reason?: string };

function send(id: string, change: InterestChange): Promise<AdminInterest> {
  const params = { id };
  switch (change.kind) {
    case 'rename':
      return callOperation(interestsApi.renameInterest, { params, body: { label: change.label, reason: change.reason } });
    case 'merge':
      return callOperation(interestsApi.mergeInterest, { params, body: { into: change.into, reason: change.reason } });
    case 'retire':
      return callOperation(interestsApi.retireInterest, { params, body: { reason: change.reason } });
    case 'restore':
      return callOperation(interestsApi.restoreInterest, { params, body: { reason: change.reason } });
  }
}

export function useChangeInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: InterestChange }) => send(id, change),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInterestKeys.all }),
  });
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInterestInput) => callOperation(interestsApi.createInterest, { body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInterestKeys.all }),
  });
}
