// The confirmation link of a newsletter sign-up: confirm with its token, or ask
// for a new link when it expired or was used.
import { useMutation } from '@tanstack/react-query';
import * as contentApi from '#shared/content/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: (token: string) => callOperation(contentApi.confirmNewsletter, { body: { token } }),
    retry: false,
  });
}

export function useRenewNewsletterConfirmation() {
  return useMutation({
    mutationFn: (token: string) => callOperation(contentApi.renewNewsletterConfirmation, { body: { token } }),
    retry: false,
  });
}
