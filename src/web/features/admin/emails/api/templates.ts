// The templates with their sample data, a preview (sample, given data or a
// queued mail's data) and a test send to the admin's own address.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateId } from '#shared/email/contract.ts';
import * as emailsApi from '#shared/admin/emails/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { emailsKeys } from './emails-keys.ts';

export const emailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: emailsKeys.templates,
    queryFn: ({ signal }) => callOperation(emailsApi.listEmailTemplates, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions());
}

export interface TemplatePreviewRequest {
  templateId: EmailTemplateId;
  data?: Record<string, unknown>;
  emailId?: string;
}

export function useTemplatePreview(request: TemplatePreviewRequest | null) {
  return useQuery({
    queryKey: emailsKeys.preview(request),
    queryFn: ({ signal }) => {
      const { templateId, ...body } = request as TemplatePreviewRequest;
      return callOperation(emailsApi.previewEmailTemplate, { params: { templateId }, body }, signal);
    },
    enabled: request !== null,
    retry: false,
  });
}

export function useSendTestTemplateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, data }: { templateId: EmailTemplateId; data?: Record<string, unknown> }) =>
      callOperation(emailsApi.sendTestTemplateEmail, { params: { templateId }, body: { data } }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailsKeys.queue }),
  });
}
