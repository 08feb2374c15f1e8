// The contact form (its token, sending) and the admins' inbox (list, one
// message, answer, close, reopen).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageInput, ContactReplyInput, ContactStatus } from '#shared/content/contact.ts';
import * as contentApi from '#shared/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** The form's token, fetched when the form is shown; never reused from a cache (its time is what counts). */
export function useContactFormToken() {
  return useQuery({
    queryKey: contentKeys.contactForm,
    queryFn: ({ signal }) => callOperation(contentApi.getContactForm, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => callOperation(contentApi.sendContactMessage, { body: input }),
    retry: false,
  });
}

export function useContactMessages(status: ContactStatus | 'all') {
  return useQuery({
    queryKey: contentKeys.contactList(status),
    queryFn: ({ signal }) => callOperation(contentApi.listContactMessages, { query: { status } }, signal),
  });
}

export function useContactMessage(id: string | null) {
  return useQuery({
    queryKey: contentKeys.contactMessage(id ?? ''),
    queryFn: ({ signal }) => callOperation(contentApi.getContactMessage, { params: { id: id as string } }, signal),
    enabled: id !== null,
  });
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contentKeys.contactMessages });
}

export function useReplyToContactMessage(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: ContactReplyInput) => callOperation(contentApi.replyToContactMessage, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useSetContactMessageStatus(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') =>
      callOperation(action === 'close' ? contentApi.closeContactMessage : contentApi.reopenContactMessage, { params: { id } }),
    onSuccess: refresh,
  });
}
