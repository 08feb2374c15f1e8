// The e-mails page's state lives in the URL: which tab, the queue's filters and
// page, the open mail, the template shown (and the queued mail whose data it
// renders). Unknown or malformed values are dropped here.
import { EMAIL_QUEUE_STATUSES } from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS, type EmailTemplateId } from '#shared/email/contract.ts';
import type { EmailQueueParams } from '../api/emails-keys.ts';

export const EMAIL_TABS = ['queue', 'schedules', 'announcements', 'templates'] as const;
export type EmailTab = (typeof EMAIL_TABS)[number];

export const QUEUE_FILTER_KEYS = ['status', 'templateId', 'recipient', 'from', 'to'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function queueParamsOf(search: URLSearchParams): EmailQueueParams & { page: number } {
  const params: EmailQueueParams & { page: number } = { page: pageParam(search) };
  const status = oneOf(EMAIL_QUEUE_STATUSES, search.get('status'));
  if (status) params.status = status;
  const templateId = oneOf(EMAIL_TEMPLATE_IDS, search.get('templateId'));
  if (templateId) params.templateId = templateId;
  const recipient = search.get('recipient')?.trim();
  if (recipient && recipient.length <= 254) params.recipient = recipient;
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && DATE.test(value)) params[key] = value;
  }
  return params;
}

export function openEmailOf(search: URLSearchParams): string | null {
  const id = search.get('email');
  return id && UUID.test(id) ? id : null;
}

export function templateOf(search: URLSearchParams): EmailTemplateId {
  return oneOf(EMAIL_TEMPLATE_IDS, search.get('template')) ?? 'welcome';
}
