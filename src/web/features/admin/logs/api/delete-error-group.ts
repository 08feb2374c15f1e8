// Deletes every report of an error group (once the bug is fixed); audited, so
// the audit log is refreshed with the error lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as logsApi from '#shared/admin/logs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { logsKeys } from './logs-keys.ts';

export function deleteErrorGroup(fingerprint: string) {
  return callOperation(logsApi.deleteErrorGroup, { params: { fingerprint } });
}

export function useDeleteErrorGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) => deleteErrorGroup(fingerprint),
    retry: false,
    onSuccess: (_, fingerprint) => {
      queryClient.removeQueries({ queryKey: logsKeys.errorGroup(fingerprint) });
      void queryClient.invalidateQueries({ queryKey: logsKeys.errors });
      void queryClient.invalidateQueries({ queryKey: logsKeys.audit });
    },
  });
}
