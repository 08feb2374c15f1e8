// The audit log, newest first, with the filters of the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type AuditParams, logsKeys } from './logs-keys.ts';

export function listAuditEntries(params: AuditParams, signal?: AbortSignal) {
  return callOperation(logsApi.listAuditEntries, { query: params }, signal);
}

export const auditEntriesQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: logsKeys.auditEntries(params),
    queryFn: ({ signal }) => listAuditEntries(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(params: AuditParams) {
  return useQuery(auditEntriesQueryOptions(params));
}
