// A member's competitive record (anyone may see it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecordView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getUserRecord(userId: string, signal?: AbortSignal): Promise<UserRecordView> {
  return callOperation(judgingApi.getUserRecord, { params: { id: userId } }, signal);
}

export const userRecordQueryOptions = (userId: string) =>
  queryOptions({ queryKey: judgingKeys.userRecord(userId), queryFn: ({ signal }) => getUserRecord(userId, signal) });

export function useUserRecord(userId: string) {
  return useQuery(userRecordQueryOptions(userId));
}
