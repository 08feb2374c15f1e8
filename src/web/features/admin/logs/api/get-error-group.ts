// One error group: its recent occurrences and the latest one's stack and breadcrumbs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { logsKeys } from './logs-keys.ts';

export function getErrorGroup(fingerprint: string, signal?: AbortSignal) {
  return callOperation(logsApi.getErrorGroup, { params: { fingerprint } }, signal);
}

export const errorGroupQueryOptions = (fingerprint: string) =>
  queryOptions({ queryKey: logsKeys.errorGroup(fingerprint), queryFn: ({ signal }) => getErrorGroup(fingerprint, signal) });

export function useErrorGroup(fingerprint: string) {
  return useQuery(errorGroupQueryOptions(fingerprint));
}
