// The logs page's state lives in the URL, so a filtered view can be shared and
// survives a reload: which tab, the error groups' source, period and page (and
// the open group), the audit log's filters and page. Unknown or malformed values
// are dropped here rather than sent to the server to be refused.
import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '#shared/admin/audit.ts';
import { ERROR_PERIODS, ERROR_SOURCES, type ErrorPeriod, type ErrorSource } from '#shared/admin/logs/contract.ts';
import type { AuditParams } from '../api/logs-keys.ts';

export const LOGS_TABS = ['errors', 'audit'] as const;
export type LogsTab = (typeof LOGS_TABS)[number];

/** The audit filters the page offers, in the order of the form. */
export const AUDIT_FILTER_KEYS = ['action', 'targetType', 'outcome', 'actorId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z-]+\.[a-z-]+$/;
const FINGERPRINT = /^[0-9a-f]{32}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export interface ErrorViewParams {
  source?: ErrorSource;
  period: ErrorPeriod;
  page: number;
  /** The open group's fingerprint. */
  group?: string;
}

export function errorParamsOf(search: URLSearchParams): ErrorViewParams {
  const group = search.get('group');
  return {
    source: oneOf(ERROR_SOURCES, search.get('source')),
    period: oneOf(ERROR_PERIODS, search.get('period')) ?? '7d',
    page: pageOf(search),
    group: group && FINGERPRINT.test(group) ? group : undefined,
  };
}

export function auditParamsOf(search: URLSearchParams): AuditParams & { page: number } {
  const params: AuditParams & { page: number } = { page: pageOf(search) };
  const action = search.get('action');
  if (action && ACTION.test(action) && action.length <= 64) params.action = action;
  const targetType = oneOf(AUDIT_TARGET_TYPES, search.get('targetType'));
  if (targetType) params.targetType = targetType;
  const outcome = oneOf(AUDIT_OUTCOMES, search.get('outcome'));
  if (outcome) params.outcome = outcome;
  const actorId = search.get('actorId');
  if (actorId && actorId.length <= 64) params.actorId = actorId;
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && DATE.test(value) && !Number.isNaN(Date.parse(value))) params[key] = value;
  }
  return params;
}

/** The audit filters as the export's query (no paging). */
export function exportQueryOf(params: AuditParams): string {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
