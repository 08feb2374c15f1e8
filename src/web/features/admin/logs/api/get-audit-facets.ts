// The audit log's filter choices: the admins who acted and the actions taken.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { logsKeys } from './logs-keys.ts';

export function getAuditFacets(signal?: AbortSignal) {
  return callOperation(logsApi.getAuditFacets, {}, signal);
}

export const auditFacetsQueryOptions = () =>
  queryOptions({ queryKey: logsKeys.auditFacets(), queryFn: ({ signal }) => getAuditFacets(signal) });

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
