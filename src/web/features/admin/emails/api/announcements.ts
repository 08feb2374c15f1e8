// Announcements: who an audience reaches, clubs and debates to choose from, a
// preview, a test send to oneself, sending (the id chosen when the form opened
// makes a second send harmless) and the ones sent before.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDraft, EmailAudience, SendAnnouncementInput } from '#shared/admin/emails/contract.ts';
import * as emailsApi from '#shared/admin/emails/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { emailsKeys } from './emails-keys.ts';

/** The audience as the query string names it. */
function audienceQuery(audience: EmailAudience) {
  if (audience.kind === 'club') return { kind: audience.kind, clubId: audience.clubId };
  if (audience.kind === 'debate') return { kind: audience.kind, debateId: audience.debateId };
  return { kind: audience.kind };
}

export function useAudienceSummary(audience: EmailAudience | null) {
  return useQuery({
    queryKey: emailsKeys.audience(audience),
    queryFn: ({ signal }) =>
      callOperation(emailsApi.getAudienceSummary, { query: audienceQuery(audience as EmailAudience) }, signal),
    enabled: audience !== null,
    retry: false,
  });
}

export function useAudienceChoices(kind: 'club' | 'debate' | null, q: string) {
  return useQuery({
    queryKey: emailsKeys.audienceChoices(kind ?? '', q),
    queryFn: ({ signal }) =>
      callOperation(emailsApi.listAudienceChoices, { query: { kind: kind as 'club' | 'debate', q: q || undefined } }, signal),
    enabled: kind !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePreviewAnnouncement() {
  return useMutation({
    mutationFn: (draft: AnnouncementDraft) => callOperation(emailsApi.previewAnnouncement, { body: draft }),
    retry: false,
  });
}

export function useSendTestAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: AnnouncementDraft) => callOperation(emailsApi.sendTestAnnouncement, { body: draft }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailsKeys.queue }),
  });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendAnnouncementInput) => callOperation(emailsApi.sendAnnouncement, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailsKeys.announcements });
      void queryClient.invalidateQueries({ queryKey: emailsKeys.queue });
    },
  });
}

export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: emailsKeys.announcementPage(page),
    queryFn: ({ signal }) => callOperation(emailsApi.listAnnouncements, { query: { page } }, signal),
    placeholderData: keepPreviousData,
  });
}
