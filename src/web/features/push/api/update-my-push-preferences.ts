// Turns kinds of push notification on or off for the signed-in member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPushSettings, PushPreferences } from '#shared/push/contract.ts';
import * as pushApi from '#shared/push/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { myPushSettingsQueryOptions } from './get-my-push-settings.ts';

export function updateMyPushPreferences(changes: Partial<PushPreferences>): Promise<MyPushSettings> {
  return callOperation(pushApi.updateMyPushPreferences, { body: changes });
}

/** Saves a kind's switch at once and shows it right away; a failed save puts the old value back. */
export function useUpdateMyPushPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = myPushSettingsQueryOptions(useSession().user?.id ?? null);
  return useMutation({
    mutationFn: updateMyPushPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MyPushSettings>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, preferences: { ...previous.preferences, ...changes } });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}
