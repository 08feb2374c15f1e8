// The admin e-mails contract (spec sections 3, 4, 7, 8, 9): the queue with its
// filters, a mail's detail, retry and cancel; template previews; schedules
// (email_schedule) to a list of addresses or an audience; announcements to an
// audience, queued in batches of 50 at the priority the admin picks (urgent 10,
// high 8, normal 5). Audiences respect e-mail preferences and newsletter
// unsubscribes (docs/admin.md, "E-mails").
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN } from '../../constants.ts';
import { ANNOUNCEMENT_PRIORITIES, EMAIL_TEMPLATE_IDS } from '../../email/contract.ts';
import { text } from '../../text.ts';
import { paginatedSchema } from '../../validation.ts';

/** The texts of spec section 8 for sending mail, and ours around them. */
export const EMAIL_ADMIN_MESSAGES = {
  sent: 'Email sent successfully',
  failed: 'Failed to send email',
  notFailed: 'Only a failed e-mail can be retried; this one is no longer failed',
  notPending: 'Only a pending e-mail can be cancelled; this one is already being sent or done',
  noRecipients: 'Add at least one address, or choose an audience',
  bothRecipients: 'Send to a list of addresses or to an audience, not both',
  invalidAddress: 'Invalid email address',
  pastTime: 'Choose a time in the future',
  nothingToChange: 'Change at least one field',
  emptyBody: 'Write the announcement',
  subjectRequired: 'Write a subject',
  nameRequired: 'Give the schedule a name',
  unknownClub: 'No such club',
  unknownDebate: 'No such debate',
} as const;

export const EMAIL_QUEUE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed', 'cancelled'] as const;
export type EmailQueueStatus = (typeof EMAIL_QUEUE_STATUSES)[number];

export const EMAIL_SCHEDULE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type EmailScheduleFrequency = (typeof EMAIL_SCHEDULE_FREQUENCIES)[number];

/** How many addresses one schedule may list; larger groups are an audience. */
export const SCHEDULE_RECIPIENTS_MAX = 500;
export const SCHEDULE_NAME_MAX = 200;
export const ANNOUNCEMENT_SUBJECT_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;
/** A time may lie this far in the past when saved (clocks and slow forms). */
export const SCHEDULE_TIME_SLACK_MS = 60_000;

// ------------------------------------------------------------------ audiences

export const EMAIL_AUDIENCE_KINDS = ['everyone', 'club', 'debate', 'newsletter'] as const;
export type EmailAudienceKind = (typeof EMAIL_AUDIENCE_KINDS)[number];

const uuid = z.uuid({ error: 'Not a valid id' });

/** Who gets a mailing: every member, a club's active members, a debate's participants, confirmed newsletter subscribers. */
export const EmailAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('everyone') }),
  z.strictObject({ kind: z.literal('newsletter') }),
  z.strictObject({ kind: z.literal('club'), clubId: uuid }),
  z.strictObject({ kind: z.literal('debate'), debateId: uuid }),
]);
export type EmailAudience = z.infer<typeof EmailAudienceSchema>;

/**
 * The preference that can turn an audience's mail off (stored names): the
 * newsletter for site-wide mail, event and club updates for a club (as club
 * announcements), debate reminders for a debate's participants.
 */
export const AUDIENCE_CATEGORY = {
  everyone: 'newsletter',
  newsletter: 'newsletter',
  club: 'event_updates',
  debate: 'debate_reminders',
} as const satisfies Record<EmailAudienceKind, string>;

/** An audience as a query string (the count shown before sending). */
export const AudienceQuerySchema = z
  .strictObject({
    kind: z.enum(EMAIL_AUDIENCE_KINDS),
    clubId: uuid.optional(),
    debateId: uuid.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'club' && !q.clubId) ctx.addIssue({ code: 'custom', path: ['clubId'], message: 'Choose a club' });
    if (q.kind === 'debate' && !q.debateId) ctx.addIssue({ code: 'custom', path: ['debateId'], message: 'Choose a debate' });
  })
  .transform((q): EmailAudience => {
    if (q.kind === 'club') return { kind: 'club', clubId: q.clubId as string };
    if (q.kind === 'debate') return { kind: 'debate', debateId: q.debateId as string };
    return { kind: q.kind };
  });

export const AudienceSummarySchema = z.object({
  /** Who would get the mail now. */
  recipients: z.number().int(),
  /** Members of the audience left out: they turned the category off, or unsubscribed from the newsletter. */
  skipped: z.number().int(),
  category: z.string(),
  /** The audience in words: "Members of Riverside Debaters". */
  label: z.string(),
});
export type AudienceSummary = z.infer<typeof AudienceSummarySchema>;

/** Clubs and debates to pick an audience from, by name. */
export const AudienceChoicesQuerySchema = z.strictObject({
  kind: z.enum(['club', 'debate']),
  q: text().trim().max(100).optional(),
});
export const AudienceChoicesSchema = z.object({
  items: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type AudienceChoices = z.infer<typeof AudienceChoicesSchema>;

// ------------------------------------------------------------------ the queue

const isoDate = z.iso.date({ error: 'A date like 2026-11-26' });

export const EmailQueueQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  status: z.enum(EMAIL_QUEUE_STATUSES).optional(),
  templateId: z.enum(EMAIL_TEMPLATE_IDS).optional(),
  /** Part of the recipient's address. */
  recipient: text().trim().min(1).max(254).optional(),
  /** Queued on or after this UTC day, and on or before `to`. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type EmailQueueQuery = z.infer<typeof EmailQueueQuerySchema>;

export const QueuedEmailViewSchema = z.object({
  id: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  templateId: z.string().nullable(),
  status: z.enum(EMAIL_QUEUE_STATUSES),
  priority: z.number().int(),
  attempts: z.number().int(),
  sendAfter: z.string(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  category: z.string().nullable(),
  referenceKey: z.string().nullable(),
  createdAt: z.string(),
});
export type QueuedEmailView = z.infer<typeof QueuedEmailViewSchema>;

export const EmailQueuePageSchema = paginatedSchema(QueuedEmailViewSchema);

export const RenderedEmailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedEmail = z.infer<typeof RenderedEmailSchema>;

/** One mail: its row, and its rendering (kept on the row once sent, else rendered now from its data). */
export const QueuedEmailDetailSchema = QueuedEmailViewSchema.extend({
  templateData: z.record(z.string(), z.unknown()).nullable(),
  userId: z.string().nullable(),
  rendered: RenderedEmailSchema.nullable(),
  /** Why the mail cannot be rendered (data that no longer matches its template). */
  renderError: z.string().nullable(),
});
export type QueuedEmailDetail = z.infer<typeof QueuedEmailDetailSchema>;

export const EmailIdParamSchema = z.strictObject({ id: uuid });

// ------------------------------------------------------------------ templates

const templateData = z.record(z.string(), z.unknown());

export const EmailTemplateViewSchema = z.object({
  id: z.enum(EMAIL_TEMPLATE_IDS),
  /** The preference that can turn it off; null for transactional mail. */
  category: z.string().nullable(),
  priority: z.number().int(),
  sampleData: templateData,
});
export type EmailTemplateView = z.infer<typeof EmailTemplateViewSchema>;
export const EmailTemplateListSchema = z.object({ items: z.array(EmailTemplateViewSchema) });

export const TemplateParamSchema = z.strictObject({ templateId: z.enum(EMAIL_TEMPLATE_IDS) });

/** Render with the template's sample data (neither given), the data given, or a queued mail's data. */
export const PreviewTemplateInputSchema = z
  .strictObject({ data: templateData.optional(), emailId: uuid.optional() })
  .refine((input) => !(input.data && input.emailId), { message: 'Give data or a queued e-mail, not both', path: ['data'] });

export const TestTemplateInputSchema = z.strictObject({ data: templateData.optional() });

/** A test mail queued to the admin's own address. */
export const TestSendResultSchema = z.object({ id: z.string().nullable(), to: z.string() });
export type TestSendResult = z.infer<typeof TestSendResultSchema>;

// ------------------------------------------------------------------ schedules

const scheduleName = text()
  .trim()
  .min(1, EMAIL_ADMIN_MESSAGES.nameRequired)
  .max(SCHEDULE_NAME_MAX, `At most ${SCHEDULE_NAME_MAX} characters`);
const address = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_ADMIN_MESSAGES.invalidAddress }).max(254));
const recipients = z
  .array(address)
  .max(SCHEDULE_RECIPIENTS_MAX, `At most ${SCHEDULE_RECIPIENTS_MAX} addresses; choose an audience for more`);
const futureTime = z.iso
  .datetime({ offset: true, error: 'A date and time' })
  .refine((value) => new Date(value).getTime() >= Date.now() - SCHEDULE_TIME_SLACK_MS, EMAIL_ADMIN_MESSAGES.pastTime);

const scheduleFields = {
  name: scheduleName,
  templateId: z.enum(EMAIL_TEMPLATE_IDS),
  templateData: templateData.default({}),
  recipients: recipients.default([]),
  audience: EmailAudienceSchema.nullable().default(null),
  scheduleTime: futureTime,
  frequency: z.enum(EMAIL_SCHEDULE_FREQUENCIES).default('once'),
  isActive: z.boolean().default(true),
};

function recipientsRule(input: { recipients?: string[]; audience?: EmailAudience | null }, ctx: z.RefinementCtx) {
  const hasList = (input.recipients?.length ?? 0) > 0;
  const hasAudience = Boolean(input.audience);
  if (!hasList && !hasAudience)
    ctx.addIssue({ code: 'custom', path: ['recipients'], message: EMAIL_ADMIN_MESSAGES.noRecipients });
  if (hasList && hasAudience)
    ctx.addIssue({ code: 'custom', path: ['recipients'], message: EMAIL_ADMIN_MESSAGES.bothRecipients });
}

export const CreateEmailScheduleInputSchema = z.strictObject(scheduleFields).superRefine(recipientsRule);
export type CreateEmailScheduleInput = z.infer<typeof CreateEmailScheduleInputSchema>;

/** The fields sent change; recipients and audience are replaced together when either is sent. */
export const UpdateEmailScheduleInputSchema = z
  .strictObject({
    name: scheduleName.optional(),
    templateId: z.enum(EMAIL_TEMPLATE_IDS).optional(),
    templateData: templateData.optional(),
    recipients: recipients.optional(),
    audience: EmailAudienceSchema.nullable().optional(),
    scheduleTime: futureTime.optional(),
    frequency: z.enum(EMAIL_SCHEDULE_FREQUENCIES).optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (Object.values(input).every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: EMAIL_ADMIN_MESSAGES.nothingToChange });
    }
    if (input.recipients !== undefined || input.audience !== undefined) recipientsRule(input, ctx);
  });
export type UpdateEmailScheduleInput = z.infer<typeof UpdateEmailScheduleInputSchema>;

export const EmailScheduleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.enum(EMAIL_TEMPLATE_IDS),
  templateData: templateData,
  recipients: z.array(z.string()),
  audience: EmailAudienceSchema.nullable(),
  /** The audience in words, when there is one. */
  audienceLabel: z.string().nullable(),
  scheduleTime: z.string(),
  frequency: z.enum(EMAIL_SCHEDULE_FREQUENCIES),
  isActive: z.boolean(),
  lastEnqueuedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailScheduleView = z.infer<typeof EmailScheduleViewSchema>;

export const EmailSchedulePageSchema = paginatedSchema(EmailScheduleViewSchema);
export const EmailScheduleQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});

/** A run is named by the browser, so running twice (a double click, a retry) queues once. */
export const RunEmailScheduleInputSchema = z.strictObject({ runKey: uuid });
export const ScheduleRunResultSchema = z.object({
  queued: z.number().int(),
  /** True when this run key had run already: nothing more was queued. */
  alreadyRun: z.boolean(),
  schedule: EmailScheduleViewSchema,
});
export type ScheduleRunResult = z.infer<typeof ScheduleRunResultSchema>;

// ------------------------------------------------------------------ announcements

const announcementFields = {
  subject: text()
    .trim()
    .min(1, EMAIL_ADMIN_MESSAGES.subjectRequired)
    .max(ANNOUNCEMENT_SUBJECT_MAX, `At most ${ANNOUNCEMENT_SUBJECT_MAX} characters`),
  /** HTML with the descriptions' tags (b, i, em, strong, p, br, ul, ol, li); anything else is removed by the server. */
  body: text()
    .trim()
    .min(1, EMAIL_ADMIN_MESSAGES.emptyBody)
    .max(ANNOUNCEMENT_BODY_MAX, `At most ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en')} characters`),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('normal'),
};

/** What a preview or a test send needs: the words and the priority; the audience names the footer's category. */
export const AnnouncementDraftSchema = z.strictObject({ ...announcementFields, audience: EmailAudienceSchema });
export type AnnouncementDraft = z.infer<typeof AnnouncementDraftSchema>;

export const SendAnnouncementInputSchema = z.strictObject({ id: uuid, ...announcementFields, audience: EmailAudienceSchema });
export type SendAnnouncementInput = z.infer<typeof SendAnnouncementInputSchema>;

export const AnnouncementViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  audience: EmailAudienceSchema,
  audienceLabel: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  queuedCount: z.number().int(),
  skippedCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnouncementView = z.infer<typeof AnnouncementViewSchema>;
export const AnnouncementPageSchema = paginatedSchema(AnnouncementViewSchema);

export const AnnouncementResultSchema = z.object({
  announcement: AnnouncementViewSchema,
  /** True when this announcement had been sent already (a second click): nothing more was queued. */
  alreadySent: z.boolean(),
});
export type AnnouncementResult = z.infer<typeof AnnouncementResultSchema>;
