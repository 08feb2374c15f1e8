// The e-mail contract of spec section 3: template ids, the data each template
// needs (validated when a mail is enqueued, not when it is sent), preference
// categories, and priorities of section 9.
import { z } from 'zod';
import { EMAIL_PRIORITY } from '../constants.ts';

export const EMAIL_TEMPLATE_IDS = [
  'welcome',
  'debate_confirmation',
  'debate_reminder',
  'debate_reminder_24h',
  'debate_reminder_1h',
  'judge_assignment',
  'event_confirmation',
  'club_welcome',
  'score_notification',
  'club_announcement',
  'event_invitation',
  'password_changed',
  // Account links (ours, not in the spec's list): confirm an address, reset a password.
  'email_verification',
  'password_reset',
  // The answer to a judge application (ours: the spec leaves judging open).
  'judge_application',
  // Tells the people going to, or waitlisted for, an event that it was cancelled (ours).
  'event_cancelled',
  // Tells a debate's participants that its creator or an admin cancelled it, with the reason given (ours).
  'debate_cancelled',
  // Tells a club's owners and officers that someone asked to join (ours).
  'club_join_request',
  // The moderation queue (ours): the author of a reported comment is told it was hidden or warned, with the reason.
  'comment_moderated',
  // The moderation queue (ours): a member who reported a comment is told that a moderator acted on it.
  'report_outcome',
  // An admin's announcement to an audience (admin e-mails; ours: the spec's announcements are a club's).
  'announcement',
  // The newsletter (ours): the double opt-in link, and an issue sent to the confirmed subscribers.
  'newsletter_confirmation',
  'newsletter_issue',
  // The contact form (ours): a new message to the admins, the sender's receipt, and an admin's answer.
  'contact_message',
  'contact_received',
  'contact_reply',
  // The ambassadors programme (ours): a new application to the admins, and their decision to the applicant.
  'ambassador_application',
  'ambassador_decision',
  // Training peer review (ours): a judge or coach is asked to review an attempt; the member is told it was reviewed.
  'training_review_requested',
  'training_review_completed',
  // Tournaments (ours): a round's draw is out — the recipient's room, side or panel place, and the motion if released.
  'tournament_draw',
] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

/**
 * The categories as they are stored: the columns of email_preferences, the category
 * of a queued mail, and the scope inside signed unsubscribe links already mailed
 * (decision 0026). A missing row or value means allowed. The API names them in
 * camelCase (EMAIL_PREFERENCE_KEYS).
 */
export const EMAIL_CATEGORIES = [
  'debate_reminders',
  'judge_assignments',
  'score_notifications',
  'event_updates',
  'comment_replies',
  'newsletter',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** The API's name of each stored category: the keys of the preferences object, and unsubscribe scopes. */
export const EMAIL_PREFERENCE_KEY = {
  debate_reminders: 'debateReminders',
  judge_assignments: 'judgeAssignments',
  score_notifications: 'scoreNotifications',
  event_updates: 'eventUpdates',
  comment_replies: 'commentReplies',
  newsletter: 'newsletter',
} as const satisfies Record<EmailCategory, string>;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEY)[EmailCategory];
export const EMAIL_PREFERENCE_KEYS = EMAIL_CATEGORIES.map((c) => EMAIL_PREFERENCE_KEY[c]) as unknown as readonly [
  EmailPreferenceKey,
  ...EmailPreferenceKey[],
];

/** The stored category of an API preference key. */
export const EMAIL_CATEGORY_OF_KEY = Object.fromEntries(EMAIL_CATEGORIES.map((c) => [EMAIL_PREFERENCE_KEY[c], c])) as Record<
  EmailPreferenceKey,
  EmailCategory
>;

export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKey, string> = {
  debateReminders: 'Debate reminders',
  judgeAssignments: 'Judge assignments',
  scoreNotifications: 'Scores and feedback',
  eventUpdates: 'Event and club updates',
  commentReplies: 'Replies to your comments',
  newsletter: 'Newsletter',
};

/** The labels by stored category (the footer of a mail). */
export const EMAIL_CATEGORY_LABELS = Object.fromEntries(
  EMAIL_CATEGORIES.map((c) => [c, EMAIL_PREFERENCE_LABELS[EMAIL_PREFERENCE_KEY[c]]]),
) as Record<EmailCategory, string>;

const text = (max = 200) => z.string().trim().min(1).max(max);
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const id = z.string().trim().min(1).max(100);

const debateFields = {
  debateId: id,
  debateTitle: text(),
  debateDate: text(60),
  debateTime: text(60),
  debateLocation: optionalText(),
};

const eventFields = {
  eventId: id.optional(),
  eventTitle: text(),
  eventDate: text(60),
  eventTime: text(60),
  eventLocation: optionalText(),
};

/** Where a moderated comment was posted; the renderer links to it. */
const commentTargetFields = {
  targetType: z.enum(['debate', 'club', 'event', 'topic']),
  targetId: id,
  targetTitle: text(),
};

export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'high', 'normal'] as const;

/** Template data by template id. Links (siteUrl, debateUrl, unsubscribeUrl, preferencesUrl) are added by the renderer. */
export const EMAIL_TEMPLATE_DATA_SCHEMAS = {
  welcome: z.strictObject({ name: text(100) }),
  debate_confirmation: z.strictObject({ name: text(100), userRole: text(60), ...debateFields }),
  debate_reminder: z.strictObject({ name: text(100), ...debateFields }),
  debate_reminder_24h: z.strictObject({ name: text(100), ...debateFields }),
  debate_reminder_1h: z.strictObject({ name: text(100), ...debateFields }),
  judge_assignment: z.strictObject({ judgeName: text(100), ...debateFields }),
  event_confirmation: z.strictObject({ name: text(100), ...eventFields }),
  club_welcome: z.strictObject({ name: text(100), clubName: text(), clubId: id.optional() }),
  score_notification: z.strictObject({
    participantName: text(100),
    debateId: id,
    debateTitle: text(),
    score: z.union([z.number(), text(20)]),
    feedback: optionalText(5000),
  }),
  club_announcement: z.strictObject({
    clubName: text(),
    clubId: id.optional(),
    announcementTitle: text(),
    announcementContent: text(10_000),
    priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('normal'),
  }),
  event_invitation: z.strictObject({ name: optionalText(100), ...eventFields, eventDescription: optionalText(2000) }),
  password_changed: z.strictObject({ name: text(100) }),
  email_verification: z.strictObject({ name: text(100), verifyUrl: z.url({ protocol: /^https?$/ }).max(2048) }),
  password_reset: z.strictObject({ name: text(100), resetUrl: z.url({ protocol: /^https?$/ }).max(2048) }),
  judge_application: z.strictObject({
    name: text(100),
    decision: z.enum(['approved', 'declined']),
    reason: optionalText(1000),
  }),
  event_cancelled: z.strictObject({ name: text(100), ...eventFields }),
  debate_cancelled: z.strictObject({ name: text(100), ...debateFields, reason: optionalText(500) }),
  club_join_request: z.strictObject({ name: text(100), requesterName: text(100), clubName: text(), clubId: id }),
  comment_moderated: z.strictObject({
    name: text(100),
    decision: z.enum(['hidden', 'warned', 'warned_and_hidden']),
    reason: text(1000),
    commentExcerpt: text(400),
    ...commentTargetFields,
  }),
  report_outcome: z.strictObject({
    name: text(100),
    outcome: z.enum(['hidden', 'actioned']),
    commentExcerpt: text(400),
    ...commentTargetFields,
  }),
  announcement: z.strictObject({
    title: text(),
    /** HTML with the descriptions' tags only; the renderer sanitizes it again. */
    contentHtml: text(20_000),
    priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('normal'),
    /** The preference the audience's mail falls under (admin e-mails: AUDIENCE_CATEGORY). */
    category: z.enum(['newsletter', 'event_updates', 'debate_reminders']).default('newsletter'),
  }),
  newsletter_confirmation: z.strictObject({ confirmUrl: z.url({ protocol: /^https?$/ }).max(2048) }),
  newsletter_issue: z.strictObject({
    issueId: id,
    subject: text(),
    /** HTML with the descriptions' tags only; the renderer sanitizes it again. */
    contentHtml: text(20_000),
  }),
  contact_message: z.strictObject({
    messageId: id,
    senderName: text(100),
    senderEmail: z.email().max(254),
    category: text(60),
    message: text(5000),
  }),
  contact_received: z.strictObject({ name: text(100), category: text(60), message: text(5000) }),
  contact_reply: z.strictObject({ name: text(100), reply: text(5000), message: text(5000) }),
  ambassador_application: z.strictObject({ applicantName: text(100), region: text(60), motivation: text(2000) }),
  ambassador_decision: z.strictObject({
    name: text(100),
    decision: z.enum(['approved', 'declined']),
    reason: optionalText(500),
  }),
  training_review_requested: z.strictObject({
    name: text(100),
    requesterName: text(100),
    moduleLabel: text(),
    requestId: id,
    note: optionalText(1000),
  }),
  training_review_completed: z.strictObject({
    name: text(100),
    reviewerName: text(100),
    moduleLabel: text(),
    requestId: id,
    score: z.number().int().min(0),
    max: z.number().int().min(1),
  }),
  tournament_draw: z.strictObject({
    name: text(100),
    eventTitle: text(),
    roundName: text(100),
    tournamentId: id,
    roundSeq: z.number().int().min(1),
    debateId: id,
    /** What the recipient does in the room: their side and team, or their place on the panel. */
    role: text(200),
    /** Who else debates in the room, with their sides. */
    opponents: optionalText(600),
    /** The room's number, and its venue when it has one. */
    room: text(200),
    debateDate: text(60),
    debateTime: text(60),
    motion: optionalText(1000),
  }),
} satisfies Record<EmailTemplateId, z.ZodType>;

export type EmailTemplateData<T extends EmailTemplateId> = z.output<(typeof EMAIL_TEMPLATE_DATA_SCHEMAS)[T]>;

/** Which preference turns a template off; null = transactional or security mail, never suppressed. */
export const EMAIL_TEMPLATE_CATEGORY: Record<EmailTemplateId, EmailCategory | null> = {
  welcome: null,
  debate_confirmation: null,
  debate_reminder: 'debate_reminders',
  debate_reminder_24h: 'debate_reminders',
  debate_reminder_1h: 'debate_reminders',
  judge_assignment: 'judge_assignments',
  event_confirmation: null,
  club_welcome: null,
  score_notification: 'score_notifications',
  club_announcement: 'event_updates',
  event_invitation: 'event_updates',
  password_changed: null,
  email_verification: null,
  password_reset: null,
  judge_application: null,
  event_cancelled: 'event_updates',
  debate_cancelled: 'debate_reminders',
  club_join_request: 'event_updates',
  // No preference covers moderation: the author must learn why, and a reporter asked for the outcome.
  comment_moderated: null,
  report_outcome: null,
  // Its data names the category (emailCategory); the newsletter when it does not.
  announcement: 'newsletter',
  // Asked for by the address itself: sent even to an address that unsubscribed before.
  newsletter_confirmation: null,
  newsletter_issue: 'newsletter',
  // Answers to what the sender wrote, and the admins' inbox: no preference covers them.
  contact_message: null,
  contact_received: null,
  contact_reply: null,
  // The applicant's own request and its answer; the admins' review queue.
  ambassador_application: null,
  ambassador_decision: null,
  // A request to judge a member's practice work, turned off with judge assignments; the review is feedback, like a score.
  training_review_requested: 'judge_assignments',
  training_review_completed: 'score_notifications',
  // A tournament is an event: its draws are event updates.
  tournament_draw: 'event_updates',
};

/** The preference a mail falls under: the template's, or for an announcement the one its data names. */
export function emailCategory(templateId: EmailTemplateId, data?: Record<string, unknown>): EmailCategory | null {
  if (templateId === 'announcement' && typeof data?.category === 'string' && EMAIL_CATEGORIES.includes(data.category as never)) {
    return data.category as EmailCategory;
  }
  return EMAIL_TEMPLATE_CATEGORY[templateId];
}

/** Links that let someone into an account go out before anything else. */
export const ACCOUNT_LINK_EMAIL_PRIORITY = EMAIL_PRIORITY.welcome;

/** Priority of a template's mail (spec section 9); announcements by their own priority. */
export function emailPriority(templateId: EmailTemplateId, data?: Record<string, unknown>): number {
  switch (templateId) {
    case 'welcome':
      return EMAIL_PRIORITY.welcome;
    case 'email_verification':
    case 'password_reset':
    // The visitor waits for the link, as for the account links.
    case 'newsletter_confirmation':
      return ACCOUNT_LINK_EMAIL_PRIORITY;
    // Sent to every confirmed subscriber: a batch mail (spec section 9).
    case 'newsletter_issue':
      return EMAIL_PRIORITY.batch;
    case 'judge_assignment':
    // The round starts soon after its draw: it goes out with the judges' assignments.
    case 'tournament_draw':
      return EMAIL_PRIORITY.judgeAssignment;
    case 'debate_reminder_1h':
    // A debate called off must reach people before they set out, like the last reminder.
    case 'debate_cancelled':
      return EMAIL_PRIORITY.reminder1h;
    case 'debate_reminder_24h':
      return EMAIL_PRIORITY.reminder24h;
    case 'debate_reminder':
      return EMAIL_PRIORITY.debateReminder;
    case 'event_invitation':
      return EMAIL_PRIORITY.eventInvitation;
    case 'score_notification':
    case 'training_review_completed':
      return EMAIL_PRIORITY.scoreNotification;
    case 'club_announcement':
    case 'announcement':
      return data?.priority === 'urgent'
        ? EMAIL_PRIORITY.announcementUrgent
        : data?.priority === 'high'
          ? EMAIL_PRIORITY.announcementHigh
          : EMAIL_PRIORITY.announcementNormal;
    default:
      return EMAIL_PRIORITY.default;
  }
}

/** The spec's send-email function: to, templateName, templateData, userId. */
export const SendEmailInputSchema = z.strictObject({
  to: z.email().max(254),
  templateName: z.enum(EMAIL_TEMPLATE_IDS),
  templateData: z.record(z.string(), z.unknown()).default({}),
  userId: z.string().max(100).optional(),
});
export type SendEmailInput = z.infer<typeof SendEmailInputSchema>;

/** The queued mail's id; null when a live mail with the same reference key was queued already. */
export const SendEmailResultSchema = z.object({ success: z.literal(true), id: z.string().nullable() });
