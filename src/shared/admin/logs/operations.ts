// The admin area's logs (contract.ts): error groups and their occurrences, and
// the audit log with its CSV export. Admins only. Deleting an error group is an
// admin action like any other, so it leaves an audit entry.
import { defineOperation } from '../../operation.ts';
import { AuditExportQuerySchema, AuditPageSchema, AuditQuerySchema } from '../audit.ts';
import {
  AuditFacetsSchema,
  DeletedErrorGroupSchema,
  ErrorFingerprintParamSchema,
  ErrorGroupDetailSchema,
  ErrorGroupPageSchema,
  ErrorGroupQuerySchema,
} from './contract.ts';

const tag = 'Admin';

export const listErrorGroups = defineOperation({
  id: 'listErrorGroups',
  method: 'get',
  path: '/api/admin/logs/errors',
  tag,
  summary: 'Error reports grouped by fingerprint, most recently seen first',
  description:
    'Client and server errors of a period, each group with its count, first and last seen, affected users and browsers.',
  guard: 'admin',
  query: ErrorGroupQuerySchema,
  response: ErrorGroupPageSchema,
});

export const getErrorGroup = defineOperation({
  id: 'getErrorGroup',
  method: 'get',
  path: '/api/admin/logs/errors/:fingerprint',
  tag,
  summary: "One error group: its recent occurrences and the latest one's stack and breadcrumbs",
  guard: 'admin',
  params: ErrorFingerprintParamSchema,
  response: ErrorGroupDetailSchema,
  errors: ['NOT_FOUND'],
});

export const deleteErrorGroup = defineOperation({
  id: 'deleteErrorGroup',
  method: 'delete',
  path: '/api/admin/logs/errors/:fingerprint',
  tag,
  summary: 'Delete every report of an error group (once it is fixed); a new occurrence starts the group again',
  guard: 'admin',
  params: ErrorFingerprintParamSchema,
  response: DeletedErrorGroupSchema,
  errors: ['NOT_FOUND'],
});

export const listAuditEntries = defineOperation({
  id: 'listAuditEntries',
  method: 'get',
  path: '/api/admin/logs/audit',
  tag,
  summary: 'The audit log, newest first, filtered by actor, target, action, outcome and dates (UTC days, inclusive)',
  guard: 'admin',
  query: AuditQuerySchema,
  response: AuditPageSchema,
});

export const getAuditFacets = defineOperation({
  id: 'getAuditFacets',
  method: 'get',
  path: '/api/admin/logs/audit/facets',
  tag,
  summary: "The audit log's filter choices: the admins who acted and the actions taken",
  guard: 'admin',
  response: AuditFacetsSchema,
});

export const exportAuditEntries = defineOperation({
  id: 'exportAuditEntries',
  method: 'get',
  path: '/api/admin/logs/audit/export',
  tag,
  summary: 'The audit log as CSV, with the same filters, newest first',
  description:
    'At most 50,000 rows (AUDIT_EXPORT_MAX_ROWS). Cells that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) get a leading apostrophe.',
  guard: 'admin',
  query: AuditExportQuerySchema,
  produces: 'csv',
});
