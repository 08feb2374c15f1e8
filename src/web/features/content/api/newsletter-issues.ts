// The admins' newsletter: subscriber counts and issues, writing a draft,
// previewing it, and sending it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssueDraft } from '#shared/content/newsletter.ts';
import * as contentApi from '#shared/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

export function useNewsletterOverview() {
  return useQuery({
    queryKey: contentKeys.newsletter,
    queryFn: ({ signal }) => callOperation(contentApi.getNewsletterOverview, {}, signal),
  });
}

export function useSaveNewsletterIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: NewsletterIssueDraft }) =>
      id
        ? callOperation(contentApi.updateNewsletterIssue, { params: { id }, body: draft })
        : callOperation(contentApi.createNewsletterIssue, { body: draft }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentKeys.newsletter }),
  });
}

export function usePreviewNewsletterIssue() {
  return useMutation({
    mutationFn: (draft: NewsletterIssueDraft) => callOperation(contentApi.previewNewsletterIssue, { body: draft }),
    retry: false,
  });
}

export function useSendNewsletterIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(contentApi.sendNewsletterIssue, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contentKeys.newsletter }),
  });
}
