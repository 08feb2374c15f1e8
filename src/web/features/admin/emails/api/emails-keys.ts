// The admin e-mails' query keys, broadest first: a change to a mail refreshes
// the queue; a schedule run or an announcement refreshes the queue too.
import type { EmailQueueQuery } from '#shared/admin/emails/contract.ts';

export type EmailQueueParams = Partial<EmailQueueQuery>;

export const emailsKeys = {
  all: ['admin-emails'] as const,
  queue: ['admin-emails', 'queue'] as const,
  queuePage: (params: EmailQueueParams) => [...emailsKeys.queue, 'page', params] as const,
  queuedEmail: (id: string) => [...emailsKeys.queue, 'detail', id] as const,
  templates: ['admin-emails', 'templates'] as const,
  preview: (key: unknown) => ['admin-emails', 'preview', key] as const,
  schedules: ['admin-emails', 'schedules'] as const,
  schedulePage: (page: number) => [...emailsKeys.schedules, page] as const,
  announcements: ['admin-emails', 'announcements'] as const,
  announcementPage: (page: number) => [...emailsKeys.announcements, page] as const,
  audience: (query: unknown) => ['admin-emails', 'audience', query] as const,
  audienceChoices: (kind: string, q: string) => ['admin-emails', 'audience-choices', kind, q] as const,
};
