// The admin e-mails API (contract.ts): the queue, retry and cancel; template
// previews and test sends; schedules; announcements to an audience. Admins
// only; every change is audited with target type `email`.
import { defineOperation } from '../../operation.ts';
import {
  AnnouncementDraftSchema,
  AnnouncementPageSchema,
  AnnouncementResultSchema,
  AudienceChoicesQuerySchema,
  AudienceChoicesSchema,
  AudienceQuerySchema,
  AudienceSummarySchema,
  CreateEmailScheduleInputSchema,
  EmailIdParamSchema,
  EmailQueuePageSchema,
  EmailQueueQuerySchema,
  EmailSchedulePageSchema,
  EmailScheduleQuerySchema,
  EmailScheduleViewSchema,
  EmailTemplateListSchema,
  PreviewTemplateInputSchema,
  QueuedEmailDetailSchema,
  QueuedEmailViewSchema,
  RenderedEmailSchema,
  RunEmailScheduleInputSchema,
  ScheduleRunResultSchema,
  SendAnnouncementInputSchema,
  TemplateParamSchema,
  TestSendResultSchema,
  TestTemplateInputSchema,
  UpdateEmailScheduleInputSchema,
} from './contract.ts';

const tag = 'Admin';

// ------------------------------------------------------------------ the queue

export const listQueuedEmails = defineOperation({
  id: 'listQueuedEmails',
  method: 'get',
  path: '/api/admin/emails/queue',
  tag,
  summary: 'The e-mail queue, newest first, filtered by status, template, recipient and the days it was queued (UTC, inclusive)',
  guard: 'admin',
  query: EmailQueueQuerySchema,
  response: EmailQueuePageSchema,
});

export const getQueuedEmail = defineOperation({
  id: 'getQueuedEmail',
  method: 'get',
  path: '/api/admin/emails/queue/:id',
  tag,
  summary: 'One queued e-mail with its data and its rendering (subject, HTML, text)',
  guard: 'admin',
  params: EmailIdParamSchema,
  response: QueuedEmailDetailSchema,
  errors: ['NOT_FOUND'],
});

export const retryQueuedEmail = defineOperation({
  id: 'retryQueuedEmail',
  method: 'post',
  path: '/api/admin/emails/queue/:id/retry',
  tag,
  summary: 'Send a failed e-mail again: back to pending, due now, its attempts kept',
  description: 'Only a failed e-mail (409 otherwise). Audited as email.retry.',
  guard: 'admin',
  params: EmailIdParamSchema,
  response: QueuedEmailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const cancelQueuedEmail = defineOperation({
  id: 'cancelQueuedEmail',
  method: 'post',
  path: '/api/admin/emails/queue/:id/cancel',
  tag,
  summary: 'Cancel a pending e-mail',
  description: 'Only a pending e-mail: one a worker is sending, or has sent, answers 409. Audited as email.cancel.',
  guard: 'admin',
  params: EmailIdParamSchema,
  response: QueuedEmailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

// ------------------------------------------------------------------ templates

export const listEmailTemplates = defineOperation({
  id: 'listEmailTemplates',
  method: 'get',
  path: '/api/admin/emails/templates',
  tag,
  summary: 'Every e-mail template with its category, priority and sample data',
  guard: 'admin',
  response: EmailTemplateListSchema,
});

export const previewEmailTemplate = defineOperation({
  id: 'previewEmailTemplate',
  method: 'post',
  path: '/api/admin/emails/templates/:templateId/preview',
  tag,
  summary: "A template rendered with its sample data, the data given, or a queued e-mail's data",
  description: 'Renders only; nothing is queued. Data that does not fit the template answers 400 with its fields.',
  guard: 'admin',
  params: TemplateParamSchema,
  body: PreviewTemplateInputSchema,
  response: RenderedEmailSchema,
  errors: ['NOT_FOUND'],
});

export const sendTestTemplateEmail = defineOperation({
  id: 'sendTestTemplateEmail',
  method: 'post',
  path: '/api/admin/emails/templates/:templateId/test',
  tag,
  summary: 'Queue a template, with its sample data or the data given, to your own address',
  description: 'Audited as email.test-send.',
  guard: 'admin',
  params: TemplateParamSchema,
  body: TestTemplateInputSchema,
  status: 202,
  response: TestSendResultSchema,
});

// ------------------------------------------------------------------ schedules

export const listEmailSchedules = defineOperation({
  id: 'listEmailSchedules',
  method: 'get',
  path: '/api/admin/emails/schedules',
  tag,
  summary: 'Scheduled e-mails, active first, then by their next time',
  guard: 'admin',
  query: EmailScheduleQuerySchema,
  response: EmailSchedulePageSchema,
});

export const createEmailSchedule = defineOperation({
  id: 'createEmailSchedule',
  method: 'post',
  path: '/api/admin/emails/schedules',
  tag,
  summary: 'Schedule an e-mail to a list of addresses or an audience, once or daily, weekly, monthly',
  description:
    'The template data is checked against the template and rendered once, so a schedule that cannot send fails now. Audited as email.schedule-create.',
  guard: 'admin',
  body: CreateEmailScheduleInputSchema,
  status: 201,
  response: EmailScheduleViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateEmailSchedule = defineOperation({
  id: 'updateEmailSchedule',
  method: 'patch',
  path: '/api/admin/emails/schedules/:id',
  tag,
  summary: 'Change a schedule; `isActive` pauses or resumes it',
  description: 'Audited as email.schedule-update, email.schedule-pause or email.schedule-resume.',
  guard: 'admin',
  params: EmailIdParamSchema,
  body: UpdateEmailScheduleInputSchema,
  response: EmailScheduleViewSchema,
  errors: ['NOT_FOUND'],
});

export const runEmailSchedule = defineOperation({
  id: 'runEmailSchedule',
  method: 'post',
  path: '/api/admin/emails/schedules/:id/run',
  tag,
  summary: 'Queue a schedule’s mails now; a one-off schedule is then spent, a recurring one keeps its time',
  description: 'The run key makes it safe to send twice: a key that ran already queues nothing. Audited as email.schedule-run.',
  guard: 'admin',
  params: EmailIdParamSchema,
  body: RunEmailScheduleInputSchema,
  response: ScheduleRunResultSchema,
  errors: ['NOT_FOUND'],
});

// ------------------------------------------------------------------ audiences and announcements

export const getAudienceSummary = defineOperation({
  id: 'getAudienceSummary',
  method: 'get',
  path: '/api/admin/emails/audience',
  tag,
  summary: 'How many an audience reaches now, and how many of it turned the category off',
  guard: 'admin',
  query: AudienceQuerySchema,
  response: AudienceSummarySchema,
  errors: ['NOT_FOUND'],
});

export const listAudienceChoices = defineOperation({
  id: 'listAudienceChoices',
  method: 'get',
  path: '/api/admin/emails/audience/choices',
  tag,
  summary: 'Clubs or debates to send to, by name (at most 20)',
  guard: 'admin',
  query: AudienceChoicesQuerySchema,
  response: AudienceChoicesSchema,
});

export const previewAnnouncement = defineOperation({
  id: 'previewAnnouncement',
  method: 'post',
  path: '/api/admin/emails/announcements/preview',
  tag,
  summary: 'An announcement rendered as its recipients will get it (the body sanitized)',
  guard: 'admin',
  body: AnnouncementDraftSchema,
  response: RenderedEmailSchema,
});

export const sendTestAnnouncement = defineOperation({
  id: 'sendTestAnnouncement',
  method: 'post',
  path: '/api/admin/emails/announcements/test',
  tag,
  summary: 'Queue an announcement to your own address only',
  description: 'Audited as email.test-send.',
  guard: 'admin',
  body: AnnouncementDraftSchema,
  status: 202,
  response: TestSendResultSchema,
});

export const listAnnouncements = defineOperation({
  id: 'listAnnouncements',
  method: 'get',
  path: '/api/admin/emails/announcements',
  tag,
  summary: 'Announcements sent, newest first, with how many were queued and skipped',
  guard: 'admin',
  query: EmailScheduleQuerySchema,
  response: AnnouncementPageSchema,
});

export const sendAnnouncement = defineOperation({
  id: 'sendAnnouncement',
  method: 'post',
  path: '/api/admin/emails/announcements',
  tag,
  summary: 'Queue an announcement to its audience, in batches of 50, skipping those who opted out',
  description:
    'The id is chosen by the client when composing: sending the same id again queues nothing and answers the first result with alreadySent. Audited as email.announce.',
  guard: 'admin',
  body: SendAnnouncementInputSchema,
  status: 201,
  response: AnnouncementResultSchema,
  errors: ['NOT_FOUND'],
});
