// The admin logs' query keys, broadest first: deleting an error group refreshes
// every error query (`logsKeys.errors`), and, since it is audited, the audit log.
import type { AuditQuery } from '#shared/admin/audit.ts';
import type { ErrorGroupQuery } from '#shared/admin/logs/contract.ts';

export type ErrorGroupParams = Partial<ErrorGroupQuery>;
export type AuditParams = Partial<AuditQuery>;

export const logsKeys = {
  all: ['admin-logs'] as const,
  errors: ['admin-logs', 'errors'] as const,
  errorGroups: (params: ErrorGroupParams) => [...logsKeys.errors, 'groups', params] as const,
  errorGroup: (fingerprint: string) => [...logsKeys.errors, 'group', fingerprint] as const,
  audit: ['admin-logs', 'audit'] as const,
  auditEntries: (params: AuditParams) => [...logsKeys.audit, 'entries', params] as const,
  auditFacets: () => [...logsKeys.audit, 'facets'] as const,
};
