// The queue: a page with the URL's filters, one mail with its rendering, and
// the two changes (retry a failed mail, cancel a pending one), each answering
// the mail as it is afterwards; the queue refreshes.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as emailsApi from '#shared/admin/emails/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type EmailQueueParams, emailsKeys } from './emails-keys.ts';

export const queuedEmailsQueryOptions = (params: EmailQueueParams) =>
  queryOptions({
    queryKey: emailsKeys.queuePage(params),
    queryFn: ({ signal }) => callOperation(emailsApi.listQueuedEmails, { query: params }, signal),
    placeholderData: keepPreviousData,
  });

export function useQueuedEmails(params: EmailQueueParams) {
  return useQuery(queuedEmailsQueryOptions(params));
}

export function useQueuedEmail(id: string | null) {
  return useQuery({
    queryKey: emailsKeys.queuedEmail(id ?? ''),
    queryFn: ({ signal }) => callOperation(emailsApi.getQueuedEmail, { params: { id: id as string } }, signal),
    enabled: id !== null,
  });
}

export function useQueuedEmailAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'cancel' }) =>
      callOperation(action === 'retry' ? emailsApi.retryQueuedEmail : emailsApi.cancelQueuedEmail, { params: { id } }),
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: emailsKeys.queue }),
  });
}
