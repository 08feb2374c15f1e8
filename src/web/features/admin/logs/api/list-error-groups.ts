// Error reports grouped by fingerprint, most recently seen first, for a source and period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type ErrorGroupParams, logsKeys } from './logs-keys.ts';

export function listErrorGroups(params: ErrorGroupParams, signal?: AbortSignal) {
  return callOperation(logsApi.listErrorGroups, { query: params }, signal);
}

export const errorGroupsQueryOptions = (params: ErrorGroupParams) =>
  queryOptions({
    queryKey: logsKeys.errorGroups(params),
    queryFn: ({ signal }) => listErrorGroups(params, signal),
    placeholderData: keepPreviousData,
  });

export function useErrorGroups(params: ErrorGroupParams) {
  return useQuery(errorGroupsQueryOptions(params));
}
