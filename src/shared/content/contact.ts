// The contact form's contract: what a visitor sends, what admins read and how
// they answer. Answers go to the sender by e-mail.
import { z } from 'zod';
import { text } from '../text.ts';
import { EmailSchema } from '../validation.ts';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 5000;
/** A form sent sooner than this after it was shown is refused (people take longer; scripts do not). */
export const CONTACT_MIN_FILL_MS = 3000;
/** A form older than this needs reloading (its token expired). */
export const CONTACT_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Messages one address may send per hour, besides the per-client limit of spec section 9. */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 5;
/** The honeypot: a field people never see, left empty by them and filled by form-filling scripts. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_CATEGORIES = [
  'general',
  'account',
  'debates',
  'clubs-events',
  'bug',
  'accessibility',
  'press',
  'other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General question',
  account: 'My account',
  debates: 'Debates and judging',
  'clubs-events': 'Clubs and events',
  bug: 'Something does not work',
  accessibility: 'Accessibility',
  press: 'Press and partnerships',
  other: 'Something else',
};

export const CONTACT_MESSAGES = {
  nameRequired: 'Name required',
  messageRequired: 'Message required',
  messageTooLong: `At most ${CONTACT_MESSAGE_MAX} characters`,
  categoryRequired: 'Choose what your message is about',
  /** Refused as automated (honeypot filled, or sent too fast): said plainly, without saying which check. */
  refused: 'Your message could not be sent. Please wait a few seconds and send it again.',
  expired: 'This form has expired. Reload the page and send your message again.',
  sent: 'Message sent',
  sentDescription: 'Thank you. We sent a copy to your e-mail address and will answer there.',
  replyRequired: 'Write an answer',
} as const;

/** What the form sends. `formToken` comes from GET /api/contact/form when the form is shown. */
export const ContactMessageInputSchema = z.strictObject({
  name: text().trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_NAME_MAX, `At most ${CONTACT_NAME_MAX} characters`),
  email: EmailSchema,
  category: z.enum(CONTACT_CATEGORIES, { error: CONTACT_MESSAGES.categoryRequired }),
  message: text().trim().min(1, CONTACT_MESSAGES.messageRequired).max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
  formToken: z.string().max(200),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const ContactFormTokenSchema = z.object({ formToken: z.string() });
export const ContactMessageReceiptSchema = z.object({ status: z.literal('received') });

export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

export const ContactMessagesQuerySchema = z.object({ status: z.enum([...CONTACT_STATUSES, 'all']).default('open') });
export const ContactMessageIdParamSchema = z.object({ id: z.uuid() });

export const ContactMessageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  excerpt: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  replyCount: z.number().int(),
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummarySchema>;

export const ContactMessageListSchema = z.object({
  /** The newest first, at most 100. */
  items: z.array(ContactMessageSummarySchema),
  counts: z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
});

export const ContactReplyViewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const ContactMessageDetailSchema = ContactMessageSummarySchema.omit({ excerpt: true, replyCount: true }).extend({
  message: z.string(),
  closedAt: z.string().nullable(),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  replies: z.array(ContactReplyViewSchema),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetailSchema>;

export const ContactReplyInputSchema = z.strictObject({
  body: text().trim().min(1, CONTACT_MESSAGES.replyRequired).max(CONTACT_REPLY_MAX, `At most ${CONTACT_REPLY_MAX} characters`),
  /** Close the message with this answer. */
  close: z.boolean().default(false),
});
export type ContactReplyInput = z.input<typeof ContactReplyInputSchema>;
