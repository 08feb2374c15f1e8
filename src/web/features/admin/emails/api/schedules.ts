// Schedules: a page, create, change (including pause and resume) and run now;
// each change refreshes the schedules, a run also the queue.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEmailScheduleInput, UpdateEmailScheduleInput } from '#shared/admin/emails/contract.ts';
import * as emailsApi from '#shared/admin/emails/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { emailsKeys } from './emails-keys.ts';

export function useEmailSchedules(page: number) {
  return useQuery({
    queryKey: emailsKeys.schedulePage(page),
    queryFn: ({ signal }) => callOperation(emailsApi.listEmailSchedules, { query: { page } }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveEmailSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateEmailScheduleInput | UpdateEmailScheduleInput }) =>
      id === null
        ? callOperation(emailsApi.createEmailSchedule, { body: input as CreateEmailScheduleInput })
        : callOperation(emailsApi.updateEmailSchedule, { params: { id }, body: input as UpdateEmailScheduleInput }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailsKeys.schedules }),
  });
}

export function useRunEmailSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, runKey }: { id: string; runKey: string }) =>
      callOperation(emailsApi.runEmailSchedule, { params: { id }, body: { runKey } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailsKeys.schedules });
      void queryClient.invalidateQueries({ queryKey: emailsKeys.queue });
    },
  });
}
