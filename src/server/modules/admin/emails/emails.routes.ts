// The admin e-mails (src/shared/admin/emails/operations.ts): the queue, retry
// and cancel, template previews and test sends, schedules, audiences and
// announcements. The admin guard of each declaration runs before these handlers.
import { emailContextFrom } from '#server/email/email-context.ts';
import { implement } from '#server/lib/operations.ts';
import * as api from '#shared/admin/emails/operations.ts';
import {
  cancelEmail,
  createEmailSchedule,
  findAnnouncements,
  findAudienceChoices,
  findEmailSchedules,
  findQueuedEmails,
  getAudienceSummary,
  getQueuedEmailById,
  listEmailTemplates,
  previewAnnouncement,
  previewTemplate,
  retryEmail,
  runEmailSchedule,
  sendAnnouncement,
  sendTestAnnouncement,
  sendTestTemplateEmail,
  updateEmailSchedule,
} from './emails.service.ts';

export const emailsOperations = [
  implement(api.listQueuedEmails, (c, { query }) => findQueuedEmails(c.get('db'), query)),
  implement(api.getQueuedEmail, (c, { params }) => getQueuedEmailById(c.get('db'), emailContextFrom(c.get('config')), params.id)),
  implement(api.retryQueuedEmail, (c, { params, user }) => retryEmail(c, user, params.id)),
  implement(api.cancelQueuedEmail, (c, { params, user }) => cancelEmail(c, user, params.id)),
  implement(api.listEmailTemplates, () => listEmailTemplates()),
  implement(api.previewEmailTemplate, (c, { params, body, user }) =>
    previewTemplate(c.get('db'), emailContextFrom(c.get('config')), user, params.templateId, body),
  ),
  implement(api.sendTestTemplateEmail, (c, { params, body, user }) => sendTestTemplateEmail(c, user, params.templateId, body)),
  implement(api.listEmailSchedules, (c, { query }) => findEmailSchedules(c.get('db'), query)),
  implement(api.createEmailSchedule, (c, { body, user }) => createEmailSchedule(c, user, body)),
  implement(api.updateEmailSchedule, (c, { params, body, user }) => updateEmailSchedule(c, user, params.id, body)),
  implement(api.runEmailSchedule, (c, { params, body, user }) => runEmailSchedule(c, user, params.id, body.runKey)),
  implement(api.getAudienceSummary, (c, { query }) => getAudienceSummary(c.get('db'), query)),
  implement(api.listAudienceChoices, (c, { query }) => findAudienceChoices(c.get('db'), query)),
  implement(api.previewAnnouncement, (c, { body, user }) =>
    previewAnnouncement(c.get('db'), emailContextFrom(c.get('config')), user, body),
  ),
  implement(api.sendTestAnnouncement, (c, { body, user }) => sendTestAnnouncement(c, user, body)),
  implement(api.listAnnouncements, (c, { query }) => findAnnouncements(c.get('db'), query)),
  implement(api.sendAnnouncement, (c, { body, user }) => sendAnnouncement(c, user, body)),
];
