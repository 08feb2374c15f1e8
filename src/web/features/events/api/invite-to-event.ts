// Invites people to an event by mail (organizers).
import { useMutation } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function inviteToEvent(id: string, emails: string[]) {
  return callOperation(eventsApi.inviteToEvent, { params: { id }, body: { emails } });
}

export function useInvite(id: string) {
  return useMutation({
    mutationFn: (emails: string[]) => inviteToEvent(id, emails),
    retry: false,
  });
}
