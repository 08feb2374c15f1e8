// The signed-in member's push notification settings: the kinds they want (on
// every browser they turned notifications on in), and how many browsers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPushSettings } from '#shared/push/contract.ts';
import * as pushApi from '#shared/push/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { pushKeys } from './push-keys.ts';

export function getMyPushSettings(signal?: AbortSignal): Promise<MyPushSettings> {
  return callOperation(pushApi.getMyPushSettings, {}, signal);
}

export function myPushSettingsQueryOptions(userId: string | null) {
  return queryOptions({ queryKey: pushKeys.settings(userId), queryFn: ({ signal }) => getMyPushSettings(signal) });
}

export function useMyPushSettings() {
  return useQuery(myPushSettingsQueryOptions(useSession().user?.id ?? null));
}
