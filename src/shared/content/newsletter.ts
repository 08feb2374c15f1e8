// The newsletter's contract (ADR 0013, double opt-in): the footer's sign-up,
// the confirmation link, and the admins' issues sent to confirmed subscribers.
import { z } from 'zod';
import { ProofOfWorkPayloadSchema } from '../accounts/proof-of-work.ts';
import { text } from '../text.ts';
import { EmailSchema } from '../validation.ts';

export * from './newsletter-form.ts';

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
/** A new sign-up of a pending address mails a new link only after this long (the old link keeps working). */
export const NEWSLETTER_CONFIRM_RESEND_MS = 5 * 60 * 1000;

/** What the footer form sends: the address and the solved anti-bot challenge (ADR 0022). */
export const NewsletterSubscribeInputSchema = z.strictObject({ email: EmailSchema, altcha: ProofOfWorkPayloadSchema });
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInputSchema>;

/** A sign-up is pending until the subscriber confirms by e-mail; subscribing twice answers the same. */
export const NewsletterSubscriptionResultSchema = z.object({ status: z.literal('pending') });

/** The token of a confirmation link (/newsletter/confirm?token=…). */
export const NewsletterTokenInputSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });

/**
 * What a confirmation link did: confirmed now; expired or used (the page offers
 * a new link); invalid (unknown, or replaced by a newer link).
 */
export const NEWSLETTER_CONFIRM_OUTCOMES = ['confirmed', 'expired', 'used', 'invalid'] as const;
export const NewsletterConfirmResultSchema = z.object({ outcome: z.enum(NEWSLETTER_CONFIRM_OUTCOMES) });
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>;

/** Asking for a new link with an old one: sent, or the address is confirmed already. */
export const NewsletterRenewResultSchema = z.object({ outcome: z.enum(['sent', 'confirmed', 'invalid']) });
export type NewsletterRenewResult = z.infer<typeof NewsletterRenewResultSchema>;

// ------------------------------------------------------------------ issues (admins)

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 20_000;

export const NEWSLETTER_ADMIN_MESSAGES = {
  subjectRequired: 'Subject required',
  bodyRequired: 'Write the issue',
  emptyBody: 'The issue has no text left once unsupported HTML is removed',
  alreadySent: 'This issue was sent already',
} as const;

/** An issue as an admin writes it; the body keeps only the descriptions' tags (the server sanitizes it). */
export const NewsletterIssueDraftSchema = z.strictObject({
  subject: text()
    .trim()
    .min(1, NEWSLETTER_ADMIN_MESSAGES.subjectRequired)
    .max(NEWSLETTER_SUBJECT_MAX, `At most ${NEWSLETTER_SUBJECT_MAX} characters`),
  body: text()
    .trim()
    .min(1, NEWSLETTER_ADMIN_MESSAGES.bodyRequired)
    .max(NEWSLETTER_BODY_MAX, `At most ${NEWSLETTER_BODY_MAX} characters`),
});
export type NewsletterIssueDraft = z.infer<typeof NewsletterIssueDraftSchema>;

export const NewsletterIssueIdParamSchema = z.object({ id: z.uuid() });

export const NewsletterIssueViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'sent']),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentByName: z.string().nullable(),
  /** Mails queued when it was sent, one per confirmed subscriber. */
  recipientCount: z.number().int(),
  /** Of those, delivered so far; failed (after three attempts); left out (unsubscribed before delivery). */
  deliveredCount: z.number().int(),
  failedCount: z.number().int(),
  suppressedCount: z.number().int(),
});
export type NewsletterIssueView = z.infer<typeof NewsletterIssueViewSchema>;

export const NewsletterOverviewSchema = z.object({
  subscribers: z.object({ confirmed: z.number().int(), pending: z.number().int(), unsubscribed: z.number().int() }),
  /** The newest issues first (at most 50). */
  issues: z.array(NewsletterIssueViewSchema),
});
export type NewsletterOverview = z.infer<typeof NewsletterOverviewSchema>;

export const NewsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof NewsletterPreviewSchema>;
