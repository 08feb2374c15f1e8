// The content API, one declaration per operation (src/shared/operation.ts):
// the newsletter (sign-up, confirmation, the admins' issues) and the contact
// form (sending, and the admins' inbox), and the ambassadors programme.
import { defineOperation } from '../operation.ts';
import {
  AmbassadorApplicationIdParamSchema,
  AmbassadorApplicationInputSchema,
  AmbassadorApplicationViewSchema,
  AmbassadorBadgeSchema,
  AmbassadorDecisionInputSchema,
  AmbassadorDirectorySchema,
  AmbassadorReviewItemSchema,
  AmbassadorReviewListSchema,
  AmbassadorReviewQuerySchema,
  AmbassadorUserParamSchema,
  MyAmbassadorApplicationSchema,
} from './ambassadors.ts';
import {
  ContactFormTokenSchema,
  ContactMessageDetailSchema,
  ContactMessageIdParamSchema,
  ContactMessageInputSchema,
  ContactMessageListSchema,
  ContactMessageReceiptSchema,
  ContactMessagesQuerySchema,
  ContactReplyInputSchema,
} from './contact.ts';
import {
  NEWSLETTER_SUBSCRIBE_ROUTE,
  NewsletterConfirmResultSchema,
  NewsletterIssueDraftSchema,
  NewsletterIssueIdParamSchema,
  NewsletterIssueViewSchema,
  NewsletterOverviewSchema,
  NewsletterPreviewSchema,
  NewsletterRenewResultSchema,
  NewsletterSubscribeInputSchema,
  NewsletterSubscriptionResultSchema,
  NewsletterTokenInputSchema,
} from './newsletter.ts';

export const subscribeNewsletter = defineOperation({
  id: 'subscribeNewsletter',
  ...NEWSLETTER_SUBSCRIBE_ROUTE,
  tag: 'Content',
  summary: 'Sign up for the newsletter',
  description:
    'Double opt-in: stored as pending and a confirmation link is mailed; nothing else is sent until it is used. ' +
    'Every sign-up answers the same, whatever the address’s state, so the answer reveals nothing; a confirmed address gets no new mail. ' +
    'Needs a solved anti-bot challenge in `altcha`, used once; ' +
    'without one the answer is a 400 with code CHALLENGE_REQUIRED, with a wrong, expired or used one CHALLENGE_FAILED.',
  guard: 'public',
  body: NewsletterSubscribeInputSchema,
  status: 202,
  response: NewsletterSubscriptionResultSchema,
  errors: ['RATE_LIMITED'],
});

export const confirmNewsletter = defineOperation({
  id: 'confirmNewsletter',
  method: 'post',
  path: '/api/newsletter/confirmations',
  tag: 'Content',
  summary: 'Confirm a newsletter subscription with the token of its confirmation link',
  description: 'The outcome says whether the link confirmed the address now, had expired, was used already, or is unknown.',
  guard: 'token',
  body: NewsletterTokenInputSchema,
  response: NewsletterConfirmResultSchema,
  errors: ['RATE_LIMITED'],
});

export const renewNewsletterConfirmation = defineOperation({
  id: 'renewNewsletterConfirmation',
  method: 'post',
  path: '/api/newsletter/confirmations/renewals',
  tag: 'Content',
  summary: 'Mail a new confirmation link to the address of an expired or used one',
  guard: 'token',
  body: NewsletterTokenInputSchema,
  response: NewsletterRenewResultSchema,
  errors: ['RATE_LIMITED'],
});

export const getNewsletterOverview = defineOperation({
  id: 'getNewsletterOverview',
  method: 'get',
  path: '/api/admin/newsletter',
  tag: 'Admin',
  summary: 'Subscriber counts and the newest issues with how many mails each sent',
  guard: 'admin',
  response: NewsletterOverviewSchema,
});

export const createNewsletterIssue = defineOperation({
  id: 'createNewsletterIssue',
  method: 'post',
  path: '/api/admin/newsletter/issues',
  tag: 'Admin',
  summary: 'Save a draft issue; its body keeps only the descriptions’ tags',
  guard: 'admin',
  body: NewsletterIssueDraftSchema,
  status: 201,
  response: NewsletterIssueViewSchema,
});

export const updateNewsletterIssue = defineOperation({
  id: 'updateNewsletterIssue',
  adminAudit: 'newsletter-issue',
  method: 'put',
  path: '/api/admin/newsletter/issues/:id',
  tag: 'Admin',
  summary: 'Change a draft issue (409 once it was sent)',
  guard: 'admin',
  params: NewsletterIssueIdParamSchema,
  body: NewsletterIssueDraftSchema,
  response: NewsletterIssueViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const previewNewsletterIssue = defineOperation({
  id: 'previewNewsletterIssue',
  method: 'post',
  path: '/api/admin/newsletter/preview',
  tag: 'Admin',
  summary: 'An issue rendered as subscribers will see it; nothing is saved or sent',
  guard: 'admin',
  body: NewsletterIssueDraftSchema,
  response: NewsletterPreviewSchema,
});

export const sendNewsletterIssue = defineOperation({
  id: 'sendNewsletterIssue',
  adminAudit: 'newsletter-issue',
  method: 'post',
  path: '/api/admin/newsletter/issues/:id/send',
  tag: 'Admin',
  summary: 'Send a draft issue to every confirmed subscriber',
  description:
    'Queued in batches of 50 at the batch priority (3), one mail per confirmed address, each with one-click unsubscribe. ' +
    'An issue is sent once: a second send answers 409.',
  guard: 'admin',
  params: NewsletterIssueIdParamSchema,
  response: NewsletterIssueViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const getContactForm = defineOperation({
  id: 'getContactForm',
  method: 'get',
  path: '/api/contact/form',
  tag: 'Content',
  summary: 'A token for the contact form, fetched when it is shown',
  description: 'Signed with the time it was issued: a message sent within seconds of it, or a day later, is refused.',
  guard: 'public',
  response: ContactFormTokenSchema,
});

export const sendContactMessage = defineOperation({
  id: 'sendContactMessage',
  method: 'post',
  path: '/api/contact/messages',
  tag: 'Content',
  summary: 'Send a message to the team',
  description:
    'Stored, mailed to every admin and confirmed to the sender by e-mail. Limited per client (10 a minute) and per address ' +
    '(5 an hour); the same message sent again from the same address is not stored or mailed twice.',
  guard: 'public',
  body: ContactMessageInputSchema,
  status: 202,
  response: ContactMessageReceiptSchema,
  errors: ['RATE_LIMITED'],
});

export const listContactMessages = defineOperation({
  id: 'listContactMessages',
  method: 'get',
  path: '/api/admin/contact/messages',
  tag: 'Admin',
  summary: 'Contact messages by status, newest first, with the count of each status',
  guard: 'admin',
  query: ContactMessagesQuerySchema,
  response: ContactMessageListSchema,
});

export const getContactMessage = defineOperation({
  id: 'getContactMessage',
  method: 'get',
  path: '/api/admin/contact/messages/:id',
  tag: 'Admin',
  summary: 'One contact message with its answers',
  guard: 'admin',
  params: ContactMessageIdParamSchema,
  response: ContactMessageDetailSchema,
  errors: ['NOT_FOUND'],
});

export const replyToContactMessage = defineOperation({
  id: 'replyToContactMessage',
  adminAudit: 'contact-message',
  method: 'post',
  path: '/api/admin/contact/messages/:id/replies',
  tag: 'Admin',
  summary: 'Answer a contact message; the answer is mailed to its sender',
  description: 'Marks it answered, or closed with `close: true`.',
  guard: 'admin',
  params: ContactMessageIdParamSchema,
  body: ContactReplyInputSchema,
  status: 201,
  response: ContactMessageDetailSchema,
  errors: ['NOT_FOUND'],
});

export const closeContactMessage = defineOperation({
  id: 'closeContactMessage',
  adminAudit: 'contact-message',
  method: 'post',
  path: '/api/admin/contact/messages/:id/close',
  tag: 'Admin',
  summary: 'Close a contact message without (another) answer',
  guard: 'admin',
  params: ContactMessageIdParamSchema,
  response: ContactMessageDetailSchema,
  errors: ['NOT_FOUND'],
});

export const reopenContactMessage = defineOperation({
  id: 'reopenContactMessage',
  adminAudit: 'contact-message',
  method: 'post',
  path: '/api/admin/contact/messages/:id/reopen',
  tag: 'Admin',
  summary: 'Open a closed contact message again',
  guard: 'admin',
  params: ContactMessageIdParamSchema,
  response: ContactMessageDetailSchema,
  errors: ['NOT_FOUND'],
});

// ------------------------------------------------------------------ ambassadors

export const listAmbassadors = defineOperation({
  id: 'listAmbassadors',
  method: 'get',
  path: '/api/ambassadors',
  tag: 'Content',
  summary: 'The approved ambassadors by region, for the programme page’s directory',
  guard: 'public',
  response: AmbassadorDirectorySchema,
});

export const getAmbassadorBadge = defineOperation({
  id: 'getAmbassadorBadge',
  method: 'get',
  path: '/api/ambassadors/:userId',
  tag: 'Content',
  summary: 'Whether a member is an ambassador now, and of which region (the badge on their profile)',
  guard: 'public',
  params: AmbassadorUserParamSchema,
  response: AmbassadorBadgeSchema,
});

export const getMyAmbassadorApplication = defineOperation({
  id: 'getMyAmbassadorApplication',
  method: 'get',
  path: '/api/me/ambassador',
  tag: 'Content',
  summary: 'Your newest ambassador application, or null',
  guard: 'user',
  response: MyAmbassadorApplicationSchema,
});

export const applyAsAmbassador = defineOperation({
  id: 'applyAsAmbassador',
  method: 'post',
  path: '/api/me/ambassador',
  tag: 'Content',
  summary: 'Apply to the ambassadors programme; the admins are mailed',
  description: 'One pending or approved application per member (409 otherwise).',
  guard: 'user',
  body: AmbassadorApplicationInputSchema,
  status: 201,
  response: AmbassadorApplicationViewSchema,
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

export const endMyAmbassadorRole = defineOperation({
  id: 'endMyAmbassadorRole',
  method: 'post',
  path: '/api/me/ambassador/end',
  tag: 'Content',
  summary: 'Withdraw a pending application, or step down as an ambassador',
  guard: 'user',
  response: AmbassadorApplicationViewSchema,
  errors: ['CONFLICT'],
});

export const listAmbassadorApplications = defineOperation({
  id: 'listAmbassadorApplications',
  method: 'get',
  path: '/api/admin/ambassadors',
  tag: 'Admin',
  summary: 'Ambassador applications by status, oldest pending first',
  guard: 'admin',
  query: AmbassadorReviewQuerySchema,
  response: AmbassadorReviewListSchema,
});

export const decideAmbassadorApplication = defineOperation({
  id: 'decideAmbassadorApplication',
  adminAudit: 'ambassador-application',
  method: 'post',
  path: '/api/admin/ambassadors/:id/decision',
  tag: 'Admin',
  summary: 'Approve an application, or decline it with a reason; the applicant is mailed',
  guard: 'admin',
  params: AmbassadorApplicationIdParamSchema,
  body: AmbassadorDecisionInputSchema,
  response: AmbassadorReviewItemSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});
