// The push feature's query keys: the signed-in member's settings sit under
// ['me', userId], so nothing cached for one account shows for the next.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '#web/lib/session.ts';

export const pushKeys = {
  settings: (userId: string | null) => ['me', userId, 'push-settings'] as const,
};

/** After this browser subscribed or unsubscribed: the count of browsers changed. */
export function useRefreshPushSettings() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useCallback(() => queryClient.invalidateQueries({ queryKey: pushKeys.settings(userId) }), [queryClient, userId]);
}
